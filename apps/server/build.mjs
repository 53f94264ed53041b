import { cp } from "node:fs/promises";
import { build } from "esbuild";
import { bundleOptions } from "./bundle-options.mjs";

// Bundle the server and the workspace packages it imports (TypeScript sources) into dist/
// (bundle-options.mjs: third-party packages stay external and load from node_modules at run time).
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
  sourcemap: true,
});

// The server's texts per locale (src/http/messages.ts reads dist/locales in production).
await cp("src/locales", "dist/locales", { recursive: true, filter: (file) => !file.endsWith(".ts") });
