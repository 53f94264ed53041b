import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import type { PdfTextItem } from "../../pdf/page-text/items";
import { denoisePage, enlargeTo, type GreyImage, invertDarkPanels, readPgm, writePgm } from "./denoise";
import { needsNumberPass, tesseractTsvItems } from "./tesseract-tsv";

/**
 * Optical character recognition of scanned CVs with the system's Tesseract (Debian `tesseract-ocr`,
 * `tesseract-ocr-ara`, `tesseract-ocr-eng`) and poppler's `pdftoppm`, both run as child processes
 * of the worker thread that imports the file (apps/server/src/workers): no download at run time,
 * no network. Each child gets what is left of the task's time (`deadlineMs`, under the worker's own
 * limit, so a child never outlives its task) and, where util-linux `prlimit` exists, an address
 * space cap; pages are rendered at most `maxSide` pixels on the long side (A4 at 212 dpi), so
 * neither a huge page nor a pixel bomb reaches Tesseract at full size. One Tesseract thread
 * (`OMP_THREAD_LIMIT=1`): the pool's other work keeps its cores.
 */

export const ocrLimits = {
  /** Pages of a scanned PDF read (CVs are one to three pages). */
  maxPages: 3,
  /**
   * Whole OCR, rendering included. The worker stops the import task at 15 s (import.service.ts
   * workerTimeoutMs), which also covers pdf.js finding no text first: OCR stops sooner, so the user
   * reads "the scanned pages took too long" rather than the generic message.
   */
  deadlineMs: 11_000,
  /** Long side of a rendered page in pixels: A4 at about 212 dpi (Tesseract reads CV text well from 200 dpi; 300 costs half again). */
  maxSide: 2480,
  /** Address space of each child process. */
  memoryBytes: 768 * 1024 * 1024,
  /** Largest image read (width × height). */
  maxPixels: 40_000_000,
} as const;

export type OcrFailure = "ocrMissing" | "ocrNoText" | "ocrTooSlow" | "notPdf";
export type OcrPages =
  | { ok: true; pages: PdfTextItem[][]; pagesSkipped: number }
  | { ok: false; reason: OcrFailure };

const languages = "ara+eng";
const prlimit = ["/usr/bin/prlimit", "/bin/prlimit"].find((path) => existsSync(path));

class ChildError extends Error {
  constructor(readonly reason: "missing" | "timeout" | "failed") {
    super(reason);
  }
}

function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  const [file, argv] = prlimit
    ? [prlimit, [`--as=${ocrLimits.memoryBytes}`, "--", command, ...args]]
    : [command, args];
  return new Promise((resolve, reject) => {
    if (timeoutMs <= 0) return reject(new ChildError("timeout"));
    execFile(
      file,
      argv,
      {
        timeout: timeoutMs,
        killSignal: "SIGKILL",
        maxBuffer: 8 * 1024 * 1024,
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", OMP_THREAD_LIMIT: "1", LC_ALL: "C.UTF-8" },
      },
      (error, stdout) => {
        if (!error) return resolve(stdout);
        const code = (error as NodeJS.ErrnoException).code;
        // prlimit reports a missing command as exit status 127 (execvp failed).
        if (code === "ENOENT" || (error as { code?: unknown }).code === 127)
          return reject(new ChildError("missing"));
        if ((error as { killed?: boolean }).killed) return reject(new ChildError("timeout"));
        reject(new ChildError("failed"));
      },
    );
  });
}

let available: Promise<boolean> | undefined;

/** Whether Tesseract with Arabic and English is installed (asked once per process). */
export function ocrAvailable(): Promise<boolean> {
  available ??= run("tesseract", ["--list-langs"], 5_000)
    .then((out) => {
      const langs = out.split(/\s+/);
      return langs.includes("ara") && langs.includes("eng");
    })
    .catch(() => false);
  return available;
}

/** Test seam: forget what ocrAvailable found. */
export function resetOcrAvailability(): void {
  available = undefined;
}

/**
 * Tesseract's options for a page: automatic page segmentation (`--psm 3`) and Sauvola's local
 * threshold (`thresholding_method=2`) instead of one Otsu threshold for the whole page, so text on
 * a grey table cell or a shaded band (a languages table, a sidebar) is not lost with its background.
 */
const pageOptions = ["--psm", "3", "-c", "thresholding_method=2"];

/**
 * Words of one page image, in points as if the page were `dpi` dots per inch. When the Arabic and
 * English reading has a year that seems cut short, the page is read again with English alone and
 * its numbers repair the first reading (tesseract-tsv.ts repairNumbers), if time is left.
 */
async function ocrImage(file: string, dpi: number, timeoutMs: number): Promise<PdfTextItem[]> {
  const started = Date.now();
  const args = (lang: string) => [file, "stdout", "-l", lang, "--dpi", String(dpi), ...pageOptions, "tsv"];
  const tsv = await run("tesseract", args(languages), timeoutMs);
  let numberTsv: string | undefined;
  const firstPassMs = Date.now() - started;
  // Only with room for it and for a next page (about one first pass each).
  if (needsNumberPass(tsv) && timeoutMs - firstPassMs > 3 * firstPassMs) {
    try {
      numberTsv = await run("tesseract", args("eng"), timeoutMs - (Date.now() - started));
    } catch (error) {
      if (error instanceof ChildError && error.reason === "missing") throw error;
      // Out of time or failed: keep the first reading.
    }
  }
  return tesseractTsvItems(tsv, dpi, numberTsv);
}

/**
 * OCR of a PDF's pages (rendered grey at `maxSide` pixels on the long side): positioned words per
 * page. Fails with `ocrMissing` when Tesseract (or its Arabic or English data, or pdftoppm) is not
 * installed, `ocrTooSlow` when not even the first page was read in time, `ocrNoText` when no word
 * was read. Never throws.
 */
export async function ocrPdf(
  bytes: Uint8Array,
  deadlineMs: number = ocrLimits.deadlineMs,
): Promise<OcrPages> {
  const started = Date.now();
  const left = () => deadlineMs - (Date.now() - started);
  if (!(await ocrAvailable())) return { ok: false, reason: "ocrMissing" };
  const dir = await mkdtemp(join(tmpdir(), "sira-ocr-"));
  try {
    const input = join(dir, "in.pdf");
    await writeFile(input, bytes);
    try {
      await run(
        "pdftoppm",
        [
          "-q",
          "-gray",
          "-scale-to",
          String(ocrLimits.maxSide),
          "-f",
          "1",
          "-l",
          String(ocrLimits.maxPages),
          input,
          join(dir, "page"),
        ],
        left(),
      );
    } catch (error) {
      if (error instanceof ChildError && error.reason === "missing")
        return { ok: false, reason: "ocrMissing" };
      if (error instanceof ChildError && error.reason === "timeout")
        return { ok: false, reason: "ocrTooSlow" };
      return { ok: false, reason: "notPdf" };
    }
    const images = (await readdir(dir)).filter((name) => /^page-\d+\.pgm$/.test(name)).sort();
    const pages: PdfTextItem[][] = [];
    for (const image of images) {
      // Positions in points as if the page were A4 (11.69 inches on its long side).
      try {
        // A grainy page (a phone's photo or scan) smoothed first, and light text on a dark
        // panel made dark on light (denoise.ts).
        const file = join(dir, image);
        const grey = readPgm(new Uint8Array(await readFile(file)));
        const cleaned = grey && cleanedPage(grey);
        if (cleaned) await writeFile(file, writePgm(cleaned));
        pages.push(await ocrImage(file, Math.round(ocrLimits.maxSide / 11.69), left()));
      } catch (error) {
        if (error instanceof ChildError && error.reason === "missing")
          return { ok: false, reason: "ocrMissing" };
        if (error instanceof ChildError && error.reason === "timeout") break;
        pages.push([]);
      }
    }
    if (!pages.length) return { ok: false, reason: "ocrTooSlow" };
    if (!pages.some((items) => items.some((item) => /[\p{L}\p{N}]/u.test(item.text))))
      return { ok: false, reason: "ocrNoText" };
    return { ok: true, pages, pagesSkipped: images.length - pages.length };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A page as Tesseract reads it best: smoothed when grainy (a phone's photo or scan), light text on
 * a dark panel made dark on light (denoise.ts). Undefined when nothing needed changing. Every OCR
 * path (PDF pages and pictures) goes through it.
 */
function cleanedPage(grey: GreyImage): GreyImage | undefined {
  const { image, smoothed } = denoisePage(grey);
  return invertDarkPanels(image) > 0 || smoothed ? image : undefined;
}

/**
 * A PNG or JPEG decoded to grey (on white where transparent), or undefined when it cannot be
 * decoded here (Tesseract then reads the file as it is). Its size was checked from the header.
 */
export function pictureToGrey(bytes: Uint8Array, type: "png" | "jpeg"): GreyImage | undefined {
  try {
    const { width, height, data } =
      type === "png"
        ? PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
        : jpeg.decode(bytes, {
            useTArray: true,
            formatAsRGBA: true,
            maxResolutionInMP: ocrLimits.maxPixels / 1e6,
            maxMemoryUsageInMB: 512,
          });
    const pixels = new Uint8Array(width * height);
    for (let i = 0; i < pixels.length; i++) {
      const alpha = data[i * 4 + 3]! / 255;
      const luma = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
      pixels[i] = Math.round(luma * alpha + 255 * (1 - alpha));
    }
    return { width, height, pixels };
  } catch {
    return undefined;
  }
}

/** Width and height of a PNG or JPEG from its header, or undefined for another format. */
export function imageSize(
  bytes: Uint8Array,
): { width: number; height: number; type: "png" | "jpeg" } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length > 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return { width: view.getUint32(16), height: view.getUint32(20), type: "png" };
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let i = 2; i + 9 < bytes.length; ) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1]!;
      const length = view.getUint16(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: view.getUint16(i + 5), width: view.getUint16(i + 7), type: "jpeg" };
      i += 2 + length;
    }
  }
  return undefined;
}

/**
 * OCR of one photographed or scanned page (PNG or JPEG): positioned words in points at the
 * image's size taken as 300 dpi when it is page sized. Images past `maxPixels` fail as notPdf's
 * image counterpart (`ocrNoText` is for images without words).
 */
export async function ocrPicture(
  bytes: Uint8Array,
  deadlineMs: number = ocrLimits.deadlineMs,
): Promise<OcrPages> {
  const size = imageSize(bytes);
  if (!size || size.width * size.height > ocrLimits.maxPixels || !size.width || !size.height)
    return { ok: false, reason: "notPdf" };
  if (!(await ocrAvailable())) return { ok: false, reason: "ocrMissing" };
  const dir = await mkdtemp(join(tmpdir(), "sira-ocr-"));
  try {
    let file = join(dir, `in.${size.type === "png" ? "png" : "jpg"}`);
    await writeFile(file, bytes);
    // Treat the long side as an A4 page's, so font sizes in points come out as on paper.
    let dpi = Math.max(70, Math.round(Math.max(size.width, size.height) / 11.69));
    // Decoded, a small photo is enlarged to a rendered PDF page's size, and cleaned as pages are.
    const grey = pictureToGrey(bytes, size.type);
    if (grey) {
      const page = enlargeTo(grey, ocrLimits.maxSide);
      const cleaned = cleanedPage(page);
      if (cleaned || page !== grey) {
        file = join(dir, "in.pgm");
        await writeFile(file, writePgm(cleaned ?? page));
        dpi = Math.max(70, Math.round(Math.max(page.width, page.height) / 11.69));
      }
    }
    try {
      const items = await ocrImage(file, dpi, deadlineMs);
      if (!items.some((item) => /[\p{L}\p{N}]/u.test(item.text))) return { ok: false, reason: "ocrNoText" };
      return { ok: true, pages: [items], pagesSkipped: 0 };
    } catch (error) {
      if (error instanceof ChildError && error.reason === "missing")
        return { ok: false, reason: "ocrMissing" };
      if (error instanceof ChildError && error.reason === "timeout")
        return { ok: false, reason: "ocrTooSlow" };
      return { ok: false, reason: "notPdf" };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
