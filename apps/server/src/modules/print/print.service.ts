import { createHash, randomUUID } from "node:crypto";
import {
  flattenLayout,
  freeColours,
  type Language,
  type PrintVariant,
  premiumTemplates,
  type ResumeData,
  type ResumeDownloadFormat,
  resolveTemplate,
  sampleResumeData,
  singleColumnTemplates,
  type TemplateId,
} from "@sira/schema";
import type { FastifyReply } from "fastify";
import type { BrowserPool, PrintPriority } from "../../adapters/browser/browser-pool";
import type { FileStore } from "../../adapters/files/files";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { taskRetryAfterSeconds } from "../../http/task-failure";
import { assertCanAfford, hasLedgerEntry, isPremium, spendPoints } from "../wallet/wallet.public";
import {
  deleteOtherPreviews,
  findCachedPrint,
  findPrintableResume,
  findPrintWithTitle,
  insertPrint,
  type PrintableResume,
  type PrintRow,
} from "./print.repository";
import {
  buildPrintDocument,
  type LazyPrintDocument,
  type PrintDocumentContext,
  runPrintWork,
} from "./print-document";
import { atsTextInWorkers, renderAtsSafePdf, renderPdf, renderPreview } from "./print-render";
import { isValidPrintSignature, signPrintUrl } from "./print-url";
import { downloadFileOf } from "./print-word";

/** What the print rules need: database, file store, browser pool, document inputs, URL key. */
export interface PrintContext {
  db: Db;
  files: FileStore;
  pool: BrowserPool;
  document: PrintDocumentContext;
  urlKey: Buffer;
}

/** Whether printing this resume needs premium: a premium template or a primary colour outside the free ones. */
export function usesPremiumDesign(data: ResumeData): boolean {
  const template = resolveTemplate(data.metadata.template);
  const primary = data.metadata.theme.primary.trim().toLowerCase();
  return premiumTemplates.includes(template) || !freeColours.includes(primary);
}

/** The resume of this id with what printing reads of it, or undefined. */
export function findPrintable(ctx: PrintContext, id: string): Promise<PrintableResume | undefined> {
  return findPrintableResume(ctx.db, id);
}

/**
 * The resume a viewer may print: their own, or anyone's public resume. Otherwise Unauthorized for
 * an anonymous viewer (so a client whose access token just expired refreshes and retries) and
 * ResumeNotFound for a signed-in one (another user's private resume looks like a missing one).
 */
function checkPrintable(resume: PrintableResume | undefined, viewerId: string | null) {
  const isOwner = resume !== undefined && resume.userId === viewerId;
  if (resume && (isOwner || resume.visibility === "public")) return { resume, isOwner };
  throw new AppError(viewerId ? "ResumeNotFound" : "Unauthorized");
}

/** The owner's resume with what printing reads of it; ResumeNotFound for anyone else's. */
export async function findOwnPrintable(
  ctx: PrintContext,
  userId: string,
  resumeId: string,
): Promise<PrintableResume> {
  const resume = await findPrintableResume(ctx.db, resumeId);
  if (!resume || resume.userId !== userId) throw new AppError("ResumeNotFound");
  return resume;
}

/** A stored file made from a resume's content, keyed as the prints cache keys it. */
export type PrintKey = { resumeId: string; kind: PrintRow["kind"]; contentHash: string };

/** The cached row of this exact content and kind, if any. */
export function findCached(ctx: PrintContext, key: PrintKey): Promise<PrintRow | undefined> {
  return findCachedPrint(ctx.db, key);
}

/**
 * Store a file made from a resume's content under the owner's `folder` and record its row; when a
 * concurrent identical request recorded first, that row wins and our copy is dropped.
 */
export async function storeMadeFile(
  ctx: PrintContext,
  owner: { userId: string },
  key: PrintKey,
  file: { folder: string; extension: string; body: Uint8Array; contentType: string; pages: number },
): Promise<PrintRow> {
  const id = randomUUID();
  const fileKey = `user/${owner.userId}/${file.folder}/${id}.${file.extension}`;
  await ctx.files.put(fileKey, file.body, file.contentType);
  const row = await insertPrint(ctx.db, { id, userId: owner.userId, ...key, fileKey, pages: file.pages });
  if (row.id !== id) await ctx.files.delete(fileKey).catch(() => {});
  return row;
}

/** A file of the content, cached or just made: record its row (with the charge) or discard it. */
export interface FileSource {
  id: string;
  record(db: Db): Promise<PrintRow>;
  discard(): Promise<void>;
}

const extensions: Record<ResumeDownloadFormat, string> = {
  pdf: "pdf",
  docx: "docx",
  txt: "txt",
  json: "json",
};
/** Content types of the download formats (cover letters use the first three). */
export const downloadContentTypes: Record<ResumeDownloadFormat, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain; charset=utf-8",
  json: "application/json",
};

/**
 * "résumé.pdf" for Content-Disposition: an ASCII fallback plus the UTF-8 name (RFC 6266). By
 * default the PDF opens in the tab (inline) and Word, text and JSON files are saved (attachment).
 */
export function downloadDisposition(
  title: string,
  format: ResumeDownloadFormat,
  disposition: "inline" | "attachment" = format === "pdf" ? "inline" : "attachment",
): string {
  const name = `${title.trim().replace(/[\\/:*?"<>|\r\n]+/g, " ") || "resume"}.${format}`;
  const ascii = name.replace(/[^\x20-\x7e]+/g, "_").replace(/"/g, "");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Answer a stored download: its type, its file name from the title, private caching for the
 * ten minutes a link works, no sniffing (GET /api/prints/:id/file and the cover letters' files).
 */
export function sendDownload(
  reply: FastifyReply,
  file: { body: Uint8Array; title: string; format: ResumeDownloadFormat },
): FastifyReply {
  return reply
    .header("content-type", downloadContentTypes[file.format])
    .header("content-disposition", downloadDisposition(file.title, file.format))
    .header("cache-control", "private, max-age=600")
    .header("x-content-type-options", "nosniff")
    .send(Buffer.from(file.body));
}

/** Where a requester's print waits when the browser is busy: premium, then signed in, then anonymous. */
export async function printPriorityOf(db: Db, viewerId: string | null | undefined): Promise<PrintPriority> {
  if (!viewerId) return "anonymous";
  return (await isPremium(db, viewerId)) ? "premium" : "user";
}

/**
 * A fresh PDF of the content. A print that used its whole time limit (the browser's limit counts
 * the print, not its wait for a page) answers ServerBusy (503, Retry-After), and the next request
 * tries again; only a content whose prints timed out several times in a row (DocumentMemo) is
 * refused at once with ResumePrinterError, so it cannot hold a print slot for the full limit
 * again and again. No other content is refused for it.
 */
async function renderFreshPdf(
  ctx: PrintContext,
  doc: LazyPrintDocument,
  priority: PrintPriority,
  variant: PrintVariant = "standard",
) {
  const failureKey = `${variant === "ats" ? "pdf-ats" : "pdf"}:${doc.contentHash}`;
  const { memo } = ctx.document;
  if (memo.isTooComplex(failureKey)) throw new AppError("ResumePrinterError", { tooSlow: true });
  try {
    const { untrusted } = ctx.document;
    const printed =
      variant === "ats"
        ? await renderAtsSafePdf(ctx.pool, await atsSafePartsOf(ctx, doc), {
            priority,
            atsText: atsTextInWorkers(untrusted, "atsSafeText"),
          })
        : await renderPdf(ctx.pool, await doc.parts(), { priority, atsText: atsTextInWorkers(untrusted) });
    memo.clear(failureKey);
    return printed;
  } catch (error) {
    // Only a print that used its whole time limit: a crash or a lost browser answer as they are.
    const timedOut =
      error instanceof AppError && (error.details as { timedOut?: boolean })?.timedOut === true;
    if (!timedOut) throw error;
    if (memo.strike(failureKey)) throw new AppError("ResumePrinterError", { tooSlow: true });
    throw new AppError("ServerBusy", undefined, { retryAfterSeconds: taskRetryAfterSeconds });
  }
}

/** Bump when the ATS-safe rendering changes, so its cached PDFs are made again. */
const atsSafeVersion = "ats-safe-v2";

/**
 * The content hash the ATS-safe PDF of a content is cached under: the normal print's hash (which
 * covers the data and the print host) with the ATS-safe rendering's version.
 */
export function atsSafeContentHash(contentHash: string): string {
  return createHash("sha256").update(`${atsSafeVersion}\0${contentHash}`).digest("hex");
}

/** The ATS-safe parts of a print document's data, rendered in the worker pool (rich text is untrusted). */
function atsSafePartsOf(ctx: PrintContext, doc: LazyPrintDocument) {
  return runPrintWork(ctx.document.memo, `ats-safe:${doc.contentHash}`, () =>
    ctx.document.untrusted.run("renderAtsSafe", { data: doc.printable }, { timeoutMs: 30_000 }),
  );
}

/**
 * The cached file of this exact content in this format, or a fresh one stored under the owner's
 * folder: the PDF rendered by the browser, the Word, text and JSON Resume files built from the resume data
 * (picture inlined). The row of a fresh file is written by `record`, inside the caller's
 * transaction; when a concurrent identical download recorded first, that row wins and our copy
 * of the file is dropped.
 */
export async function obtainFile(
  ctx: PrintContext,
  resume: PrintableResume,
  doc: LazyPrintDocument,
  format: ResumeDownloadFormat,
  priority: PrintPriority,
  variant: PrintVariant = "standard",
): Promise<FileSource> {
  const ats = format === "pdf" && variant === "ats";
  const key = ats
    ? { resumeId: resume.id, kind: "pdf-ats" as const, contentHash: atsSafeContentHash(doc.contentHash) }
    : { resumeId: resume.id, kind: format, contentHash: doc.contentHash };
  const cached = await findCachedPrint(ctx.db, key);
  if (cached) return { id: cached.id, record: async () => cached, discard: async () => {} };
  const made =
    format === "pdf"
      ? await renderFreshPdf(ctx, doc, priority, variant).then(({ pdf, pages }) => ({
          body: new Uint8Array(pdf),
          pages,
        }))
      : {
          body: await runPrintWork(ctx.document.memo, `${format}:${doc.contentHash}`, () =>
            downloadFileOf(ctx.document.untrusted, doc.printable, format),
          ),
          pages: 0,
        };
  const id = randomUUID();
  const fileKey = `user/${resume.userId}/prints/${id}${ats ? ".ats" : ""}.${extensions[format]}`;
  await ctx.files.put(fileKey, made.body, downloadContentTypes[format]);
  const discard = () => ctx.files.delete(fileKey).catch(() => {});
  return {
    id,
    async record(db) {
      const row = await insertPrint(db, { id, userId: resume.userId, ...key, fileKey, pages: made.pages });
      if (row.id !== id) await discard();
      return row;
    },
    discard,
  };
}

/**
 * GET /api/resume/print/:id?format=: a short-lived URL of the resume's PDF, Word, text or JSON
 * Resume file (the JSON carries only what the resume shows, like the others).
 *
 * The owner pays 1 point (spec §9) per distinct content, whatever formats they then take of it:
 * the idempotency key is the resume and the printed content's hash, the same for every format.
 * The charge and the file's row are one transaction, the file is made before it (a failed render
 * charges nothing), and content they already paid for is served for free
 * (docs/decisions/0003-printing.md). Anyone may download a public resume, free
 * of charge to both sides. Premium designs need the owner's premium membership (PremiumRequired).
 * `variant: "ats"` is the ATS-safe PDF (issue 36), another format of the same content: the same
 * charge, under the same key.
 */
export async function printResume(
  ctx: PrintContext,
  viewerId: string | null,
  found: PrintableResume | undefined,
  format: ResumeDownloadFormat = "pdf",
  variant: PrintVariant = "standard",
): Promise<{ url: string }> {
  const { resume, isOwner } = checkPrintable(found, viewerId);
  if (usesPremiumDesign(resume.data) && !(await isPremium(ctx.db, resume.userId)))
    throw new AppError("PremiumRequired");
  const doc = await buildPrintDocument(ctx.document, resume.userId, resume.data);
  const idempotencyKey = `cvDownload:${resume.id}:${doc.contentHash}`;
  if (isOwner && !(await hasLedgerEntry(ctx.db, idempotencyKey)))
    await assertCanAfford(ctx.db, resume.userId, "cvDownload");

  const source = await obtainFile(ctx, resume, doc, format, await printPriorityOf(ctx.db, viewerId), variant);
  let row: PrintRow;
  try {
    if (!isOwner) row = await source.record(ctx.db);
    else {
      const spent = await spendPoints(
        ctx.db,
        { userId: resume.userId, spender: "cvDownload", reference: { id: source.id }, idempotencyKey },
        (tx) => source.record(tx),
      );
      row = spent.replayed ? await source.record(ctx.db) : spent.result;
    }
  } catch (error) {
    await source.discard();
    throw error;
  }
  return { url: signPrintUrl(ctx.urlKey, row.id) };
}

/**
 * GET /api/prints/:id/file: the download behind a signed URL, with its format and the resume
 * title for its file name. Forbidden for a bad or expired signature; NotFound when the file is gone.
 */
export async function readPrintFile(
  ctx: PrintContext,
  input: { printId: string; expires: number; sig: string },
): Promise<{ body: Uint8Array; title: string; format: ResumeDownloadFormat }> {
  if (!isValidPrintSignature(ctx.urlKey, input)) throw new AppError("Forbidden");
  const found = await findPrintWithTitle(ctx.db, input.printId);
  const kind = found?.print.kind === "pdf-ats" ? "pdf" : found?.print.kind;
  if (!found || (kind !== "pdf" && kind !== "docx" && kind !== "txt" && kind !== "json"))
    throw new AppError("NotFound");
  const file = await ctx.files.get(found.print.fileKey);
  if (!file) throw new AppError("NotFound");
  // The ATS-safe PDF saves beside the template's PDF under a name of its own.
  const title = found.print.kind === "pdf-ats" ? `${found.title.trim() || "resume"} (ATS)` : found.title;
  return { body: file.body, title, format: kind };
}

/**
 * The first page of a content as an image: the cached one of this content and kind, or one
 * rendered now (at the viewer's print priority) whose row replaces the resume's older previews of
 * that kind (their files are deleted). The owner's cards use "preview", the public page's
 * og:image "share-preview".
 */
export async function obtainPreview(
  ctx: PrintContext,
  resume: { id: string; userId: string },
  doc: LazyPrintDocument,
  kind: "preview" | "share-preview",
  viewerId: string | null | undefined,
): Promise<PrintRow> {
  const key = { resumeId: resume.id, kind, contentHash: doc.contentHash };
  const cached = await findCachedPrint(ctx.db, key);
  if (cached) return cached;
  const { image, pages } = await renderPreview(
    ctx.pool,
    await doc.parts(),
    await printPriorityOf(ctx.db, viewerId),
  );
  const row = await storeMadeFile(ctx, resume, key, {
    folder: "previews",
    extension: "webp",
    body: new Uint8Array(image),
    contentType: "image/webp",
    pages,
  });
  const stale = await deleteOtherPreviews(ctx.db, resume.id, row.id, kind);
  await Promise.all(stale.map((k) => ctx.files.delete(k).catch(() => {})));
  return row;
}

/** Template thumbnails made by this process, per print context: 12 templates × 2 languages at most. */
const thumbnails = new WeakMap<PrintContext, Map<string, Promise<Buffer>>>();

/**
 * GET /api/templates/:id/thumbnail.webp?lang=: the sample resume in that language drawn by the
 * template (its first page, as the owner's cards show a resume), for the template picker. Made
 * once per template and language by the print pool at the lowest priority; a failed render is
 * not kept, so the next request tries again.
 */
export function templateThumbnail(
  ctx: PrintContext,
  template: TemplateId,
  language: Language,
): Promise<Buffer> {
  let made = thumbnails.get(ctx);
  if (!made) {
    made = new Map();
    thumbnails.set(ctx, made);
  }
  const cache = made;
  const key = `${template}:${language}`;
  const known = cache.get(key);
  if (known) return known;
  const data = sampleResumeData(language);
  data.metadata.template = template;
  if (singleColumnTemplates.includes(template)) data.metadata.layout = flattenLayout(data.metadata.layout);
  const image = buildPrintDocument(ctx.document, "template-thumbnail", data).then(
    async (doc) => (await renderPreview(ctx.pool, await doc.parts(), "anonymous")).image,
  );
  cache.set(key, image);
  image.catch(() => cache.delete(key));
  return image;
}

/**
 * GET /api/resume/print/:id/preview: the URL of the first page as an image, for the owner's
 * resume cards. Rendered once per content hash (older previews of the resume are deleted), so
 * the URL changes exactly when the content does and can be cached for good. No points.
 */
export async function getPreview(
  ctx: PrintContext,
  userId: string,
  resumeId: string,
): Promise<{ url: string }> {
  const { resume, isOwner } = checkPrintable(await findPrintableResume(ctx.db, resumeId), userId);
  if (!isOwner) throw new AppError("ResumeNotFound");
  const doc = await buildPrintDocument(ctx.document, resume.userId, resume.data);
  await obtainPreview(ctx, resume, doc, "preview", userId);
  return { url: `/api/resume/print/${encodeURIComponent(resume.id)}/preview/${doc.contentHash}.webp` };
}

/** The stored preview image of the owner's resume for a content hash; NotFound otherwise. */
export async function readPreviewFile(
  ctx: PrintContext,
  input: { userId: string; resumeId: string; contentHash: string },
): Promise<{ body: Uint8Array; contentType: string }> {
  const row = await findCachedPrint(ctx.db, {
    resumeId: input.resumeId,
    kind: "preview",
    contentHash: input.contentHash,
  });
  if (!row || row.userId !== input.userId) throw new AppError("NotFound");
  const file = await ctx.files.get(row.fileKey);
  if (!file) throw new AppError("NotFound");
  return file;
}
