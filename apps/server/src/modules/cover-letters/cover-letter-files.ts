import { randomUUID } from "node:crypto";
import type { DownloadFormat, ResumeData, SentDocuments } from "@sira/schema";
import { coverLetterAsResume } from "@sira/templates";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  applications,
  coverLetterFiles,
  coverLetterSnapshots,
  resumeSnapshots,
  sentPdfs,
} from "../../db/schema";
import { AppError } from "../../http/app-error";
import {
  atsTextInWorkers,
  buildPrintDocument,
  downloadContentTypes,
  downloadFileOf,
  type LazyPrintDocument,
  type PrintContext,
  printPriorityOf,
  renderPdf,
  runPrintWork,
  usesPremiumDesign,
} from "../print/print.public";
import { assertCanAfford, hasLedgerEntry, isPremium, spendPoints } from "../wallet/wallet.public";
import { findOwnLetter, loadOwnedLetter } from "./cover-letters.service";

const extensions: Record<DownloadFormat, string> = { pdf: "pdf", docx: "docx", txt: "txt" };

/** The file of a printable document in a format: the PDF through the print pool (with the ATS text layer), Word or text. */
async function makeFile(
  ctx: PrintContext,
  userId: string,
  doc: LazyPrintDocument,
  format: DownloadFormat,
): Promise<{ body: Uint8Array; pages: number }> {
  if (format === "pdf") {
    const { pdf, pages } = await renderPdf(ctx.pool, await doc.parts(), {
      priority: await printPriorityOf(ctx.db, userId),
      atsText: atsTextInWorkers(ctx.document.untrusted),
    });
    return { body: new Uint8Array(pdf), pages };
  }
  const body = await runPrintWork(ctx.document.memo, `${format}:${doc.contentHash}`, () =>
    downloadFileOf(ctx.document.untrusted, doc.printable, format),
  );
  return { body, pages: 0 };
}

/**
 * Charge the owner a CV download's price for this content unless already paid (`key`), and run
 * `record` in the same transaction. A replayed key (paid before) runs `record` alone.
 */
async function chargeOnce<T>(
  db: Db,
  userId: string,
  key: string,
  referenceId: string,
  record: (tx: Db) => Promise<T>,
) {
  const spent = await spendPoints(
    db,
    { userId, spender: "cvDownload", reference: { id: referenceId }, idempotencyKey: key },
    (tx) => record(tx),
  );
  return spent.replayed ? record(db) : spent.result;
}

async function assertDesignAllowed(db: Db, userId: string, resume: ResumeData) {
  if (usesPremiumDesign(resume) && !(await isPremium(db, userId))) throw new AppError("PremiumRequired");
}

/**
 * GET /api/cover-letters/:id/download?format=: the letter's PDF, Word or text file, printed with
 * its resume's header and design. Priced like a CV download: one charge per distinct content,
 * whatever formats (the ledger key is the letter and the printed content's hash), the charge and
 * the file's row in one transaction, after the file is made (a failed print charges nothing).
 */
export async function downloadCoverLetter(
  ctx: PrintContext,
  userId: string,
  letterId: string,
  format: DownloadFormat,
): Promise<{ url: string }> {
  const { letter, resume } = await loadOwnedLetter(ctx.db, userId, letterId);
  await assertDesignAllowed(ctx.db, userId, resume);
  const doc = await buildPrintDocument(ctx.document, userId, coverLetterAsResume(letter.data, resume));
  const key = `coverLetterDownload:${letter.id}:${doc.contentHash}`;
  const paid = await hasLedgerEntry(ctx.db, key);
  if (!paid) await assertCanAfford(ctx.db, userId, "cvDownload");

  const where = and(
    eq(coverLetterFiles.letterId, letter.id),
    eq(coverLetterFiles.kind, format),
    eq(coverLetterFiles.contentHash, doc.contentHash),
  );
  const findRow = async (db: Db) => (await db.select().from(coverLetterFiles).where(where))[0];
  let row = await findRow(ctx.db);
  if (!row || !paid) {
    const made = row ? undefined : await makeFile(ctx, userId, doc, format);
    const id = randomUUID();
    const fileKey = `user/${userId}/cover-letters/${id}.${extensions[format]}`;
    if (made) await ctx.files.put(fileKey, made.body, downloadContentTypes[format]);
    try {
      row = await chargeOnce(ctx.db, userId, key, row?.id ?? id, async (tx) => {
        if (made)
          await tx
            .insert(coverLetterFiles)
            .values({
              id,
              userId,
              letterId: letter.id,
              kind: format,
              contentHash: doc.contentHash,
              fileKey,
              pages: made.pages,
            })
            .onConflictDoNothing();
        const found = await findRow(tx);
        if (!found) throw new AppError("SomethingWentWrong");
        return found;
      });
    } catch (error) {
      if (made) await ctx.files.delete(fileKey).catch(() => {});
      throw error;
    }
    if (made && row.id !== id) await ctx.files.delete(fileKey).catch(() => {});
  }
  return { url: `/api/cover-letters/${encodeURIComponent(letter.id)}/files/${row.id}` };
}

/** GET /api/cover-letters/:id/files/:fileId: one of the owner's letter files, with its title for the name. */
export async function readCoverLetterFile(
  ctx: PrintContext,
  userId: string,
  letterId: string,
  fileId: string,
): Promise<{ body: Uint8Array; title: string; format: DownloadFormat }> {
  const letter = await findOwnLetter(ctx.db, userId, letterId);
  const [row] = await ctx.db
    .select()
    .from(coverLetterFiles)
    .where(and(eq(coverLetterFiles.id, fileId), eq(coverLetterFiles.letterId, letter.id)));
  const file = row && (await ctx.files.get(row.fileKey));
  if (!row || !file) throw new AppError("NotFound");
  return { body: file.body, title: letter.title, format: row.kind };
}

interface SentSource {
  kind: "resume" | "coverLetter";
  sourceId: string;
  title: string;
  at: Date;
  /** What is printed: the resume as sent, or the letter with its resume's header as sent. */
  printable: ResumeData;
  /** The charge's key prefix: the same as a download of this resume or letter, so content already paid for is free. */
  chargeKey: string;
}

/** What was sent with one of the user's applications; NotFound for anyone else's. */
async function sentSources(db: Db, userId: string, applicationId: string): Promise<SentSource[]> {
  const [app] = await db
    .select({
      id: applications.id,
      resumeId: applications.resumeId,
      snapshotId: applications.sentSnapshotId,
      title: applications.sentTitle,
      at: applications.sentAt,
      data: resumeSnapshots.data,
    })
    .from(applications)
    .leftJoin(resumeSnapshots, eq(resumeSnapshots.id, applications.sentSnapshotId))
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!app) throw new AppError("NotFound");
  const out: SentSource[] = [];
  if (app.snapshotId && app.data && app.at)
    out.push({
      kind: "resume",
      sourceId: app.snapshotId,
      title: app.title ?? "",
      at: app.at,
      printable: app.data,
      chargeKey: app.resumeId ? `cvDownload:${app.resumeId}` : `sentResume:${app.snapshotId}`,
    });
  const [letter] = await db
    .select()
    .from(coverLetterSnapshots)
    .where(and(eq(coverLetterSnapshots.applicationId, app.id), eq(coverLetterSnapshots.userId, userId)));
  if (letter)
    out.push({
      kind: "coverLetter",
      sourceId: letter.id,
      title: letter.title,
      at: letter.createdAt,
      printable: coverLetterAsResume(letter.letter, letter.resume),
      chargeKey: letter.letterId ? `coverLetterDownload:${letter.letterId}` : `sentLetter:${letter.id}`,
    });
  return out;
}

const sentPath = { resume: "resume", coverLetter: "cover-letter" } as const;

/** GET /api/applications/:id/sent: the resume and cover letter sent, with the address of each PDF. */
export async function listSentDocuments(
  db: Db,
  userId: string,
  applicationId: string,
): Promise<SentDocuments> {
  const sources = await sentSources(db, userId, applicationId);
  const view = (kind: SentSource["kind"]) => {
    const s = sources.find((x) => x.kind === kind);
    return s
      ? {
          title: s.title,
          at: s.at.toISOString(),
          pdf: `/api/applications/${encodeURIComponent(applicationId)}/sent/${sentPath[kind]}.pdf`,
        }
      : null;
  };
  return { resume: view("resume"), coverLetter: view("coverLetter") };
}

/** The stored PDF of one thing sent, printed from its frozen data; made and kept once. */
async function sentPdfOf(ctx: PrintContext, userId: string, applicationId: string, source: SentSource) {
  const where = and(
    eq(sentPdfs.applicationId, applicationId),
    eq(sentPdfs.kind, source.kind),
    eq(sentPdfs.sourceId, source.sourceId),
  );
  const findRow = async (db: Db) => (await db.select().from(sentPdfs).where(where))[0];
  const row = await findRow(ctx.db);
  if (row) return row;
  const doc = await buildPrintDocument(ctx.document, userId, source.printable);
  const made = await makeFile(ctx, userId, doc, "pdf");
  const id = randomUUID();
  const fileKey = `user/${userId}/sent/${id}.pdf`;
  await ctx.files.put(fileKey, made.body, downloadContentTypes.pdf);
  try {
    await ctx.db
      .insert(sentPdfs)
      .values({
        id,
        userId,
        applicationId,
        kind: source.kind,
        sourceId: source.sourceId,
        fileKey,
        pages: made.pages,
      })
      .onConflictDoNothing();
    const found = await findRow(ctx.db);
    if (!found) throw new AppError("SomethingWentWrong");
    // Another request made it first: keep theirs.
    if (found.id !== id) await ctx.files.delete(fileKey).catch(() => {});
    return found;
  } catch (error) {
    await ctx.files.delete(fileKey).catch(() => {});
    throw error;
  }
}

/**
 * The PDFs of what was sent with an application (the resume and the cover letter frozen when it
 * moved on from Saved), printed now from the frozen data and kept in the file store under the
 * owner, so what was sent is fixed when it was sent (applications' PATCH calls this after the
 * move). Free: a download pays. What already has its PDF is left alone.
 */
export async function makeSentPdfs(ctx: PrintContext, userId: string, applicationId: string): Promise<void> {
  for (const source of await sentSources(ctx.db, userId, applicationId))
    await sentPdfOf(ctx, userId, applicationId, source);
}

/**
 * GET /api/applications/:id/sent/{resume,cover-letter}.pdf: the PDF of exactly what was sent,
 * made when the application moved on (else now, from the same frozen data); later edits of the
 * resume or letter never change it. The first download is priced as a download of that content
 * (free when the same content was already paid for).
 */
export async function readSentPdf(
  ctx: PrintContext,
  userId: string,
  applicationId: string,
  kind: SentSource["kind"],
): Promise<{ body: Uint8Array; title: string }> {
  const source = (await sentSources(ctx.db, userId, applicationId)).find((s) => s.kind === kind);
  if (!source) throw new AppError("NotFound");
  const doc = await buildPrintDocument(ctx.document, userId, source.printable);
  const key = `${source.chargeKey}:${doc.contentHash}`;
  const paid = await hasLedgerEntry(ctx.db, key);
  if (!paid) await assertCanAfford(ctx.db, userId, "cvDownload");
  const row = await sentPdfOf(ctx, userId, applicationId, source);
  if (!paid) await chargeOnce(ctx.db, userId, key, row.id, async () => row);
  const file = await ctx.files.get(row.fileKey);
  if (!file) throw new AppError("NotFound");
  return { body: file.body, title: source.title };
}

/** Remove stored files (after the rows that named them are gone); a file already gone is fine. */
export async function removeStoredFiles(ctx: Pick<PrintContext, "files">, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => ctx.files.delete(key).catch(() => {})));
}

/**
 * Delete an application (`remove`, the applications module's delete) and then the stored PDFs
 * of what was sent with it (their rows go with the application), so no file outlives it.
 */
export async function deleteWithSentPdfs(
  ctx: PrintContext,
  userId: string,
  applicationId: string,
  remove: () => Promise<void>,
): Promise<void> {
  const rows = await ctx.db
    .select({ fileKey: sentPdfs.fileKey })
    .from(sentPdfs)
    .where(and(eq(sentPdfs.applicationId, applicationId), eq(sentPdfs.userId, userId)));
  await remove();
  await removeStoredFiles(
    ctx,
    rows.map((r) => r.fileKey),
  );
}
