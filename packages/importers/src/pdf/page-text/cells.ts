import type { PdfTextItem } from "./items";
import { splitAtGaps } from "./rows";
import { arabicLetter, fixRtlText, orderLineItems } from "./script";

// The text of one cell of a row: its items joined with spaces where the gaps call for them, and
// chips (units set apart by wide gaps) joined by " · ".

/** Gap between two items of one row wider than this many font sizes separates units (chips). */
const unitGap = 1.2;

/** Join ordered items with a space where the gap between them is wider than a fifth of the font. */
function joinItems(items: readonly PdfTextItem[], rtl: boolean): string {
  let text = "";
  let previous: PdfTextItem | undefined;
  for (const item of items) {
    if (item.text.trim() === "") {
      if (text && !/\s$/.test(text)) text += " ";
      continue;
    }
    if (previous) {
      // The gap between the two boxes, whichever side the next item is drawn on (a right-to-left
      // line also reads number groups right to left: "+" then "966" to its left).
      const gap =
        rtl && (!(isLtrRun(previous) && isLtrRun(item)) || item.x + item.width <= previous.x)
          ? previous.x - (item.x + item.width)
          : item.x - (previous.x + previous.width);
      const needsSpace = Math.abs(gap) > Math.min(item.fontSize, previous.fontSize) * 0.2;
      if (needsSpace && !/\s$/.test(text) && !/^\s/.test(item.text)) text += " ";
    }
    text += item.text;
    previous = item;
  }
  return text.replace(/\s+/g, " ").trim();
}

function isLtrRun(item: PdfTextItem): boolean {
  return !arabicLetter.test(item.text);
}

/** Units of one cell: runs of items split at gaps wider than `unitGap` font sizes (keyword chips). */
function splitUnits(cell: readonly PdfTextItem[]): PdfTextItem[][] {
  return splitAtGaps(cell, (item, last) => unitGap * Math.min(item.fontSize, last.fontSize));
}

/**
 * Text of one cell: its units (see splitUnits) in reading order, joined by " · " (a keyword chip
 * row "React  TypeScript" reads "React · TypeScript"); inside a right-to-left unit, items by x
 * descending with Latin runs kept left to right; Arabic marks glued to their letters.
 */
export function cellText(cell: readonly PdfTextItem[], rtl: boolean): string {
  const units = splitUnits(cell);
  if (rtl) units.reverse();
  const texts = units
    .map((unit) => fixRtlText(joinItems(orderLineItems(unit, rtl), rtl), rtl))
    .filter(Boolean);
  let text = "";
  for (const part of texts) {
    // No separator where the text already has one ("BS · Princeton", "a, b").
    const separated = !text || /[·•|,،;:–—-]$/.test(text) || /^[·•|,،;:–—-]/.test(part);
    text += separated ? (text ? ` ${part}` : part) : ` · ${part}`;
  }
  return text;
}
