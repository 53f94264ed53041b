import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Text of a PDF as screening systems extract it, with two real extractors: poppler's `pdftotext`
 * (reading order; what most server-side parsers use) and MuPDF (npm `mupdf`, WebAssembly; honours
 * `/ActualText`). Self-contained on purpose (no project imports) so the Arabic-PDF extraction
 * harness can share it. Each answers the text's lines without the invisible direction controls
 * poppler wraps right-to-left lines in (U+202A-U+202E, U+2066-U+2069, LRM, RLM: parsers drop
 * them), or throws when the extractor is missing or the file does not open.
 */

const directionControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A line without direction controls. */
export function withoutDirectionControls(line: string): string {
  return line.replace(directionControls, "");
}

export type PdfReader = "poppler" | "mupdf";

const timeoutMs = 20_000;

/** `pdftotext -enc UTF-8 file -` (default reading-order mode), the PDF written to a private temp dir. */
export async function extractWithPoppler(pdf: Uint8Array, command = "pdftotext"): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "sira-pdftotext-"));
  try {
    const file = join(dir, "in.pdf");
    await writeFile(file, pdf);
    const text = await new Promise<string>((resolve, reject) => {
      execFile(
        command,
        ["-q", "-enc", "UTF-8", file, "-"],
        { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, encoding: "utf8" },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
    return text.split(/\r?\n|\f/).map(withoutDirectionControls);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type MuPdf = typeof import("mupdf");
let mupdfModule: Promise<MuPdf> | undefined;

/** MuPDF's structured text of every page, one line per text line, in its reading order. */
export async function extractWithMupdf(pdf: Uint8Array): Promise<string[]> {
  mupdfModule ??= import("mupdf");
  const mupdf = await mupdfModule;
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    const lines: string[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      try {
        const text = page.toStructuredText("preserve-whitespace");
        lines.push(...text.asText().split(/\r?\n/).map(withoutDirectionControls));
        text.destroy();
      } finally {
        page.destroy();
      }
    }
    return lines;
  } finally {
    doc.destroy();
  }
}
