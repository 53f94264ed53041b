import { createHash } from "node:crypto";
import { type AtsReport, atsReportSchema } from "@sira/schema";
import { AppError } from "../../http/app-error";
import { runForRequest } from "../../http/task-failure";
import {
  buildPrintDocument,
  findCached,
  findOwnPrintable,
  obtainFile,
  type PrintContext,
  printPriorityOf,
  storeMadeFile,
} from "../print/print.public";

/** Bump when the reading or the comparison changes, so cached reports are made again. */
const analysisVersion = "ats-v2";
/** Longest the report may run in the worker pool (three readers, parsing back, comparing): its running time. */
const atsReportTimeoutMs = 15_000;

/**
 * GET /api/resume/ats/:id: what screening systems read from the owner's current PDF (free). The
 * PDF of the current content is the cached one or a fresh render (recorded without a charge: a
 * later download of the same content still pays once), each reader's text is parsed back with
 * our PDF importer and compared with the resume data (in the worker pool: `atsReportOf`). The
 * report is cached per content.
 */
export async function getAtsReport(ctx: PrintContext, userId: string, resumeId: string): Promise<AtsReport> {
  const resume = await findOwnPrintable(ctx, userId, resumeId);
  const doc = await buildPrintDocument(ctx.document, resume.userId, resume.data);
  const contentHash = createHash("sha256").update(`${analysisVersion}\0${doc.contentHash}`).digest("hex");
  const key = { resumeId: resume.id, kind: "ats" as const, contentHash };
  const cached = await findCached(ctx, key);
  const cachedFile = cached ? await ctx.files.get(cached.fileKey) : undefined;
  if (cachedFile) {
    const parsed = atsReportSchema.safeParse(JSON.parse(new TextDecoder().decode(cachedFile.body)));
    if (parsed.success) return parsed.data;
  }

  const source = await obtainFile(ctx, resume, doc, "pdf", await printPriorityOf(ctx.db, userId));
  const row = await source.record(ctx.db);
  const pdf = await ctx.files.get(row.fileKey);
  if (!pdf) throw new AppError("ResumePrinterError");
  // poppler's, MuPDF's and pypdf's readings, parsing back and comparing grow with the resume's
  // text (and spawning poppler and python3 forks this process): in the worker pool.
  const report = await runForRequest(() =>
    ctx.document.untrusted.run(
      "atsReport",
      { data: resume.data, pdf: pdf.body },
      { timeoutMs: atsReportTimeoutMs },
    ),
  );
  if (report.readings.length === 0) throw new AppError("SomethingWentWrong");

  if (!cached)
    await storeMadeFile(ctx, resume, key, {
      folder: "ats",
      extension: "json",
      body: new TextEncoder().encode(JSON.stringify(report)),
      contentType: "application/json",
      pages: 0,
    });
  return report;
}
