import type { ResumeData } from "@sira/schema";
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  type IRunOptions,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import {
  type Block,
  type Contact,
  listSeparator,
  type OutlineItem,
  type OutlineSection,
  type ResumeOutline,
  type Run,
  resumeOutline,
} from "./outline";

/**
 * The resume as a Word document (Office Open XML) built with the `docx` library: one clean
 * single-column layout that screening systems read in logical order. Arabic resumes get
 * right-to-left paragraphs (`w:bidi`) and runs (`w:rtl`) with the Arabic language and a font for
 * complex script; headings are Word's Heading 1 in the theme colour; summaries' lists are real
 * Word lists; links are hyperlinks; the page is A4 or Letter as the resume sets it.
 */

/** A picture ready for Word: PNG or JPEG bytes and the size to show it at, in pixels. */
export interface DocxPicture {
  data: Uint8Array;
  type: "png" | "jpg";
  width: number;
  height: number;
}

export interface DocxOptions {
  /** The header picture, already converted (the resume's own may be WebP or SVG). */
  picture?: DocxPicture;
}

/** The font named for every script: present with Arabic glyphs on Windows and macOS. */
export const docxFont = "Arial";
const bulletsRef = "sira-bullets";
const numbersRef = "sira-numbers";
const lrm = "\u200e";
const pageSizes = { a4: { width: 11906, height: 16838 }, letter: { width: 12240, height: 15840 } };
/** Half-points. */
const sizes = { body: 21, small: 19, name: 44, headline: 26, heading: 26 };

interface Writer {
  outline: ResumeOutline;
  rtl: boolean;
  accent: string;
}

function runOptions(w: Writer, options: IRunOptions & { size?: number; bold?: boolean }): IRunOptions {
  const size = options.size ?? sizes.body;
  return {
    ...options,
    size,
    sizeComplexScript: size,
    ...(options.bold ? { boldComplexScript: true } : {}),
    ...(options.italics ? { italicsComplexScript: true } : {}),
    ...(w.rtl ? { rightToLeft: true, language: { value: "ar-SA", bidirectional: "ar-SA" } } : {}),
  };
}

function textRun(w: Writer, text: string, options: IRunOptions & { size?: number } = {}): TextRun {
  return new TextRun(runOptions(w, { ...options, text }));
}

/** A run of rich text: a hyperlink when it links somewhere. */
function richRun(w: Writer, run: Run, size?: number): ParagraphChild {
  const style = {
    bold: run.bold,
    italics: run.italic,
    underline: run.underline ? {} : undefined,
    size,
  };
  const parts = run.text.split("\n");
  const children = parts.map((part, i) => textRun(w, part, { ...style, ...(i > 0 ? { break: 1 } : {}) }));
  if (!run.href) return children.length === 1 ? (children[0] as TextRun) : new TextRun({ children });
  return new ExternalHyperlink({
    link: run.href,
    children: parts.map((part, i) =>
      textRun(w, part, {
        ...style,
        color: "1D4ED8",
        underline: {},
        ...(i > 0 ? { break: 1 } : {}),
      }),
    ),
  });
}

/** Text that reads left to right (phone, e-mail, URL) kept whole inside a right-to-left line. */
function ltrText(w: Writer, text: string): string {
  return w.rtl ? `${lrm}${text}${lrm}` : text;
}

function paragraph(
  w: Writer,
  children: ParagraphChild[],
  options: ConstructorParameters<typeof Paragraph>[0] & object = {},
): Paragraph {
  return new Paragraph({ bidirectional: w.rtl, alignment: AlignmentType.START, ...options, children });
}

function contactChildren(w: Writer, contacts: Contact[]): ParagraphChild[] {
  const children: ParagraphChild[] = [];
  contacts.forEach((contact, i) => {
    if (i > 0) children.push(textRun(w, "  |  ", { color: "808080", size: sizes.small }));
    if (contact.label) children.push(textRun(w, `${contact.label}: `, { bold: true, size: sizes.small }));
    const text = contact.ltr ? ltrText(w, contact.text) : contact.text;
    children.push(richRun(w, { text, href: contact.href }, sizes.small));
  });
  return children;
}

function header(w: Writer, picture: DocxPicture | undefined): Paragraph[] {
  const o = w.outline;
  const out: Paragraph[] = [];
  if (picture)
    out.push(
      paragraph(w, [
        new ImageRun({
          type: picture.type,
          data: picture.data,
          transformation: { width: picture.width, height: picture.height },
          altText: { name: o.name || "picture", description: o.name, title: o.name },
        }),
      ]),
    );
  if (o.name)
    out.push(
      paragraph(w, [textRun(w, o.name, { bold: true, size: sizes.name, color: w.accent })], {
        heading: HeadingLevel.TITLE,
        spacing: { after: 60 },
      }),
    );
  if (o.headline)
    out.push(paragraph(w, [textRun(w, o.headline, { size: sizes.headline })], { spacing: { after: 60 } }));
  if (o.personalTop.length)
    out.push(paragraph(w, contactChildren(w, o.personalTop), { spacing: { after: 60 } }));
  if (o.contacts.length)
    out.push(
      paragraph(w, contactChildren(w, o.contacts), { spacing: { after: o.personal.length ? 60 : 120 } }),
    );
  if (o.personal.length) out.push(paragraph(w, contactChildren(w, o.personal), { spacing: { after: 120 } }));
  return out;
}

function blockParagraphs(w: Writer, blocks: Block[]): Paragraph[] {
  return blocks.map((block) => {
    const children = block.runs.map((r) => richRun(w, block.kind === "heading" ? { ...r, bold: true } : r));
    const level = Math.min(block.level ?? 0, listLevels - 1);
    if (block.kind === "bullet" || block.kind === "numbered")
      return paragraph(w, children, {
        // Each <ol> is its own Word list instance, so its numbers start again at 1.
        numbering:
          block.kind === "bullet"
            ? { reference: bulletsRef, level }
            : { reference: numbersRef, level, instance: block.list ?? 0 },
        spacing: { after: 40 },
      });
    // A paragraph that continues a list item sits under the item's text.
    if (block.level !== undefined)
      return paragraph(w, children, { indent: { start: listIndent(level) }, spacing: { after: 40 } });
    return paragraph(w, children, { spacing: { after: 80 } });
  });
}

/** Skills, languages and interests: one line each ("Name — description: keywords"). */
const compactKinds = new Set(["skills", "languages", "interests"]);

function itemParagraphs(w: Writer, section: OutlineSection, item: OutlineItem): Paragraph[] {
  const v = item.view;
  const sep = listSeparator(w.outline.language);
  if (compactKinds.has(section.kind)) {
    const children: ParagraphChild[] = [];
    if (v.title.trim()) children.push(textRun(w, v.title.trim(), { bold: true }));
    if (v.description.trim()) children.push(textRun(w, ` — ${v.description.trim()}`));
    if (v.keywords.length) children.push(textRun(w, `${children.length ? ": " : ""}${v.keywords.join(sep)}`));
    return [paragraph(w, children, { spacing: { after: 60 } }), ...blockParagraphs(w, item.blocks)];
  }
  if (section.kind === "profiles") {
    const children: ParagraphChild[] = [];
    if (v.subtitle.trim()) children.push(textRun(w, `${v.subtitle.trim()}: `, { bold: true }));
    children.push(richRun(w, { text: ltrText(w, v.title.trim()), href: v.url?.href }));
    return [paragraph(w, children, { spacing: { after: 40 } })];
  }
  const out: Paragraph[] = [];
  const title = v.title.trim();
  if (title)
    out.push(paragraph(w, [textRun(w, title, { bold: true })], { keepNext: true, spacing: { before: 80 } }));
  if (v.subtitle.trim()) out.push(paragraph(w, [textRun(w, v.subtitle.trim())], { keepNext: true }));
  const meta = [v.date, v.location, v.score].map((s) => s.trim()).filter(Boolean);
  if (meta.length)
    out.push(
      paragraph(w, [textRun(w, meta.join(" | "), { color: "595959", size: sizes.small })], {
        keepNext: true,
      }),
    );
  if (v.description.trim()) out.push(paragraph(w, [textRun(w, v.description.trim())]));
  out.push(...blockParagraphs(w, item.blocks));
  if (v.keywords.length) out.push(paragraph(w, [textRun(w, v.keywords.join(sep))]));
  if (v.url)
    out.push(
      paragraph(w, [
        richRun(w, { text: ltrText(w, v.url.label || v.url.href), href: v.url.href }, sizes.small),
      ]),
    );
  return out;
}

function sectionParagraphs(w: Writer, section: OutlineSection): Paragraph[] {
  const heading = paragraph(
    w,
    [textRun(w, section.name, { bold: true, size: sizes.heading, color: w.accent })],
    {
      heading: HeadingLevel.HEADING_1,
      keepNext: true,
      spacing: { before: 240, after: 100 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: w.accent, space: 2 } },
    },
  );
  return [
    heading,
    ...blockParagraphs(w, section.blocks),
    ...section.items.flatMap((item) => itemParagraphs(w, section, item)),
  ];
}

/** Nesting levels a Word list defines; deeper items print at the last one. */
const listLevels = 3;

/** Where a list item's text starts at a nesting level, in twentieths of a point. */
function listIndent(level: number): number {
  return 360 * (level + 1);
}

function listLevel(
  level: number,
  format: (typeof LevelFormat)[keyof typeof LevelFormat],
  text: string,
  rtl: boolean,
) {
  return {
    level,
    format,
    text,
    alignment: AlignmentType.START,
    style: {
      paragraph: { indent: { start: listIndent(level), hanging: 260 } },
      run: {
        font: { ascii: docxFont, hAnsi: docxFont, cs: docxFont },
        ...(rtl ? { rightToLeft: true } : {}),
      },
    },
  };
}

/** Build the Word document of an outline (see the module comment). */
export async function outlineDocx(outline: ResumeOutline, options: DocxOptions = {}): Promise<Uint8Array> {
  const rtl = outline.dir === "rtl";
  const w: Writer = { outline, rtl, accent: outline.accent ?? "1F2937" };
  const margin = Math.max(720, Math.round(outline.margin * 15));
  const font = { ascii: docxFont, hAnsi: docxFont, cs: docxFont, eastAsia: docxFont };
  const doc = new Document({
    creator: "Sira",
    title: outline.name || "Resume",
    styles: {
      default: {
        document: {
          run: { font, size: sizes.body, sizeComplexScript: sizes.body },
          paragraph: { spacing: { after: 40, line: 264, lineRule: LineRuleType.AUTO } },
        },
      },
      paragraphStyles: [
        {
          id: "Heading1",
          name: "Heading 1",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          run: { font, bold: true, boldComplexScript: true, size: sizes.heading, color: w.accent },
        },
        {
          id: "Title",
          name: "Title",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          run: { font, bold: true, boldComplexScript: true, size: sizes.name, color: w.accent },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: bulletsRef,
          levels: ["•", "◦", "▪"].map((mark, level) => listLevel(level, LevelFormat.BULLET, mark, rtl)),
        },
        {
          reference: numbersRef,
          levels: Array.from({ length: listLevels }, (_, level) =>
            listLevel(level, LevelFormat.DECIMAL, `%${level + 1}.`, rtl),
          ),
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: pageSizes[outline.pageFormat],
            margin: { top: margin, bottom: margin, left: margin, right: margin },
          },
        },
        children: [
          ...header(w, options.picture),
          ...outline.sections.flatMap((s) => sectionParagraphs(w, s)),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The resume data as a Word document (see the module comment). */
export function resumeDocx(data: ResumeData, options: DocxOptions = {}): Promise<Uint8Array> {
  return outlineDocx(resumeOutline(data), options);
}
