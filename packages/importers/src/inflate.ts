import { Inflate } from "fflate";

/** Compressed bytes fed to the inflater at once: one push can yield at most ~1032× this. */
const pushBytes = 16 * 1024;

export type InflateOutcome =
  /** The whole stream inflated within the budget (`complete` false when the data broke off). */
  | { ok: true; bytes: Uint8Array; complete: boolean }
  /** The output went past the budget; inflation stopped there. */
  | { ok: false; reason: "overBudget" };

/**
 * Inflate raw DEFLATE data, counting the output while inflating and stopping as soon as it passes
 * `budget` bytes: never trusts a declared size, so a stream that claims 100 bytes and expands to
 * 10 GB costs at most `budget` plus one push (~16 MB) of work. Broken data keeps what was
 * inflated before the error (`complete: false`). Never throws.
 */
export function inflateWithinBudget(compressed: Uint8Array, budget: number): InflateOutcome {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.byteLength;
    if (total > budget) over = true;
    else chunks.push(chunk);
    if (final) ended = true;
  });
  let complete = true;
  try {
    for (let at = 0; at < compressed.byteLength && !over && !ended; at += pushBytes) {
      const end = Math.min(at + pushBytes, compressed.byteLength);
      inflater.push(compressed.subarray(at, end), end === compressed.byteLength);
    }
  } catch {
    complete = false;
  }
  if (over) return { ok: false, reason: "overBudget" };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes, complete: complete && ended };
}

/** True when two bytes are a zlib header (deflate method, valid check bits). */
export function isZlibHeader(b0: number | undefined, b1: number | undefined): boolean {
  if (b0 === undefined || b1 === undefined) return false;
  return (b0 & 0x0f) === 8 && b0 >> 4 <= 7 && ((b0 << 8) | b1) % 31 === 0 && (b1 & 0x20) === 0;
}
