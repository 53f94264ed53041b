import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
// By path: Vite's config loader leaves package imports to Node, which cannot load TypeScript.
import { publicPageParams } from "../../packages/schema/src/public-page";
import { localeBundles } from "./locale-bundles";
import { phosphorWeights } from "./phosphor-weights";
import { precompress } from "./precompress";

const server = "http://127.0.0.1:3000";

/**
 * The server answers `/{username}/{slug}` with the public resume page it renders (issue 23), so
 * in development Vite hands those paths to it too; every other path (app routes, Vite's own
 * modules) stays with Vite.
 */
const publicPages: ProxyOptions = {
  target: server,
  changeOrigin: false,
  bypass: (req) => (publicPageParams((req.url ?? "/").split("?")[0] ?? "/") ? undefined : req.url),
};

export default defineConfig({
  // The namespaces i18n starts with (lib/i18n.ts `initialNamespaces`) come with each locale's loader.
  // Each icon keeps only the weights the sources draw it in (phosphor-weights.ts).
  plugins: [
    react(),
    tailwindcss(),
    localeBundles({ inline: ["common", "auth", "consent"] }),
    phosphorWeights(path.join(import.meta.dirname, "src")),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: server, changeOrigin: false },
      // The MCP server (docs/api/mcp.md), for a client pointed at the dev address.
      "/mcp": { target: server, changeOrigin: false },
      "^/[^/?]+/[^/?]+/?(\\?.*)?$": publicPages,
    },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
