import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * `virtual:locale-bundles`: lazy loaders of the interface's message bundles in two levels, so
 * the login route's JavaScript does not grow with the number of locales (45 × 11 namespaces).
 * The first level lists the locales that have bundles (src/locales/<code>/) with one loader
 * each; a locale's loader (`virtual:locale-bundles/<code>`) lists its namespaces, plus `errors`:
 * the error catalogue of the server's messages (apps/server/src/locales/<code>.json).
 * Adding a locale is adding its folder; nothing here changes. The namespaces in `inline` (those
 * every page starts with) are part of the locale's loader: one file instead of four at start.
 *
 * In a build each locale's loader is its own chunk with a fixed name, `assets/locale-<code>.js`,
 * and the first level imports it by name (`./locale-<code>.js?v=<version>`), so the login route
 * carries no per-locale map of hashed file names. The version is a hash of what the loaders'
 * output depends on (every bundle, this plugin, the Vite and Rolldown versions): the service
 * worker serves /assets cache-first by URL, so the URL changes whenever a loader can.
 */
export function localeBundles({ inline = [] }: { inline?: string[] } = {}): Plugin {
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
  let build = false;
  let version = "";
  return {
    name: "sira-locale-bundles",
    configResolved(config) {
      build = config.command === "build" && !config.build.ssr;
    },
    buildStart() {
      if (!build) return;
      const hash = createHash("sha256");
      const require = createRequire(import.meta.url);
      for (const pkg of ["vite/package.json", "rolldown/package.json"]) {
        try {
          hash.update(JSON.parse(fs.readFileSync(require.resolve(pkg), "utf8")).version);
        } catch {
          hash.update(`${pkg}?`);
        }
      }
      hash.update(fs.readFileSync(import.meta.filename));
      for (const dir of [serverDir, ...locales().map((c) => path.join(webDir, c))]) {
        for (const f of fs.readdirSync(dir).sort()) {
          if (!f.endsWith(".json")) continue;
          hash.update(f);
          hash.update(fs.readFileSync(path.join(dir, f)));
        }
      }
      version = hash.digest("hex").slice(0, 10);
      for (const code of locales())
        this.emitFile({
          type: "chunk",
          id: `${prefix}/${code}`,
          fileName: `assets/locale-${code}.js`,
          // Vite drops the exports of entries; a loader is only its default export.
          preserveSignature: "strict",
        });
    },
    resolveId(id) {
      return id === prefix || id.startsWith(`${prefix}/`) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${prefix}`) {
        const codes = locales();
        const head = [
          `export const bundleLocales = ${JSON.stringify(codes)};`,
          `export const namespaces = ${JSON.stringify(namespaces())};`,
        ];
        if (build)
          return [
            ...head,
            // Beside this chunk in assets/; the import is by name, not analysed by the bundler.
            "const byName = (file) => import(/* @vite-ignore */ file);",
            `export const loadLocale = (code) => bundleLocales.includes(code) ? byName("./locale-" + code + ".js?v=${version}") : undefined;`,
          ].join("\n");
        const loaders = codes.map(
          (c) => `  ${JSON.stringify(c)}: () => import(${JSON.stringify(`${prefix}/${c}`)}),`,
        );
        return [
          ...head,
          `const loaders = {\n${loaders.join("\n")}\n};`,
          "export const loadLocale = (code) => loaders[code]?.();",
        ].join("\n");
      }
      if (id.startsWith(`\0${prefix}/`)) {
        const code = id.slice(`\0${prefix}/`.length);
        const dir = path.join(webDir, code);
        const imports: string[] = [];
        const entries = fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(".json"))
          .map((f) => {
            const ns = f.slice(0, -5);
            const file = JSON.stringify(path.join(dir, f).split(path.sep).join("/"));
            if (!inline.includes(ns))
              return `  ${JSON.stringify(ns)}: () => import(${file}).then((m) => m.default),`;
            imports.push(`import ns${imports.length} from ${file};`);
            return `  ${JSON.stringify(ns)}: () => Promise.resolve(ns${imports.length - 1}),`;
          });
        const server = path.join(serverDir, `${code}.json`).split(path.sep).join("/");
        if (fs.existsSync(server))
          entries.push(`  errors: () => import(${JSON.stringify(server)}).then((m) => m.errors),`);
        return `${imports.join("\n")}\nexport default {\n${entries.join("\n")}\n};`;
      }
      return undefined;
    },
  };
}
