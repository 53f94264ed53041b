import { describe, expect, it } from "vitest";
import {
  denoisePage,
  enlargeTo,
  type GreyImage,
  grain,
  grainyPage,
  invertDarkPanels,
  median3,
  readPgm,
  writePgm,
} from "./denoise";

/** A light grey page with a dark bar three pixels high, with seeded grain of ±`noise`. */
function page(noise: number): GreyImage {
  const width = 120;
  const height = 60;
  const pixels = new Uint8Array(width * height);
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const ink = y >= 30 && y < 33 && x >= 20 && x < 100;
      const value = (ink ? 40 : 200) + (next() * 2 - 1) * noise;
      pixels[y * width + x] = Math.max(0, Math.min(255, Math.round(value)));
    }
  return { width, height, pixels };
}

describe("denoise (grain of a phone's scan smoothed before OCR)", () => {
  it("takes out a lone speck and keeps a stroke three pixels high", () => {
    const clean = page(0);
    clean.pixels[10 * clean.width + 10] = 0;
    const smoothed = median3(clean);
    expect(smoothed.pixels[10 * clean.width + 10]).toBe(200);
    expect(smoothed.pixels[31 * clean.width + 50]).toBe(40);
    expect(smoothed.pixels[30 * clean.width + 50]).toBe(40);
  });

  it("measures a clean page below the threshold and a grainy one above it", () => {
    const clean = page(0);
    const grainy = page(30);
    expect(grain(clean, median3(clean))).toBeLessThan(grainyPage);
    expect(grain(grainy, median3(grainy))).toBeGreaterThan(grainyPage);
  });

  it("is the median of the nine values around each pixel", () => {
    const image = page(60);
    const smoothed = median3(image);
    const { width, height, pixels } = image;
    for (let y = 1; y < height - 1; y++)
      for (let x = 1; x < width - 1; x++) {
        const nine: number[] = [];
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) nine.push(pixels[(y + dy) * width + x + dx]!);
        nine.sort((a, b) => a - b);
        expect(smoothed.pixels[y * width + x]).toBe(nine[4]);
      }
  });

  it("measures grain on every fourth row about as on every row", () => {
    for (const noise of [0, 10, 30]) {
      const image = page(noise);
      const all = grain(image, median3(image));
      const sampled = grain(image, median3(image, 4), 4);
      expect(Math.abs(sampled - all)).toBeLessThan(0.3 * all + 0.1);
      expect(sampled >= grainyPage).toBe(all >= grainyPage);
    }
    // Rows left out are not smoothed.
    const grainy = page(30);
    expect(median3(grainy, 4).pixels.subarray(2 * 120, 3 * 120)).toEqual(
      grainy.pixels.subarray(2 * 120, 3 * 120),
    );
  });

  it("smooths a grainy page only", () => {
    expect(denoisePage(page(0)).smoothed).toBe(false);
    const grainy = denoisePage(page(30));
    expect(grainy.smoothed).toBe(true);
    expect(grain(grainy.image, median3(grainy.image))).toBeLessThan(grain(page(30), median3(page(30))));
  });

  it("reads and writes the binary PGM pdftoppm writes, and refuses other bytes", () => {
    const image = page(10);
    expect(readPgm(writePgm(image))).toEqual(image);
    expect(readPgm(new TextEncoder().encode("P2\n2 2\n255\n0 0 0 0"))).toBeUndefined();
  });
});

/** A 480 × 480 page of paper (200) with dark text lines on the left and, when asked, a dark (60) sidebar on the right with light (230) text and a bold light heading. */
function sidebarPage(withPanel: boolean): GreyImage {
  const width = 480;
  const height = 480;
  const pixels = new Uint8Array(width * height).fill(200);
  const set = (x0: number, y0: number, x1: number, y1: number, value: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) pixels[y * width + x] = value;
  };
  // Body text: lines of dark strokes, a bold heading among them.
  set(20, 20, 280, 44, 30);
  for (let y = 60; y < 460; y += 16) for (let x = 20; x < 280; x += 12) set(x, y, x + 8, y + 6, 30);
  if (withPanel) {
    set(312, 0, 480, 480, 60);
    // The panel's heading: bold light letters, most of a line two thirds of a block high.
    for (let x = 330; x < 470; x += 10) set(x, 102, x + 7, 118, 230);
    // Its text: a line a block, letters six pixels wide.
    for (let y = 160; y < 440; y += 24) for (let x = 330; x < 460; x += 14) set(x, y, x + 6, y + 5, 230);
  }
  return { width, height, pixels };
}

describe("dark panels (a sidebar of light text)", () => {
  it("turns a dark sidebar's light text dark on light, its bold heading too", () => {
    const image = sidebarPage(true);
    expect(invertDarkPanels(image)).toBeGreaterThan(48);
    const at = (x: number, y: number) => image.pixels[y * image.width + x]!;
    expect(at(400, 300)).toBe(255 - 60); // the panel's ground, now light
    expect(at(332, 162)).toBe(255 - 230); // a letter of its text, now dark
    expect(at(400, 110)).toBe(255 - 230); // a letter of its bold heading
    expect(at(100, 30)).toBe(30); // the body's heading untouched
  });

  it("leaves dark text on paper as it is", () => {
    const image = sidebarPage(false);
    const before = Uint8Array.from(image.pixels);
    expect(invertDarkPanels(image)).toBe(0);
    expect(image.pixels).toEqual(before);
  });
});

describe("enlargeTo", () => {
  it("enlarges a small page to the long side asked, keeping flat areas and edges in place", () => {
    // 4 × 2: left half black, right half white.
    const image = { width: 4, height: 2, pixels: new Uint8Array([0, 0, 255, 255, 0, 0, 255, 255]) };
    const large = enlargeTo(image, 8);
    expect([large.width, large.height]).toEqual([8, 4]);
    const row = Array.from(large.pixels.slice(0, 8));
    expect(row.slice(0, 3)).toEqual([0, 0, 0]);
    expect(row.slice(5)).toEqual([255, 255, 255]);
    expect(enlargeTo(image, 4)).toBe(image);
    expect(enlargeTo(image, 3)).toBe(image);
  });
});
