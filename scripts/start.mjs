// `npm start` (and `npm run worker`): build only when the sources that feed `npm run build`
// changed since the last build, then run the built server in this process.
//
// The build's inputs (sources, configs, manifests, the lockfile) are hashed by content; a
// successful build writes the hash to apps/server/dist/.sources-hash. An unchanged tree with
// both outputs present starts at once; anything else (a fresh clone, an edited file, a pulled
// commit, a deleted dist) builds first. Test files and Markdown do not feed the build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Folders and root files whose content the build reads (relative to the repository root). */
export const buildInputs = {
  folders: ["apps/server", "apps/web", "packages"],
  files: ["package.json", "package-lock.json", "tsconfig.base.json", "tsconfig.json"],
};
/** What a build leaves behind; a missing one means build again whatever the hash says. */
export const buildOutputs = ["apps/server/dist/main.js", "apps/web/dist/index.html"];
/** Where the hash of the inputs of the last successful build is kept. */
export const stampFile = "apps/server/dist/.sources-hash";

const skippedFolders = new Set(["node_modules", "dist", "test", "test-results", "playwright-report"]);
/** The server's data folder when started from apps/server (DATA_DIR=./data), the image's database template. */
const skippedPaths = new Set(["apps/server/data", "apps/server/pglite-template"]);
const skippedFile = (name) =>
  /\.test\.[cm]?[jt]sx?$/.test(name) || name.endsWith(".md") || name.endsWith(".tsbuildinfo");

/** Every input file under `folder` (relative paths, sorted), without outputs, tests and data. */
function inputFiles(root, folder, into) {
  let entries;
  try {
    entries = fs.readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name.startsWith(".")) continue;
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name) && !skippedPaths.has(relative)) inputFiles(root, relative, into);
    } else if (entry.isFile() && !skippedFile(entry.name)) into.push(relative);
  }
}

/** A hash of the build's inputs under `root`: every file's path and content. */
export function sourcesHash(root = repoRoot, inputs = buildInputs) {
  const files = [];
  for (const folder of inputs.folders) inputFiles(root, folder, files);
  for (const file of inputs.files) if (fs.existsSync(path.join(root, file))) files.push(file);
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * Build when the inputs differ from the last build's (or an output is missing); `build` runs the
 * build and throws on failure. Returns whether it built.
 */
export function buildIfChanged({
  root = repoRoot,
  inputs = buildInputs,
  outputs = buildOutputs,
  stamp = stampFile,
  build = () => runBuild(root),
} = {}) {
  const hash = sourcesHash(root, inputs);
  const stampPath = path.join(root, stamp);
  const last = fs.existsSync(stampPath) ? fs.readFileSync(stampPath, "utf8").trim() : "";
  if (last === hash && outputs.every((file) => fs.existsSync(path.join(root, file)))) return false;
  fs.rmSync(stampPath, { force: true });
  build();
  fs.mkdirSync(path.dirname(stampPath), { recursive: true });
  fs.writeFileSync(stampPath, `${hash}\n`);
  return true;
}

function runBuild(root) {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status ?? result.signal})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  try {
    const built = buildIfChanged();
    const ms = Math.round(performance.now() - started);
    console.log(built ? `built in ${ms} ms` : `build is up to date (checked in ${ms} ms)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  process.env.NODE_ENV = "production";
  // The server in this process: no second Node start-up, and signals reach it directly.
  await import(pathToFileURL(path.join(repoRoot, "apps/server/dist/main.js")).href);
}
