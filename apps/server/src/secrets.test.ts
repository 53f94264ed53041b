import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureSecret } from "./secrets";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-secret-"));
  dirs.push(dir);
  return path.join(dir, "data");
};

describe("generated secrets", () => {
  it("keeps the generated secret across restarts, in a file only its owner reads", () => {
    const dataDir = freshDir();
    const first = ensureSecret(dataDir, "secret-key", undefined);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(ensureSecret(dataDir, "secret-key", undefined)).toBe(first);
    expect(fs.statSync(path.join(dataDir, "secret-key")).mode & 0o777).toBe(0o600);
    // Only the secret is left in the folder.
    expect(fs.readdirSync(dataDir)).toEqual(["secret-key"]);
    expect(ensureSecret(dataDir, "secret-key", "from-env")).toBe("from-env");
  });

  it("gives an instance that generates at the same moment as another the other's secret, never its own or a half-written one", () => {
    const dataDir = freshDir();
    fs.mkdirSync(dataDir, { recursive: true });
    const target = path.join(dataDir, "secret-key");
    // Another instance checked, found no file, and won the race: its secret is in place by the
    // time this one, which also found no file, writes.
    const exists = vi.spyOn(fs, "existsSync").mockImplementation((file) => {
      if (file === target) fs.writeFileSync(target, "the-other-instance-secret", { mode: 0o600 });
      return false;
    });
    try {
      expect(ensureSecret(dataDir, "secret-key", undefined)).toBe("the-other-instance-secret");
    } finally {
      exists.mockRestore();
    }
    expect(fs.readFileSync(target, "utf8")).toBe("the-other-instance-secret");
    expect(fs.readdirSync(dataDir)).toEqual(["secret-key"]);
  });
});
