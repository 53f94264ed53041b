import {
  type Language,
  migratePersonalFields,
  type PersonalLine,
  type ResumeData,
  resumePersonalLines,
  splitPersonalLines,
} from "@sira/schema";
import { Parser } from "htmlparser2";
import { buildSegments, type ItemView, type SectionKind } from "../lib/model";
import { displayUrl, isEmail, isValidUrl } from "../lib/url";
import { templateSpec } from "../templates";

/**
 * The resume as one single-column outline for the Word and plain-text downloads: the same render
 * model the templates print (hidden and empty items gone, dates localized, links only for valid
 * URLs), in reading order (each page's main sections, then its sidebar sections), with summaries
 * turned from sanitized HTML into paragraphs and list items of styled runs.
 */

/** A piece of text with its inline style; `href` makes it a hyperlink. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  href?: string;
}

/**
 * A paragraph of rich text: plain, a bullet or numbered list item, or a small heading. List items
 * carry their nesting `level` (0 for a top-level list; on a paragraph: the list item it continues,
 * set under that item's text), numbered ones their `number` as printed
 * (an `<ol start>` honoured) and the `list` they belong to, so a Word list restarts at each new
 * `<ol>`.
 */
export interface Block {
  kind: "paragraph" | "bullet" | "numbered" | "heading";
  runs: Run[];
  level?: number;
  number?: number;
  list?: number;
}

/** One contact detail of the header; `ltr` marks text that reads left to right (phone, e-mail, URL). */
export interface Contact {
  label?: string;
  text: string;
  href?: string;
  ltr: boolean;
}

export interface OutlineItem {
  view: ItemView;
  blocks: Block[];
}

export interface OutlineSection {
  id: string;
  kind: SectionKind;
  name: string;
  /** The summary section's text; list sections have items. */
  blocks: Block[];
  items: OutlineItem[];
}

export interface ResumeOutline {
  language: Language;
  dir: "rtl" | "ltr";
  name: string;
  headline: string;
  contacts: Contact[];
  /** The personal block's lines (issue 40): under the headline, and after the contacts. */
  personalTop: Contact[];
  personal: Contact[];
  /** The picture's URL when the resume shows one (data: URL once the server inlined it). */
  pictureUrl?: string;
  pictureSize: number;
  sections: OutlineSection[];
  /** Theme colour of headings as six hex digits without "#", or undefined for the default. */
  accent?: string;
  pageFormat: "a4" | "letter";
  /** Page margin in CSS pixels, as the resume sets it. */
  margin: number;
}

const blockTags = new Set(["p", "h1", "h2", "h3", "h4", "blockquote", "pre"]);

/** An open list: its kind, the next number it prints and its running index among the lists. */
interface OpenList {
  tag: "ul" | "ol";
  next: number;
  id: number;
}

/** An open list item: its block and the list it is in. */
interface OpenItem {
  block: Block;
  list: OpenList;
}

/**
 * Sanitized rich-text HTML (formatRichText output) as blocks of runs; whitespace collapsed. The
 * one walker every download shares (Word, text, JSON Resume). A list item is one block whatever
 * wraps its text: TipTap's `<li><p>…</p></li>` writes into the item's block, a second paragraph
 * in the same item continues it on a new line, a nested list opens items one level deeper, and
 * text after a nested list inside an item is a paragraph at the item's level, after the nested
 * items (reading order kept).
 */
export function htmlToBlocks(html: string): Block[] {
  if (!html) return [];
  const blocks: Block[] = [];
  const lists: OpenList[] = [];
  const items: OpenItem[] = [];
  const marks = { bold: 0, italic: 0, underline: 0 };
  let listCount = 0;
  let href: string | undefined;
  let current: Block | undefined;
  const open = (kind: Block["kind"]): Block => {
    const block: Block = { kind, runs: [] };
    blocks.push(block);
    current = block;
    return block;
  };
  /** The innermost list item when no list nested in it is open: text here is the item's. */
  const itemHere = (): OpenItem | undefined => {
    const item = items[items.length - 1];
    return item && item.list === lists[lists.length - 1] ? item : undefined;
  };
  const addText = (text: string) => {
    if (!text) return;
    if (!current) {
      if (!text.trim()) return;
      const item = itemHere();
      // A further paragraph continues the item on a new line; text after a list nested in the
      // item, a paragraph under it (after the nested items, in reading order).
      if (item && blocks[blocks.length - 1] === item.block) {
        current = item.block;
        if (current.runs.length) current.runs.push({ text: "\n" });
      } else if (item) open("paragraph").level = item.block.level;
      else open("paragraph");
    }
    const block = current as Block;
    const run: Run = { text };
    if (marks.bold) run.bold = true;
    if (marks.italic) run.italic = true;
    if (marks.underline) run.underline = true;
    if (href) run.href = href;
    block.runs.push(run);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "ul" || name === "ol") {
          const start = Number.parseInt(attributes.start ?? "", 10);
          lists.push({ tag: name, next: name === "ol" && start > 0 ? start : 1, id: listCount++ });
          current = undefined;
        } else if (name === "li") {
          const list = lists[lists.length - 1];
          if (!list) open("paragraph");
          else {
            const block = open(list.tag === "ol" ? "numbered" : "bullet");
            block.level = lists.length - 1;
            block.list = list.id;
            if (list.tag === "ol") block.number = list.next++;
            items.push({ block, list });
          }
        } else if (/^h[1-4]$/.test(name)) open("heading");
        else if (blockTags.has(name)) {
          // A paragraph inside a list item is the item's text, not a block of its own.
          if (itemHere()) current = undefined;
          else open("paragraph");
        } else if (name === "br") addText("\n");
        else if (name === "strong" || name === "b") marks.bold++;
        else if (name === "em" || name === "i") marks.italic++;
        else if (name === "u") marks.underline++;
        else if (name === "a") href = attributes.href;
      },
      onclosetag(name) {
        if (name === "ul" || name === "ol") {
          lists.pop();
          current = undefined;
        } else if (name === "li") {
          items.pop();
          current = undefined;
        } else if (blockTags.has(name)) current = undefined;
        else if (name === "strong" || name === "b") marks.bold--;
        else if (name === "em" || name === "i") marks.italic--;
        else if (name === "u") marks.underline--;
        else if (name === "a") href = undefined;
      },
      ontext(text) {
        addText(text.replace(/[\s\u00a0]+/g, " "));
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return blocks.map(tidyBlock).filter((b) => b.runs.length > 0);
}

/** Trim a block's leading and trailing spaces, merge line breaks with their spaces, drop empty runs. */
function tidyBlock(block: Block): Block {
  const runs = block.runs.map((r) => ({ ...r, text: r.text.replace(/(?<! ) *\n */g, "\n") }));
  const first = runs[0];
  if (first) first.text = first.text.replace(/^[ \n]+/, "");
  const last = runs[runs.length - 1];
  if (last) last.text = last.text.replace(/(?<![ \n])[ \n]+$/, "");
  return { ...block, runs: runs.filter((r) => r.text !== "") };
}

/** The plain text of blocks' runs. */
export function blockText(block: Block): string {
  return block.runs.map((r) => r.text).join("");
}

const bulletMarks = ["•", "◦", "▪"];

/** The mark a list item prints before its text ("• ", "◦ " one level down, "3. "); "" otherwise. */
export function blockMark(block: Block): string {
  if (block.kind === "numbered") return `${block.number ?? 1}. `;
  if (block.kind !== "bullet") return "";
  return `${bulletMarks[(block.level ?? 0) % bulletMarks.length]} `;
}

/**
 * A block as plain-text lines: a list item's mark before its first line, two spaces per nesting
 * level, the item's further lines (and a paragraph that continues an item) under its text.
 */
export function blockLines(block: Block): string[] {
  const text = blockText(block).trim();
  if (!text) return [];
  const mark = blockMark(block);
  const level = block.level ?? 0;
  const indent = "  ".repeat(block.kind === "paragraph" && block.level !== undefined ? level + 1 : level);
  const hang = indent + " ".repeat(mark.length);
  return text.split("\n").map((line, i) => (i === 0 ? `${indent}${mark}${line}` : `${hang}${line}`));
}

function contactsOf(data: ResumeData): Contact[] {
  const b = data.basics;
  const out: Contact[] = [];
  if (b.location.trim()) out.push({ text: b.location.trim(), ltr: false });
  const phone = b.phone.trim();
  if (phone) out.push({ text: phone, href: `tel:${phone.replace(/[^\d+]/g, "")}`, ltr: true });
  const email = b.email.trim();
  if (email) out.push({ text: email, href: isEmail(email) ? `mailto:${email}` : undefined, ltr: true });
  if (isValidUrl(b.url.href))
    out.push({ text: b.url.label.trim() || displayUrl(b.url.href), href: b.url.href.trim(), ltr: true });
  for (const field of b.customFields) {
    const value = field.value.trim();
    if (!value) continue;
    if (isValidUrl(value)) out.push({ text: field.name.trim() || displayUrl(value), href: value, ltr: true });
    else out.push({ label: field.name.trim() || undefined, text: value, ltr: false });
  }
  return out;
}

function accentOf(primary: string): string | undefined {
  const hex = primary.trim().replace(/^#/, "");
  if (/^[0-9a-f]{6}$/i.test(hex)) return hex.toUpperCase();
  if (/^[0-9a-f]{3}$/i.test(hex))
    return hex
      .split("")
      .map((c) => c + c)
      .join("")
      .toUpperCase();
  return undefined;
}

/** The resume data as a single-column outline (see the module comment). */
export function resumeOutline(given: ResumeData): ResumeOutline {
  const data = migratePersonalFields(given);
  const language = data.metadata.language;
  const personal = splitPersonalLines(data.personal, resumePersonalLines(data));
  const asContact = (line: PersonalLine): Contact => ({ label: line.label, text: line.value, ltr: false });
  const spec = { ...templateSpec(data.metadata.template), sidebar: "none" as const, wideSections: [] };
  const sections = buildSegments(data, spec).flatMap((segment) =>
    segment.main.map(
      (view): OutlineSection => ({
        id: view.id,
        kind: view.kind,
        name: view.name.trim(),
        blocks: htmlToBlocks(view.content),
        items: view.items.map((item) => ({ view: item, blocks: htmlToBlocks(item.summary) })),
      }),
    ),
  );
  const picture = data.basics.picture;
  return {
    language,
    dir: language === "ar" ? "rtl" : "ltr",
    name: data.basics.name.trim(),
    headline: data.basics.headline.trim(),
    contacts: contactsOf(data),
    personalTop: personal.top.map(asContact),
    personal: personal.rest.map(asContact),
    pictureUrl: !picture.effects.hidden && picture.url.trim() ? picture.url.trim() : undefined,
    pictureSize: picture.size,
    sections,
    accent: accentOf(data.metadata.theme.primary),
    pageFormat: data.metadata.page.format,
    margin: data.metadata.page.margin,
  };
}

/** "Company" and "Position" of an item joined as the resume's language separates them. */
export function listSeparator(language: Language): string {
  return language === "ar" ? "، " : ", ";
}
