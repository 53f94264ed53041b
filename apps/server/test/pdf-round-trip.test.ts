import { parsePdfResume } from "@sira/importers";
import { fontsFor, type ResumeData, sampleResumeData } from "@sira/schema";
import { afterAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "../src/adapters/browser/browser-pool";
import { findChromium } from "../src/adapters/browser/find-chromium";
import { printDocumentOf } from "../src/modules/print/print-document";
import { renderPdf } from "../src/modules/print/print-render";

/**
 * Our own PDFs read back (issue 7): a resume printed by the server in one of our templates and
 * uploaded again must come back with its sections in the right places. The full measurement over
 * all 12 templates is `npm run parse-eval -w @sira/bench -- --round-trip`; this keeps the layouts
 * that once went wrong in CI: one-column pages whose skills and languages sit in two-column grids
 * beside a date column (onyx, nosepass, rhyhorn, bronzor), a mirrored sidebar (chikorita) and the
 * default two-column template (professional), and a centred layout (kakuna).
 */
describe("PDF round trip through the server's printer", () => {
  const pool = createBrowserPool({ locate: () => findChromium({}), concurrency: 1, timeoutMs: 30_000 });
  afterAll(() => pool.close());

  async function roundTrip(
    language: "ar" | "en",
    template: string,
    family?: string,
  ): Promise<{ source: ResumeData; parsed: ResumeData }> {
    const base = sampleResumeData(language);
    const { typography } = base.metadata;
    const font = family ? { ...typography.font, family } : typography.font;
    const source: ResumeData = {
      ...base,
      metadata: { ...base.metadata, template, typography: { ...typography, font } },
    };
    const { pdf } = await renderPdf(pool, printDocumentOf(source).parts);
    const result = await parsePdfResume(new Uint8Array(pdf));
    if (!result.ok) throw new Error(`parse failed: ${JSON.stringify(result.errors)}`);
    return { source, parsed: result.data };
  }

  // Sorted: a grid of skills is read column by column, so its items come back in another order.
  const names = (items: readonly { name: string; visible?: boolean }[]) =>
    items
      .filter((i) => i.visible !== false)
      .map((i) => i.name)
      .sort();

  for (const [language, template] of [
    ["ar", "onyx"],
    ["ar", "nosepass"],
    ["ar", "bronzor"],
    ["ar", "chikorita"],
    ["ar", "professional"],
    ["ar", "kakuna"],
    ["en", "onyx"],
    ["en", "chikorita"],
    ["en", "kakuna"],
  ] as const) {
    it(`${template} in ${language === "ar" ? "Arabic" : "English"}: skills, languages and experience come back in their sections`, async () => {
      const { source, parsed } = await roundTrip(language, template);
      expect(parsed.basics.name).toBe(source.basics.name);
      expect(names(parsed.sections.skills.items)).toEqual(names(source.sections.skills.items));
      const keywords = (items: readonly { keywords: string[] }[]) => items.flatMap((s) => s.keywords).sort();
      expect(keywords(parsed.sections.skills.items)).toEqual(
        keywords(source.sections.skills.items.filter((s) => s.visible)),
      );
      expect(names(parsed.sections.languages.items)).toEqual(names(source.sections.languages.items));
      expect(parsed.sections.experience.items.map((e) => [e.position, e.company])).toEqual(
        source.sections.experience.items.filter((e) => e.visible).map((e) => [e.position, e.company]),
      );
    });
  }

  // Issue 42 item 10: a Latin font is marked ATS-friendly only when its English PDF reads back whole.
  for (const font of fontsFor("en").filter((f) => f.atsFriendly)) {
    it(`${font.family} (marked ATS-friendly): an English resume's text comes back whole`, async () => {
      const { source, parsed } = await roundTrip("en", "professional", font.family);
      expect(parsed.basics.name).toBe(source.basics.name);
      expect(parsed.basics.email).toBe(source.basics.email);
      expect(names(parsed.sections.skills.items)).toEqual(names(source.sections.skills.items));
      expect(parsed.sections.experience.items.map((e) => [e.position, e.company])).toEqual(
        source.sections.experience.items.filter((e) => e.visible).map((e) => [e.position, e.company]),
      );
    });
  }
});
