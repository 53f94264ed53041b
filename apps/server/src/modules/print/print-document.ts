import { createHash } from "node:crypto";
import type { ResumeData } from "@sira/schema";
import { type ResumeParts, renderResumeParts } from "@sira/templates";
import { printHost } from "@sira/templates/server";
import type { FileStore } from "../../adapters/files/files";
import { AppError } from "../../http/app-error";
import { type UntrustedPool, UntrustedTaskError } from "../../workers/untrusted-pool";
import { readPicture, storedPictureOf } from "../user/picture.service";

/**
 * What building a print document needs: stored pictures, their signing key, our public origin,
 * the worker pool that renders the templates, and the memo of documents already rendered.
 */
export interface PrintDocumentContext {
  files: FileStore;
  imagesKey: Buffer;
  publicUrl: string;
  untrusted: UntrustedPool;
  memo: DocumentMemo;
}

/** A resume as the print host loads it and the SHA-256 (hex) of exactly that: the cache key. */
export interface PrintDocument {
  parts: ResumeParts;
  contentHash: string;
  /** The resume data the parts were rendered from (picture inlined): the Word and text files' source. */
  printable: ResumeData;
}

/**
 * A print document whose content hash is known; its parts are rendered (in the worker pool) only
 * when asked, so a print or preview served from the cache renders nothing.
 */
export interface LazyPrintDocument {
  contentHash: string;
  parts(): Promise<ResumeParts>;
  /** The resume data the parts are rendered from (picture inlined): the Word and text files' source. */
  printable: ResumeData;
}

/**
 * Longest the templates may take to render one resume, a worker's start and queue wait included
 * (a linear sanitizer needs milliseconds; a loaded 2-core machine needs the margin).
 */
const renderTimeoutMs = 15_000;
/** How long a resume that could not be rendered is refused at once, without trying again. */
const failedRenderTtlMs = 5 * 60_000;

/**
 * Content hashes by input (the printable data and the print host's version), and inputs that
 * failed to render recently. Bounded; oldest entries go first.
 */
export class DocumentMemo {
  readonly #hashes = new Map<string, string>();
  readonly #failed = new Map<string, number>();
  constructor(readonly size = 2_000) {}

  hashOf(input: string): string | undefined {
    return this.#hashes.get(input);
  }
  remember(input: string, contentHash: string) {
    this.#hashes.delete(input);
    this.#hashes.set(input, contentHash);
    if (this.#hashes.size > this.size) this.#hashes.delete(this.#hashes.keys().next().value as string);
  }
  failedRecently(input: string, now = Date.now()): boolean {
    const until = this.#failed.get(input);
    if (until === undefined) return false;
    if (until > now) return true;
    this.#failed.delete(input);
    return false;
  }
  fail(input: string, now = Date.now()) {
    this.#failed.set(input, now + failedRenderTtlMs);
    if (this.#failed.size > this.size) this.#failed.delete(this.#failed.keys().next().value as string);
  }
}

/**
 * The picture as a data URL when it is one of our stored images the owner may use (their own, or
 * one whose signed URL they hold); "" for anything else. The printing page never fetches a
 * picture itself, so a URL at a private or internal address (SSRF) is simply not printed.
 */
export async function inlinePicture(
  ctx: Pick<PrintDocumentContext, "files" | "imagesKey" | "publicUrl">,
  ownerId: string,
  url: string,
): Promise<string> {
  const value = url.trim();
  if (!value) return "";
  if (/^data:image\/(png|jpe?g|gif|webp);base64,/i.test(value)) return value;
  const stored = storedPictureOf(value, ctx.publicUrl);
  if (!stored) return "";
  try {
    const picture = await readPicture(ctx.files, ctx.imagesKey, {
      userId: stored.userId,
      file: stored.file,
      sig: stored.sig,
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
  return documentOfParts(renderResumeParts(printable), printable);
}

function documentOfParts(parts: ResumeParts, printable: ResumeData): PrintDocument {
  const hash = createHash("sha256").update(printHost().version);
  for (const value of [parts.lang, parts.dir, parts.title, parts.css, parts.body]) hash.update(`\0${value}`);
  return { parts, contentHash: hash.digest("hex"), printable };
}

/**
 * The resume as the printer loads it: picture inlined, no URL the page would fetch (the print
 * host's CSP allows only data: sources), plus its content hash. The templates render in the
 * worker pool (rich text from a public resume is untrusted), at most once per input while the
 * memo remembers it; an input that timed out is refused with ResumeTooComplex for five minutes.
 */
export async function buildPrintDocument(
  ctx: PrintDocumentContext,
  ownerId: string,
  data: ResumeData,
): Promise<LazyPrintDocument> {
  const pictureUrl = await inlinePicture(ctx, ownerId, data.basics.picture.url);
  const printable = {
    ...data,
    basics: { ...data.basics, picture: { ...data.basics.picture, url: pictureUrl } },
  };
  const input = createHash("sha256")
    .update(printHost().version)
    .update("\0")
    .update(JSON.stringify(printable))
    .digest("hex");
  if (ctx.memo.failedRecently(input)) throw new AppError("ResumeTooComplex");
  let rendered: Promise<PrintDocument> | undefined;
  const render = () => {
    rendered ??= ctx.untrusted.run("renderParts", { data: printable }, { timeoutMs: renderTimeoutMs }).then(
      (parts) => {
        const doc = documentOfParts(parts, printable);
        ctx.memo.remember(input, doc.contentHash);
        return doc;
      },
      (error: unknown) => {
        if (error instanceof UntrustedTaskError && error.reason !== "busy") {
          ctx.memo.fail(input);
          throw new AppError("ResumeTooComplex");
        }
        if (error instanceof UntrustedTaskError) throw new AppError("RateLimited");
        throw error;
      },
    );
    return rendered;
  };
  const known = ctx.memo.hashOf(input);
  if (known) return { contentHash: known, parts: async () => (await render()).parts, printable };
  const doc = await render();
  return { contentHash: doc.contentHash, parts: async () => doc.parts, printable };
}
