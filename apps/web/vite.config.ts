import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { localeBundles } from "./locale-bundles";

export default defineConfig({
  // The namespaces i18n starts with (lib/i18n.ts `initialNamespaces`) come with each locale's loader.
  plugins: [react(), tailwindcss(), localeBundles({ inline: ["common", "auth", "consent"] })],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://127.0.0.1:3000", changeOrigin: false } },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 900,
  },
});
