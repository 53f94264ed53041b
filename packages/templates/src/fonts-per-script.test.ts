import fs from "node:fs";
import { createRequire } from "node:module";
import { fontsFor } from "@sira/schema";
import { describe, expect, it } from "vitest";
import { fontFiles } from "./fonts";

const require = createRequire(import.meta.url);

/** Issue 42 item 10: fonts per script, each bundled (no CDN), ATS-friendly ones marked. */
describe("fonts per script", () => {
  it("offers an English resume at least four Latin fonts and no Arabic display font", () => {
    const latin = fontsFor("en");
    expect(latin.length).toBeGreaterThanOrEqual(4);
    expect(latin.every((f) => !f.arabic)).toBe(true);
    expect(latin.filter((f) => f.atsFriendly).length).toBeGreaterThanOrEqual(1);
    expect(fontsFor("ar").every((f) => f.arabic)).toBe(true);
  });

  it("bundles every offered font: its own woff2 files for the language, installed locally", () => {
    for (const language of ["ar", "en"] as const)
      for (const font of fontsFor(language)) {
        const files = fontFiles(font.family, language).filter((f) => f.family === font.family);
        expect(files.map((f) => f.subset)).toContain(language === "ar" ? "arabic" : "latin");
        for (const file of files) expect(fs.existsSync(require.resolve(file.specifier))).toBe(true);
      }
  });
});
