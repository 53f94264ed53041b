import type { PdfTextItem } from "./items";

// Arabic and Latin script on a page: which lines read right to left, and the order of a right-to-left
// line's items (Latin runs kept left to right, marks on their letters).

export const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;
export const arabicLetters = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/g;
export const latinLetters = /[A-Za-z\u00C0-\u024F]/g;

/**
 * True when a line reads right to left: in a page that is mostly Arabic (30% of letters or more),
 * any line with an Arabic letter; elsewhere, lines whose letters are mostly Arabic.
 */
export function isRtlText(text: string, rtlPage: boolean): boolean {
  const rtl = text.match(arabicLetters)?.length ?? 0;
  const ltr = text.match(latinLetters)?.length ?? 0;
  return rtl > 0 && (rtlPage || rtl >= ltr);
}

const markOnly = /^[\u064B-\u065F\u0670]+$/;

/**
 * Order the items of one visual line for reading. Left-to-right lines: by x. Right-to-left lines:
 * by x descending, except that consecutive runs without Arabic letters (Latin words, numbers,
 * e-mails) keep their own left-to-right order; and an Arabic mark (a harakah, tanween, shadda)
 * drawn as an item of its own follows the letter it sits on: the letter whose left edge is nearest
 * the mark's origin (Chromium draws a mark from its base glyph's left edge, give or take a
 * fraction of a point), so "أولًا" keeps its tanween on the lam, not on the alef beside it.
 */
export function orderLineItems(items: readonly PdfTextItem[], rtl: boolean): PdfTextItem[] {
  const byX = [...items].sort((a, b) => a.x - b.x);
  if (!rtl) return byX;
  const marks = byX.filter((i) => markOnly.test(i.text.trim()));
  const descending = byX.filter((i) => !marks.includes(i)).reverse();
  const out: PdfTextItem[] = [];
  let run: PdfTextItem[] = [];
  const flush = () => {
    out.push(...orderNumberRun(run, out[out.length - 1]));
    run = [];
  };
  const isNeutral = (item: PdfTextItem | undefined) =>
    item !== undefined && !arabicLetter.test(item.text) && /[A-Za-z0-9]/.test(item.text);
  for (const [i, item] of descending.entries()) {
    // A separator glyph between two touching parts of a number or address ("1994/11/02" drawn
    // in pieces) belongs to their left-to-right run.
    const joiner =
      run.length > 0 &&
      /^[/.,:@_+-]$/.test(item.text.trim()) &&
      isNeutral(descending[i + 1]) &&
      touching(item, run[run.length - 1]!) &&
      touching(descending[i + 1]!, item);
    if (isNeutral(item) || joiner) run.push(item);
    else {
      flush();
      out.push(item);
    }
  }
  flush();
  for (const mark of marks) {
    const text = mark.text.trim();
    const bases = out.filter(
      (i) =>
        arabicLetter.test(i.text) &&
        mark.x >= i.x - mark.fontSize * 0.3 &&
        mark.x <= i.x + i.width + mark.fontSize * 0.1,
    );
    const base = bases.sort((a, b) => Math.abs(a.x - mark.x) - Math.abs(b.x - mark.x))[0];
    if (!base) continue;
    let at = out.indexOf(base) + 1;
    while (at < out.length && markOnly.test(out[at]!.text.trim())) at++;
    out.splice(at, 0, { ...mark, text, x: base.x, width: 0 });
  }
  return out;
}

/** True when `left` ends where `right` starts (no space between them), on a right-to-left line. */
function touching(left: PdfTextItem, right: PdfTextItem): boolean {
  return right.x - (left.x + left.width) <= Math.min(left.fontSize, right.fontSize) * 0.2;
}

/**
 * The reading order of a run of items without Arabic letters, given right to left. Words and
 * numbers set as one left-to-right run (Latin text, a number isolated in its own direction) read
 * left to right: the run reversed. But numbers set apart by spaces in a right-to-left line without
 * isolation (a phone "+966 55 321 7788" typed in an Arabic paragraph) are drawn group by group
 * from the right, and read as drawn: the groups in the order given, each left to right. Which of the
 * two a run of digit groups is shows at its ends: the "+" or leading zero of a phone number opens
 * it, so it is drawn at the right end (just left of a "+" item) in the second case.
 */
function orderNumberRun(run: readonly PdfTextItem[], before: PdfTextItem | undefined): PdfTextItem[] {
  const units: PdfTextItem[][] = [];
  for (const item of run) {
    const unit = units[units.length - 1];
    if (unit && touching(item, unit[unit.length - 1]!)) unit.push(item);
    else units.push([item]);
  }
  const text = (unit: readonly PdfTextItem[]) => unit.map((i) => i.text).join("");
  const letterless = !run.some((i) => /[A-Za-z]/.test(i.text));
  const opens = (unit: readonly PdfTextItem[]) => /^\s*(?:\+|0)/.test(text([...unit].reverse()));
  const afterPlus =
    before !== undefined &&
    /^\+/.test(before.text.trim()) &&
    run[0] !== undefined &&
    touchingWithin(run[0], before);
  const drawnAsTyped =
    letterless && units.length > 1 && (afterPlus || (opens(units[0]!) && !opens(units[units.length - 1]!)));
  if (!drawnAsTyped) return [...run].reverse();
  return units.flatMap((unit) => [...unit].reverse());
}

/** True when `right` starts within a font size of `left`'s end. */
function touchingWithin(left: PdfTextItem, right: PdfTextItem): boolean {
  return right.x - (left.x + left.width) <= Math.min(left.fontSize, right.fontSize);
}

/**
 * Repairs of right-to-left text read from glyph positions: no space before a mark (NFKC turns an
 * isolated mark form into " ◌"); a Latin run that starts with the sentence's final punctuation
 * (".Scrum", drawn at the left end) gets it back at its end.
 */
export function fixRtlText(text: string, rtl: boolean): string {
  if (!rtl) return text;
  return text
    .replace(/(?<!\s)\s+([\u064B-\u065F\u0670])/g, "$1")
    .replace(/(^|\s)([.,:;!?،؛]+)([A-Za-z][\w.+#/-]*)(?=\s|$)/g, "$1$3$2");
}

/**
 * Undo lam-alef ligatures read backwards. A PDF whose font draws "لا"/"لأ" as one glyph (LibreOffice,
 * Word) maps that glyph to two letters, which the right-to-left reordering then reverses: "الأفق"
 * comes out "األفق", "زملاء" "زمالء", "للاتصالات" "لالتصالات". Two alefs in a row never occur in
 * Arabic, nor "ال" before a final hamza, nor a word opening "لال", so those shapes are put back;
 * others stay as read.
 */
export function repairLamAlef(text: string): string {
  return text
    .replace(/([اأإآ])([اأإآ])ل/g, "$1ل$2")
    .replace(/ال(?=ء(?:\P{L}|$))/gu, "لا")
    .replace(/(^|[^\p{L}])لال(?=\p{L})/gu, "$1للا");
}
