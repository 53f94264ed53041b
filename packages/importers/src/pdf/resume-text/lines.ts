import type { PdfTextLine } from "../pdf-text";
import { emailPattern, isPhoneText, type SectionKind, urlPattern } from "../resume-patterns";

// The lines of a resume's text and what every section reader asks of them: clean text, layout
// facts (position, font size, page), bullets, strong separators, sizes and rows.

/** A line with optional layout facts; plain strings have none. */
export interface Line {
  text: string;
  x?: number;
  /** Right edge (where right-to-left lines start). */
  xEnd?: number;
  /** Left edge as printed (x is turned into the right edge on Arabic pages). */
  x0?: number;
  y?: number;
  fontSize?: number;
  page?: number;
}

export interface Section {
  kind: SectionKind;
  title: string;
  lines: Line[];
}

export const bulletPattern = /^\s*(?:[•●▪■◦‣►▸➢➤✓✔·∙○◆◇]|[-–*](?=\s))\s*/;
export const timeSpanPattern = /^\d+\s+(?:years?|yrs?|months?|mos?)(?:\s+\d+\s+(?:months?|mos?))?$/i;

export const keywordSeparator = /(?<!\s)\s*[,،;|•·]\s*/;
export const sameSize = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && Math.abs(a - b) < 0.3;

export const scorePattern =
  /^(?:(?:c?gpa|grade|score|المعدل|معدل|التقدير)\s*(?:[:：]\s*)?)?(\d{1,3}(?:[.,]\d{1,2})?\s*\/\s*\d{1,3}(?:[.,]\d)?|\d{1,3}(?:[.,]\d{1,2})?\s*%)$/i;

export function toLine(input: string | PdfTextLine): Line {
  if (typeof input === "string") return { text: input };
  return {
    text: input.text,
    x: input.x,
    x0: input.x,
    xEnd: input.xEnd,
    y: input.y,
    fontSize: input.fontSize,
    page: input.page,
  };
}

/**
 * A phone number laid out right to left in an Arabic paragraph: its groups come out in reverse
 * with the plus sign last ("5678 234 50 966+") or detached first ("+ 5678 234 50 966"); put back
 * as written ("+966 50 234 5678").
 */
function unreversePhone(text: string): string {
  return text
    .replace(/(^|[^\d+])((?:\d{1,5} ){2,5}\d{1,5})\+(?!\d)/g, (_, before: string, groups: string) => {
      const digits = groups.replace(/\D/g, "").length;
      if (digits < 8) return `${before}${groups}+`;
      return `${before}+${groups.split(" ").reverse().join(" ")}`;
    })
    .replace(/(^|[^\d+])\+ ((?:\d{1,5} ){2,5}\d{1,5})(?!\d)/g, (whole, before: string, groups: string) => {
      // The same read left to right with the plus first ("+ 6789 345 50 971"): the country code
      // (one to three digits) is last, a subscriber group of four first.
      const parts = groups.split(" ");
      if ((parts[0]?.length ?? 0) < 4 || (parts[parts.length - 1]?.length ?? 0) > 3) return whole;
      return `${before}+${parts.reverse().join(" ")}`;
    });
}

export function cleanText(text: string): string {
  return unreversePhone(
    text
      .normalize("NFKC")
      .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, "")
      .replace(/[\uE000-\uF8FF]/g, " ")
      .replace(/\s+/g, " ")
      // Tanween before its alif ("مطورً ا" → "مطورًا"): a mark never starts a word.
      .replace(/([\u064B-\u0652])\s+(?=\u0627)/g, "$1")
      // Brackets around a Latin run in Arabic text come out mirrored: "طلاقة ) IELTS 7.5 (".
      .replace(/^([^()]*)\)([^()]*)\($/u, (whole, before: string, inside: string) =>
        /\p{Script=Arabic}/u.test(before) && inside.trim() ? `${before.trimEnd()} (${inside.trim()})` : whole,
      )
      // A mark alone (printed above the row and read as a line of its own) carries no text.
      .replace(/^[\u064B-\u0652\s]+$/, "")
      .trim()
      .slice(0, 2000),
  );
}

/** The text size most characters are set in: the body size headings are compared with. */
export function bodyFontSize(lines: readonly Line[]): number | undefined {
  const weights = new Map<number, number>();
  for (const line of lines) {
    if (!line.fontSize) continue;
    const size = Math.round(line.fontSize * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best: number | undefined;
  let bestWeight = 0;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) {
      best = size;
      bestWeight = weight;
    }
  }
  return best;
}

/** Split a text into parts at strong separators (|, •, ·, —, " - ", tabs). */
export function splitParts(text: string): string[] {
  return text
    .split(/(?<!\s)(?:\s*[|•·—–]\s*|\s+-\s+|\s{3,})/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Two lines on one row of the page: baselines within a fifth of the font size (a title and the
 * date cell beside it may sit a fraction of a point apart).
 */
export function sameRow(a: Line, b: Line): boolean {
  if (a.y === undefined || b.y === undefined) return false;
  return Math.abs(a.y - b.y) <= 0.2 * (a.fontSize ?? b.fontSize ?? 10);
}

export function joinWrapped(previous: string, next: string): string {
  if (/\u00AD$/.test(previous)) return previous.slice(0, -1) + next;
  if (/\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(next)) return previous.slice(0, -1) + next;
  return `${previous} ${next}`;
}

export function isUrlOnly(text: string): boolean {
  const m = urlPattern.exec(text);
  // "Scrum.org" set as a name (capitals, no scheme) is an organisation, not a link.
  if (m && !/^(https?:|www\.)/i.test(m[0]) && /[A-Z]/.test(m[0].split("/")[0] ?? "")) return false;
  return m !== null && m[0].length >= text.trim().length - 1 && !/\s/.test(text.trim());
}

export function isContactText(text: string): boolean {
  return (
    emailPattern.test(text) || isPhoneText(text) || urlPattern.test(text) || /linkedin|github/i.test(text)
  );
}
