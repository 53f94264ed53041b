import type { PdfTextItem } from "./items";
import { arabicLetter } from "./script";

// Glyphs drawn over a run's gaps. LibreOffice and Word draw a character their text font lacks
// (the "." of an e-mail, the "/" of a date in an Arabic font) from another font, as an item of its
// own; pdf.js then gives the run around it with a space in its place: "mariam balushi@example com"
// with "." items over the two spaces, "1994 11 02" with "/" items. Read in x order the pieces come
// out "mariam balushi@example com . .".

/** Items drawn inside another item's box on its baseline, one over each of its spaces, spliced in. */
export function spliceOverlaidItems(items: readonly PdfTextItem[]): PdfTextItem[] {
  const out: PdfTextItem[] = [];
  const used = new Set<PdfTextItem>();
  // Items by rounded baseline, so each run only meets the items of its own row.
  const rows = new Map<number, PdfTextItem[]>();
  for (const item of items) {
    const key = Math.round(item.y);
    const list = rows.get(key);
    if (list) list.push(item);
    else rows.set(key, [item]);
  }
  for (const item of items) {
    if (used.has(item)) continue;
    const spaces = item.text.trim().split(/\s+/).length - 1;
    if (spaces < 1 || spaces > 8 || arabicLetter.test(item.text) || item.text !== item.text.trim()) {
      out.push(item);
      continue;
    }
    const key = Math.round(item.y);
    const tolerance = item.fontSize * 0.2;
    const over = [key - 1, key, key + 1]
      .flatMap((k) => rows.get(k) ?? [])
      .filter(
        (other) =>
          other !== item &&
          !used.has(other) &&
          Math.abs(other.y - item.y) <= tolerance &&
          other.text.trim().length === 1 &&
          other.text.length === 1 &&
          other.x >= item.x - 0.5 &&
          other.x + other.width <= item.x + item.width + 0.5,
      )
      .sort((a, b) => a.x - b.x);
    if (over.length !== spaces) {
      out.push(item);
      continue;
    }
    // The run's words fill the room between the glyphs over its spaces, in order.
    const words = item.text.split(/\s+/);
    const edges = [item.x, ...over.flatMap((o) => [o.x, o.x + o.width]), item.x + item.width];
    for (const [i, word] of words.entries()) {
      const start = edges[2 * i]!;
      const end = edges[2 * i + 1]!;
      out.push({ ...item, text: word, x: start, width: Math.max(0, end - start) });
    }
    for (const o of over) used.add(o);
    out.push(...over);
    // pdf.js's own space items over the run's gaps go: the glyphs fill them.
    for (const other of [key - 1, key, key + 1].flatMap((k) => rows.get(k) ?? []))
      if (
        other.text.trim() === "" &&
        Math.abs(other.y - item.y) <= tolerance &&
        other.x >= item.x - 0.5 &&
        other.x <= item.x + item.width
      )
        used.add(other);
  }
  // An overlaid glyph already pushed before its run was reached stays only once; spaces go.
  const kept = new Set<PdfTextItem>();
  return out.filter((item) => {
    if (used.has(item) && (item.text.trim() === "" || kept.has(item))) return false;
    kept.add(item);
    return true;
  });
}
