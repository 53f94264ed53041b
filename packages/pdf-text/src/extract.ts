import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Text of a PDF as screening systems extract it, with three real extractors that stand for most
 * of them: poppler's `pdftotext` (reading order; what most server-side parsers use; needs the
 * poppler-utils package), MuPDF (npm `mupdf`, WebAssembly, in process; honours `/ActualText`;
 * PyMuPDF's engine) and pypdf (`page.extract_text()`, what Python screening pipelines such as
 * LangChain's PyPDFLoader read; needs python3 with pypdf, Debian python3-pypdf).
 * Self-contained on purpose (nothing but Node and `mupdf`, loaded on first use) so the
 * Arabic-PDF extraction harness (bench/ats-eval) shares it. Each function throws when the file
 * does not open, and `MissingReaderError` when the extractor is not installed.
 */
export type PdfReader = "poppler" | "mupdf" | "pypdf";

/** The extractor is not installed on this machine (no `pdftotext`, no python3 with pypdf). */
export class MissingReaderError extends Error {
  constructor(readonly reader: PdfReader) {
    super(`${reader} is not installed`);
  }
}

/** Longest an extractor may take over one PDF. */
const timeoutMs = 20_000;

const directionControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A line without the invisible direction controls poppler wraps right-to-left lines in
 * (U+202A-U+202E, U+2066-U+2069, LRM, RLM): parsers drop them.
 */
export function withoutDirectionControls(line: string): string {
  return line.replace(directionControls, "");
}

/** `command` with `args(file)` over the PDF written to a private temp dir: its standard output. */
async function runOnFile(
  reader: PdfReader,
  command: string,
  args: (file: string) => string[],
  pdf: Uint8Array,
  missingExit?: number,
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `sira-${reader}-`));
  try {
    const file = join(dir, "in.pdf");
    await writeFile(file, pdf);
    return await new Promise<string>((resolve, reject) => {
      execFile(
        command,
        args(file),
        {
          timeout: timeoutMs,
          maxBuffer: 16 * 1024 * 1024,
          encoding: "utf8",
          env: { ...process.env, PYTHONIOENCODING: "utf-8" },
        },
        (error, stdout) => {
          if (!error) resolve(stdout);
          else if (
            (error as NodeJS.ErrnoException).code === "ENOENT" ||
            (missingExit !== undefined && error.code === missingExit)
          )
            reject(new MissingReaderError(reader));
          else reject(error);
        },
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `pdftotext -enc UTF-8 file -` (default reading-order mode). */
function popplerText(pdf: Uint8Array): Promise<string> {
  return runOnFile("poppler", "pdftotext", (file) => ["-q", "-enc", "UTF-8", file, "-"], pdf);
}

/** pypdf's `extract_text()` of each page, pages separated by a form feed; exit 3: no pypdf. */
const pypdfScript = [
  "import sys",
  "try:",
  "    from pypdf import PdfReader",
  "except ImportError:",
  "    sys.exit(3)",
  'sys.stdout.write("\\f".join(p.extract_text() or "" for p in PdfReader(sys.argv[1]).pages))',
].join("\n");

/**
 * pypdf's text of the PDF, with the first python3 that has pypdf: `PYTHON`, `python3` on the
 * path, then Debian's own `/usr/bin/python3` (where python3-pypdf installs).
 */
async function pypdfText(pdf: Uint8Array): Promise<string> {
  const pythons = [
    ...new Set([process.env.PYTHON, "python3", "/usr/bin/python3"].filter(Boolean)),
  ] as string[];
  for (const python of pythons) {
    try {
      return await runOnFile("pypdf", python, (file) => ["-c", pypdfScript, file], pdf, 3);
    } catch (error) {
      if (!(error instanceof MissingReaderError)) throw error;
    }
  }
  throw new MissingReaderError("pypdf");
}

type MuPdf = typeof import("mupdf");
let mupdfModule: Promise<MuPdf> | undefined;

/** The text of each page as MuPDF's structured-text device reads it, in its reading order. */
async function mupdfPages(pdf: Uint8Array): Promise<string[]> {
  mupdfModule ??= import("mupdf");
  const mupdf = await mupdfModule;
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    const pages: string[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      try {
        const text = page.toStructuredText("preserve-whitespace");
        pages.push(text.asText());
        text.destroy();
      } finally {
        page.destroy();
      }
    }
    return pages;
  } finally {
    doc.destroy();
  }
}

/**
 * The whole text of `pdf` as `reader` extracts it: every page, pages separated by a form feed, in
 * the order the reader reads it, with the direction controls it writes (what the harness scores).
 */
export async function extractText(pdf: Uint8Array, reader: PdfReader): Promise<string> {
  if (reader === "poppler") return popplerText(pdf);
  if (reader === "pypdf") return pypdfText(pdf);
  return (await mupdfPages(pdf)).join("\f");
}

/**
 * The lines of `pdf` as `reader` extracts them, page after page, each without direction controls
 * (what the ATS view parses back and compares).
 */
export async function extractLines(pdf: Uint8Array, reader: PdfReader): Promise<string[]> {
  const lines =
    reader === "mupdf"
      ? (await mupdfPages(pdf)).flatMap((page) => page.split(/\r?\n/))
      : (await extractText(pdf, reader)).split(/\r?\n|\f/);
  return lines.map(withoutDirectionControls);
}

const harakat = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const bidiControls = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Extracted (or source) text in the form ATS keyword matching compares: Unicode NFKC (Arabic
 * presentation forms to letters), no harakat, tatweel or bidi controls, runs of white space as
 * one space.
 */
export function normalizeForAts(text: string): string {
  return text
    .normalize("NFKC")
    .replace(harakat, "")
    .replace(/\u0640/g, "")
    .replace(bidiControls, "")
    .replace(/\s+/g, " ")
    .trim();
}
