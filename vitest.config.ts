import { defineConfig } from "vitest/config";
import { localeBundles } from "./apps/web/locale-bundles";

/** One Vitest project per workspace; `--project <name>` runs one of them. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "scripts", root: "scripts", include: ["*.test.mjs"] } },
      { test: { name: "schema", root: "packages/schema", include: ["src/**/*.test.ts"] } },
      { test: { name: "html", root: "packages/html", include: ["src/**/*.test.ts"] } },
      { test: { name: "templates", root: "packages/templates", include: ["src/**/*.test.{ts,tsx}"] } },
      { test: { name: "nlp", root: "packages/nlp", include: ["src/**/*.test.ts"] } },
      { test: { name: "importers", root: "packages/importers", include: ["src/**/*.test.ts"] } },
      { test: { name: "pdf-text", root: "packages/pdf-text", include: ["src/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [localeBundles()],
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}", "*.test.ts"],
          environment: "jsdom",
        },
      },
    ],
  },
});
