import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { limits } from "@sira/schema";

// Algorithm.Argon2id; the package declares it as an ambient const enum, which isolatedModules cannot read.
const argon2id = 2 as Algorithm;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const argon2Options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hash a password with argon2id (PHC string with its own salt). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** Whether a password matches an argon2id hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the same time as a real password check when there is no account to check against,
 * so response timing does not tell which identifiers exist.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
}

/** Encrypt bytes with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(key: Buffer, plain: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** Decrypt what encryptSecret produced; throws when the value was tampered with. */
export function decryptSecret(key: Buffer, sealed: string): Uint8Array {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("unknown secret format");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]));
}

/** Keyed SHA-256 of a value, hex; used for backup codes and signed URLs. */
export function hmacHex(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

const backupAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Spec §9: 10 backup codes of 10 lowercase letters or digits, uniformly random. */
export function generateBackupCodes(): string[] {
  return Array.from({ length: limits.backupCodeCount }, () =>
    Array.from(
      { length: limits.backupCodeLength },
      () => backupAlphabet[randomInt(backupAlphabet.length)],
    ).join(""),
  );
}
