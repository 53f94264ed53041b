import { type ImportOriginal, type ImportOriginalKind, importOriginalSchema } from "@sira/schema";
import type { FileStore } from "../../adapters/files/files";

/**
 * The original file of an import, kept so the builder's review step can show it beside what was
 * read (issue 18). It lives in the file store under the owner's folder, keyed by the resume it
 * became: `user/{userId}/imports/{resumeId}` (the bytes) and `….json` (what it was). Only the
 * owner's folder is ever read, so another user's resume id finds nothing (404). It is deleted when
 * the user dismisses the review or deletes the resume (with the resume's other files,
 * `deleteResume`).
 */

const contentTypes: Record<ImportOriginalKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  json: "application/json",
  zip: "application/zip",
};

const fileKey = (userId: string, resumeId: string) => `user/${userId}/imports/${resumeId}`;
const metaKey = (userId: string, resumeId: string) => `${fileKey(userId, resumeId)}.json`;

/** Keep an import's original for the review step; a failure to store never fails the import. */
export async function saveImportOriginal(
  files: FileStore,
  userId: string,
  resumeId: string,
  file: { bytes: Uint8Array; fileName: string; kind: ImportOriginalKind; ocr?: boolean },
): Promise<boolean> {
  const meta: ImportOriginal = {
    fileName: file.fileName.slice(0, 255),
    kind: file.kind,
    contentType: contentTypes[file.kind],
    size: file.bytes.byteLength,
    importedAt: new Date().toISOString(),
    ...(file.ocr ? { ocr: true } : {}),
  };
  try {
    await files.put(fileKey(userId, resumeId), file.bytes, meta.contentType);
    await files.put(
      metaKey(userId, resumeId),
      new TextEncoder().encode(JSON.stringify(meta)),
      "application/json",
    );
    return true;
  } catch {
    await deleteImportOriginal(files, userId, resumeId);
    return false;
  }
}

/** What the user imported into this resume, or null (none kept, dismissed, or not the user's). */
export async function findImportOriginal(
  files: FileStore,
  userId: string,
  resumeId: string,
): Promise<ImportOriginal | null> {
  const stored = await files.get(metaKey(userId, resumeId));
  if (!stored) return null;
  try {
    const parsed = importOriginalSchema.safeParse(JSON.parse(new TextDecoder().decode(stored.body)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The original's bytes with its meta, or null. */
export async function readImportOriginal(
  files: FileStore,
  userId: string,
  resumeId: string,
): Promise<{ meta: ImportOriginal; body: Uint8Array } | null> {
  const meta = await findImportOriginal(files, userId, resumeId);
  if (!meta) return null;
  const stored = await files.get(fileKey(userId, resumeId));
  return stored ? { meta, body: stored.body } : null;
}

/** The file-store keys of a resume's import original (what `deleteImportOriginal` removes). */
export function importOriginalKeys(userId: string, resumeId: string): string[] {
  return [metaKey(userId, resumeId), fileKey(userId, resumeId)];
}

/** Forget the original (review dismissed). */
export async function deleteImportOriginal(
  files: FileStore,
  userId: string,
  resumeId: string,
): Promise<void> {
  await Promise.all(importOriginalKeys(userId, resumeId).map((key) => files.delete(key).catch(() => {})));
}
