import { hex4, reversed } from "./text-codes";
import type { GlyphText } from "./types";

/** Arabic-Indic and extended Arabic-Indic digits, and the Arabic decimal and thousands separators. */
const digit = /^[\u0660-\u0669\u06F0-\u06F9]$/u;
const separator = /^[\u066B\u066C]$/u;
/** A glyph line as Chromium writes one: moves, then one code shown. */
const glyphLine = /^((?:-?[\d.]+ -?[\d.]+ Td )*)<([0-9A-Fa-f]+)> Tj$/;

/**
 * A number in Arabic-Indic digits (`٢٠١٢`, `٩٢`) gets its digits in reverse order as an
 * ActualText that only MuPDF (PyMuPDF) reads: a marked-content span tagged `/SiraDigits`, not
 * `/Span`. MuPDF guesses each glyph's direction from its own text, takes Arabic-Indic digits
 * (bidi class AN) as right-to-left and reverses every right-to-left run of a line painted left to
 * right in place, so the digits, which Chromium paints left to right in reading order, came out
 * backwards (`٢٠١٢` → `٢١٠٢`). Given the digits reversed (between right-to-left marks, so none of
 * them is matched to a glyph's own text), MuPDF reverses them back into reading order. MuPDF
 * honours ActualText in any marked content; poppler 22 only under `/Span`, so it keeps reading
 * the glyphs (in order), and PDFBox, pypdf and pdfminer read no ActualText. Nothing is painted:
 * only a `BDC … EMC` pair around glyphs already there.
 */
export function markArabicIndicNumbers(content: string, glyphText: GlyphText): string {
  if (!content.includes("BT")) return content;
  return content.replace(/(?<=\n|^)BT\n[\s\S]*?\nET(?=\n|$)/g, (block) => {
    const lines = block.split("\n");
    let font = "";
    const out: string[] = [];
    let run: { line: string; text: string }[] = [];
    const flush = () => {
      // Trailing separators are not part of the number.
      let end = run.length;
      while (end > 0 && !digit.test(run[end - 1]?.text ?? "")) end--;
      const number = run.slice(0, end);
      const digits = number.filter((g) => digit.test(g.text)).length;
      if (digits >= 2) {
        const text = number.map((g) => g.text).join("");
        out.push(`/SiraDigits <</ActualText <FEFF${hex4(`\u200F${reversed(text)}\u200F`)}>>> BDC`);
        out.push(...number.map((g) => g.line), "EMC");
      } else out.push(...number.map((g) => g.line));
      out.push(...run.slice(end).map((g) => g.line));
      run = [];
    };
    for (const line of lines) {
      const tf = /^(\/[\w.-]+) [\d.]+ Tf$/.exec(line);
      if (tf) font = tf[1] as string;
      const g = glyphLine.exec(line);
      const text = g && font ? glyphText(font, g[2] as string) : undefined;
      if (text !== undefined && (digit.test(text) || (run.length > 0 && separator.test(text)))) {
        run.push({ line, text });
        continue;
      }
      flush();
      out.push(line);
    }
    flush();
    const result = out.join("\n");
    return result;
  });
}
