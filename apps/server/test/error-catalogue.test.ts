import fs from "node:fs";
import path from "node:path";
import { catalogueErrorCodes } from "@sira/schema/errors";
import { describe, expect, it } from "vitest";

/**
 * Issue 24 item 12: every code of the spec's error catalogue is either thrown by server code and
 * named in a server test, or documented as unused in docs/decisions/0005-error-catalogue-coverage.md.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const serverDir = path.join(root, "apps/server");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" || e.name === "dist" ? [] : files(full);
    return e.name.endsWith(".ts") ? [full] : [];
  });
}

const all = [...files(path.join(serverDir, "src")), ...files(path.join(serverDir, "test"))];
const read = (list: string[]) => list.map((f) => fs.readFileSync(f, "utf8")).join("\n");
const source = read(
  all.filter((f) => !f.endsWith(".test.ts") && !f.includes(`${path.sep}helpers${path.sep}`)),
);
const tests = read(all.filter((f) => f.endsWith(".test.ts") && !f.endsWith("error-catalogue.test.ts")));
const decision = fs.readFileSync(path.join(root, "docs/decisions/0005-error-catalogue-coverage.md"), "utf8");
const unused = new Set(
  [...(decision.split("## Unused codes")[1]?.split("\n## ")[0] ?? "").matchAll(/^- `(\w+)`/gm)].map(
    (m) => m[1],
  ),
);

describe("error catalogue coverage", () => {
  it.each([...catalogueErrorCodes])("%s is produced and tested, or documented as unused", (code) => {
    if (unused.has(code)) {
      expect(source, `${code} is documented as unused but thrown`).not.toMatch(new RegExp(`"${code}"`));
      return;
    }
    expect(source, `${code} is never thrown`).toMatch(new RegExp(`"${code}"`));
    expect(tests, `${code} is thrown but no server test names it`).toMatch(new RegExp(`\\b${code}\\b`));
  });
});
