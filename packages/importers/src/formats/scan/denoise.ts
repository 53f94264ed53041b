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

/**
 * The image enlarged (bilinear) so that its long side is `longSide` pixels; unchanged when it is
 * that large already. A photo of a page read at its own 150 dpi or less loses Tesseract's column
 * split (a sidebar's lines read into the main column); PDF pages are rendered at `longSide`.
 */
export function enlargeTo(image: GreyImage, longSide: number): GreyImage {
  const { width: w, height: h, pixels } = image;
  const scale = longSide / Math.max(w, h);
  if (scale <= 1) return image;
  const width = Math.round(w * scale);
  const height = Math.round(h * scale);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(h - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(h - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(w - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(w - 1, x0 + 1);
      const fx = sx - x0;
      const top = pixels[y0 * w + x0]! * (1 - fx) + pixels[y0 * w + x1]! * fx;
      const bottom = pixels[y1 * w + x0]! * (1 - fx) + pixels[y1 * w + x1]! * fx;
      out[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { width, height, pixels: out };
}

/**
 * The 3 × 3 median of each pixel (edges: the pixel kept). With `rowStep` n, only every n-th row is
 * smoothed (the others kept): enough to measure grain. Each column of three is sorted once for the
 * three pixels beside it; the median of nine is then the median of the largest of the columns'
 * smallest, the median of their middles and the smallest of their largest (exact, and several
 * times faster than sorting nine values a pixel).
 */
export function median3(image: GreyImage, rowStep = 1): GreyImage {
  const { width: w, height: h, pixels } = image;
  const out = new Uint8Array(pixels);
  const lo = new Uint8Array(w);
  const mid = new Uint8Array(w);
  const hi = new Uint8Array(w);
  for (let y = 1; y < h - 1; y += rowStep) {
    const up = (y - 1) * w;
    const row = y * w;
    const down = (y + 1) * w;
    for (let x = 0; x < w; x++) {
      let a = pixels[up + x]!;
      let b = pixels[row + x]!;
      let c = pixels[down + x]!;
      let t: number;
      if (a > b) {
        t = a;
        a = b;
        b = t;
      }
      if (b > c) {
        t = b;
        b = c;
        c = t;
      }
      if (a > b) {
        t = a;
        a = b;
        b = t;
      }
      lo[x] = a;
      mid[x] = b;
      hi[x] = c;
    }
    for (let x = 1; x < w - 1; x++) {
      const maxLo = Math.max(lo[x - 1]!, lo[x]!, lo[x + 1]!);
      const minHi = Math.min(hi[x - 1]!, hi[x]!, hi[x + 1]!);
      const m0 = mid[x - 1]!;
      const m1 = mid[x]!;
      const m2 = mid[x + 1]!;
      const medMid = Math.max(Math.min(m0, m1), Math.min(Math.max(m0, m1), m2));
      out[row + x] = Math.max(Math.min(maxLo, medMid), Math.min(Math.max(maxLo, medMid), minHi));
    }
  }
  return { width: w, height: h, pixels: out };
}

/**
 * Grain of a page: the mean difference between a paper pixel (light after the median) and its 3 × 3
 * median (on every `rowStep`-th row, from the first inner row: the rows `median3` smoothed). A clean scan or a rendered page measures about 0.3 (edges only); a page photographed or
 * scanned by a phone (sensor grain, JPEG blocks) 1.2 to 3.
 */
export function grain(image: GreyImage, smoothed: GreyImage, rowStep = 1): number {
  let sum = 0;
  let count = 0;
  const w = image.width;
  for (let y = 1; y < image.height - 1; y += rowStep)
    for (let i = y * w; i < (y + 1) * w; i++) {
      const m = smoothed.pixels[i]!;
      if (m <= 150) continue;
      sum += Math.abs(image.pixels[i]! - m);
      count++;
    }
  return count ? sum / count : 0;
}

/** Rows the grain of a page is measured on: one in four (a quarter of a whole median's time). */
const grainRowStep = 4;

/** Grain above which a page is smoothed before OCR (between a clean scan's 0.3 and a phone's 1.2). */
export const grainyPage = 0.75;

/**
 * A grainy page smoothed by a 3 × 3 median before Tesseract reads it: grain on grey paper makes
 * Tesseract's threshold break light or bold strokes into specks, so whole lines (grey headings set
 * over a rule, a table's label cells) are dropped as noise. A clean page is left as it is (the
 * median costs its thin strokes more than it gives).
 */
export function denoisePage(image: GreyImage): { image: GreyImage; smoothed: boolean } {
  // Measured on every fourth row first: a clean page (most uploads) costs no whole median.
  const sample = median3(image, grainRowStep);
  return grain(image, sample, grainRowStep) >= grainyPage
    ? { image: median3(image), smoothed: true }
    : { image, smoothed: false };
}

/** Side of the square blocks dark panels are found in, in pixels (about a tenth of an inch at 212 dpi). */
const block = 24;

/**
 * Light text on a dark panel (the sidebar of many Word and Canva CV templates) turned into dark
 * text on light: Tesseract's page layout takes a dark area for a picture and reads none of it
 * (contacts and skills are lost). Blocks much darker than the paper (under 55 % of its light, the
 * 90th percentile of block means) that join into an area at least four blocks wide and high and of
 * at least 48 blocks are inverted, with the blocks of its light text between (not as light as paper).
 * Dark text on paper never fills such an area. Answers how many blocks were inverted.
 */
export function invertDarkPanels(image: GreyImage): number {
  const { width: w, height: h, pixels } = image;
  const cols = Math.floor(w / block);
  const rows = Math.floor(h / block);
  if (cols < 4 || rows < 4) return 0;
  const means = new Float64Array(cols * rows);
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < cols; bx++) {
      let sum = 0;
      for (let y = by * block; y < (by + 1) * block; y++) {
        const row = y * w;
        for (let x = bx * block; x < (bx + 1) * block; x++) sum += pixels[row + x]!;
      }
      means[by * cols + bx] = sum / (block * block);
    }
  const sorted = Float64Array.from(means).sort();
  const paper = sorted[Math.floor(sorted.length * 0.9)]!;
  const dark = (i: number) => means[i]! < paper * 0.55;
  const seen = new Uint8Array(cols * rows);
  let inverted = 0;
  for (let start = 0; start < cols * rows; start++) {
    if (seen[start] || !dark(start)) continue;
    // The area of dark blocks joined to this one (4-neighbours).
    const area: number[] = [];
    const stack = [start];
    seen[start] = 1;
    let [minX, maxX, minY, maxY] = [cols, 0, rows, 0];
    while (stack.length) {
      const i = stack.pop()!;
      area.push(i);
      const bx = i % cols;
      const by = (i - bx) / cols;
      minX = Math.min(minX, bx);
      maxX = Math.max(maxX, bx);
      minY = Math.min(minY, by);
      maxY = Math.max(maxY, by);
      for (const [nx, ny] of [
        [bx - 1, by],
        [bx + 1, by],
        [bx, by - 1],
        [bx, by + 1],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
        const j = ny * cols + nx;
        if (!seen[j] && dark(j)) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (area.length < 48 || maxX - minX < 3 || maxY - minY < 3) continue;
    // Blocks of the panel's light text (a bold heading) are holes in it: in each row, a block
    // between the area's first and last that is not as light as paper belongs to the panel too.
    const inArea = new Set(area);
    const ends = new Map<number, [number, number]>();
    for (const i of area) {
      const bx = i % cols;
      const by = (i - bx) / cols;
      const [first, last] = ends.get(by) ?? [bx, bx];
      ends.set(by, [Math.min(first, bx), Math.max(last, bx)]);
    }
    for (const [by, [first, last]] of ends)
      for (let bx = first + 1; bx < last; bx++) {
        const j = by * cols + bx;
        if (!inArea.has(j) && means[j]! < paper * 0.8) {
          inArea.add(j);
          area.push(j);
          seen[j] = 1;
        }
      }
    for (const i of area) {
      const bx = i % cols;
      const by = (i - bx) / cols;
      for (let y = by * block; y < (by + 1) * block; y++) {
        const row = y * w;
        for (let x = bx * block; x < (bx + 1) * block; x++) pixels[row + x] = 255 - pixels[row + x]!;
      }
    }
    inverted += area.length;
  }
  return inverted;
}
