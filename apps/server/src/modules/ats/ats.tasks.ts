/**
 * The ATS view's task in the untrusted-work pool's threads (src/untrusted-tasks.ts): plain data
 * in and out, no database or files. It loads its comparison on first use (a dynamic import,
 * evaluated lazily in the bundle), so import and render threads start without it.
 */
import { extractLines, type PdfReader } from "@sira/pdf-text";
import type { AtsReport, ResumeData } from "@sira/schema";

/**
 * The ATS view's report: poppler's reading of the PDF (a child process, spawned here: forking a
 * large server process blocks the thread that forks) and MuPDF's (WebAssembly), each parsed back
 * and compared with the resume data. A reader that fails or is missing is left out.
 */
export async function atsReport(input: { data: ResumeData; pdf: Uint8Array }): Promise<AtsReport> {
  const { atsReportOf } = await import("./ats-compare");
  const extractions: { reader: PdfReader; lines: string[] }[] = [];
  try {
    extractions.push({ reader: "poppler", lines: await extractLines(input.pdf, "poppler") });
  } catch (error) {
    console.warn("ATS view: poppler could not read the PDF", error);
  }
  try {
    extractions.push({ reader: "mupdf", lines: await extractLines(input.pdf, "mupdf") });
  } catch {
    // Left out, as a missing reader is: the report has the readings that worked.
  }
  return atsReportOf(input.data, extractions);
}
