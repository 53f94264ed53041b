import type * as mupdf from "mupdf";
import { addZeroWidths, cidFontOf, cidWidths, freeCodes } from "./cid-fonts";
import { insertAt } from "./content-inserts";
import { hex4 } from "./text-codes";
import { ligatures, parseToUnicode, withEntries } from "./to-unicode";
import type { PageStream } from "./types";

/**
 * How one font's ligature glyphs are read after `splitLigatures`: the ligature glyph keeps the
 * letter on its right (the word's first in reading order) and invisible glyphs painted before it
 * (by code) give the others, in visual order.
 */
interface FontSplit {
  ligatures: Map<string, { invisible: string[] }>;
  /** The font's ToUnicode CMap with the ligatures as single letters and the invisible glyphs. */
  cmap: string;
  /** Widths (glyph space, all zero) of the invisible glyphs' codes, for the CIDFont's /W. */
  widths: Map<string, number>;
}

/**
 * Ligature glyphs (lam-alef, the Allah ligature) read as one letter each, wherever the reader
 * puts a right-to-left run back in order. Extractors reverse Chromium's visual-order runs in two
 * ways: PDFBox (inside Tika) reverses the line's characters, so a ligature's multi-letter text
 * must be in visual order; pypdf puts each glyph's text in front of the run's text, so it must
 * be in reading order. No text serves both unless every glyph reads as one character: the
 * ligature glyph maps to its first letter, and before it, in the ligature's ActualText span (so
 * poppler and MuPDF still read the span's text), invisible glyphs (rendering mode 3, codes no
 * glyph of the font uses, of zero width in the CIDFont's /W) give the other letters in visual
 * order; `0 0 Td` then puts the ligature back at its own origin whatever the character spacing.
 * Nothing is painted, and the ligature is drawn from the very same text matrix, so pages stay
 * identical.
 *
 * A font is split only if every use of its ligatures can be rewritten this way (a `Tj` of that
 * one glyph right after the text matrix is set, in a page's content stream) and it is a
 * two-byte Identity-H Type0 font; otherwise it keeps the visual-order text of `fixToUnicode`.
 */
export function splitLigatures(
  doc: mupdf.PDFDocument,
  fonts: Map<number, { font: mupdf.PDFObject; cmap: string | null }>,
  cmaps: Map<number, string>,
  streams: PageStream[],
  inForms: Set<number>,
) {
  const plans = new Map<number, FontSplit>();
  for (const [key, { font, cmap }] of fonts) {
    const fixed = cmaps.get(key);
    if (cmap === null || fixed === undefined || inForms.has(key)) continue;
    const plan = planFontSplit(font, parseToUnicode(cmap), fixed);
    if (plan) plans.set(key, plan);
  }
  if (plans.size === 0) return;
  const planOf = (fonts: Map<string, mupdf.PDFObject>) => {
    const byName = new Map<string, FontSplit | undefined>();
    for (const [name, font] of fonts)
      byName.set(name, font.isIndirect() ? plans.get(font.asIndirect()) : undefined);
    return (name: string) => byName.get(name);
  };
  // Fonts with a use that cannot be rewritten keep their ligatures whole.
  const unsafe = new Set<FontSplit>();
  const uses = streams.map((s) => findLigatureUses(s.after, planOf(s.fonts), unsafe));
  for (const [key, plan] of plans) if (unsafe.has(plan)) plans.delete(key);
  if (plans.size === 0) return;
  streams.forEach((s, i) => {
    const safe = (uses[i] as LigatureUse[]).filter((use) => !unsafe.has(use.plan));
    if (safe.length) s.after = insertAt(s.after, safe);
  });
  for (const [key, plan] of plans) {
    cmaps.set(key, plan.cmap);
    addZeroWidths(doc, (fonts.get(key) as { font: mupdf.PDFObject }).font.get("DescendantFonts").get(0), [
      ...plan.widths.keys(),
    ]);
  }
}

/** The split of one font's ligatures, or null when it has none or is not a two-byte CID font. */
function planFontSplit(font: mupdf.PDFObject, original: Map<string, string>, cmap: string): FontSplit | null {
  const codes = [...original].filter(
    ([code, text]) => code.length === 4 && ligatures[text.codePointAt(0) ?? 0],
  );
  if (codes.length === 0) return null;
  const cidFont = cidFontOf(font);
  if (!cidFont) return null;
  const freshCode = freeCodes(original, cidWidths(cidFont));
  const plan: FontSplit = { ligatures: new Map(), cmap, widths: new Map() };
  const entries: string[] = [];
  for (const [code, text] of codes) {
    const letters = [...(ligatures[text.codePointAt(0) as number] as string)];
    const visual = [...letters].reverse();
    // A run of one letter (the Allah ligature's two lams) is one glyph: its text reads the same
    // both ways, and MuPDF drops a character equal to the one before it at the same place (it
    // takes it for fake bold).
    const runs =
      visual
        .slice(0, -1)
        .join("")
        .match(/(.)\1*/gu) ?? [];
    const invisible = runs.map((run) => {
      const fresh = freshCode();
      plan.widths.set(fresh, 0);
      entries.push(`<${fresh}> <${hex4(run)}>`);
      return fresh;
    });
    plan.ligatures.set(code, { invisible });
    plan.cmap = plan.cmap.replace(
      new RegExp(`(beginbfchar[\\s\\S]*?<${code}>\\s*)<[0-9A-Fa-f]+>`, "i"),
      `$1<${hex4(letters[0] as string)}>`,
    );
  }
  plan.cmap = withEntries(plan.cmap, entries);
  // Only when the CMap now reads as planned (a ligature inside an unusual entry is left whole).
  const check = parseToUnicode(plan.cmap);
  for (const [code, text] of codes)
    if (check.get(code) !== (ligatures[text.codePointAt(0) as number] as string)[0]) return null;
  return plan;
}

/** Where invisible letter glyphs go in a content stream, before a ligature glyph of a split font. */
interface LigatureUse {
  at: number;
  text: string;
  plan: FontSplit;
}

/**
 * The uses of split fonts' ligatures in `content`: each `Tj` of one ligature glyph right after
 * the text matrix is set gets its invisible letters; any other use (in a `TJ` array, after
 * another glyph, a literal string, or a stream this reading does not follow) makes its font
 * `unsafe`. Reads the operators the text state depends on (font, rendering mode, q/Q), not a
 * full parse: Chromium shows glyphs with hex strings (its literal strings are the ActualText of
 * parentheses); a literal string shown, a `TJ` array, an inline image or an unbalanced
 * parenthesis makes every split font of the stream unsafe.
 */
function findLigatureUses(
  content: string,
  planOf: (font: string) => FontSplit | undefined,
  unsafe: Set<FontSplit>,
): LigatureUse[] {
  const uses: LigatureUse[] = [];
  const fontsHere = () => {
    for (const [, name] of content.matchAll(/(\/[^\s/[\]<>(){}%]+)\s+[-+\d.]+\s+Tf/g)) {
      const plan = planOf(name as string);
      if (plan) unsafe.add(plan);
    }
  };
  let font = "";
  let mode = "0";
  const saved: { font: string; mode: string }[] = [];
  // Whether the text matrix is the line matrix (just set), so `0 0 Td` leaves it where it is.
  let atLineStart = true;
  const scan =
    /(?<![^\s\]>)])(?:(\/[^\s/[\]<>(){}%]+)\s+[-+\d.]+\s+Tf|([-+\d.]+)\s+Tr|<([0-9A-Fa-f\s]*)>\s*Tj|(q|Q|BT|Td|TD|Tm|T\*|TJ|'|"|BI))(?=[\s/[<(]|$)|\((?:\\[\s\S]|[^\\()])*\)(\s*(?:Tj|'|"))?|\(/g;
  for (const m of content.matchAll(scan)) {
    const [token, tf, tr, hex, op, shown] = m;
    if (tf) font = tf;
    else if (tr) mode = tr;
    else if (hex !== undefined) {
      const plan = planOf(font);
      const codes = plan
        ? (hex
            .replace(/\s/g, "")
            .toUpperCase()
            .match(/.{1,4}/g) ?? [])
        : [];
      const split = codes.length === 1 ? plan?.ligatures.get(codes[0] as string) : undefined;
      if (plan && split && atLineStart) {
        const glyphs = split.invisible.map((code) => `<${code}> Tj`).join(" ");
        uses.push({ at: m.index, text: `3 Tr ${glyphs} ${mode} Tr 0 0 Td `, plan });
      } else if (plan && codes.some((c) => plan.ligatures.has(c))) unsafe.add(plan);
      atLineStart = false;
    } else if (op === "q") saved.push({ font, mode });
    else if (op === "Q") ({ font, mode } = saved.pop() ?? { font, mode });
    else if (op === "BT" || op === "Td" || op === "TD" || op === "Tm" || op === "T*") atLineStart = true;
    else if (op === "TJ" || op === "'" || op === '"' || op === "BI" || shown || token === "(") {
      // Strings this reading does not decode (or an inline image's data): no ligature is safe.
      fontsHere();
      return [];
    }
  }
  return uses;
}
