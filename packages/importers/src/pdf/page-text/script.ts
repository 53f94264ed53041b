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
    out.push(...run.reverse());
    run = [];
  };
  for (const item of descending) {
    const neutral = !arabicLetter.test(item.text) && /[A-Za-z0-9]/.test(item.text);
    if (neutral) run.push(item);
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
