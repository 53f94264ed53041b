import { unzipSync } from "fflate";
import { type ImportIssue, type ImportMessageKey, importMessages } from "./result";

/** Hard limits on an uploaded zip; zip bombs and oversized archives are rejected before inflating. */
export const zipLimits = {
  maxCompressedBytes: 10 * 1024 * 1024,
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntryBytes: 20 * 1024 * 1024,
  maxEntries: 500,
  /** Highest uncompressed/compressed ratio accepted for an entry larger than `ratioFloorBytes`. */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
} as const;

export type UnzipResult =
  | { ok: true; files: Map<string, Uint8Array>; skipped: string[] }
  | { ok: false; errors: ImportIssue[] };

class ZipLimitError extends Error {
  constructor(readonly key: ImportMessageKey) {
    super(key);
  }
}

/** A safe entry name: relative, no "..", no drive letter or backslash tricks; undefined otherwise. */
export function safeEntryName(name: string): string | undefined {
  const normalized = name.replace(/\\/g, "/");
  if (!normalized || normalized.startsWith("/") || /^[a-zA-Z]:/.test(normalized)) return undefined;
  if (normalized.split("/").some((part) => part === ".." || part === ".")) return undefined;
  if (normalized.includes("\0")) return undefined;
  return normalized;
}

/**
 * Unzip `bytes` within `zipLimits`, keeping only entries for which `want(name)` is true. Declared
 * sizes of every entry are checked (count, per-entry and total size, compression ratio) before
 * anything is inflated, and inflation never writes past the declared size. Path-traversal names
 * are ignored and listed in `skipped`. Never throws.
 */
export function unzipWithinLimits(bytes: Uint8Array, want: (name: string) => boolean): UnzipResult {
  const fail = (key: ImportMessageKey): UnzipResult => ({
    ok: false,
    errors: [{ path: "", message: importMessages[key] }],
  });
  if (bytes.byteLength > zipLimits.maxCompressedBytes) return fail("zipTooLarge");
  if (bytes.byteLength < 22) return fail("notZip");
  let entries = 0;
  let total = 0;
  const skipped: string[] = [];
  const names = new Map<string, string>();
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(bytes, {
      filter(file) {
        entries++;
        if (entries > zipLimits.maxEntries) throw new ZipLimitError("zipTooManyEntries");
        if (file.originalSize > zipLimits.maxEntryBytes) throw new ZipLimitError("zipEntryTooLarge");
        total += file.originalSize;
        if (total > zipLimits.maxTotalBytes) throw new ZipLimitError("zipTotalTooLarge");
        if (
          file.originalSize > zipLimits.ratioFloorBytes &&
          file.originalSize > file.size * zipLimits.maxRatio
        )
          throw new ZipLimitError("zipBomb");
        if (file.name.endsWith("/")) return false;
        const name = safeEntryName(file.name);
        if (!name) {
          skipped.push(file.name);
          return false;
        }
        if (!want(name)) return false;
        if (file.compression !== 0 && file.compression !== 8) throw new ZipLimitError("zipUnsupported");
        names.set(file.name, name);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ZipLimitError) return fail(error.key);
    return fail("notZip");
  }
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(raw)) {
    const safe = names.get(name);
    if (safe) files.set(safe, data);
  }
  return { ok: true, files, skipped };
}
