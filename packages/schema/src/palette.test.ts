import { describe, expect, it } from "vitest";
import { defaultPrimary, freeColours, palette, quickSwatchCount } from "./constants";
import { defaultResumeData } from "./resume-defaults";

/** Issue 42 item 10: a calmer default and at least 12 colours to choose from for free. */
describe("theme palette", () => {
  it("offers at least 12 free colours, the five free before among them (no saved resume turns premium)", () => {
    expect(quickSwatchCount).toBeGreaterThanOrEqual(12);
    expect(freeColours).toHaveLength(quickSwatchCount);
    for (const hex of ["#475569", "#57534e", "#dc2626", "#ea580c", "#d97706"])
      expect(freeColours).toContain(hex);
    expect(new Set(palette.map((c) => c.hex)).size).toBe(palette.length);
  });

  it("starts a new resume in a calm, free colour, not bright red", () => {
    for (const language of ["ar", "en"] as const) {
      const { primary } = defaultResumeData(language).metadata.theme;
      expect(primary).toBe(defaultPrimary);
      expect(primary).not.toBe("#dc2626");
      expect(freeColours).toContain(primary);
      expect(palette.find((c) => c.hex === primary)?.name).toBe("navy");
    }
  });
});
