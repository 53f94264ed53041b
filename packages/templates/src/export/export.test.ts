import { type Language, sampleResumeData } from "@sira/schema";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import {
  docxParagraphs,
  docxPart,
  firstMissingInOrder,
  sourceStrings,
  withoutBidiMarks,
} from "../../testing/docx-source";
import { resumeDocx, resumeText } from "../export";

const languages: Language[] = ["ar", "en"];

describe.each(languages)("Word download of the %s sample resume", (lang) => {
  const data = sampleResumeData(lang);
  const docx = resumeDocx(data);

  it("holds every source string, in order, in the document XML and as a DOCX reader reads it", async () => {
    const bytes = await docx;
    const strings = sourceStrings(data);
    expect(strings.length).toBeGreaterThan(60);
    const xmlText = withoutBidiMarks(
      docxParagraphs(docxPart(bytes))
        .map((p) => p.text)
        .join("\n"),
    );
    expect(firstMissingInOrder(xmlText, strings)).toBe("");
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(firstMissingInOrder(withoutBidiMarks(value), strings)).toBe("");
  });

  it("marks direction: Arabic paragraphs and runs right-to-left with Arabic complex-script fonts, English left-to-right", async () => {
    const paragraphs = docxParagraphs(docxPart(await docx)).filter((p) => p.text.trim());
    const rtl = paragraphs.filter((p) => p.xml.includes("<w:bidi/>"));
    const runs = paragraphs.flatMap((p) => [...p.xml.matchAll(/<w:r>[\s\S]*?<\/w:r>/g)].map((m) => m[0]));
    const rtlRuns = runs.filter((r) => r.includes("<w:rtl/>"));
    if (lang === "ar") {
      expect(rtl.length).toBe(paragraphs.length);
      expect(rtlRuns.length).toBe(runs.length);
      expect(runs.every((r) => r.includes('w:bidi="ar-SA"'))).toBe(true);
      expect(docxPart(await docx, "word/styles.xml")).toMatch(/w:cs="Arial"/);
    } else {
      expect(rtl).toEqual([]);
      expect(rtlRuns).toEqual([]);
    }
  });

  it("uses Word headings in the theme colour, real lists, hyperlinks and the resume's page size", async () => {
    const bytes = await docx;
    const xml = docxPart(bytes);
    const paragraphs = docxParagraphs(xml);
    const headings = paragraphs
      .filter((p) => p.xml.includes('<w:pStyle w:val="Heading1"/>'))
      .map((p) => p.text);
    expect(headings).toContain(lang === "ar" ? "الخبرات العملية" : "Experience");
    const accent = data.metadata.theme.primary.replace("#", "").toUpperCase();
    expect(docxPart(bytes, "word/styles.xml")).toContain(`<w:color w:val="${accent}"/>`);
    const listItems = paragraphs.filter((p) => p.xml.includes("<w:numPr>"));
    expect(listItems.map((p) => p.text)).toContain(
      lang === "ar"
        ? "قيادة فرق هندسية متعددة التخصصات حتى 12 مهندسًا وفق منهجية Scrum."
        : "Led cross-functional engineering teams of up to 12 engineers using Scrum.",
    );
    expect(docxPart(bytes, "word/numbering.xml")).toContain('<w:numFmt w:val="bullet"/>');
    expect(xml).toMatch(/<w:hyperlink [^>]*r:id="/);
    expect(docxPart(bytes, "word/_rels/document.xml.rels")).toContain('Target="https://github.com/aqahtani"');
    expect(xml).toContain('<w:pgSz w:w="11906" w:h="16838"');
    // Proportional line spacing: an exact one clips the inline picture in LibreOffice.
    expect(docxPart(bytes, "word/styles.xml")).toContain('w:line="264" w:lineRule="auto"');
    const letter = structuredClone(data);
    letter.metadata.page.format = "letter";
    expect(docxPart(await resumeDocx(letter))).toContain('<w:pgSz w:w="12240" w:h="15840"');
  });

  it("leaves out hidden items and sections", async () => {
    const edited = structuredClone(data);
    const job = edited.sections.experience.items[0];
    if (!job) throw new Error("sample has no job");
    job.visible = false;
    edited.sections.interests.visible = false;
    const text = docxParagraphs(docxPart(await resumeDocx(edited)))
      .map((p) => p.text)
      .join("\n");
    expect(text).not.toContain(job.position);
    expect(text).not.toContain(
      edited.sections.interests.name || (lang === "ar" ? "الاهتمامات" : "Interests"),
    );
    expect(text).toContain(edited.sections.experience.items[1]?.company);
  });
});

describe.each(languages)("plain-text download of the %s sample resume", (lang) => {
  it("is every source string in logical order, with no direction marks, sections on their own lines", () => {
    const data = sampleResumeData(lang);
    const text = resumeText(data);
    expect(firstMissingInOrder(text, sourceStrings(data))).toBe("");
    expect(text).toBe(withoutBidiMarks(text));
    expect(text.split("\n")).toContain(lang === "ar" ? "الخبرات العملية" : "Experience");
    expect(text).toMatch(lang === "ar" ? /\n• قيادة فرق هندسية/ : /\n• Led cross-functional/);
  });
});
