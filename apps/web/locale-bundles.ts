import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * `virtual:locale-bundles`: lazy loaders of the interface's message bundles in two levels, so
 * the login route's JavaScript does not grow with the number of locales (45 × 11 namespaces).
 * The first level lists the locales that have bundles (src/locales/<code>/) with one loader
 * each; a locale's loader (`virtual:locale-bundles/<code>`) lists its namespaces, plus `errors`:
 * the error catalogue of the server's messages (apps/server/src/locales/<code>.json).
 * Adding a locale is adding its folder; nothing here changes.
 */
export function localeBundles(): Plugin {
  const webDir = path.resolve(import.meta.dirname, "src/locales");
  const serverDir = path.resolve(import.meta.dirname, "../server/src/locales");
  const prefix = "virtual:locale-bundles";
  const locales = () =>
    fs
      .readdirSync(webDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  const namespaces = () =>
    fs
      .readdirSync(path.join(webDir, "en"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -".json".length))
      .sort();
  return {
    name: "sira-locale-bundles",
    resolveId(id) {
      return id === prefix || id.startsWith(`${prefix}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${prefix}`) {
        const codes = locales();
        const loaders = codes.map(
          (c) => `  ${JSON.stringify(c)}: () => import(${JSON.stringify(`${prefix}/${c}`)}),`,
        );
        return [
          `export const bundleLocales = ${JSON.stringify(codes)};`,
          `export const namespaces = ${JSON.stringify(namespaces())};`,
          `export const loadLocale = {\n${loaders.join("\n")}\n};`,
        ].join("\n");
      }
      if (id.startsWith(`\0${prefix}/`)) {
        const code = id.slice(`\0${prefix}/`.length);
        const dir = path.join(webDir, code);
        const entries = fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .map((f) => {
            const file = path.join(dir, f).split(path.sep).join("/");
            return `  ${JSON.stringify(f.slice(0, -5))}: () => import(${JSON.stringify(file)}).then((m) => m.default),`;
          });
        const server = path.join(serverDir, `${code}.json`).split(path.sep).join("/");
        if (fs.existsSync(server))
          entries.push(`  errors: () => import(${JSON.stringify(server)}).then((m) => m.errors),`);
        return `export default {\n${entries.join("\n")}\n};`;
      }
      return undefined;
    },
  };
}
