import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The architecture check (.dependency-cruiser.cjs, `npm run check:architecture`): each rule fails
// on a small tree made to break it, and the repository's own tree passes.

const root = fileURLToPath(new URL("..", import.meta.url));
const config = path.join(root, ".dependency-cruiser.cjs");
const depcruise = path.join(root, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");
const made = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/**
 * Run the check as `npm run check:architecture` does, in `cwd` on `targets`: its exit status and
 * the rules broken. One run, in JSON: the status is what the `err` output type exits with (the
 * number of error-severity violations, `summary.error`).
 */
function check(cwd, targets) {
  const run = spawnSync(
    process.execPath,
    [depcruise, "--config", config, "--output-type", "json", ...targets],
    {
      cwd,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const result = JSON.parse(run.stdout);
  const broken = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  return { status: result.summary.error, broken };
}

/** A throwaway tree laid out like the repository: `{ "apps/server/src/x.ts": "…" }`. */
function tree(files) {
  const dir = mkdtempSync(path.join(tmpdir(), "sira-architecture-"));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const up = (levels) => Array(levels).fill("..").join("/");

// Each case runs dependency-cruiser once in a child process: seconds each on a loaded machine.
// The repository's own tree is checked by `npm run lint` (`check:architecture`), which `npm test`
// runs before these tests: cruising its ~900 modules again here would only repeat it.
describe("the architecture check", { timeout: 60_000 }, () => {
  it("fails on an import cycle", () => {
    const dir = tree({
      "apps/server/src/modules/jobs/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "apps/server/src/modules/jobs/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    });
    const { status, broken } = check(dir, ["apps/server/src"]);
    expect(status).not.toBe(0);
    expect(broken).toContain(
      "no-cycle: apps/server/src/modules/jobs/a.ts → apps/server/src/modules/jobs/b.ts",
    );
  });

  it("fails on a type-only cycle too, in the web app and in a package", () => {
    const dir = tree({
      "apps/web/src/lib/a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "apps/web/src/lib/b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
      "packages/html/src/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "packages/html/src/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
    });
    const { broken } = check(dir, ["apps/web/src", "packages"]);
    expect(broken).toContain("no-cycle: apps/web/src/lib/a.ts → apps/web/src/lib/b.ts");
    expect(broken).toContain("no-cycle: packages/html/src/a.ts → packages/html/src/b.ts");
  });

  it("fails on an upward import from the server's infrastructure", () => {
    const dir = tree({
      "apps/server/src/http/auth-guard.ts":
        'import { findSession } from "../modules/auth/session.service";\nexport const guard = findSession;\n',
      "apps/server/src/modules/auth/session.service.ts": "export const findSession = () => null;\n",
      "apps/server/src/queue/queue.routes.ts":
        'import type { RunningDeps } from "../app-deps";\nexport type Q = RunningDeps;\n',
      "apps/server/src/app-deps.ts": "export type RunningDeps = { ok: true };\n",
      // The worker pool is not excepted: its tasks are passed in (src/untrusted-work.ts).
      "apps/server/src/workers/untrusted.worker.ts":
        'export { importPdf } from "../modules/import/import.tasks";\n',
      "apps/server/src/modules/import/import.tasks.ts": "export const importPdf = async () => null;\n",
    });
    const { status, broken } = check(dir, ["apps/server/src"]);
    expect(status).not.toBe(0);
    expect(broken).toEqual([
      "server-no-upward-import: apps/server/src/http/auth-guard.ts → apps/server/src/modules/auth/session.service.ts",
      "server-no-upward-import: apps/server/src/queue/queue.routes.ts → apps/server/src/app-deps.ts",
      "server-no-upward-import: apps/server/src/workers/untrusted.worker.ts → apps/server/src/modules/import/import.tasks.ts",
    ]);
  });

  it("lets the app files reach a module through its module, public and tasks files only", () => {
    const dir = tree({
      "apps/server/src/untrusted-tasks.ts": [
        'export { importPdf } from "./modules/import/import.tasks";',
        'export { parsePdf } from "./modules/import/parse-pdf";',
        "",
      ].join("\n"),
      "apps/server/src/modules/import/import.tasks.ts": "export const importPdf = async () => null;\n",
      "apps/server/src/modules/import/parse-pdf.ts": "export const parsePdf = () => null;\n",
    });
    const { broken } = check(dir, ["apps/server/src"]);
    expect(broken).toEqual([
      "server-app-uses-module-entries: apps/server/src/untrusted-tasks.ts → apps/server/src/modules/import/parse-pdf.ts",
    ]);
  });

  it("fails on a module reaching past another module's public file", () => {
    const dir = tree({
      "apps/server/src/modules/auth/auth.public.ts": 'export { findSession } from "./session.service";\n',
      "apps/server/src/modules/auth/session.service.ts": "export const findSession = () => null;\n",
      "apps/server/src/modules/user/user.service.ts": [
        'import { findSession } from "../auth/auth.public";',
        'import { findSession as direct } from "../auth/session.service";',
        "export const both = [findSession, direct];",
        "",
      ].join("\n"),
    });
    const { broken } = check(dir, ["apps/server/src"]);
    expect(broken).toEqual([
      "server-module-boundary: apps/server/src/modules/user/user.service.ts → apps/server/src/modules/auth/session.service.ts",
    ]);
  });

  it("fails on a web feature importing another feature", () => {
    const dir = tree({
      "apps/web/src/features/jobs/job-list.tsx":
        'import { SignInForm } from "../auth/sign-in-form";\nexport const JobList = SignInForm;\n',
      "apps/web/src/features/auth/sign-in-form.tsx": "export const SignInForm = () => null;\n",
      "apps/web/src/features/jobs/job-card.tsx":
        'import { JobList } from "./job-list";\nexport const JobCard = JobList;\n',
    });
    const { status, broken } = check(dir, ["apps/web/src"]);
    expect(status).not.toBe(0);
    expect(broken).toEqual([
      "web-feature-isolation: apps/web/src/features/jobs/job-list.tsx → apps/web/src/features/auth/sign-in-form.tsx",
    ]);
  });

  it("fails on a package importing an app", () => {
    const dir = tree({
      "packages/html/src/index.ts": `import { cleanText } from "${up(3)}/apps/server/src/workers/clean-text";\nexport const clean = cleanText;\n`,
      "apps/server/src/workers/clean-text.ts": "export const cleanText = (text: string) => text;\n",
    });
    const { status, broken } = check(dir, ["packages", "apps/server/src"]);
    expect(status).not.toBe(0);
    expect(broken).toEqual([
      "package-no-app-import: packages/html/src/index.ts → apps/server/src/workers/clean-text.ts",
    ]);
  });

  it("fails on an import of npm undici outside the server's gateway file", () => {
    const dir = tree({
      "apps/server/src/http/undici.ts": 'export { Agent } from "undici";\n',
      "apps/server/src/http/outbound.ts":
        'import { Agent } from "undici";\nexport const agent = () => new Agent();\n',
    });
    const { status, broken } = check(dir, ["apps/server/src"]);
    expect(status).not.toBe(0);
    expect(broken).toEqual(["server-undici-gateway: apps/server/src/http/outbound.ts → undici"]);
  });
});
