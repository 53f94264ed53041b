// The architecture check (`npm run check:architecture`, part of `npm run lint`): the import rules
// of apps/server/src/modules/README.md and of the web features, kept by dependency-cruiser.
// scripts/architecture.test.mjs shows each rule failing on a deliberate violation.
// Paths are relative to the folder the check runs in (the repository root).

/** The server's infrastructure: it serves the modules and never imports them. */
const serverInfrastructure = "^apps/server/src/((http|db|workers|queue|adapters)/|(config|paths)[.]ts$)";
/** The app's composition: what builds the app (and its worker thread's task table) from its modules. */
const serverAppFiles =
  "^apps/server/src/(app|app-deps|deps|main|seeders|untrusted-tasks|untrusted-work)[.]ts$";

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      comment: "A file that reaches itself through its imports (type-only imports count).",
      severity: "error",
      from: { path: "^(apps/(server|web)/src|packages/[^/]+/src)/" },
      to: { circular: true },
    },
    {
      name: "server-no-upward-import",
      comment:
        "Infrastructure (http, db, workers, queue, adapters, config, paths) imports no module and no " +
        "app file: what it needs from them is passed in (a function, an interface, the worker pool's " +
        "task table and worker file). Tests excepted.",
      severity: "error",
      from: { path: serverInfrastructure, pathNot: "[.]test[.]ts$" },
      to: { path: [`^apps/server/src/modules/`, serverAppFiles] },
    },
    {
      name: "server-module-boundary",
      comment:
        "A server module uses another module only through that module's `<module>.public.ts` (tests " +
        "excepted); what it needs built once comes in RunningDeps.",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/", pathNot: "[.]test[.]ts$" },
      to: {
        path: "^apps/server/src/modules/",
        pathNot: ["^apps/server/src/modules/$1/", "^apps/server/src/modules/[^/]+/[^/]+[.]public[.]ts$"],
      },
    },
    {
      name: "server-app-uses-module-entries",
      comment:
        "The app files reach a module through its `<module>.module.ts` or `<module>.public.ts`, and " +
        "the worker thread's task table through its `<module>.tasks.ts`.",
      severity: "error",
      from: { path: serverAppFiles },
      to: {
        path: "^apps/server/src/modules/",
        pathNot: "^apps/server/src/modules/[^/]+/[^/]+[.](module|public|tasks)[.]ts$",
      },
    },
    {
      name: "web-feature-isolation",
      comment: "A web feature imports no other feature; what they share lives in components/ or lib/.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "server-undici-gateway",
      comment:
        "The npm `undici` package is imported only through apps/server/src/http/undici.ts, which " +
        "lets Node's own fetch dispatcher be set first: npm undici evaluated earlier becomes the global " +
        "fetch's dispatcher, and Node 20's fetch then fails on requests with their own Content-Length " +
        "(Google sign-in's token request).",
      severity: "error",
      from: {
        path: "^(apps|packages)/",
        pathNot: "^apps/server/src/http/undici[.]ts$|[.]test[.]tsx?$|^apps/web/",
      },
      to: { path: "(^|/)node_modules/undici/|^undici$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "package-no-app-import",
      comment: "Packages are below the apps: a package never imports an app (nor e2e, bench).",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^(apps|e2e|bench)/" },
    },
  ],
  options: {
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "(^|/)(node_modules|dist|[.]tsbuild)/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
