import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const runner = path.join(import.meta.dirname, "run-parallel.mjs");

/** A package whose scripts write a mark and end with the given exit codes. */
function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sira-parallel-"));
  const scripts = {
    ok: "node -e \"require('fs').writeFileSync('ok.mark','')\" && echo ok-output",
    bad: "node -e \"require('fs').writeFileSync('bad.mark',''); console.error('bad-output'); process.exit(3)\"",
  };
  fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "fixture", scripts }));
  return root;
}

it("runs every script, prints each one's output, and fails when one fails", () => {
  const root = fixture();
  const failed = spawnSync("node", [runner, "bad", "ok"], { cwd: root, encoding: "utf8" });
  expect(failed.status).toBe(1);
  // The failing script did not stop the other one.
  expect(fs.existsSync(path.join(root, "ok.mark"))).toBe(true);
  expect(fs.existsSync(path.join(root, "bad.mark"))).toBe(true);
  expect(failed.stdout).toMatch(/npm run bad: failed \(exit 3\)[\s\S]*bad-output/);
  expect(failed.stdout).toMatch(/npm run ok: passed[\s\S]*ok-output/);

  const passed = spawnSync("node", [runner, "ok"], { cwd: root, encoding: "utf8" });
  expect(passed.status).toBe(0);
  fs.rmSync(root, { recursive: true, force: true });
}, 30_000);
