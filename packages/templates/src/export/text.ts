import type { ResumeData } from "@sira/schema";
import type { SectionKind } from "../lib/model";
import {
  type Block,
  blockLines,
  listSeparator,
  type OutlineItem,
  type ResumeOutline,
  resumeOutline,
} from "./outline";

/**
 * The resume as plain UTF-8 text for pasting into application forms: logical order (as typed, no
 * bidi controls), the header first, then each section under its name with a blank line before it,
 * list items as "• " lines. Lines end with "\n".
 */

/** Sections whose items follow each other without a blank line. */
const compactKinds = new Set(["profiles", "skills", "languages", "interests"]);

function blocksLines(blocks: Block[]): string[] {
  return blocks.flatMap(blockLines);
}

/** The lines of one item: title, subtitle, date · location · score, description, text, keywords, link. */
export function itemLines(item: OutlineItem, kind: SectionKind, separator: string): string[] {
  const v = item.view;
  if (kind === "profiles") {
    const name = v.subtitle.trim() ? `${v.subtitle.trim()}: ${v.title.trim()}` : v.title.trim();
    return [v.url ? `${name} (${v.url.href})` : name];
  }
  const meta = [v.date, v.location, v.score].map((s) => s.trim()).filter(Boolean);
  const lines = [v.title, v.subtitle].map((s) => s.trim()).filter(Boolean);
  if (meta.length) lines.push(meta.join(" | "));
  if (v.description.trim()) lines.push(v.description.trim());
  lines.push(...blocksLines(item.blocks));
  if (v.keywords.length) lines.push(v.keywords.join(separator));
  if (v.url) lines.push(v.url.href);
  return lines;
}

/** Plain text of an outline (see the module comment). */
export function outlineText(outline: ResumeOutline): string {
  const lines: string[] = [];
  if (outline.name) lines.push(outline.name);
  if (outline.headline) lines.push(outline.headline);
  const labelled = (c: { label?: string; text: string }) => (c.label ? `${c.label}: ${c.text}` : c.text);
  if (outline.personalTop.length) lines.push(outline.personalTop.map(labelled).join(" | "));
  const contacts = outline.contacts.map(labelled);
  if (contacts.length) lines.push(contacts.join(" | "));
  // Personal details one a line: forms and screening systems read each as its own field.
  lines.push(...outline.personal.map(labelled));
  for (const section of outline.sections) {
    lines.push("", section.name);
    lines.push(...blocksLines(section.blocks));
    section.items.forEach((item, index) => {
      if (index > 0 && !compactKinds.has(section.kind)) lines.push("");
      lines.push(...itemLines(item, section.kind, listSeparator(outline.language)));
    });
  }
  return `${lines.join("\n").trim()}\n`;
}

/** The resume data as plain text (see the module comment). */
export function resumeText(data: ResumeData): string {
  return outlineText(resumeOutline(data));
}
