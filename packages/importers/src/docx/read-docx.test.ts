import { deflateRawSync } from "node:zlib";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { expectOk } from "../../testing/expect-ok";
import { readFixture } from "../../testing/fixtures";
import { parseDocxResume } from "./parse-docx-resume";
import { type DocxParagraph, isDocx, isOleDocument, layoutDocx, readDocx } from "./read-docx";

const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A minimal .docx: the given body XML, an optional header and styles. */
function docx(body: string, parts: Record<string, string> = {}): Uint8Array {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types/>'),
    "word/document.xml": strToU8(
      `<?xml version="1.0"?><w:document ${w}><w:body>${body}</w:body></w:document>`,
    ),
  };
  for (const [name, xml] of Object.entries(parts)) files[name] = strToU8(xml);
  return zipSync(files);
}

const p = (text: string, props = "") =>
  `<w:p><w:pPr>${props}</w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const paragraphs = (blocks: unknown[]) =>
  blocks.filter((b): b is DocxParagraph => (b as DocxParagraph).kind === "paragraph");

describe("readDocx", () => {
  it("tells a Word document from other zips, PDFs and old .doc files by their bytes", () => {
    const word = readFixture("resumes-docx/sira-set/en-01-single.docx");
    expect(isDocx(word)).toBe(true);
    expect(isDocx(zipSync({ "Profile.csv": strToU8("a,b") }))).toBe(false);
    expect(isDocx(readFixture("resumes-pdf/resume-matcher/john_doe.pdf"))).toBe(false);
    expect(isOleDocument(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toBe(true);
    expect(isOleDocument(word)).toBe(false);
  });

  it("keeps paragraph direction, heading styles, list items and two-column tables of a Word CV", () => {
    const read = readDocx(readFixture("resumes-docx/sira-set/ar-02-two-column-table.docx"));
    if (!read.ok) throw new Error(read.reason);
    const [title, headline, table] = read.document.body;
    expect(title).toMatchObject({ kind: "paragraph", headingLevel: 0, rtl: true, lines: [["سارة العتيبي"]] });
    expect(headline).toMatchObject({ kind: "paragraph", rtl: true });
    if (table?.kind !== "table") throw new Error("expected the two-column table");
    expect(table.rtl).toBe(true);
    const [side, main] = table.rows[0] ?? [];
    expect(paragraphs(side ?? [])[0]).toMatchObject({
      style: "Heading 1",
      headingLevel: 1,
      lines: [["التواصل"]],
    });
    const mainParagraphs = paragraphs(main ?? []);
    const job = mainParagraphs.find((m) => m.lines[0]?.[0]?.startsWith("مطور واجهات"));
    // The date after a right tab is a part of its own.
    expect(job?.lines[0]).toEqual(["مطور واجهات – مجموعة الريادة، جدة", "فبراير 2021 – حتى الآن"]);
    expect(mainParagraphs.filter((m) => m.list).length).toBe(4);
  });

  it("reads headers, text boxes once, and leaves deleted text and field codes out", () => {
    const body = [
      p("Experience", '<w:pStyle w:val="Heading1"/>'),
      '<w:p><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="wps"><w:drawing><w:txbxContent>',
      p("Text box line"),
      "</w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict><w:txbxContent>",
      p("Text box line"),
      "</w:txbxContent></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>",
      '<w:p><w:r><w:t>Kept</w:t></w:r><w:del><w:r><w:delText>Deleted</w:delText></w:r></w:del><w:r><w:instrText> HYPERLINK "x" </w:instrText></w:r><w:r><w:tab/><w:t>2020</w:t></w:r></w:p>',
    ].join("");
    const styles = `<w:styles ${w}><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/></w:rPr></w:rPrDefault></w:docDefaults><w:style w:styleId="Heading1"><w:name w:val="heading 1"/><w:rPr><w:sz w:val="32"/></w:rPr></w:style></w:styles>`;
    const header = `<w:hdr ${w}>${p("Sara Ali | sara@example.com")}</w:hdr>`;
    const read = readDocx(docx(body, { "word/styles.xml": styles, "word/header1.xml": header }));
    if (!read.ok) throw new Error(read.reason);
    const lines = layoutDocx(read.document);
    expect(lines.map((l) => l.text)).toEqual([
      "Sara Ali | sara@example.com",
      "Experience",
      "Text box line",
      "Kept",
      "2020",
    ]);
    expect(lines[1]?.fontSize).toBe(16);
    expect(lines[3]?.fontSize).toBe(11);
    // "Kept<tab>2020": one row, the part after the tab at the right edge.
    expect(lines[4]?.y).toBe(lines[3]?.y);
    expect(lines[4]?.x).toBeGreaterThan(400);
  });

  it("skips a text box's VML fallback to its end, past its self-closing tags", () => {
    const box = (text: string) =>
      `<w:p><w:pPr><w:bidi/><w:spacing w:after="0"/></w:pPr><w:r><w:rPr><w:b/><w:rtl/></w:rPr><w:t>${text}</w:t></w:r></w:p>`;
    const body = [
      '<w:p><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="wps"><w:drawing><w:txbxContent>',
      box("الخبرات العملية"),
      box("محاسب"),
      '</w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape xmlns:v="urn:schemas-microsoft-com:vml"><v:textbox><w:txbxContent>',
      box("الخبرات العملية"),
      box("محاسب"),
      "</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>",
      p("بعد"),
    ].join("");
    const read = readDocx(docx(body));
    if (!read.ok) throw new Error(read.reason);
    expect(layoutDocx(read.document).map((l) => l.text)).toEqual(["الخبرات العملية", "محاسب", "بعد"]);
  });

  it("leaves out content controls still showing their placeholder, keeps filled ones", () => {
    const control = (inner: string, placeholder: boolean) =>
      `<w:sdt><w:sdtPr><w:alias w:val="Entry"/>${placeholder ? "<w:showingPlcHdr/>" : ""}</w:sdtPr><w:sdtContent>${inner}</w:sdtContent></w:sdt>`;
    const body = [
      control(p("Buyer, Al Safwa Trading"), false),
      control(
        `${p("[Job Title], [Company]")}<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>[Dates From] – [To]</w:t></w:r></w:p>`,
        true,
      ),
      `<w:p>${control("<w:r><w:t>Filled</w:t></w:r>", false)}${control("<w:r><w:t>[Phone]</w:t></w:r>", true)}</w:p>`,
    ].join("");
    const read = readDocx(docx(body));
    if (!read.ok) throw new Error(read.reason);
    expect(layoutDocx(read.document).map((l) => l.text)).toEqual(["Buyer, Al Safwa Trading", "Filled"]);
  });

  it("reads an absolute tab as a tab and a non-breaking hyphen as a hyphen", () => {
    const body =
      '<w:p><w:r><w:t>Co</w:t></w:r><w:r><w:noBreakHyphen/><w:t>founder, Kasa</w:t></w:r><w:r><w:ptab w:relativeTo="margin" w:alignment="right" w:leader="none"/><w:t>2019 – 2021</w:t></w:r></w:p>';
    const read = readDocx(docx(body));
    if (!read.ok) throw new Error(read.reason);
    const first = read.document.body[0];
    expect(first?.kind === "paragraph" && first.lines).toEqual([["Co-founder, Kasa", "2019 – 2021"]]);
  });

  it("sizes Arabic runs by their complex-script size (w:szCs), Latin ones by w:sz", () => {
    const run = (text: string, sz: number, szCs: number) =>
      `<w:r><w:rPr><w:sz w:val="${sz}"/><w:szCs w:val="${szCs}"/></w:rPr><w:t>${text}</w:t></w:r>`;
    const body = [
      `<w:p><w:pPr><w:bidi/></w:pPr>${run("سارة النعيمي", 24, 52)}</w:p>`,
      `<w:p>${run("Sara Nuaimi", 24, 52)}</w:p>`,
    ].join("");
    const read = readDocx(docx(body));
    if (!read.ok) throw new Error(read.reason);
    expect(read.document.body.map((b) => b.kind === "paragraph" && b.size)).toEqual([26, 12]);
  });

  it("refuses a word/document.xml that inflates past the zip budget (the zip reader's own limits)", () => {
    const content = Buffer.alloc(30 * 1024 * 1024, 0x20);
    const data = deflateRawSync(content, { level: 9 });
    // A deflated entry that declares its true size: the zip reader's ratio check refuses it.
    const result = parseDocxResume(zipBomb("word/document.xml", data, content.length));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.message.en).toMatch(/zip bomb|larger than/);
  });
});

/** A one-entry deflated zip with the given compressed data and declared size. */
function zipBomb(name: string, data: Uint8Array, size: number): Uint8Array {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return new Uint8Array(Buffer.concat([local, fileName, data, central, fileName, end]));
}

describe("parseDocxResume", () => {
  it("answers an old .doc with 'save it as .docx or PDF' in both languages", () => {
    const result = parseDocxResume(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]?.message.en).toMatch(/save it as \.docx or PDF/);
    expect(result.errors[0]?.message.ar).toMatch(/احفظه بصيغة/);
  });

  it("answers a zip without a Word document, and one without text, with a localized error", () => {
    const notWord = parseDocxResume(zipSync({ "Profile.csv": strToU8("a,b") }));
    expect(notWord.ok || notWord.errors[0]?.message.en).toMatch(/not a readable Word document/);
    const empty = parseDocxResume(docx(p("")));
    expect(empty.ok || empty.errors[0]?.message.en).toMatch(/No text could be read/);
  });

  it("reads an Arabic CV whose header table holds the contacts", () => {
    const { data } = expectOk(parseDocxResume(readFixture("resumes-docx/sira-set/ar-03-header-table.docx")));
    expect(data.metadata.language).toBe("ar");
    expect(data.basics).toMatchObject({
      name: "محمد الكبيسي",
      email: "mohammed.kubaisi@example.com",
      phone: "+971 50 345 6789",
      location: "دبي، الإمارات",
    });
    expect(data.sections.experience.items.map((e) => [e.company, e.position, e.date])).toEqual([
      ["بنك الخليج الأول", "محلل أعمال", "Mar 2022 - Present"],
      ["مؤسسة النخبة للاستشارات", "مدير مشروع", "May 2017 - Aug 2019"],
    ]);
  });
});
