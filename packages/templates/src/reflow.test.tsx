import { htmlToText } from "@sira/html";
import { type Language, type ResumeData, sampleResumeData } from "@sira/schema";
import { describe, expect, it } from "vitest";
import { logicalItems } from "./components/rich-text";
import { renderResumeParts } from "./html";
import { reflowCss, renderAtsSafeParts, renderReflowBody } from "./reflow";

function sample(language: Language, template: string): ResumeData {
  const data = sampleResumeData(language);
  data.metadata.template = template;
  return data;
}

/** The text of the markup's section titles, in order. */
function titles(html: string): string[] {
  return [...html.matchAll(/<h2 class="sira-section-title"><span>(.*?)<\/span><\/h2>/g)].map(
    (m) => m[1] ?? "",
  );
}

describe("the reflowed resume (public page on a phone)", () => {
  for (const [language, template] of [
    ["ar", "pikachu"],
    ["en", "pikachu"],
    ["ar", "onyx"],
    ["en", "gengar"],
  ] as const) {
    it(`${language}, ${template}: the template's root, direction, name and every section the pages have`, () => {
      const data = sample(language, template);
      const html = renderReflowBody(data);
      expect(html).toMatch(new RegExp(`^<div class="sira-root sira-t-${template} sira-reflow`));
      expect(html).toContain(`dir="${language === "ar" ? "rtl" : "ltr"}"`);
      expect(html).toContain(`lang="${language}"`);
      // The theme's colours and the resume's font arrive as the template's variables.
      expect(html).toContain(`--sira-primary:${data.metadata.theme.primary}`);
      expect(html).toContain("--sira-font:");
      // Body text at 16 px whatever the printed size.
      expect(html).toContain("--sira-size:16px");
      expect(html).not.toContain(`--sira-size:${data.metadata.typography.font.size}px`);
      expect(htmlToText(html)).toContain(data.basics.name);
      // The same section titles as the template's own markup (the pages are made from it).
      const pages = titles(renderResumeParts(data).body);
      expect(pages.length).toBeGreaterThan(5);
      expect(new Set(titles(html))).toEqual(new Set(pages));
    });
  }

  it("keeps hidden items and sections hidden, in Arabic and English", () => {
    for (const language of ["ar", "en"] as const) {
      const data = sample(language, "pikachu");
      const item = data.sections.experience.items[1];
      if (!item) throw new Error("the sample has two jobs");
      item.visible = false;
      data.sections.awards.visible = false;
      const text = htmlToText(renderReflowBody(data));
      expect(text).toContain(data.sections.experience.items[0]?.company ?? "?");
      expect(text).not.toContain(item.company);
      // One section title fewer than the same resume with its awards shown.
      expect(titles(renderReflowBody(data))).toHaveLength(
        titles(renderReflowBody(sample(language, "pikachu"))).length - 1,
      );
      for (const award of data.sections.awards.items) expect(text).not.toContain(award.title);
    }
  });

  it("isolates Latin runs (e-mail, phone) and lets every line wrap inside the screen", () => {
    const data = sample("ar", "onyx");
    data.basics.email = "a.very.long.address.that.never.fits@an-equally-long-domain-name.example.com";
    const html = renderReflowBody(data);
    expect(html).toMatch(/<bdi dir="ltr">[^<]*a\.very\.long\.address/);
    expect(reflowCss).toMatch(/overflow-wrap: anywhere/);
    expect(html).toContain("--sira-size:16px");
  });
});

describe("the ATS-safe PDF's parts (issue 36)", () => {
  it("paints an Arabic resume's words as flex items in reading order, Latin runs together", () => {
    expect(logicalItems("أدوات Power BI وSQL في المملكة.")).toEqual([
      { text: "أدوات", ltr: false },
      { text: " ", ltr: false },
      { text: "Power BI", ltr: true },
      { text: " ", ltr: false },
      { text: "و", ltr: false },
      { text: "SQL", ltr: true },
      { text: " ", ltr: false },
      { text: "في", ltr: false },
      { text: " ", ltr: false },
      { text: "المملكة", ltr: false },
      { text: ".", ltr: false },
    ]);
    expect(logicalItems("العمل: 45٪")).toEqual([
      { text: "العمل:", ltr: false },
      { text: " ", ltr: false },
      { text: "45٪", ltr: true },
    ]);
    // A vocalized word is one item (its harakat are of the Inherited script): cut into letters it
    // was painted unjoined. Arabic-Indic numbers read right to left (`٩٢٪` shows `٪` on the left), and
    // an Arabic comma after a number stands on its left.
    expect(logicalItems("عملتُ مُهَنْدِسًا")).toEqual([
      { text: "عملتُ", ltr: false },
      { text: " ", ltr: false },
      { text: "مُهَنْدِسًا", ltr: false },
    ]);
    expect(logicalItems("إلى ٩٢٪")).toEqual([
      { text: "إلى", ltr: false },
      { text: " ", ltr: false },
      { text: "٩٢٪", ltr: false },
    ]);
    expect(logicalItems("+966 55 123 4567، البريد")).toEqual([
      { text: "+966 55 123 4567", ltr: true },
      { text: "،", ltr: false },
      { text: " ", ltr: false },
      { text: "البريد", ltr: false },
    ]);
    const ar = sampleResumeData("ar");
    const [first] = ar.sections.experience.items;
    if (first) ar.sections.experience.items = [{ ...first, date: "مارس 2016 - ديسمبر 2020" }];
    const parts = renderAtsSafeParts(ar);
    expect(parts.dir).toBe("rtl");
    expect(parts.body).toContain("sira-rich-logical");
    expect(parts.body).toContain(
      '<span class="sira-logical-runs"><span>مارس</span><span class="sira-w"> </span><span>2016</span>',
    );
    expect(parts.css).toContain("@page { size: 210mm 297mm");
    // English reads in order as it is: the one-column reflow, words not split.
    const en = renderAtsSafeParts(sampleResumeData("en"));
    expect(en.body).toContain("sira-reflow");
    expect(en.body).not.toContain("sira-logical-runs");
    expect(en.body).not.toContain("sira-w");
  });
});
