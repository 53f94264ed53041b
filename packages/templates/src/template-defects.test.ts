import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type Language, type ResumeData, templateIds } from "@sira/schema";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chromiumSuite, sampleIn } from "../testing/chromium-suite";
import { printResume, withPrintedPage } from "../testing/printer";

/**
 * Template defects seen on the printed sample resumes (issue 36), each checked in real Chromium:
 * a long e-mail never broken inside (every template, both languages), Latin chip labels centred
 * in their pills in Arabic, no separator starting a wrapped header line, and a third page a third
 * full pulled back.
 */

const suite = chromiumSuite("sira-defects-");

const longEmail = "abdullah.fahad.alqahtani@example.com";

describe.each(templateIds.flatMap((t) => (["ar", "en"] as const).map((l) => [t, l] as const)))(
  "the header of %s (%s)",
  (template, language) => {
    it("keeps a long e-mail and the links whole on one line, inside their column, the e-mail exact in the PDF text", async () => {
      const data = sampleIn(template, language);
      data.basics.email = longEmail;
      const { lines, inside, pdf } = await withPrintedPage(suite.browser, data, async (page) => {
        const layout = await page.evaluate((email) => {
          const run = Array.from(
            document.querySelectorAll<HTMLElement>(".sira-page .sira-contact bdi[dir='ltr']"),
          ).find((el) => el.textContent === email);
          if (!run) return { lines: 0, inside: false };
          const holder = run.closest<HTMLElement>(".sira-col, .sira-page-top") as HTMLElement;
          const room = holder.getBoundingClientRect();
          const r = run.getBoundingClientRect();
          const lineCount = (el: Element) =>
            new Set(Array.from(el.getClientRects(), (rect) => Math.round(rect.top))).size;
          const links = Array.from(document.querySelectorAll(".sira-page .sira-contact a bdi"));
          return {
            lines: Math.max(lineCount(run), ...links.map(lineCount)),
            inside: r.left >= room.left - 0.5 && r.right <= room.right + 0.5,
          };
        }, longEmail);
        return { ...layout, pdf: await page.pdf({ preferCSSPageSize: true, printBackground: true }) };
      });
      expect(lines).toBe(1);
      expect(inside).toBe(true);
      const file = join(suite.dir, `email-${template}-${language}.pdf`);
      writeFileSync(file, pdf);
      const text = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-enc", "UTF-8", file, "-"]).toString();
      expect(text.replace(/[\u200e\u200f\u2066-\u2069]/g, "")).toContain(longEmail);
    }, 60_000);
  },
);

/**
 * Rows of ink (dark text pixels) in a PNG screenshot, its border and padding (`inset` pixels,
 * three times that on the sides) left out: decoded by the page's own canvas.
 */
function inkRows(
  page: Page,
  png: Buffer,
  inset: number,
): Promise<{ top: number; bottom: number; height: number }> {
  return page.evaluate(
    async ({ b64, inset }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.drawImage(img, 0, 0);
      const { data } = context.getImageData(0, 0, img.width, img.height);
      let top = -1;
      let bottom = -1;
      for (let y = inset; y < img.height - inset; y++) {
        for (let x = inset * 3; x < img.width - inset * 3; x++) {
          const i = (y * img.width + x) * 4;
          if (((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255)) / 3 < 110) {
            if (top < 0) top = y;
            bottom = y;
            break;
          }
        }
      }
      return { top, bottom, height: img.height };
    },
    { b64: png.toString("base64"), inset },
  );
}

describe("chips with Latin labels in an Arabic resume (pikachu)", () => {
  it("sit in the middle of their pills, as tall as the Arabic ones", async () => {
    const data = sampleIn("pikachu", "ar");
    const chips = await withPrintedPage(
      suite.browser,
      data,
      async (page) => {
        const list = page.locator(".sira-page .sira-keyword");
        const out: { text: string; latin: boolean; height: number; offset: number }[] = [];
        for (let i = 0; i < (await list.count()); i++) {
          const chip = list.nth(i);
          const text = (await chip.textContent()) ?? "";
          const box = await chip.boundingBox();
          if (!box) continue;
          const ink = await inkRows(page, await chip.screenshot(), 3 * 2);
          // The centre of the label's ink against the centre of the pill, as a share of its height.
          const offset = ((ink.top + ink.bottom) / 2 - (ink.height - 1) / 2) / ink.height;
          out.push({ text, latin: /[A-Za-z]/.test(text), height: box.height, offset });
        }
        return out;
      },
      { deviceScaleFactor: 3 },
    );
    // Labels without descenders (g, p, Q…), whose ink is the capitals and x-height alone.
    const latin = chips.filter((c) => c.latin && !/[\u0600-\u06ff]/.test(c.text) && !/[gjpqyQ]/.test(c.text));
    const arabic = chips.filter((c) => !c.latin);
    expect(latin.map((c) => c.text)).toContain("Scrum");
    expect(arabic.length).toBeGreaterThan(3);
    for (const chip of latin) expect(Math.abs(chip.offset), chip.text).toBeLessThan(0.06);
    const arabicHeight = arabic[0]?.height ?? 0;
    for (const chip of [...latin, ...arabic])
      expect(Math.abs(chip.height - arabicHeight), chip.text).toBeLessThan(1);
  }, 60_000);
});

describe("rhyhorn's header line of contacts", () => {
  it.each(["ar", "en"] as const)(
    "never starts a wrapped line with a separator (%s)",
    async (language) => {
      const data = sampleIn("rhyhorn", language);
      data.basics.location =
        language === "ar" ? "حي الملقا، الرياض، المملكة العربية السعودية" : "Al Malqa, Riyadh, Saudi Arabia";
      const lines = await withPrintedPage(suite.browser, data, (page) =>
        page.evaluate(() => {
          const contacts = Array.from(document.querySelectorAll<HTMLElement>(".sira-page .sira-contact"));
          const starts = contacts.filter(
            (li, i) =>
              i === 0 || Math.round(li.offsetTop) !== Math.round((contacts[i - 1] as HTMLElement).offsetTop),
          );
          return starts.map((li) => ({
            text: li.textContent ?? "",
            before: getComputedStyle(li, "::before").content,
            // The dot ends the contact before a break: it must be on that contact's line.
            afterOnLine: getComputedStyle(li, "::after").content,
          }));
        }),
      );
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) expect(line.before, line.text).toMatch(/^(none|normal)$/);
    },
    60_000,
  );
});

describe("a third page a third full", () => {
  /** Custom CSS that keeps every spacing step at the resume's own spacing: printing as before. */
  const ownSpacing = ".sira-root[data-tight] { --sira-lh-scale: 1 !important; --sira-space: 1 !important; }";

  /** Summary, the jobs (the first with `bullets` bullets), then `languages` languages: two pages and a third. */
  function longTail(language: Language, bullets: number, languages: number): ResumeData {
    const data = sampleIn("professional", language);
    data.metadata.layout = [[["summary", "experience", "languages"], []]];
    data.sections.custom = {};
    data.sections.languages.items = data.sections.languages.items.slice(0, languages);
    const line = (i: number) =>
      language === "en"
        ? `Delivered improvement number ${i + 1} across the team's services and tools.`
        : `قدّم تحسينًا رقم ${i + 1} في خدمات الفريق وأدواته خلال العام.`;
    (data.sections.experience.items[0] as { summary: string }).summary =
      `<ul>${Array.from({ length: bullets }, (_, i) => `<li>${line(i)}</li>`).join("")}</ul>`;
    return data;
  }

  it.each([
    ["en", 64, 2],
    ["ar", 66, 3],
  ] as const)(
    "pulls a third page about a third full back onto two pages with a tighter spacing step (%s)",
    async (language, bullets, languages) => {
      const data = longTail(language, bullets, languages);
      const spilled = await printResume(suite.browser, {
        ...data,
        metadata: { ...data.metadata, css: { value: ownSpacing, visible: true } },
      });
      expect(spilled.pageBoxes).toBe(3);
      const result = await printResume(suite.browser, data);
      expect(result.pageBoxes).toBe(2);
      expect(result.overflows).toEqual([]);
      expect(result.spacing.tight).not.toBeNull();
      expect(result.spacing.lineHeight).toBeGreaterThanOrEqual(1.25 - 0.01);
      const file = join(suite.dir, `tail-${language}.pdf`);
      writeFileSync(file, result.pdf);
      expect(execFileSync("pdfinfo", [file]).toString()).toMatch(/Pages:\s+2\n/);
    },
    60_000,
  );
});
