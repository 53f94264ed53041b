import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a download link works. */
export const printUrlLifetimeMs = 10 * 60 * 1000;

function signatureOf(key: Buffer, printId: string, expires: number): string {
  return createHmac("sha256", key).update(`${printId}.${expires}`).digest("base64url");
}

/**
 * A short-lived link to a stored PDF: `/api/prints/{id}/file?exp={unix ms}&sig={HMAC}`. Whoever
 * holds it may download that one file until it expires (so it opens in a new tab without cookies).
 */
export function signPrintUrl(key: Buffer, printId: string, now = Date.now()): string {
  const expires = now + printUrlLifetimeMs;
  const sig = signatureOf(key, printId, expires);
  return `/api/prints/${encodeURIComponent(printId)}/file?exp=${expires}&sig=${sig}`;
}

/** Whether `sig` is the signature of this print and expiry, and the expiry has not passed. */
export function isValidPrintSignature(
  key: Buffer,
  input: { printId: string; expires: number; sig: string },
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(input.expires) || input.expires < now) return false;
  const expected = Buffer.from(signatureOf(key, input.printId, input.expires));
  const given = Buffer.from(input.sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
