import type { PdfTextItem } from "../../pdf/page-text/items";

/**
 * Tesseract's TSV output (`tesseract page.png stdout tsv`) → positioned words in PDF points, the
 * runs the PDF page reader takes (pdf/pdf-text.ts buildPageLines), so a scanned page goes through
 * the same reading as a PDF with text. One row per word (level 5): left, top, width, height in
 * pixels of an image rendered at `dpi`, a confidence, the text. Every word of a Tesseract line
 * gets the line's baseline and font size (the median word height, about 1.1 font sizes), so the
 * page reader groups it into one row. Known misreadings are repaired: a lone "©", "®", "e" or "°"
 * at the start of a line is a bullet, set beside its item; a year cut short in an Arabic line is
 * taken from an English-only reading of the same place when one is given (repairNumbers). In
 * right-to-left lines, runs of digit groups ("6543 987 50 +966", "2019 - 2015" as drawn) are read
 * right to left, as the bidirectional algorithm drew them (numbers separated by spaces take the
 * direction of the Arabic paragraph), and become one run.
 */

interface Word {
  line: string;
  x: number;
  top: number;
  width: number;
  height: number;
  conf: number;
  text: string;
}

const arabic = /[\u0600-\u06ff]/;
const latin = /[A-Za-z]/;
/** A bullet Tesseract read as a letter or sign. */
const bulletMisreads = /^(?:[©®°¢•●◆▪■oe]|\(?[«»]\)?)$/;
const numberPart = /^(?:\+?[\d٠-٩]+\+?|[-–—/]|\([\d٠-٩]+\))$/;
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Words with text from a TSV, in file order. */
function readWords(tsv: string): Word[] {
  const words: Word[] = [];
  for (const row of tsv.split("\n")) {
    const cells = row.split("\t");
    if (cells.length < 12 || cells[0] !== "5") continue;
    const [, page, block, par, line, , left, top, width, height, conf] = cells.map(Number);
    const text = (cells.slice(11).join("\t") ?? "").replace(bidiControls, "").normalize("NFKC").trim();
    if (!text || [left, top, width, height].some((n) => !Number.isFinite(n))) continue;
    words.push({
      line: `${page}.${block}.${par}.${line}`,
      x: left!,
      top: top!,
      width: width!,
      height: height!,
      conf: Number.isFinite(conf) ? conf! : 0,
      text,
    });
  }
  return words;
}

/** A number of one to three digits: in a line with a range or a year, likely a year that lost digits. */
const shortNumber = /^[\d٠-٩]{1,3}$/;
const rangeSign = /^(?:[-–—]|حتى|الآن|\d{4})$/;

/**
 * Whether a page read with Arabic and English has a line where a year seems to have lost digits
 * (`9 - حتى الآن` for `2019 - حتى الآن`): a short number beside a range sign or a year. Then a
 * second pass with English alone (numbers only) is worth its time (see repairNumbers).
 */
export function needsNumberPass(tsv: string): boolean {
  const lines = new Map<string, string[]>();
  for (const word of readWords(tsv)) lines.set(word.line, [...(lines.get(word.line) ?? []), word.text]);
  return [...lines.values()].some(
    (texts) => texts.some((t) => shortNumber.test(t)) && texts.some((t) => rangeSign.test(t)),
  );
}

/**
 * Numbers the Arabic pass cut short, taken from an English-only pass over the same image: a word
 * of one to three digits is replaced by the English pass's confident number (four digits or more)
 * over the same place whose digits end or begin with it (`9` → `2019`). Nothing is invented: the
 * English pass read those digits there; a short number with no such reading stays as it was.
 */
function repairNumbers(words: Word[], numberWords: Word[]): Word[] {
  const candidates = numberWords.filter((w) => /^\d{4,}$/.test(w.text) && w.conf >= 80);
  return words.map((word) => {
    if (!shortNumber.test(word.text)) return word;
    const digits = word.text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
    const match = candidates.find((c) => {
      const overlapX = Math.min(c.x + c.width, word.x + word.width) - Math.max(c.x, word.x);
      const overlapY = Math.min(c.top + c.height, word.top + word.height) - Math.max(c.top, word.top);
      return (
        overlapX >= word.width * 0.5 &&
        overlapY >= Math.min(c.height, word.height) * 0.5 &&
        (c.text.endsWith(digits) || c.text.startsWith(digits))
      );
    });
    return match ? { ...word, x: match.x, width: match.width, text: match.text } : word;
  });
}

/** Runs of number parts in a right-to-left line joined right to left, as one word. */
function joinNumberRuns(words: Word[]): Word[] {
  const byX = [...words].sort((a, b) => b.x - a.x);
  const out: Word[] = [];
  let run: Word[] = [];
  const flush = () => {
    if (run.filter((w) => /\d|[٠-٩]/.test(w.text)).length >= 2) {
      const parts = run.map((w) => w.text.replace(/^([\d٠-٩]+)\+$/, "+$1"));
      // A separator at either end belongs to the words beside the run, not to the number.
      while (parts.length && /^[-–—/]$/.test(parts[0]!)) parts.shift();
      while (parts.length && /^[-–—/]$/.test(parts.at(-1)!)) parts.pop();
      const text = parts.join(" ");
      const x = Math.min(...run.map((w) => w.x));
      const right = Math.max(...run.map((w) => w.x + w.width));
      out.push({ ...run[0]!, x, width: right - x, text });
    } else out.push(...run);
    run = [];
  };
  for (const word of byX) {
    if (numberPart.test(word.text)) run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

/**
 * The words of one page's TSV as PDF text items (points, y measured from the top to the line's
 * baseline). `numberTsv`: the same image read with English alone, to repair numbers (repairNumbers).
 * `rtlPage`: the page reads right to left (most letters Arabic); decided here when absent.
 */
export function tesseractTsvItems(tsv: string, dpi: number, numberTsv?: string): PdfTextItem[] {
  const scale = 72 / dpi;
  const words = numberTsv ? repairNumbers(readWords(tsv), readWords(numberTsv)) : readWords(tsv);
  const allText = words.map((w) => w.text).join(" ");
  const arabicCount = allText.match(/[\u0600-\u06ff]/g)?.length ?? 0;
  const latinCount = allText.match(/[A-Za-z]/g)?.length ?? 0;
  const rtlPage = arabicCount > 0 && arabicCount >= latinCount * 0.5;
  const lines = new Map<string, Word[]>();
  for (const word of words) lines.set(word.line, [...(lines.get(word.line) ?? []), word]);
  const items: PdfTextItem[] = [];
  for (const lineWords of lines.values()) {
    const lineText = lineWords.map((w) => w.text).join(" ");
    const rtl = arabic.test(lineText) || (rtlPage && !latin.test(lineText));
    let ordered = rtl ? joinNumberRuns(lineWords) : [...lineWords].sort((a, b) => a.x - b.x);
    // The line's first word in reading order, when it is a misread bullet, becomes "•".
    // On a right-to-left page a bullet stands at the right even before a Latin item ("● SAP").
    const first = rtl || rtlPage ? ordered.reduce((a, b) => (b.x > a.x ? b : a)) : ordered[0];
    const bullet = first && ordered.length > 1 && bulletMisreads.test(first.text) ? first : undefined;
    if (bullet) {
      // The bullet is set beside its item (half a line height away), not a tab's width: otherwise
      // the page reader takes it for a cell of its own and the item loses its list mark. A Latin
      // line's mark goes before its first word, where a left-to-right line is read from, even when
      // a right-to-left page drew it at the right.
      const rest = ordered.filter((w) => w !== bullet);
      const gap = bullet.height * 0.5;
      const x = rtl
        ? Math.min(bullet.x, Math.max(...rest.map((w) => w.x + w.width)) + gap)
        : Math.min(...rest.map((w) => w.x)) - gap - bullet.width;
      ordered = ordered.map((w) => (w === bullet ? { ...w, text: "•", x } : w));
      if (!rtl) ordered.sort((a, b) => a.x - b.x);
    }
    const top = Math.min(...lineWords.map((w) => w.top));
    const bottom = Math.max(...lineWords.map((w) => w.top + w.height));
    // A bullet is smaller than the letters: the font size comes from the other words.
    const sized = lineWords.filter((w) => w !== bullet);
    const heights = (sized.length ? sized : lineWords).map((w) => w.height).sort((a, b) => a - b);
    const fontSize = (heights[Math.floor(heights.length / 2)]! * scale) / 1.1;
    const baseline = (top + (bottom - top) * 0.8) * scale;
    for (const word of ordered) {
      items.push({ text: word.text, x: word.x * scale, y: baseline, width: word.width * scale, fontSize });
    }
  }
  return items;
}
