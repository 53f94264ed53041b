import { describe, expect, it } from "vitest";
import { denoisePage, type GreyImage, grain, grainyPage, median3, readPgm, writePgm } from "./denoise";

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
