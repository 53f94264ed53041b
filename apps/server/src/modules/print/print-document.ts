import { createHash } from "node:crypto";
import type { ResumeData } from "@sira/schema";
import { type ResumeParts, renderResumeParts } from "@sira/templates";
import { printHost } from "@sira/templates/server";
import type { FileStore } from "../../adapters/files/files";
import { AppError } from "../../http/app-error";
import { taskFailure } from "../../http/task-failure";
import type { UntrustedWork } from "../../untrusted-work";
import { UntrustedTaskError } from "../../workers/untrusted-pool";
import { isAcceptedRaster, readPicture, storedPictureOf } from "../user/user.public";

/**
 * What building a print document needs: stored pictures, their signing key, our public origin,
 * the worker pool that renders the templates, and the memo of documents already rendered.
 */
export interface PrintDocumentContext {
  files: FileStore;
  imagesKey: Buffer;
  publicUrl: string;
  untrusted: UntrustedWork;
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

/** Longest the templates may run for one resume: its running time, never its wait for a thread. */
const renderTimeoutMs = 15_000;
/**
 * Timeouts in a row of one content, each started at once on a free thread (so its own running
 * time, not a queue), after which that content alone is answered as too complex.
 */
const strikeLimit = 3;
/** How long a content's timeouts are remembered after its last. */
const strikeTtlMs = 10 * 60_000;

/**
 * Content hashes by input (the printable data and the print host's version), and timeouts of
 * contents that ran out of time on a free thread. Bounded; oldest entries go first.
 */
export class DocumentMemo {
  readonly #hashes = new Map<string, string>();
  readonly #strikes = new Map<string, { count: number; until: number }>();
  constructor(readonly size = 2_000) {}

  hashOf(input: string): string | undefined {
    return this.#hashes.get(input);
  }
  remember(input: string, contentHash: string) {
    this.#hashes.delete(input);
    this.#hashes.set(input, contentHash);
    if (this.#hashes.size > this.size) this.#hashes.delete(this.#hashes.keys().next().value as string);
  }
  /** Whether this content ran out of time `strikeLimit` times in a row on a free thread, lately. */
  isTooComplex(key: string, now = Date.now()): boolean {
    const strikes = this.#strikes.get(key);
    if (strikes && strikes.until <= now) this.#strikes.delete(key);
    return strikes !== undefined && strikes.until > now && strikes.count >= strikeLimit;
  }
  /** Count one timeout of this content on a free thread; true when that makes it too complex. */
  strike(key: string, now = Date.now()): boolean {
    const previous = this.#strikes.get(key);
    const count = previous && previous.until > now ? previous.count + 1 : 1;
    this.#strikes.delete(key);
    this.#strikes.set(key, { count, until: now + strikeTtlMs });
    if (this.#strikes.size > this.size) this.#strikes.delete(this.#strikes.keys().next().value as string);
    return count >= strikeLimit;
  }
  /** The content was made: its timeouts were the load's, not its own. */
  clear(key: string) {
    this.#strikes.delete(key);
  }
}

/**
 * Print work of one content (`key`) in the worker pool, and what the requester is told when it
 * fails. A content is never refused for another's sake: a full pool or a task that ran out of
 * time answers ServerBusy (503, Retry-After) and the next request tries again; only a content
 * that ran out of time `strikeLimit` times in a row, each time started at once on a free thread,
 * is answered ResumeTooComplex (422) without running, until its timeouts are forgotten. A task
 * that failed on its own (an error in the templates) is ResumeTooComplex; a requester over the
 * pool's per-owner limit is RateLimited (429, Retry-After).
 */
export async function runPrintWork<T>(memo: DocumentMemo, key: string, work: () => Promise<T>): Promise<T> {
  if (memo.isTooComplex(key)) throw new AppError("ResumeTooComplex");
  try {
    const result = await work();
    memo.clear(key);
    return result;
  } catch (error) {
    if (!(error instanceof UntrustedTaskError)) throw error;
    if (error.reason === "crashed") throw new AppError("ResumeTooComplex");
    const ranOutOfTime = error.reason === "timeout" || error.reason === "memory";
    if (ranOutOfTime && error.waitedMs === 0 && memo.strike(key)) throw new AppError("ResumeTooComplex");
    throw taskFailure(error);
  }
}

const rasterDataUrl = /^data:image\/(?:png|jpe?g|gif|webp);base64,/i;

/**
 * The picture as a data URL when it is one of our stored images the owner may use (their own, or
 * one whose signed URL they hold), or a data URL whose bytes are a raster image (`isAcceptedRaster`:
 * an SVG labelled PNG is not); "" for anything else. The printing page never fetches a
 * picture itself, so a URL at a private or internal address (SSRF) is simply not printed.
 */
export async function inlinePicture(
  ctx: Pick<PrintDocumentContext, "files" | "imagesKey" | "publicUrl">,
  ownerId: string,
  url: string,
): Promise<string> {
  const value = url.trim();
  if (!value) return "";
  const dataUrl = rasterDataUrl.exec(value);
  if (dataUrl) {
    const head = Buffer.from(value.slice(dataUrl[0].length, dataUrl[0].length + 32), "base64");
    return isAcceptedRaster(head) ? value : "";
  }
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
 * memo remembers it; failures as `runPrintWork` answers them.
 */
export function buildPrintDocument(
  ctx: PrintDocumentContext,
  ownerId: string,
  data: ResumeData,
): Promise<LazyPrintDocument> {
  // The same data object (a cached public view shown to many visitors) is hashed once, not once
  // per request: serializing and hashing a large resume is event-loop work.
  const known = builtDocuments.get(data);
  if (known?.ctx === ctx && known.ownerId === ownerId) return known.document;
  const document = buildPrintDocumentOnce(ctx, ownerId, data);
  builtDocuments.set(data, { ctx, ownerId, document });
  document.catch(() => builtDocuments.delete(data));
  return document;
}

/** Documents built from a data object, while the object lives (see buildPrintDocument). */
const builtDocuments = new WeakMap<
  ResumeData,
  { ctx: PrintDocumentContext; ownerId: string; document: Promise<LazyPrintDocument> }
>();

async function buildPrintDocumentOnce(
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
  let rendered: Promise<PrintDocument> | undefined;
  const render = () => {
    if (!rendered) {
      rendered = runPrintWork(ctx.memo, `parts:${input}`, () =>
        ctx.untrusted.run("renderParts", { data: printable }, { timeoutMs: renderTimeoutMs }),
      ).then((parts) => {
        const doc = documentOfParts(parts, printable);
        ctx.memo.remember(input, doc.contentHash);
        return doc;
      });
      // A failure (the pool busy, a timeout) is not kept: the next caller tries again.
      rendered.catch(() => {
        rendered = undefined;
      });
    }
    return rendered;
  };
  const known = ctx.memo.hashOf(input);
  if (known) return { contentHash: known, parts: async () => (await render()).parts, printable };
  const doc = await render();
  return { contentHash: doc.contentHash, parts: async () => doc.parts, printable };
}
