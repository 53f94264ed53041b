import { type Language, type ResumeData, sampleResumeData } from "@sira/schema";
import { describe, expect, it } from "vitest";
import { docxParagraphs, docxPart, withoutBidiMarks } from "../../testing/docx-source";
import { resumeDocx, resumeText } from "../export";

/**
 * Lists and inline styles from every path the editor and a paste write, in the Word and text
 * downloads (issue 36): TipTap's `<ul><li><p>`, nested lists, `<ol>`, "- " lines typed as
 * paragraphs or as plain text, bold, italic and links.
 */

const words = {
  en: {
    a: "Cut cloud costs by 30%",
    b: "Hired four engineers",
    sub: "Two of them seniors",
    one: "Plan",
    two: "Ship",
  },
  ar: {
    a: "خفض تكاليف السحابة 30٪",
    b: "توظيف أربعة مهندسين",
    sub: "اثنان منهم كبار",
    one: "التخطيط",
    two: "الإطلاق",
  },
};

/** Each path: the summary HTML as the editor (or a paste) stores it. */
function paths(lang: Language) {
  const w = words[lang];
  return {
    tiptap: `<ul><li><p>${w.a}</p></li><li><p>${w.b}</p></li></ul>`,
    nested: `<ul><li><p>${w.a}</p></li><li><p>${w.b}</p><ul><li><p>${w.sub}</p></li></ul></li></ul>`,
    ordered: `<ol><li><p>${w.one}</p></li><li><p>${w.two}</p></li></ol>`,
    dashParagraphs: `<p>- ${w.a}</p><p>- ${w.b}</p>`,
    dashLines: `- ${w.a}\n- ${w.b}`,
  };
}

function withSummary(lang: Language, summary: string): ResumeData {
  const data = sampleResumeData(lang);
  const job = data.sections.experience.items[0];
  if (!job) throw new Error("sample has no job");
  job.summary = summary;
  return data;
}

/** The document's paragraphs, direction marks dropped, with their list level and list id. */
async function listParagraphs(data: ResumeData) {
  const xml = docxPart(await resumeDocx(data));
  return docxParagraphs(xml).map((p) => ({
    text: withoutBidiMarks(p.text),
    xml: p.xml,
    level: p.xml.match(/<w:ilvl w:val="(\d+)"\/>/)?.[1],
    list: p.xml.match(/<w:numId w:val="(\d+)"\/>/)?.[1],
  }));
}

describe.each(["ar", "en"] as Language[])("lists in the %s Word and text downloads", (lang) => {
  const w = words[lang];
  const p = paths(lang);

  it.each([
    ["tiptap", p.tiptap],
    ["dashParagraphs", p.dashParagraphs],
    ["dashLines", p.dashLines],
  ])("%s: every item is a Word list item and a • line", async (_, html) => {
    const data = withSummary(lang, html);
    const paragraphs = await listParagraphs(data);
    for (const text of [w.a, w.b]) {
      const paragraph = paragraphs.find((x) => x.text === text);
      expect(paragraph?.level, text).toBe("0");
    }
    const lines = resumeText(data).split("\n");
    expect(lines).toContain(`• ${w.a}`);
    expect(lines).toContain(`• ${w.b}`);
  });

  it("nested: the inner item is one level deeper, after its parent, in both downloads", async () => {
    const data = withSummary(lang, p.nested);
    const paragraphs = await listParagraphs(data);
    const texts = paragraphs.map((x) => x.text);
    expect(texts.indexOf(w.sub)).toBe(texts.indexOf(w.b) + 1);
    expect(paragraphs.find((x) => x.text === w.b)?.level).toBe("0");
    expect(paragraphs.find((x) => x.text === w.sub)?.level).toBe("1");
    const text = resumeText(data);
    expect(text).toContain(`• ${w.b}\n  ◦ ${w.sub}\n`);
  });

  it("ordered: numbered items in a list of their own, numbered 1, 2 in the text", async () => {
    const data = withSummary(lang, p.ordered);
    const paragraphs = await listParagraphs(data);
    const one = paragraphs.find((x) => x.text === w.one);
    const two = paragraphs.find((x) => x.text === w.two);
    const bullet = paragraphs.find((x) => x.level !== undefined && x.text !== w.one && x.text !== w.two);
    expect(one?.list).toBeDefined();
    expect(two?.list).toBe(one?.list);
    expect(one?.list).not.toBe(bullet?.list);
    expect(resumeText(data)).toContain(`1. ${w.one}\n2. ${w.two}\n`);
  });

  it("bold, italic and links inside a TipTap list item survive as Word runs and a hyperlink", async () => {
    const html = `<ul><li><p><strong>${w.a}</strong> <em>${w.b}</em> <a href="https://example.com/work">${w.one}</a></p></li></ul>`;
    const data = withSummary(lang, html);
    const bytes = await resumeDocx(data);
    const item = (await listParagraphs(data)).find((x) => x.text === `${w.a} ${w.b} ${w.one}`);
    expect(item?.level).toBe("0");
    const runs = [...(item?.xml ?? "").matchAll(/<w:r>[\s\S]*?<\/w:r>/g)].map((m) => m[0]);
    expect(runs.find((r) => r.includes(w.a))).toContain("<w:b/>");
    expect(runs.find((r) => r.includes(w.b))).toContain("<w:i/>");
    expect(item?.xml).toMatch(new RegExp(`<w:hyperlink [^>]*r:id="[^"]+"[^>]*>[\\s\\S]*${w.one}`));
    expect(docxPart(bytes, "word/_rels/document.xml.rels")).toContain('Target="https://example.com/work"');
    expect(resumeText(data).split("\n")).toContain(`• ${w.a} ${w.b} ${w.one}`);
  });
});
