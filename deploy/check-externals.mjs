#!/usr/bin/env node
import { spawnSync } from "node:child_process";
// Every third-party package the server bundle imports resolves from where the bundle runs
// (Containerfile, runtime stage, after deploy/prune-runtime.mjs trimmed node_modules): a package
// pruned by mistake fails the image build, not a request in production.
// Usage: node deploy/check-externals.mjs [dist folder, default apps/server/dist] [--sources-only a,b]
//   --sources-only: packages the bundle imports only on a path taken when the server runs from its
//   TypeScript sources (src/workers/worker-file.ts bundles a .ts worker entry with esbuild), so
//   their absence is expected.
import fs from "node:fs";
import { builtinModules, createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Node 20 honours import.meta.resolve's parent argument only behind this flag.
if (!process.execArgv.includes("--experimental-import-meta-resolve")) {
  const run = spawnSync(
    process.execPath,
    ["--experimental-import-meta-resolve", "--no-warnings", ...process.argv.slice(1)],
    { stdio: "inherit" },
  );
  process.exit(run.status ?? 1);
}

const options = process.argv.slice(2);
const flag = options.indexOf("--sources-only");
const sourcesOnly = new Set(flag >= 0 ? (options.splice(flag, 2)[1] ?? "").split(",") : []);
const dist = path.resolve(options[0] ?? "apps/server/dist");
const builtins = new Set(builtinModules);
const specifiers = new Map();
const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']([^"'./][^"']*)["']/g;
// A package name with an optional subpath (text like `from ", "` in a string is not one).
const packageName = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.@/-]*)?$/;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith(".js")) {
      for (const [, specifier] of fs.readFileSync(full, "utf8").matchAll(pattern)) {
        if (
          !packageName.test(specifier) ||
          specifier.startsWith("node:") ||
          builtins.has(specifier.split("/")[0])
        )
          continue;
        if (!specifiers.has(specifier)) specifiers.set(specifier, full);
      }
    }
  }
}
walk(dist);

const failed = [];
for (const [specifier, file] of specifiers) {
  try {
    // ESM resolution first (packages' "exports" import conditions), then CommonJS's.
    import.meta.resolve(specifier, pathToFileURL(file).href);
  } catch {
    try {
      createRequire(file).resolve(specifier);
    } catch {
      if (sourcesOnly.has(specifier)) continue;
      failed.push(`${specifier} (imported by ${path.relative(dist, file)})`);
    }
  }
}
if (failed.length > 0) {
  console.error(`not resolvable from ${dist}:\n  ${failed.join("\n  ")}`);
  process.exit(1);
}
console.log(`${specifiers.size} packages the bundle imports all resolve`);
