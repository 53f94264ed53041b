import type { GlyphText } from "./types";

/** Right-to-left letters, left-to-right letters or digits, Arabic-Indic digits, neutral. */
type Strength = "R" | "L" | "A" | "N";

/**
 * A light reading of each `BT … ET` block of a content stream (`markRtlNeutrals` runs on every
 * page of every print): its baseline and x from the first Tm (plus a leading Td), its text from
 * its Tj codes.
 */
export function lightBlocks(content: string, glyphText: GlyphText): LightBlock[] {
  const found: LightBlock[] = [];
  for (const m of content.matchAll(/(?<=\n|^)BT\n[\s\S]*?\nET(?=\n|$)/g)) {
    const text = m[0];
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: one BT…ET block of a content stream Chromium printed, read in the worker pool under its time limit
    const tm = /((?:-?[\d.]+\s+){4})(-?[\d.]+)\s+(-?[\d.]+)\s+Tm\s*(?:(-?[\d.]+)\s+-?[\d.]+\s+Td)?/.exec(
      text,
    );
    const font = /(\/\w+)\s+[\d.]+\s+Tf/.exec(text)?.[1];
    if (!tm || !font || /\bTJ\b|\bT\*|'|"/.test(text)) {
      found.push({ index: m.index, text, line: "", x: 0, chars: "", spans: true, rtl: false });
      continue;
    }
    let chars = "";
    for (const g of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) chars += glyphText(font, g[1] as string) ?? "";
    found.push({
      index: m.index,
      text,
      line: `${tm[1]} ${tm[3]}`,
      x: Number.parseFloat(tm[2] as string) + Number.parseFloat(tm[4] ?? "0"),
      chars,
      spans: text.includes("/Span"),
      rtl: text.includes("/ReversedChars"),
    });
  }
  return found;
}

/** A block's direction by its characters, as poppler classifies them (Chromium also reverses neutral runs). */
function strength(b: LightBlock): Strength {
  // Letters only: poppler counts Arabic punctuation and the percent sign (٪) as neutral.
  if (/(?=[\p{Script=Arabic}\p{Script=Hebrew}])\p{L}/u.test(b.chars)) return "R";
  if (/[\u0660-\u0669\u06F0-\u06F9]/.test(b.chars)) return "A";
  return /[\p{L}\p{Nd}]/u.test(b.chars) ? "L" : "N";
}

/**
 * The lines of `lightBlocks`: consecutive blocks on one baseline, whatever lies between them,
 * each sorted left to right with its direction (blocks without a readable matrix are left out).
 */
export function* lightLines(found: LightBlock[]): Generator<{ b: LightBlock; s: Strength }[]> {
  let k = 0;
  while (k < found.length) {
    const line = (found[k] as LightBlock).line;
    let end = k + 1;
    while (line && found[end]?.line === line) end++;
    const blocks = found.slice(k, end);
    k = end;
    if (line) yield blocks.sort((x, y) => x.x - y.x).map((b) => ({ b, s: strength(b) }));
  }
}

export interface LightBlock {
  index: number;
  text: string;
  /** The text matrix but for its x: blocks of one line share it. */
  line: string;
  x: number;
  chars: string;
  spans: boolean;
  rtl: boolean;
}
