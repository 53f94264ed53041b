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
  // Glyphs written into their run's text (placeLabelColons): gone as items of their own.
  const absorbed = new Set<PdfTextItem>();
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
    const rtl = arabicLetter.test(item.text);
    if (spaces < 1 || spaces > 8 || item.text !== item.text.trim()) {
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
          !absorbed.has(other) &&
          Math.abs(other.y - item.y) <= tolerance &&
          other.text.trim().length === 1 &&
          other.text.length === 1 &&
          other.x >= item.x - 0.5 &&
          other.x + other.width <= item.x + item.width + 0.5,
      )
      .sort((a, b) => a.x - b.x);
    if (over.length !== spaces || rtl) {
      const placed = placeLabelColons(item, over, rtl);
      if (placed) {
        out.push(placed);
        for (const o of over) absorbed.add(o);
      } else out.push(item);
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
    if (absorbed.has(item)) return false;
    if (used.has(item) && (item.text.trim() === "" || kept.has(item))) return false;
    kept.add(item);
    return true;
  });
}

/**
 * Colons, commas and dots drawn over a run that has more spaces than glyphs, or over a
 * right-to-left run: a label's colon ("العربية: اللغة الأم", "Arabic: Native – English: Fluent") or
 * a comma whose space after it stays a space; an e-mail's dots among other glyphs ("Email: reem.harthy@example.com
 * | Muscat, Oman"; the dot, slash or at sign between lower-case letters or digits takes the
 * space's place); an e-mail's dot in a letter-spaced run ("s ar ah. t hom", see normalise.ts). pdf.js gives a right-to-left run in reading order, from its right end. Each colon goes
 * after the word whose end is nearest it, by the run's characters spread evenly over its width;
 * undefined when the glyphs are not all colons or two would fall on one space.
 */
function placeLabelColons(
  item: PdfTextItem,
  over: readonly PdfTextItem[],
  rtl: boolean,
): PdfTextItem | undefined {
  if (!over.length || item.width <= 0 || !over.every((o) => /^[:：،؛.,/@]$/.test(o.text))) return undefined;
  const text = item.text;
  const spaceAt = [...text.matchAll(/ /g)].map((m) => m.index!);
  const chosen = new Map<number, string>();
  for (const o of over) {
    const centre = o.x + o.width / 2;
    const fraction = rtl ? (item.x + item.width - centre) / item.width : (centre - item.x) / item.width;
    const at = fraction * text.length;
    const nearest = [...spaceAt].sort((a, b) => Math.abs(a - at) - Math.abs(b - at))[0];
    if (nearest === undefined || chosen.has(nearest)) return undefined;
    chosen.set(nearest, o.text === "：" ? ":" : o.text);
  }
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const glyph = chosen.get(i);
    // A dot between two lower-case letters or digits ("reem.harthy", "example.com"), a slash or
    // an at sign stands for the space: the run's words are one.
    const joins =
      glyph !== undefined &&
      (glyph === "/" || glyph === "@" || (glyph === "." && /[\p{Ll}\d]/u.test(text[i + 1] ?? "")));
    out += joins ? glyph : (glyph ?? "") + text[i];
  }
  return { ...item, text: out };
}
