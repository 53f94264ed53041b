import { importLimits } from "@sira/schema/constants";
import { inflateWithinBudget } from "./inflate";
import { type ImportIssue, type ImportMessageKey, importMessages } from "./result";

/** Hard limits on an uploaded zip; zip bombs and oversized archives are rejected before inflating. */
export const zipLimits = {
  maxCompressedBytes: importLimits.zipBytes,
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

interface CentralEntry {
  name: string;
  flags: number;
  compression: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

/** The central directory's entries (at most maxEntries + 1 read); throws ZipLimitError when broken. */
function readCentralDirectory(bytes: Uint8Array): CentralEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipLimitError("notZip");
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new ZipLimitError("zipUnsupported"); // ZIP64
  const entries: CentralEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (entries.length >= zipLimits.maxEntries) throw new ZipLimitError("zipTooManyEntries");
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== 0x02014b50)
      throw new ZipLimitError("notZip");
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > bytes.byteLength) throw new ZipLimitError("notZip");
    entries.push({
      flags: view.getUint16(at + 8, true),
      compression: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at = next;
  }
  return entries;
}

/** The compressed data of an entry, located through its local header. */
function entryData(bytes: Uint8Array, entry: CentralEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== 0x04034b50)
    throw new ZipLimitError("notZip");
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.byteLength) throw new ZipLimitError("notZip");
  return bytes.subarray(start, end);
}

/**
 * Unzip `bytes` within `zipLimits`, keeping only entries for which `want(name)` is true. Declared
 * sizes of every entry are checked (count, per-entry and total size, compression ratio) before
 * anything is inflated; then each wanted entry is inflated while counting its output, stopping at
 * its declared size (a larger output is a lying header: a zip bomb), the entry limit and what is
 * left of the total budget, whichever comes first. Path-traversal names are ignored and listed in
 * `skipped`. Never throws.
 */
export function unzipWithinLimits(bytes: Uint8Array, want: (name: string) => boolean): UnzipResult {
  const fail = (key: ImportMessageKey): UnzipResult => ({
    ok: false,
    errors: [{ path: "", message: importMessages[key] }],
  });
  if (bytes.byteLength > zipLimits.maxCompressedBytes) return fail("zipTooLarge");
  if (bytes.byteLength < 22) return fail("notZip");
  const skipped: string[] = [];
  const files = new Map<string, Uint8Array>();
  try {
    const entries = readCentralDirectory(bytes);
    let declaredTotal = 0;
    const wanted: [string, CentralEntry][] = [];
    for (const entry of entries) {
      if (entry.declaredSize > zipLimits.maxEntryBytes) throw new ZipLimitError("zipEntryTooLarge");
      declaredTotal += entry.declaredSize;
      if (declaredTotal > zipLimits.maxTotalBytes) throw new ZipLimitError("zipTotalTooLarge");
      if (
        entry.declaredSize > zipLimits.ratioFloorBytes &&
        entry.declaredSize > entry.compressedSize * zipLimits.maxRatio
      )
        throw new ZipLimitError("zipBomb");
      if (entry.name.endsWith("/")) continue;
      const name = safeEntryName(entry.name);
      if (!name) {
        skipped.push(entry.name);
        continue;
      }
      if (!want(name)) continue;
      if ((entry.flags & 1) !== 0 || (entry.compression !== 0 && entry.compression !== 8))
        throw new ZipLimitError("zipUnsupported");
      wanted.push([name, entry]);
    }
    let total = 0;
    for (const [name, entry] of wanted) {
      const data = entryData(bytes, entry);
      let content: Uint8Array;
      if (entry.compression === 0) content = data;
      else {
        const inflated = inflateWithinBudget(data, entry.declaredSize);
        if (!inflated.ok) throw new ZipLimitError("zipBomb");
        if (!inflated.complete) throw new ZipLimitError("notZip");
        content = inflated.bytes;
      }
      if (content.byteLength !== entry.declaredSize) throw new ZipLimitError("notZip");
      total += content.byteLength;
      if (total > zipLimits.maxTotalBytes) throw new ZipLimitError("zipTotalTooLarge");
      files.set(name, content);
    }
  } catch (error) {
    if (error instanceof ZipLimitError) return fail(error.key);
    return fail("notZip");
  }
  return { ok: true, files, skipped };
}

/**
 * The entry names of a zip's central directory, without inflating anything (undefined when the
 * bytes are not a readable zip within the entry limit). Used to tell a DOCX from other zips.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  if (bytes.byteLength < 22 || bytes.byteLength > zipLimits.maxCompressedBytes) return undefined;
  try {
    return readCentralDirectory(bytes).map((entry) => entry.name);
  } catch {
    return undefined;
  }
}
