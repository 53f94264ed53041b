import { execFileSync } from "node:child_process";
import { mkdtempSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findOutsideLink, findOutsideReferences } from "./check-self-contained.mjs";

/** The team folder's name, spelled so that this file itself holds no path to it. */
const shared = ["..", "shared"].join("/");
const script = fileURLToPath(new URL("./check-self-contained.mjs", import.meta.url));

describe("the self-contained guard", () => {
  it("flags the shared folder, machine paths and relative paths that leave the repository", () => {
    const text = [
      `const csv = new URL("../../../../../${shared}/corpora/jobs/result.csv", import.meta.url);`,
      `const spec = "/work${shared.slice(2)}/spec/product-spec.md";`,
      `readFileSync(path.resolve(root, "${shared}/notes/x.md"));`,
      'const out = "../../../../outside.json";',
    ].join("\n");
    const findings = findOutsideReferences("apps/server/src/x.test.ts", text);
    expect(findings.map((f) => [f.line, f.rule])).toEqual([
      [1, "shared folder beside the repository"],
      [1, "relative path out of the repository"],
      [2, "shared folder beside the repository"],
      [2, "absolute path of a machine"],
      [3, "shared folder beside the repository"],
      [4, "relative path out of the repository"],
    ]);
  });

  it("accepts paths inside the repository, system paths, Markdown prose and marked data", () => {
    const text = [
      'import { readFixture } from "../../../test/helpers/fixtures";',
      'const file = path.resolve(import.meta.dirname, "../../../../fixtures", ...parts);',
      'const chromium = "/usr/bin/chromium";',
      "// self-contained: not a path",
      '"../../../../etc/passwd",',
    ].join("\n");
    expect(findOutsideReferences("apps/server/src/modules/import/import.routes.test.ts", text)).toEqual([]);
    expect(findOutsideReferences("README.md", `the notes in ${shared}/notes`)).toEqual([]);
  });

  it("fails a repository that refers to ../shared, and passes it once the reference is gone", () => {
    const repo = mkdtempSync(path.join(tmpdir(), "sira-guard-"));
    const git = (...args) => execFileSync("git", args, { cwd: repo, stdio: "pipe" });
    git("init", "-q");
    const scriptCopy = path.join(repo, "scripts", "check-self-contained.mjs");
    execFileSync("mkdir", ["-p", path.join(repo, "scripts")]);
    execFileSync("cp", [script, scriptCopy]);
    writeFileSync(path.join(repo, "a.test.ts"), `const f = "${shared}/corpora/x.pdf";\n`);
    git("add", "-A");
    const run = () => {
      try {
        return { code: 0, out: execFileSync("node", [scriptCopy], { cwd: repo, stdio: "pipe" }).toString() };
      } catch (error) {
        return { code: error.status, out: error.stderr.toString() };
      }
    };
    const failing = run();
    expect(failing.code).toBe(1);
    expect(failing.out).toContain(`a.test.ts:1: shared folder beside the repository: ${shared}`);
    writeFileSync(path.join(repo, "a.test.ts"), 'const f = "fixtures/x.pdf";\n');
    expect(run().code).toBe(0);
    // A committed symbolic link into a machine's temporary folder (it once came in with a branch).
    symlinkSync(path.join(tmpdir(), "trial-clone", "packages", "schema"), path.join(repo, "schema"));
    git("add", "-A");
    const linked = run();
    expect(linked.code).toBe(1);
    expect(linked.out).toContain("schema: symbolic link out of the repository");
    unlinkSync(path.join(repo, "schema"));
    symlinkSync("scripts", path.join(repo, "schema"));
    git("add", "-A");
    expect(run().code).toBe(0);
  });

  it("tells links inside the repository from links that leave it", () => {
    expect(findOutsideLink("packages/schema/schema", "/tmp/trial/packages/schema")?.rule).toBe(
      "symbolic link out of the repository",
    );
    expect(findOutsideLink("a/b", "../../../elsewhere")).not.toBeNull();
    expect(findOutsideLink("a/b", "../c")).toBeNull();
  });
});
