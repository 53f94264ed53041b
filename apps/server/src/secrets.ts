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
  fs.mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString("base64url");
  fs.writeFileSync(target, value, { mode: 0o600 });
  return value;
}
