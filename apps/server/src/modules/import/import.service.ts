import {
  type ImportIssue,
  type ImportResult,
  type ImportType,
  importMessages,
  isDocx,
  isOleDocument,
} from "@sira/importers";
import {
  type ErrorCode,
  type ImportOriginalKind,
  type Language,
  latinSlug,
  type Resume,
  type ResumeData,
  resumeDataSchema,
  resumeSlugMaxLength,
  resumeTitleMaxLength,
} from "@sira/schema";
import { maxImportUploadBytes } from "@sira/schema/constants";
import { acceptsMimeType } from "@sira/schema/import-formats";
import type { FileStore } from "../../adapters/files/files";
import type { UntrustedWork } from "../../untrusted-work";
import { UntrustedTaskError } from "../../workers/untrusted-pool";
import {
  importResume,
  type ResumeContext,
  saveImportOriginal,
  setResumeDefault,
  takenResumeSlugs,
} from "../resume/resume.public";

/** Longest a file may take to parse in the worker before the worker is stopped. */
export const workerTimeoutMs = 15_000;

/** Largest upload either endpoint reads: the importers' own caps (importLimits: PDF and zip 10 MB, JSON 5 MB). */
export const maxImportFileBytes = maxImportUploadBytes;

/**
 * The seam for a model server (AI_BASE_URL): given what the algorithmic parser produced and the
 * PDF's text, answer improved resume data. It is optional and untrusted: its answer is validated
 * and any failure or timeout keeps the algorithmic result, which always stands on its own.
 */
export interface ResumeRefiner {
  refine(input: { data: ResumeData; language: Language }): Promise<ResumeData>;
}

/** What the import rules need besides the resume rules: the worker pool, an optional refiner for parsed PDFs. */
export interface ImportContext extends ResumeContext {
  /** Where files are parsed: a worker thread with time and memory limits, never the main thread. */
  untrusted: UntrustedWork;
  refiner?: ResumeRefiner;
  /** How long a refiner may take before the algorithmic result is used (default 30 s). */
  refineTimeoutMs?: number;
  /** Where the uploaded original is kept for the builder's review step (absent: not kept). */
  files?: FileStore;
}

/** One uploaded file as the routes read it. */
export interface UploadedFile {
  bytes: Uint8Array;
  fileName: string;
  mimeType: string;
  /** True when the upload went past maxImportFileBytes and was cut. */
  truncated: boolean;
}

/** The result of an import: the created (default) resume, or the localized reasons nothing was created. */
export type ImportOutcome =
  | { ok: true; resume: Resume; warnings: string[]; originalKept?: boolean }
  | { ok: false; code: ErrorCode; issues: ImportIssue[] };

/** English texts of the "too large" messages (results cross a thread, so compare text, not identity). */
const tooLargeMessages = new Set<string>(
  [
    importMessages.pdfTooLarge,
    importMessages.pdfTooComplex,
    importMessages.zipTooLarge,
    importMessages.jsonTooLarge,
  ].map((message) => message.en),
);

/** A failed outcome with one issue. */
export const failOutcome = (
  code: ErrorCode,
  path: string,
  message: ImportIssue["message"],
): ImportOutcome => ({
  ok: false,
  code,
  issues: [{ path, message }],
});

/** True when the bytes start like a PDF (pdf.js accepts the header within the first KB). */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  return new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");
}

function tooLargeKeyOf(type: ImportType | "pdf") {
  if (type === "pdf") return importMessages.pdfTooLarge;
  return type === "linkedin-data-export-zip" ? importMessages.zipTooLarge : importMessages.jsonTooLarge;
}

/** Title of an imported resume: the person's name, else the file name without extension. */
function titleOf(data: ResumeData, fileName: string): string {
  const stem = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, "").replace(/[_]+/g, " ");
  const title =
    data.basics.name.trim() ||
    stem.trim() ||
    (data.metadata.language === "ar" ? "سيرة مستوردة" : "Imported resume");
  return title.slice(0, resumeTitleMaxLength).trim();
}

/**
 * A slug derived from the title (Latin even for an Arabic title, issue 42) that none of the
 * user's resumes uses yet ("name", "name-2", …).
 */
function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = (latinSlug(title) || "resume").slice(0, resumeSlugMaxLength - 4).replace(/(?<!-)-+$/, "");
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Insert the imported data as a new resume of the user. `makeDefault` (the uploader's choice,
 * issue 42): true makes it the default (spec §4's forced default, also when the form does not
 * say); false keeps the current default, so the recommended jobs do not change under the user.
 * A user without a default resume (a first resume) gets it as the default either way.
 */
async function createImportedResume(
  ctx: ResumeContext,
  userId: string,
  data: ResumeData,
  fileName: string,
  makeDefault: boolean,
): Promise<Resume> {
  const title = titleOf(data, fileName);
  const taken = await takenResumeSlugs(ctx.db, userId);
  const created = await importResume(ctx, userId, { title, slug: uniqueSlug(title, taken), data });
  return created.isDefault || !makeDefault ? created : setResumeDefault(ctx, userId, created.id, true);
}

/** Keep the uploaded file beside the new resume for the review step (issue 18); never fails the import. */
async function keepOriginal(
  ctx: ImportContext,
  userId: string,
  resume: Resume,
  file: UploadedFile,
  kind: ImportOriginalKind,
  ocr = false,
): Promise<boolean> {
  if (!ctx.files) return false;
  return saveImportOriginal(ctx.files, userId, resume.id, {
    bytes: file.bytes,
    fileName: file.fileName,
    kind,
    ocr,
  });
}

async function refineParsed(ctx: ImportContext, data: ResumeData): Promise<ResumeData> {
  if (!ctx.refiner) return data;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const refined = await Promise.race([
      ctx.refiner.refine({ data, language: data.metadata.language }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("refine timeout")), ctx.refineTimeoutMs ?? 30_000);
      }),
    ]);
    const checked = resumeDataSchema.safeParse(refined);
    return checked.success ? checked.data : data;
  } catch {
    return data;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Parse a file in the worker pool. A task stopped for time or memory (a file built to freeze or
 * exhaust the parser) answers the localized "took too long" or "too large"; a full pool, or a
 * user with uploads of their own still parsing (the pool's per-owner limit), answers RateLimited
 * (try again shortly). Nothing is created in any of these cases.
 */
async function parseInWorker(
  parse: () => Promise<ImportResult>,
  tooLarge: ImportIssue["message"],
): Promise<ImportResult | ImportOutcome> {
  try {
    return await parse();
  } catch (error) {
    if (!(error instanceof UntrustedTaskError)) throw error;
    if (error.reason === "memory") return failOutcome("PayloadTooLarge", "file", tooLarge);
    // A full pool, or this user's uploads already parsing: try again shortly (Retry-After).
    if (error.reason === "busy" || error.reason === "limit")
      return failOutcome("RateLimited", "file", importMessages.fileTooSlow);
    return failOutcome("ValidationError", "file", importMessages.fileTooSlow);
  }
}

const isOutcome = (value: ImportResult | ImportOutcome): value is ImportOutcome =>
  "code" in value || "resume" in value;

function outcomeOfFailure(result: Extract<ImportResult, { ok: false }>): ImportOutcome {
  const tooLarge = result.errors.some((issue) => tooLargeMessages.has(issue.message.en));
  // A scan on a server without Tesseract: the code's text says so in every interface locale.
  const noOcr = result.errors.some((issue) => issue.message.en === importMessages.ocrMissing.en);
  const code = noOcr ? "ScanReaderMissing" : tooLarge ? "PayloadTooLarge" : "ValidationError";
  return { ok: false, code, issues: result.errors };
}

/** What an upload to POST /api/storage/cv is, by its first bytes (and entries) and its declared type. */
export function cvFileKind(file: UploadedFile): "pdf" | "docx" | "doc" | undefined {
  const mime = file.mimeType;
  if (hasPdfMagic(file.bytes)) return acceptsMimeType("pdf", mime) ? "pdf" : undefined;
  if (isOleDocument(file.bytes)) return "doc";
  if (isDocx(file.bytes)) return acceptsMimeType("docx", mime) ? "docx" : undefined;
  return undefined;
}

/**
 * POST /api/storage/cv: a PDF or a Word document (.docx), recognised by magic bytes (a zip holding
 * word/document.xml) and declared type, parsed in the worker pool into a new resume (the default unless `makeDefault` is false). A
 * scanned PDF is read with OCR in the same task (kept original marked `ocr`; without Tesseract:
 * ScanReaderMissing). An old binary .doc answers "save it as .docx or PDF"; oversized, other,
 * encrypted, broken or unreadable files create nothing and answer the reason.
 */
export async function uploadPdfResume(
  ctx: ImportContext,
  userId: string,
  file: UploadedFile,
  makeDefault = true,
): Promise<ImportOutcome> {
  if (file.truncated || file.bytes.byteLength > maxImportFileBytes)
    return failOutcome("PayloadTooLarge", "file", tooLargeKeyOf("pdf"));
  const kind = cvFileKind(file);
  if (kind === "doc") return failOutcome("UnsupportedMediaType", "file", importMessages.docLegacy);
  if (!kind) return failOutcome("UnsupportedMediaType", "file", importMessages.notCvFile);
  const parsed = await parseInWorker(
    () => ctx.untrusted.run("importFile", { type: kind, bytes: file.bytes }, { timeoutMs: workerTimeoutMs }),
    kind === "docx" ? importMessages.zipTooLarge : importMessages.pdfTooComplex,
  );
  if (isOutcome(parsed)) return parsed;
  if (!parsed.ok) return outcomeOfFailure(parsed);
  const data = await refineParsed(ctx, parsed.data);
  const resume = await createImportedResume(ctx, userId, data, file.fileName, makeDefault);
  return {
    ok: true,
    resume,
    warnings: parsed.warnings,
    originalKept: await keepOriginal(ctx, userId, resume, file, kind, parsed.ocr === true),
  };
}

/**
 * POST /api/resume/import/file: a JSON Resume, LinkedIn export zip or Reactive Resume file imported
 * as a new resume (the default unless `makeDefault` is false). An invalid file answers the importer's localized issues and creates nothing.
 */
export async function importResumeFile(
  ctx: ImportContext,
  userId: string,
  type: ImportType,
  file: UploadedFile,
  makeDefault = true,
): Promise<ImportOutcome> {
  if (file.truncated || file.bytes.byteLength > maxImportFileBytes)
    return failOutcome("PayloadTooLarge", "file", tooLargeKeyOf(type));
  const result = await parseInWorker(
    () => ctx.untrusted.run("importFile", { type, bytes: file.bytes }, { timeoutMs: workerTimeoutMs }),
    tooLargeKeyOf(type),
  );
  if (isOutcome(result)) return result;
  if (!result.ok) return outcomeOfFailure(result);
  const resume = await createImportedResume(ctx, userId, result.data, file.fileName, makeDefault);
  const kind = type === "linkedin-data-export-zip" ? "zip" : "json";
  return {
    ok: true,
    resume,
    warnings: result.warnings,
    originalKept: await keepOriginal(ctx, userId, resume, file, kind),
  };
}
