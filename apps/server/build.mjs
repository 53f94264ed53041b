import { cp } from "node:fs/promises";
import { build } from "esbuild";

// Bundle the server and the workspace packages it imports (TypeScript sources) into dist/;
// third-party packages stay external and load from node_modules at run time.
await build({
  entryPoints: {
    main: "src/main.ts",
    "cli/migrate": "src/cli/migrate.ts",
    "cli/seed": "src/cli/seed.ts",
    // The untrusted-work pool's worker thread (src/workers/untrusted-pool.ts loads it from here).
    "workers/untrusted": "src/workers/untrusted.worker.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  jsx: "automatic",
  logLevel: "warning",
  plugins: [
    {
      name: "externalize-deps",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@sira/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});

// The server's texts per locale (src/http/messages.ts reads dist/locales in production).
await cp("src/locales", "dist/locales", { recursive: true, filter: (file) => !file.endsWith(".ts") });
