import { fromHex, hex4, reversed } from "./text-codes";

const visualOrder = (_: string, h: string) => `/ActualText <FEFF${hex4(reversed(fromHex(h)))}>`;

/** Arabic letters only (a ligature's text), at least two. */
const arabicLetters = /^(?:06(?:2[1-9A-Fa-f]|3[0-9Aa]|4[0-9Aa]))+$/;

/**
 * Multi-character ActualText of the glyphs in right-to-left runs, in visual order. A word that
 * is one ligature glyph (`الله` standing alone) gets no `/ReversedChars` run of its own, yet
 * readers reverse its letters with the line all the same (`هللا`): its text is written in visual
 * order too.
 */
export function fixActualText(content: string): string {
  if (!content.includes("/ActualText")) return content;
  return content.replace(/BT\b[\s\S]*?\bET\b/g, (block) => {
    if (block.includes("/ReversedChars"))
      return block.replace(/\/ActualText\s*<FEFF((?:[0-9A-Fa-f]{4}){2,})>/g, visualOrder);
    return block.replace(
      /\/ActualText\s*<FEFF((?:[0-9A-Fa-f]{4}){2,})>(?=\s*>>\s*BDC\n(?:\/\w+ [\d.]+ Tf\n)?(?:[-\d. ]+ Tm\n)?(?:-?[\d.]+ -?[\d.]+ Td )?<[0-9A-Fa-f]{4}> Tj\nEMC)/g,
      (whole, h: string) => (arabicLetters.test(h) ? visualOrder(whole, h) : whole),
    );
  });
}

/**
 * A letter with a haraka (`فً`) is one ActualText span over two glyphs, the raised or lowered mark
 * painted first. poppler places the span's text on the first glyph's baseline and then breaks
 * the word there (`موظفًا → موظفً ا`); here the leading mark gets an empty ActualText span of its
 * own, so the letters take the base glyph's place. Paint order and positions are unchanged.
 */
export function detachMarks(content: string): string {
  if (!content.includes("/ReversedChars")) return content;
  return content.replace(
    /(\/Span\s*<<\s*\/ActualText\s*<FEFF(?:[0-9A-Fa-f]{4}){2,}>\s*>>\s*BDC\n(?:\/\w+ [\d.]+ Tf\n(?:[-\d. ]+ Tm\n)?)?)((?:-?[\d.]+) (-?[\d.]+) Td <[0-9A-Fa-f]+> Tj\n)(?=(?:-?[\d.]+ -?[\d.]+ Td )?<[0-9A-Fa-f]+> Tj\n)/g,
    (whole, open: string, mark: string, dy: string) =>
      Number.parseFloat(dy) === 0
        ? whole
        : `/Span<</ActualText <FEFF>>> BDC\n${open.replace(/^\/Span[\s\S]*?BDC\n/, "")}${mark}EMC\n${open.match(/^\/Span[\s\S]*?BDC\n/)?.[0] ?? ""}`,
  );
}
