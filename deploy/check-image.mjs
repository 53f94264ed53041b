// What deploy/smoke.sh checks inside the runtime image (fed to the image's node on stdin, in /app,
// as root so every folder is readable). Prints one line per finding; exits 1 on any.
//   - no build tool or compiler on PATH;
//   - no development dependency in any node_modules: a package named in a workspace's
//     devDependencies, or a test/bench tool (the e2e and bench workspaces' packages), that
//     neither a workspace the server runs with (apps/server, packages/*) nor an installed package
//     depends on; no type declarations (@types/*);
//   - no package manager cache, no node_modules/.bin;
//   - the run-time tools (Chromium, poppler, Tesseract with Arabic, tini) are there;
//   - the image runs as a user other than root (checked by the caller: this runs as root).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const problems = [];
const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const onPath = (tool) =>
  (process.env.PATH ?? "").split(":").some((dir) => {
    try {
      fs.accessSync(path.join(dir, tool), fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

for (const tool of [
  "gcc",
  "cc",
  "g++",
  "c++",
  "make",
  "python3",
  "tsc",
  "tsx",
  "vite",
  "esbuild",
  "vitest",
  "biome",
])
  if (onPath(tool)) problems.push(`build tool on PATH: ${tool}`);

const workspaces = ["apps", "packages"].flatMap((dir) =>
  fs.readdirSync(dir).map((entry) => path.join(dir, entry)),
);
const runtimeWorkspaces = ["apps/server", ...workspaces.filter((dir) => dir.startsWith("packages/"))];
const needed = new Set();
for (const dir of runtimeWorkspaces) {
  const pkg = readJson(path.join(dir, "package.json"));
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) needed.add(name);
}
const devOnly = new Set();
for (const manifest of [
  "package.json",
  ...workspaces.map((dir) => `${dir}/package.json`),
  "e2e/package.json",
  "bench/package.json",
]) {
  if (!fs.existsSync(manifest)) continue;
  const pkg = readJson(manifest);
  const testTool = manifest.startsWith("e2e/") || manifest.startsWith("bench/");
  for (const name of Object.keys({ ...pkg.devDependencies, ...(testTool ? pkg.dependencies : {}) }))
    if (!needed.has(name) && !name.startsWith("@sira/")) devOnly.add(name);
}
const nodeModules = ["node_modules", ...workspaces.map((dir) => `${dir}/node_modules`)];
const found = [];
/** Names that some installed package depends on (a tool's name can be a library's dependency). */
const dependedOn = new Set();
function scan(folder) {
  if (!fs.existsSync(folder)) return;
  for (const entry of fs.readdirSync(folder)) {
    if (entry === ".bin") problems.push(`executables folder: ${folder}/.bin`);
    if (entry.startsWith(".")) continue;
    const names = entry.startsWith("@")
      ? fs.readdirSync(path.join(folder, entry)).map((scoped) => `${entry}/${scoped}`)
      : [entry];
    for (const name of names) {
      const dir = path.join(folder, name);
      found.push({ name, dir });
      if (fs.existsSync(path.join(dir, "package.json"))) {
        const pkg = readJson(path.join(dir, "package.json"));
        for (const dependency of Object.keys({
          ...pkg.dependencies,
          ...pkg.optionalDependencies,
          ...pkg.peerDependencies,
        }))
          dependedOn.add(dependency);
      }
      scan(path.join(dir, "node_modules"));
    }
  }
}
for (const folder of nodeModules) scan(folder);
const installed = found.length;
for (const { name, dir } of found) {
  if (name.startsWith("@types/")) problems.push(`type declarations: ${dir}`);
  else if (devOnly.has(name) && !dependedOn.has(name)) problems.push(`development dependency: ${dir}`);
}
if (devOnly.size < 10)
  problems.push(`only ${devOnly.size} development dependencies known: manifests missing?`);

// Folders inside the image (root's and the sira user's homes), not on this machine.
// self-contained: not a path
const rootHome = "/root";
for (const cache of [
  `${rootHome}/.npm`,
  "/var/lib/sira/.npm",
  `${rootHome}/.cache`,
  "/usr/local/share/.cache",
  // apt's package caches (archives/*.deb, pkgcache.bin and srcpkgcache.bin: 78 MB)
  "/var/cache/apt",
]) {
  if (!fs.existsSync(cache)) continue;
  // (apt's empty lock file is not a cache.)
  const files = execFileSync("find", [cache, "-type", "f", "-size", "+0"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  if (files.length > 0) problems.push(`cache left in the image: ${cache} (${files.length} files)`);
}

for (const tool of ["chromium", "pdftoppm", "tesseract", "tini"])
  if (!onPath(tool)) problems.push(`run-time tool missing: ${tool}`);
if (onPath("tesseract")) {
  const langs = execFileSync("tesseract", ["--list-langs"], { encoding: "utf8" }).split("\n");
  if (!langs.includes("ara")) problems.push("no Arabic data for Tesseract");
}

for (const problem of problems) console.log(problem);
if (problems.length === 0)
  console.log(
    `no build tools; ${installed} packages installed, none of the ${devOnly.size} development-only ones; ` +
      "no caches; chromium, pdftoppm, tesseract (ara), tini present",
  );
process.exit(problems.length > 0 ? 1 : 0);
