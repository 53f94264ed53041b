import { htmlToText } from "@sira/html";
import { type ListSectionKey, localizeDateText, type ResumeData, sectionNames } from "@sira/schema";
import { unzipSync } from "fflate";

/**
 * Test helpers for the Word and text downloads: the strings a resume's data holds, in the order a
 * single-column document prints them, worked out from the data alone (not from the exporter), and
 * the paragraphs of a .docx file read from its XML.
 */

function summaryPieces(html: string): string[] {
  return htmlToText(html)
    .split("\n")
    .map((piece) => piece.replace(/^[-•–]\s+/, ""))
    .filter(Boolean);
}

type Item = Record<string, unknown>;
const s = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const list = (value: unknown) => (Array.isArray(value) ? value.map(s).filter(Boolean) : []);

/** The fields of an item in print order: title, subtitle, date, location, score, description, text, keywords. */
function itemStrings(kind: ListSectionKey | "custom", item: Item, lang: ResumeData["metadata"]["language"]) {
  const date = localizeDateText(s(item.date), lang);
  const summary = summaryPieces(s(item.summary));
  switch (kind) {
    case "profiles":
      return [s(item.network), s(item.username)];
    case "experience":
    case "volunteer":
      return [s(item.company ?? item.organization), s(item.position), date, s(item.location), ...summary];
    case "education":
      return [s(item.institution), s(item.studyType), s(item.area), date, s(item.score), ...summary];
    case "awards":
      return [s(item.title), s(item.awarder), date, ...summary];
    case "certifications":
      return [s(item.name), s(item.issuer), date, ...summary];
    case "publications":
      return [s(item.name), s(item.publisher), date, ...summary];
    case "skills":
      return [s(item.name), s(item.description), ...list(item.keywords)];
    case "languages":
      return [s(item.name), s(item.description)];
    case "interests":
      return [s(item.name), ...list(item.keywords)];
    case "projects":
      return [s(item.name), date, s(item.description), ...summary, ...list(item.keywords)];
    case "references":
      return [s(item.name), s(item.description), ...summary];
    case "custom":
      return [s(item.name), date, s(item.location), s(item.description), ...summary, ...list(item.keywords)];
  }
}

/** Every visible string of the resume in reading order (layout pages: main column, then sidebar). */
export function sourceStrings(data: ResumeData): string[] {
  const lang = data.metadata.language;
  const b = data.basics;
  const out = [b.name, b.headline, b.location, b.phone, b.email].map(s);
  for (const field of b.customFields) out.push(s(field.name), s(field.value));
  const ids = data.metadata.layout.flatMap((page) => [...(page[0] ?? []), ...(page[1] ?? [])]);
  for (const id of ids) {
    if (id === "summary") {
      if (!data.sections.summary.visible) continue;
      out.push(
        s(data.sections.summary.name) || sectionNames[lang].summary,
        ...summaryPieces(data.sections.summary.content),
      );
      continue;
    }
    const custom = id.startsWith("custom.") ? data.sections.custom[id.slice(7)] : undefined;
    const section =
      custom ?? (data.sections[id as ListSectionKey] as { name: string; visible: boolean; items: Item[] });
    if (!section?.visible) continue;
    const kind = custom ? "custom" : (id as ListSectionKey);
    const items = (section.items as Item[]).filter((i) => i.visible);
    if (items.length === 0) continue;
    out.push(s(section.name) || sectionNames[lang][kind]);
    for (const item of items) out.push(...itemStrings(kind, item, lang));
  }
  return out.filter(Boolean);
}

/** The first source string not found in `text` after the previous one ("" when all are in order). */
export function firstMissingInOrder(text: string, strings: string[]): string {
  let from = 0;
  for (const str of strings) {
    const at = text.indexOf(str, from);
    if (at < 0) return `${str} (after: …${text.slice(Math.max(0, from - 60), from)})`;
    from = at + str.length;
  }
  return "";
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The XML of a part of a .docx file. */
export function docxPart(docx: Uint8Array, part = "word/document.xml"): string {
  const file = unzipSync(docx)[part];
  if (!file) throw new Error(`${part} missing`);
  return new TextDecoder().decode(file);
}

/** Each `<w:p>` of the document XML with its text (the `<w:t>` contents, tabs and breaks as spaces). */
export function docxParagraphs(xml: string): { xml: string; text: string }[] {
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    xml: p,
    text: [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:(?:br|tab)\/>/g)]
      .map((m) => (m[1] ?? " ").replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => entities[e] ?? ""))
      .join(""),
  }));
}

/** Text without the invisible direction marks the exporter puts around left-to-right runs. */
export function withoutBidiMarks(text: string): string {
  return text.replace(/[\u200e\u200f\u2066-\u2069\u202a-\u202e]/g, "");
}
