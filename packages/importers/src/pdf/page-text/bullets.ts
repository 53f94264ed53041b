import type { PdfTextItem } from "./items";
import { arabicLetter } from "./script";

const loneBullet = /^\s*[•●▪■◦‣►▸➢➤✓✔·∙○◆◇]\s*$/;

/**
 * A list marker drawn as an item of its own (Word and LibreOffice set it apart from its text by a
 * tab, often in a symbol font whose private-use code becomes "•") joins the text beside it on its
 * row: the nearest item to its right, or to its left when that text is Arabic. Otherwise the
 * column of markers reads as a page column of its own and the list loses its items.
 */
export function mergeBulletItems(items: readonly PdfTextItem[]): PdfTextItem[] {
  // A private-use glyph alone counts as a marker only when it starts a row's text (below).
  const marked = items.map((item) =>
    /^\s*[\uE000-\uF8FF]\s*$/.test(item.text) ? { ...item, text: "•", original: item } : item,
  );
  const used = new Set<PdfTextItem>();
  const out: PdfTextItem[] = [];
  for (const item of marked) {
    if (!loneBullet.test(item.text)) continue;
    const near = (other: PdfTextItem) =>
      other !== item &&
      !used.has(other) &&
      !loneBullet.test(other.text) &&
      Math.abs(other.y - item.y) <= 0.3 * Math.max(item.fontSize, other.fontSize) &&
      /\p{L}/u.test(other.text);
    // The nearest text on each side. A marker opens its line: nothing close on its left (or, for
    // Arabic text, on its right), and its text a tab away (one to six font sizes); one a space
    // away already reads with its text. The text must be one run, as Word and LibreOffice write
    // it; a printer that writes Arabic glyph by glyph (Chromium) already lines its markers up.
    const gapRight = (o: PdfTextItem) => o.x - (item.x + item.width);
    const gapLeft = (o: PdfTextItem) => item.x - (o.x + o.width);
    const right = marked
      .filter((o) => near(o) && gapRight(o) >= -1)
      .sort((a, b) => gapRight(a) - gapRight(b))[0];
    const left = marked.filter((o) => near(o) && gapLeft(o) >= -1).sort((a, b) => gapLeft(a) - gapLeft(b))[0];
    const tabAway = (gap: number) => gap >= item.fontSize && gap <= 6 * item.fontSize;
    const clear = (o: PdfTextItem | undefined, gap: (o: PdfTextItem) => number) =>
      o === undefined || gap(o) > 6 * item.fontSize;
    const whole = (o: PdfTextItem) => o.text.trim().length >= 4;
    let target: PdfTextItem | undefined;
    if (
      left &&
      arabicLetter.test(left.text) &&
      whole(left) &&
      tabAway(gapLeft(left)) &&
      clear(right, gapRight)
    )
      target = left;
    else if (right && whole(right) && tabAway(gapRight(right)) && clear(left, gapLeft)) target = right;
    if (!target) continue;
    used.add(item);
    used.add(target);
    const x = Math.min(item.x, target.x);
    const end = Math.max(item.x + item.width, target.x + target.width);
    out.push({ ...target, text: `• ${target.text.trim()}`, x, width: end - x });
  }
  return [
    ...marked
      .filter((item) => !used.has(item))
      .map((item) => ("original" in item ? (item.original as PdfTextItem) : item)),
    ...out,
  ];
}
