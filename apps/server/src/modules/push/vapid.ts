import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "../../config";
import { storeOnce } from "../../secrets";

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
