import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import type { PdfTextItem } from "../../pdf/page-text/items";
import { denoisePage, enlargeTo, type GreyImage, invertDarkPanels, readPgm, writePgm } from "./denoise";
import { type Box, cropStretched, missedTextBands } from "./regions";
import {
  bestContactReading,
  contactGroups,
  needsNumberPass,
  placeWords,
  readWords,
  type Word,
  wordItems,
} from "./tesseract-tsv";

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
 * its numbers repair the first reading (tesseract-tsv.ts repairNumbers), if time is left. With the
 * page's `images`, and time left, a page read poorly has the text its layout dropped read band by
 * band (readMissedBands), and doubtful e-mails and phones are read again from crops
 * (readContactsAgain); each second reading is one Tesseract run, and a failed or late one leaves
 * the first reading as it was.
 */
async function ocrImage(
  file: string,
  dpi: number,
  timeoutMs: number,
  images?: PageImages,
): Promise<PdfTextItem[]> {
  const started = Date.now();
  const left = () => timeoutMs - (Date.now() - started);
  const args = (lang: string) => [file, "stdout", "-l", lang, "--dpi", String(dpi), ...pageOptions, "tsv"];
  const tsv = await run("tesseract", args(languages), timeoutMs);
  let words = readWords(tsv);
  let numberWords: Word[] | undefined;
  const firstPassMs = Date.now() - started;
  // Second readings only with room for them and for a next page (about one first pass each).
  const room = () => left() > 3 * firstPassMs;
  const keepFirst = (error: unknown) => {
    if (error instanceof ChildError && error.reason === "missing") throw error;
    // Out of time or failed: keep the first reading.
  };
  if (needsNumberPass(tsv) && room()) {
    try {
      numberWords = readWords(await run("tesseract", args("eng"), left()));
    } catch (error) {
      keepFirst(error);
    }
  }
  if (images && room() && poorlyRead(words)) {
    try {
      words = await readMissedBands(images, tsv, words, dpi, left());
    } catch (error) {
      keepFirst(error);
    }
  }
  if (images && room()) {
    try {
      words = await readContactsAgain(images, words, dpi, left());
    } catch (error) {
      keepFirst(error);
    }
  }
  return wordItems(words, dpi, numberWords);
}

/** A page as read (smoothed, panels inverted) and as rendered, with a folder for crops. */
interface PageImages {
  page: GreyImage;
  rendered: GreyImage;
  dir: string;
}

/**
 * Crops read by one Tesseract run (a list of image files: the languages load once), each crop's
 * words in its own pixels.
 */
async function readCrops(
  dir: string,
  crops: GreyImage[],
  lang: string,
  options: string[],
  dpi: number,
  timeoutMs: number,
): Promise<Word[][]> {
  const files = await Promise.all(
    crops.map(async (crop, i) => {
      const file = join(dir, `crop-${i}.pgm`);
      await writeFile(file, writePgm(crop));
      return file;
    }),
  );
  const list = join(dir, "crops.txt");
  await writeFile(list, `${files.join("\n")}\n`);
  const tsv = await run(
    "tesseract",
    [list, "stdout", "-l", lang, "--dpi", String(dpi), ...options, "tsv"],
    timeoutMs,
  );
  // One TSV page per crop, numbered from 1.
  const byPage: string[][] = crops.map(() => []);
  for (const row of tsv.split("\n")) {
    const page = Number(row.split("\t", 2)[1]);
    if (page >= 1 && page <= crops.length) byPage[page - 1]!.push(row);
  }
  return byPage.map((rows) => readWords(rows.join("\n")));
}

/**
 * Text Tesseract's page layout dropped (regions.ts missedTextBands) read again, band by band
 * (`--psm 6`), and added to the page's words: lines read with a mean confidence of 45 or more,
 * without their words under 20, and no word read already. Only for a page read poorly (a mean
 * word confidence under `poorPage`, or almost no words): on a page read well the bands are a
 * heading's rule or a photo, and what they add is noise.
 */
async function readMissedBands(
  images: PageImages,
  tsv: string,
  words: Word[],
  dpi: number,
  timeoutMs: number,
): Promise<Word[]> {
  const covered: Box[] = [];
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells[0] !== "4" && !(cells[0] === "5" && cells[11]?.trim())) continue;
    covered.push({
      x: Number(cells[6]),
      y: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
    });
  }
  const bands = missedTextBands(images.page, covered, dpi);
  if (!bands.length) return words;
  const readings = await readCrops(
    images.dir,
    bands.map((band) => cropStretched(images.page, band)),
    languages,
    ["--psm", "6", "-c", "thresholding_method=2"],
    dpi,
    timeoutMs,
  );
  const added: Word[] = [];
  readings.forEach((read, i) => {
    const lines = new Map<string, Word[]>();
    for (const word of read) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
    for (const [line, lineWords] of lines) {
      const mean = lineWords.reduce((sum, w) => sum + w.conf, 0) / lineWords.length;
      if (mean < 45) continue;
      for (const word of lineWords) {
        if (word.conf < 20) continue;
        const placed = {
          ...word,
          line: `band${i}.${line}`,
          x: word.x + bands[i]!.x,
          top: word.top + bands[i]!.y,
        };
        // Not a word read already: over one, or the same text a line away (a heading's rule
        // gave the band).
        const again = words.some(
          (w) =>
            overlapShare(w, placed) > 0.5 ||
            (w.text === placed.text && Math.abs(w.top - placed.top) < 2 * Math.max(w.height, placed.height)),
        );
        if (!again) added.push(placed);
      }
    }
  });
  return [...words, ...added];
}

/**
 * Contact words read well enough not to be read again: every word at least 90 % confident (a
 * phone's joined groups and an e-mail's misread letters come with 80 or less).
 */
export function readWell(words: readonly Word[]): boolean {
  return words.every((w) => w.conf >= 90);
}

/** Mean word confidence under which a page's missed bands are read (phone scans read well: 75–85). */
const poorPage = 70;

/** A page read poorly: fewer than 20 words, or their mean confidence under poorPage. */
export function poorlyRead(words: readonly Word[]): boolean {
  if (words.length < 20) return true;
  return words.reduce((sum, w) => sum + w.conf, 0) / words.length < poorPage;
}

/** How much of `b`'s box lies inside `a`'s. */
function overlapShare(a: Word, b: Word): number {
  const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const y = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return x > 0 && y > 0 ? (x * y) / Math.max(1, b.width * b.height) : 0;
}

/**
 * E-mail addresses and phone numbers read again from small crops of their words alone
 * (tesseract-tsv.ts contactGroups) with English only and `--psm 7` (one line), from the page as
 * read and from the page as rendered (the median that helps the page costs thin strokes: an `l`
 * read `i`), each also with its light stretched. The reading that makes a whole address or number with
 * the best confidence replaces the first one, only when it scores better (contactScore).
 */
async function readContactsAgain(
  images: PageImages,
  words: Word[],
  dpi: number,
  timeoutMs: number,
): Promise<Word[]> {
  const groups = contactGroups(words)
    .filter((group) => !readWell(group.words))
    .slice(0, 3);
  if (!groups.length) return words;
  // Four crops a group: the page as read and as rendered, each as it is and with its light stretched.
  const crops = groups.flatMap((group) =>
    [images.page, images.rendered].flatMap((image) => [
      cropStretched(image, group.box, false),
      cropStretched(image, group.box),
    ]),
  );
  const readings = await readCrops(
    images.dir,
    crops,
    "eng",
    ["--psm", "7", "-c", "thresholding_method=2"],
    dpi,
    timeoutMs,
  );
  let out = words;
  groups.forEach((group, g) => {
    const line = group.words[0]!.line;
    const options = readings.slice(4 * g, 4 * g + 4).map((read) => placeWords(read, group.box, line));
    const best = bestContactReading(group.kind, [group.words, ...options]);
    if (best) out = [...out.filter((w) => !group.words.includes(w)), ...best];
  });
  return out;
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
        const images = grey && (await prepared(grey, file, dir));
        pages.push(await ocrImage(file, Math.round(ocrLimits.maxSide / 11.69), left(), images));
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
 * A page made ready for Tesseract (cleanedPage) and written to `file` when it changed, with the
 * page as rendered (dark panels inverted, not smoothed) for the crops read again.
 */
async function prepared(grey: GreyImage, file: string, dir: string): Promise<PageImages> {
  const rendered = { ...grey, pixels: grey.pixels.slice() };
  const cleaned = cleanedPage(grey);
  if (!cleaned) return { page: grey, rendered: grey, dir };
  await writeFile(file, writePgm(cleaned));
  invertDarkPanels(rendered);
  return { page: cleaned, rendered, dir };
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
    let images: PageImages | undefined;
    if (grey) {
      const page = enlargeTo(grey, ocrLimits.maxSide);
      file = join(dir, "in.pgm");
      if (page !== grey) await writeFile(file, writePgm(page));
      images = await prepared(page, file, dir);
      if (page === grey && images.page === grey)
        file = join(dir, `in.${size.type === "png" ? "png" : "jpg"}`);
      dpi = Math.max(70, Math.round(Math.max(page.width, page.height) / 11.69));
    }
    try {
      const items = await ocrImage(file, dpi, deadlineMs, images);
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
