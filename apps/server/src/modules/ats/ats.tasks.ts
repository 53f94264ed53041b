/**
 * The ATS view's task in the untrusted-work pool's threads (src/untrusted-tasks.ts): plain data
 * in and out, no database or files. It loads its comparison on first use (a dynamic import,
 * evaluated lazily in the bundle), so import and render threads start without it.
 */
import { extractLines, MissingReaderError } from "@sira/pdf-text";
import { type AtsReader, type AtsReport, atsReaders, type ResumeData } from "@sira/schema";

/**
 * The ATS view's report: poppler's reading of the PDF and pypdf's (child processes, spawned here:
 * forking a large server process blocks the thread that forks) and MuPDF's (WebAssembly), each
 * parsed back and compared with the resume data. A reader that is not installed is named in
 * `missing`; one that fails on this PDF is left out.
 */
export async function atsReport(input: { data: ResumeData; pdf: Uint8Array }): Promise<AtsReport> {
  const { atsReportOf } = await import("./ats-compare");
  const extractions: { reader: AtsReader; lines: string[] }[] = [];
  const missing: AtsReader[] = [];
  for (const reader of atsReaders) {
    try {
      extractions.push({ reader, lines: await extractLines(input.pdf, reader) });
    } catch (error) {
      if (error instanceof MissingReaderError) missing.push(reader);
      else console.warn(`ATS view: ${reader} could not read the PDF`, error);
    }
  }
  return atsReportOf(input.data, extractions, missing);
}
