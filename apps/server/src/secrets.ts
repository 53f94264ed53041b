import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A secret from the environment, else from `DATA_DIR/<file>`, else generated into that file
 * (mode 0600) so it survives restarts.
 */
export function ensureSecret(dataDir: string, file: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const target = path.join(dataDir, file);
  if (fs.existsSync(target)) return fs.readFileSync(target, "utf8").trim();
  return storeOnce(target, randomBytes(32).toString("base64url")).trim();
}

/**
 * Writes `content` to `target` (mode 0600) unless it exists, and returns what `target` then
 * holds. Instances starting together on one data folder agree: each writes its candidate to a
 * file of its own and links it into place, which fails when another instance's is there already
 * (then that one is read), so the file is never seen half written and never replaced.
 */
export function storeOnce(target: string, content: string): string {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const candidate = `${target}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(candidate, content, { mode: 0o600 });
  try {
    fs.linkSync(candidate, target);
    return content;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return fs.readFileSync(target, "utf8");
  } finally {
    fs.rmSync(candidate, { force: true });
  }
}
