import { createHash } from "node:crypto";
import type { ResumeData } from "@sira/schema";
import { type ResumeParts, renderResumeParts } from "@sira/templates";
import { printHost } from "@sira/templates/server";
import type { FileStore } from "../../adapters/files/files";
import { AppError } from "../../http/app-error";
import { readPicture } from "../user/picture.service";

/** What building a print document needs: stored pictures, their signing key, our public origin. */
export interface PrintDocumentContext {
  files: FileStore;
  imagesKey: Buffer;
  publicUrl: string;
}

/** A resume as the print host loads it and the SHA-256 (hex) of exactly that: the cache key. */
export interface PrintDocument {
  parts: ResumeParts;
  contentHash: string;
}

const storedPicturePath = /^\/api\/storage\/image\/([A-Za-z0-9-]{1,64})\/([a-f0-9-]{36}\.webp)$/;

/**
 * The picture as a data URL when it is one of our stored images the owner may use (their own, or
 * one whose signed URL they hold); "" for anything else. The printing page never fetches a
 * picture itself, so a URL at a private or internal address (SSRF) is simply not printed.
 */
export async function inlinePicture(
  ctx: PrintDocumentContext,
  ownerId: string,
  url: string,
): Promise<string> {
  const value = url.trim();
  if (!value) return "";
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(value)) return value;
  let parsed: URL;
  const origin = new URL(ctx.publicUrl).origin;
  try {
    parsed = new URL(value, origin);
  } catch {
    return "";
  }
  const match = parsed.origin === origin ? storedPicturePath.exec(parsed.pathname) : null;
  if (!match?.[1] || !match[2]) return "";
  try {
    const picture = await readPicture(ctx.files, ctx.imagesKey, {
      userId: match[1],
      file: match[2],
      sig: parsed.searchParams.get("sig") ?? undefined,
      viewerId: ownerId,
    });
    return `data:${picture.contentType};base64,${Buffer.from(picture.body).toString("base64")}`;
  } catch (error) {
    if (error instanceof AppError && error.code === "NotFound") return "";
    throw error;
  }
}

/**
 * The printable parts of resume data whose picture is already inlined (or empty), with their
 * content hash. The hash covers the parts and the print host (fonts, pagination), so identical
 * content prints identically and keys the print and preview caches.
 */
export function printDocumentOf(printable: ResumeData): PrintDocument {
  const parts = renderResumeParts(printable);
  const hash = createHash("sha256").update(printHost().version);
  for (const value of [parts.lang, parts.dir, parts.title, parts.css, parts.body]) hash.update(`\0${value}`);
  return { parts, contentHash: hash.digest("hex") };
}

/**
 * The resume as the printer loads it: picture inlined, no URL the page would fetch (the print
 * host's CSP allows only data: sources), plus its content hash.
 */
export async function buildPrintDocument(
  ctx: PrintDocumentContext,
  ownerId: string,
  data: ResumeData,
): Promise<PrintDocument> {
  const pictureUrl = await inlinePicture(ctx, ownerId, data.basics.picture.url);
  return printDocumentOf({
    ...data,
    basics: { ...data.basics, picture: { ...data.basics.picture, url: pictureUrl } },
  });
}
