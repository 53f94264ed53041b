import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";
import { bundleOptions } from "./bundle-options.mjs";

// Bundle the server and the workspace packages it imports (TypeScript sources) into dist/
// (bundle-options.mjs: third-party packages stay external and load from node_modules at run time).
// A fresh folder: chunk names change with their content, and stale ones would pile up.
await rm("dist", { recursive: true, force: true });
await build({
  ...bundleOptions,
  entryPoints: {
    main: "src/main.ts",
    "cli/migrate": "src/cli/migrate.ts",
    "cli/seed": "src/cli/seed.ts",
    // The untrusted-work pool's worker thread (src/untrusted-work.ts points the pool here).
    "workers/untrusted": "src/untrusted-tasks.ts",
    // The embedded database's thread (src/db/pglite-proxy.ts points PGlite's proxy here).
    "workers/pglite": "src/db/pglite-worker.ts",
  },
  outdir: "dist",
  // Code a module loads with `import()` (the PDF text layer, the printing browser, image
  // re-encoding, ...) goes to a chunk of its own with the third-party packages it imports, so a
  // process loads them at first use, not at start (a web process may never print).
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: true,
});

// The server's texts per locale (src/http/messages.ts reads dist/locales in production).
await cp("src/locales", "dist/locales", { recursive: true, filter: (file) => !file.endsWith(".ts") });
