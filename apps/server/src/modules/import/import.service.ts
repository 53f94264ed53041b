import {
  type ImportIssue,
  type ImportResult,
  type ImportType,
  importMessages,
  importResume as importResumeFromFile,
  parsePdfResume,
} from "@sira/importers";
import {
  type ErrorCode,
  type Language,
  type Resume,
  type ResumeData,
  resumeDataSchema,
  resumeSlugMaxLength,
  resumeTitleMaxLength,
  slugify,
} from "@sira/schema";
import { importResume, listResumes, type ResumeContext, setResumeDefault } from "../resume/resume.service";

/** Largest upload either endpoint reads: the importers' own caps (PDF and zip 10 MB, JSON 5 MB). */
export const maxImportFileBytes = 10 * 1024 * 1024;

/**
 * The seam for a model server (AI_BASE_URL): given what the algorithmic parser produced and the
 * PDF's text, answer improved resume data. It is optional and untrusted: its answer is validated
 * and any failure or timeout keeps the algorithmic result, which always stands on its own.
 */
export interface ResumeRefiner {
  refine(input: { data: ResumeData; language: Language }): Promise<ResumeData>;
}

/** What the import rules need besides the resume rules: an optional refiner for parsed PDFs. */
export interface ImportContext extends ResumeContext {
  refiner?: ResumeRefiner;
  /** How long a refiner may take before the algorithmic result is used (default 30 s). */
  refineTimeoutMs?: number;
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
  | { ok: true; resume: Resume; warnings: string[] }
  | { ok: false; code: ErrorCode; issues: ImportIssue[] };

const pdfMimeTypes = new Set(["application/pdf", "application/x-pdf", "application/octet-stream", ""]);
const tooLargeMessages = new Set<unknown>([
  importMessages.pdfTooLarge,
  importMessages.zipTooLarge,
  importMessages.jsonTooLarge,
]);

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

/** A slug derived from the title that none of the user's resumes uses yet ("name", "name-2", …). */
function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = (slugify(title) || "resume").slice(0, resumeSlugMaxLength - 4).replace(/-+$/, "");
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Insert the imported data as a new resume of the user and make it the default (spec §4). */
async function createImportedResume(
  ctx: ResumeContext,
  userId: string,
  data: ResumeData,
  fileName: string,
): Promise<Resume> {
  const title = titleOf(data, fileName);
  const taken = new Set((await listResumes(ctx, userId)).map((r) => r.slug));
  const created = await importResume(ctx, userId, { title, slug: uniqueSlug(title, taken), data });
  return created.isDefault ? created : setResumeDefault(ctx, userId, created.id, true);
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

function outcomeOfFailure(result: Extract<ImportResult, { ok: false }>): ImportOutcome {
  const tooLarge = result.errors.some((issue) => tooLargeMessages.has(issue.message));
  return { ok: false, code: tooLarge ? "PayloadTooLarge" : "ValidationError", issues: result.errors };
}

/**
 * POST /api/storage/cv: a PDF (by magic bytes and declared type) parsed into a new default resume.
 * Oversized, non-PDF, encrypted, broken or text-less files create nothing and answer the reason.
 */
export async function uploadPdfResume(
  ctx: ImportContext,
  userId: string,
  file: UploadedFile,
): Promise<ImportOutcome> {
  if (file.truncated || file.bytes.byteLength > maxImportFileBytes)
    return failOutcome("PayloadTooLarge", "file", tooLargeKeyOf("pdf"));
  if (!hasPdfMagic(file.bytes) || !pdfMimeTypes.has(file.mimeType.toLowerCase()))
    return failOutcome("UnsupportedMediaType", "file", importMessages.notPdf);
  const parsed = await parsePdfResume(file.bytes);
  if (!parsed.ok) return outcomeOfFailure(parsed);
  const data = await refineParsed(ctx, parsed.data);
  return {
    ok: true,
    resume: await createImportedResume(ctx, userId, data, file.fileName),
    warnings: parsed.warnings,
  };
}

/**
 * POST /api/resume/import/file: a JSON Resume, LinkedIn export zip or Reactive Resume file imported
 * as a new default resume. An invalid file answers the importer's localized issues and creates nothing.
 */
export async function importResumeFile(
  ctx: ResumeContext,
  userId: string,
  type: ImportType,
  file: UploadedFile,
): Promise<ImportOutcome> {
  if (file.truncated || file.bytes.byteLength > maxImportFileBytes)
    return failOutcome("PayloadTooLarge", "file", tooLargeKeyOf(type));
  const result = importResumeFromFile({ type, input: file.bytes });
  if (!result.ok) return outcomeOfFailure(result);
  return {
    ok: true,
    resume: await createImportedResume(ctx, userId, result.data, file.fileName),
    warnings: result.warnings,
  };
}
