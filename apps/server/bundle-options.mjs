// How the server's TypeScript becomes JavaScript for Node, in one place: build.mjs bundles dist/
// with it, and src/workers/untrusted-pool.ts bundles the worker thread's entry (src/untrusted-tasks.ts
// or a test's) with it when the server runs from its sources (a worker thread does not inherit tsx's loader on Node 20).

/**
 * esbuild options shared by every server bundle: the workspace packages (TypeScript sources) are
 * bundled in, third-party packages stay external and load from node_modules at run time, and a
 * `require` is defined for the CommonJS packages that ESM output would otherwise lack.
 * @type {import("esbuild").BuildOptions}
 */
export const bundleOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
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
};
