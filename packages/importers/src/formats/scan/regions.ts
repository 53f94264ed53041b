import type { GreyImage } from "./denoise";

/**
 * Regions of a page read a second time (ocr.ts): text that Tesseract's page layout dropped, and
 * small crops of contact lines. Boxes are in the page image's pixels.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of the blocks the paper's light is measured in, in pixels. */
const block = 32;

/**
 * Ink of a page: pixels darker than 70 % of the paper around them (the lightest block mean among
 * the 3 × 3 blocks about them), so a page lit unevenly (a phone's photo) is judged locally. Run on
 * a page already smoothed (denoise.ts) and with dark panels inverted: grain is then no ink.
 */
export function inkMask(image: GreyImage): Uint8Array {
  const { width: w, height: h, pixels } = image;
  const cols = Math.ceil(w / block);
  const rows = Math.ceil(h / block);
  const means = new Float64Array(cols * rows);
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < cols; bx++) {
      let sum = 0;
      let n = 0;
      for (let y = by * block; y < Math.min(h, (by + 1) * block); y++)
        for (let x = bx * block; x < Math.min(w, (bx + 1) * block); x++) {
          sum += pixels[y * w + x]!;
          n++;
        }
      means[by * cols + bx] = sum / n;
    }
  const paper = new Float64Array(cols * rows);
  for (let by = 0; by < rows; by++)
    for (let bx = 0; bx < cols; bx++) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const x = bx + dx;
          const y = by + dy;
          if (x >= 0 && y >= 0 && x < cols && y < rows) best = Math.max(best, means[y * cols + x]!);
        }
      paper[by * cols + bx] = best;
    }
  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const by = Math.floor(y / block);
    for (let x = 0; x < w; x++)
      ink[y * w + x] = pixels[y * w + x]! < 0.7 * paper[by * cols + Math.floor(x / block)]! ? 1 : 0;
  }
  return ink;
}

/**
 * Bands of a page with text that no word of the first reading covers: Tesseract's page layout
 * drops whole regions of a grainy page (a heading, the job line under it and its dates, a second
 * page's few lines), though the same lines cut out and read alone are read well. `covered`: the
 * boxes of what was read (words and lines). Ink outside them is counted row by row; rows with ink
 * joined across small gaps make a band, kept when it is as tall as a line of small text and looks
 * like text (on average at least 2.5 separate ink runs a row: a rule, a photo's edge or a lone speck
 * has fewer); bands close together are joined. Each band is widened by a margin and cut to its
 * ink's width. At most `maxBands`, largest ink first, and no more than `maxShare` of the page.
 */
export function missedTextBands(
  image: GreyImage,
  covered: readonly Box[],
  dpi: number,
  { maxBands = 6, maxShare = 0.4 } = {},
): Box[] {
  const { width: w, height: h } = image;
  const ink = inkMask(image);
  const pad = Math.round(dpi * 0.02);
  for (const box of covered) {
    const x0 = Math.max(0, box.x - pad);
    const x1 = Math.min(w, box.x + box.width + pad);
    for (let y = Math.max(0, box.y - pad); y < Math.min(h, box.y + box.height + pad); y++)
      ink.fill(0, y * w + x0, y * w + x1);
  }
  const rowInk = new Uint32Array(h);
  const rowRuns = new Uint32Array(h);
  const minRowInk = Math.max(3, Math.round(w * 0.002));
  for (let y = 0; y < h; y++) {
    let count = 0;
    let runs = 0;
    for (let x = 0; x < w; x++) {
      const on = ink[y * w + x]!;
      count += on;
      if (on && (x === 0 || !ink[y * w + x - 1])) runs++;
    }
    rowInk[y] = count;
    rowRuns[y] = runs;
  }
  const maxGap = Math.round(dpi * 0.04);
  const minHeight = Math.round(dpi * 0.06);
  const joinGap = Math.round(dpi * 0.2);
  const raw: { y0: number; y1: number; ink: number; runs: number }[] = [];
  let start = -1;
  let last = -1;
  const close = () => {
    if (start < 0) return;
    let total = 0;
    let runs = 0;
    for (let y = start; y <= last; y++) {
      total += rowInk[y]!;
      runs += rowRuns[y]!;
    }
    const rows = last - start + 1;
    if (rows >= minHeight && runs / rows >= 2.5) raw.push({ y0: start, y1: last, ink: total, runs });
    start = -1;
  };
  for (let y = 0; y < h; y++) {
    if (rowInk[y]! < minRowInk) continue;
    if (start >= 0 && y - last > maxGap) close();
    if (start < 0) start = y;
    last = y;
  }
  close();
  // Bands a line apart join (a heading and the line under it read together).
  const joined: typeof raw = [];
  for (const band of raw) {
    const previous = joined[joined.length - 1];
    if (previous && band.y0 - previous.y1 <= joinGap) {
      previous.y1 = band.y1;
      previous.ink += band.ink;
      previous.runs += band.runs;
    } else joined.push({ ...band });
  }
  const boxes = joined.map((band) => {
    // The band's ink from its 1st to its 99th percentile across, so a lone speck does not widen it.
    const columns = new Uint32Array(w);
    for (let y = band.y0; y <= band.y1; y++) for (let x = 0; x < w; x++) columns[x]! += ink[y * w + x]!;
    let sum = 0;
    let left = 0;
    let right = w - 1;
    for (let x = 0; x < w; x++) {
      sum += columns[x]!;
      if (sum <= band.ink * 0.01) left = x;
      if (sum < band.ink * 0.99) right = x + 1;
    }
    const margin = Math.round(dpi * 0.08);
    const x = Math.max(0, left - margin);
    const y = Math.max(0, band.y0 - margin);
    const box = {
      x,
      y,
      width: Math.min(w, right + margin) - x,
      height: Math.min(h, band.y1 + 1 + margin) - y,
    };
    return { box, ink: band.ink };
  });
  boxes.sort((a, b) => b.ink - a.ink);
  const kept: Box[] = [];
  let area = 0;
  for (const { box } of boxes) {
    if (kept.length >= maxBands) break;
    if (area + box.width * box.height > maxShare * w * h) continue;
    kept.push(box);
    area += box.width * box.height;
  }
  return kept.sort((a, b) => a.y - b.y);
}

/**
 * A part of a page cut out, its light stretched so that its darkest 1 % is black and its paper (the
 * 70th percentile) white: the faint light text of an inverted dark panel reads as well as print.
 * `stretch` false: the part as it is.
 */
export function cropStretched(image: GreyImage, box: Box, stretch = true): GreyImage {
  const x0 = Math.max(0, Math.round(box.x));
  const y0 = Math.max(0, Math.round(box.y));
  const width = Math.max(1, Math.min(image.width, Math.round(box.x + box.width)) - x0);
  const height = Math.max(1, Math.min(image.height, Math.round(box.y + box.height)) - y0);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    pixels.set(
      image.pixels.subarray((y0 + y) * image.width + x0, (y0 + y) * image.width + x0 + width),
      y * width,
    );
  const counts = new Uint32Array(256);
  for (const p of pixels) counts[p]!++;
  const at = (share: number) => {
    let sum = 0;
    for (let v = 0; v < 256; v++) {
      sum += counts[v]!;
      if (sum >= pixels.length * share) return v;
    }
    return 255;
  };
  const low = at(0.01);
  const high = at(0.7);
  if (stretch && high - low >= 8)
    for (let i = 0; i < pixels.length; i++)
      pixels[i] = Math.max(0, Math.min(255, Math.round(((pixels[i]! - low) * 255) / (high - low))));
  return { width, height, pixels };
}
