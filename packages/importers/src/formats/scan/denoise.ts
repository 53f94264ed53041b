/**
 * A grey page image (binary PGM, as `pdftoppm -gray` writes it) read and written, and its
 * grain softened by a 3 × 3 median before Tesseract reads it (see ocr.ts).
 */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A binary PGM (P5, 8 bits) read; undefined for anything else. */
export function readPgm(bytes: Uint8Array): GreyImage | undefined {
  let at = 0;
  const token = (): string | undefined => {
    while (at < bytes.length) {
      const c = bytes[at]!;
      if (c === 0x23) while (at < bytes.length && bytes[at] !== 0x0a) at++;
      else if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) at++;
      else break;
    }
    const start = at;
    while (at < bytes.length && ![0x20, 0x0a, 0x0d, 0x09].includes(bytes[at]!)) at++;
    return start < at ? new TextDecoder("latin1").decode(bytes.subarray(start, at)) : undefined;
  };
  if (token() !== "P5") return undefined;
  const width = Number(token());
  const height = Number(token());
  const max = Number(token());
  at++; // the one whitespace after the header
  if (!(width > 0 && height > 0 && max === 255) || bytes.length - at < width * height) return undefined;
  return { width, height, pixels: bytes.slice(at, at + width * height) };
}

export function writePgm(image: GreyImage): Uint8Array {
  const head = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(head.length + image.pixels.length);
  out.set(head);
  out.set(image.pixels, head.length);
  return out;
}

/** The 3 × 3 median of each pixel (edges: the pixel kept); a sorting network of nine values. */
export function median3(image: GreyImage): GreyImage {
  const { width: w, height: h, pixels } = image;
  const out = new Uint8Array(pixels);
  const p = new Uint8Array(9);
  const sort = (a: number, b: number) => {
    if (p[a]! > p[b]!) {
      const t = p[a]!;
      p[a] = p[b]!;
      p[b] = t;
    }
  };
  for (let y = 1; y < h - 1; y++) {
    const up = (y - 1) * w;
    const mid = y * w;
    const down = (y + 1) * w;
    for (let x = 1; x < w - 1; x++) {
      p[0] = pixels[up + x - 1]!;
      p[1] = pixels[up + x]!;
      p[2] = pixels[up + x + 1]!;
      p[3] = pixels[mid + x - 1]!;
      p[4] = pixels[mid + x]!;
      p[5] = pixels[mid + x + 1]!;
      p[6] = pixels[down + x - 1]!;
      p[7] = pixels[down + x]!;
      p[8] = pixels[down + x + 1]!;
      // Paeth's median-of-nine network (19 exchanges): p[4] ends as the median.
      sort(1, 2);
      sort(4, 5);
      sort(7, 8);
      sort(0, 1);
      sort(3, 4);
      sort(6, 7);
      sort(1, 2);
      sort(4, 5);
      sort(7, 8);
      sort(0, 3);
      sort(5, 8);
      sort(4, 7);
      sort(3, 6);
      sort(1, 4);
      sort(2, 5);
      sort(4, 7);
      sort(4, 2);
      sort(6, 4);
      sort(4, 2);
      out[mid + x] = p[4]!;
    }
  }
  return { width: w, height: h, pixels: out };
}

/**
 * Grain of a page: the mean difference between a paper pixel (light after the median) and its 3 × 3
 * median. A clean scan or a rendered page measures about 0.3 (edges only); a page photographed or
 * scanned by a phone (sensor grain, JPEG blocks) 1.2 to 3.
 */
export function grain(image: GreyImage, smoothed: GreyImage): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < image.pixels.length; i++) {
    const m = smoothed.pixels[i]!;
    if (m <= 150) continue;
    sum += Math.abs(image.pixels[i]! - m);
    count++;
  }
  return count ? sum / count : 0;
}

/** Grain above which a page is smoothed before OCR (between a clean scan's 0.3 and a phone's 1.2). */
export const grainyPage = 0.75;

/**
 * A grainy page smoothed by a 3 × 3 median before Tesseract reads it: grain on grey paper makes
 * Tesseract's threshold break light or bold strokes into specks, so whole lines (grey headings set
 * over a rule, a table's label cells) are dropped as noise. A clean page is left as it is (the
 * median costs its thin strokes more than it gives).
 */
export function denoisePage(image: GreyImage): { image: GreyImage; smoothed: boolean } {
  const smoothed = median3(image);
  return grain(image, smoothed) >= grainyPage
    ? { image: smoothed, smoothed: true }
    : { image, smoothed: false };
}
