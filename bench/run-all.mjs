// npm run bench: every *.bench.mjs in this folder, one after another (each records bench/results/<name>.json).
// Run `npm run build` first; pass names to run a subset: npm run bench -- login-bundle
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const benches = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".bench.mjs"))
  .filter((f) => only.length === 0 || only.some((name) => f.startsWith(name)));
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, [path.join(dir, file)], { stdio: "inherit" });
  if (run.status !== 0) failed++;
}
console.log(`\n${benches.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
