#!/usr/bin/env node
// Trim a production install (`npm ci --omit=dev`) to what the server bundle loads at run time
// (Containerfile, stage prod-deps). The bundle (apps/server/dist) holds the server and the
// workspace packages; it loads third-party packages from node_modules. So node_modules keeps:
//   - the dependency closure (dependencies, optionalDependencies, required peers) of
//     @sira/server and the workspace packages it bundles;
//   - of the web app's packages, only the @fontsource families the templates embed in a
//     resume (packages/templates/src/fonts.ts), and of those only the woff2 files it reads.
// Everything else the web app depends on (React, TipTap, pdf.js for the browser, ...) is bundled
// into apps/web/dist by Vite and is not needed at run time. Source maps, type declarations and
// Markdown files of the packages kept go too. Prints what it removed.
// Usage (from the repository root): node deploy/prune-runtime.mjs [--dry-run]
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const dryRun = process.argv.includes("--dry-run");
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));

/** The folder `name` resolves to from a package in `fromDir` (Node's lookup), or null. */
function resolvePackage(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, "node_modules", name);
    if (fs.existsSync(path.join(candidate, "package.json"))) return fs.realpathSync(candidate);
    if (dir === root) return null;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

const kept = new Set();
const missing = [];
function keep(dir) {
  if (kept.has(dir)) return;
  kept.add(dir);
  const pkg = readJson(path.join(dir, "package.json"));
  const optionalPeers = pkg.peerDependenciesMeta ?? {};
  const wanted = [
    ...Object.keys(pkg.dependencies ?? {}).map((name) => [name, true]),
    ...Object.keys(pkg.optionalDependencies ?? {}).map((name) => [name, false]),
    // An optional peer is the application's choice: kept only when something else needs it.
    ...Object.keys(pkg.peerDependencies ?? {})
      .filter((name) => !optionalPeers[name]?.optional)
      .map((name) => [name, true]),
  ];
  for (const [name, required] of wanted) {
    const found = resolvePackage(name, dir);
    if (found) keep(found);
    // An optional dependency for another platform (e.g. sharp's darwin build) is not installed.
    else if (required) missing.push(`${name} (from ${path.relative(root, dir) || "."})`);
  }
}

const serverDir = path.join(root, "apps/server");
keep(serverDir);

// The fonts the templates embed: the families of fonts.ts, weights 400 and 700, woff2 only.
const fontsSource = fs.readFileSync(path.join(root, "packages/templates/src/fonts.ts"), "utf8");
const fontSlugs = [...fontsSource.matchAll(/\bslug: "([a-z0-9-]+)"/g)].map((m) => m[1]);
if (fontSlugs.length === 0) throw new Error("no font families found in packages/templates/src/fonts.ts");
const fontDirs = [];
for (const slug of fontSlugs) {
  const dir = resolvePackage(`@fontsource/${slug}`, path.join(root, "apps/web"));
  if (!dir) throw new Error(`@fontsource/${slug} is not installed`);
  fontDirs.push(dir);
  keep(dir);
}
if (missing.length > 0) throw new Error(`required packages not installed: ${missing.join(", ")}`);

let removedBytes = 0;
const removed = [];
function sizeOf(target) {
  const stat = fs.lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}
function remove(target) {
  removedBytes += sizeOf(target);
  removed.push(path.relative(root, target));
  if (!dryRun) fs.rmSync(target, { recursive: true, force: true });
}

/** Every package folder (and workspace link) under a node_modules folder, nested ones too. */
function prune(nodeModules) {
  if (!fs.existsSync(nodeModules)) return;
  for (const entry of fs.readdirSync(nodeModules)) {
    const full = path.join(nodeModules, entry);
    // Executables' links: nothing runs a package's command line in the image.
    if (entry === ".bin") {
      remove(full);
      continue;
    }
    if (entry.startsWith(".")) continue;
    if (entry.startsWith("@")) {
      for (const scoped of fs.readdirSync(full)) pruneOne(path.join(full, scoped));
      if (!dryRun && fs.readdirSync(full).length === 0) fs.rmdirSync(full);
    } else pruneOne(full);
  }
}
function pruneOne(dir) {
  const stat = fs.lstatSync(dir);
  if (stat.isSymbolicLink()) {
    // Workspace links (@sira/*): the bundle includes the workspace packages' code.
    const target = fs.existsSync(dir) ? fs.realpathSync(dir) : null;
    if (!target || !kept.has(target)) remove(dir);
    return;
  }
  // Type declarations (a few libraries list @types packages as dependencies) load nowhere.
  const typesOnly = path.basename(path.dirname(dir)) === "@types";
  if (typesOnly || !fs.existsSync(path.join(dir, "package.json")) || !kept.has(fs.realpathSync(dir))) {
    remove(dir);
    return;
  }
  prune(path.join(dir, "node_modules"));
}

prune(path.join(root, "node_modules"));
for (const parent of ["apps", "packages"]) {
  for (const entry of fs.readdirSync(path.join(root, parent)))
    prune(path.join(root, parent, entry, "node_modules"));
}

const fontFile = /-(arabic|latin|latin-ext)-(400|700)-normal\.woff2$/;
for (const dir of fontDirs) {
  for (const entry of fs.readdirSync(dir)) {
    if (entry === "package.json" || entry === "LICENSE" || entry === "files") continue;
    remove(path.join(dir, entry));
  }
  for (const file of fs.readdirSync(path.join(dir, "files")))
    if (!fontFile.test(file)) remove(path.join(dir, "files", file));
}

// Files no process loads: source maps and type declarations of dependencies (the server's own
// source maps are in apps/server/dist), and their documentation.
const unused = /\.(map|d\.ts|d\.mts|d\.cts|md|markdown)$/i;
function trimFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) trimFiles(full);
    else if (entry.isFile() && unused.test(entry.name)) remove(full);
  }
}
for (const nodeModules of [
  path.join(root, "node_modules"),
  ...["apps", "packages"].flatMap((parent) =>
    fs.readdirSync(path.join(root, parent)).map((entry) => path.join(root, parent, entry, "node_modules")),
  ),
])
  if (fs.existsSync(nodeModules)) trimFiles(nodeModules);

const topLevel = removed.filter(
  (p) => !p.includes("/files/") && !/\/node_modules\/.+\/node_modules\//.test(p),
);
console.log(
  `${dryRun ? "would remove" : "removed"} ${(removedBytes / 1e6).toFixed(1)} MB: ${removed.length} entries; ` +
    `kept ${kept.size} packages (${fontSlugs.length} font families)`,
);
if (process.argv.includes("--verbose")) console.log(topLevel.join("\n"));
