import { createHmac, hkdfSync } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "./config";
import { storeOnce } from "./secrets";

/** Keys derived from SECRET_KEY, one per purpose, so no two features share a key. */
export interface AuthKeys {
  /** AES-256-GCM key for TOTP secrets at rest. */
  totp: Buffer;
  /** HMAC key for backup-code hashes. */
  backupCodes: Buffer;
  /** HMAC key for signing stored-image URLs. */
  images: Buffer;
}

/** Derive the auth keys from the server secret with HKDF-SHA256. */
export function deriveAuthKeys(secretKey: string): AuthKeys {
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", secretKey, "sira", info, 32));
  return {
    totp: derive("totp-secret-v1"),
    backupCodes: derive("backup-codes-v1"),
    images: derive("images-v1"),
  };
}

/** The key print links are signed with, derived from SECRET_KEY (never the raw secret). */
export function derivePrintUrlKey(secretKey: string): Buffer {
  return createHmac("sha256", secretKey).update("sira/print-url-v1").digest();
}

/** The key visitor hashes are made with, derived from SECRET_KEY (never the raw secret). */
export function deriveVisitorKey(secretKey: string): Buffer {
  return createHmac("sha256", secretKey).update("sira/share-visitor-v1").digest();
}

/** VAPID key pair (URL-safe base64) and the contact subject push services may use. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID keys: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both are set, else a pair
 * generated once into DATA_DIR/vapid.json (readable by the owner only) and reused after, the
 * same pair for every instance on that folder.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = path.join(config.dataDir, "vapid.json");
  // Instances starting together keep the pair the first of them stored.
  const stored = fs.existsSync(file)
    ? fs.readFileSync(file, "utf8")
    : storeOnce(file, JSON.stringify(webpush.generateVAPIDKeys()));
  return { ...(JSON.parse(stored) as { publicKey: string; privateKey: string }), subject };
}

/** Every key the modules use, derived once per app from its config (SECRET_KEY, VAPID_*). */
export interface ServerKeys extends AuthKeys {
  /** Signs the short-lived print download links. */
  printUrl: Buffer;
  /** Hashes public-page visitors per day. */
  visitor: Buffer;
  vapid: VapidKeys;
}

/** Derive the app's keys; sign-in, printing and sharing all need SECRET_KEY. */
export function deriveServerKeys(config: Config): ServerKeys {
  const secret = config.SECRET_KEY;
  if (!secret) throw new Error("SECRET_KEY is required for sign-in");
  return {
    ...deriveAuthKeys(secret),
    printUrl: derivePrintUrlKey(secret),
    visitor: deriveVisitorKey(secret),
    vapid: resolveVapidKeys(config),
  };
}
