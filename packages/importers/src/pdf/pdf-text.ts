import { toWesternDigits } from "@sira/schema";
import { headingKind, isLocationText, singleDatePattern } from "./resume-patterns";

/** One visual line (or one column cell of a line) of a PDF page, in reading order. */
export interface PdfTextLine {
  text: string;
  /** 1-based page number. */
  page: number;
  /** Left edge of the line in PDF points. */
  x: number;
  /** Distance of the baseline from the top of the page, in points. */
  y: number;
  /** Largest font size on the line, in points. */
  fontSize: number;
  /** Right edge of the line in PDF points (where right-to-left lines start). */
  xEnd?: number;
  /**
   * The page column the line was read from when the page has two columns (a vertical gutter no
   * text crosses): "main" (the wider) or "side". Absent for full-width lines.
   */
  column?: "main" | "side";
}

/** One positioned text run, as pdf.js reports it (after NFKC normalization). */
export interface PdfTextItem {
  text: string;
  x: number;
  /** Top-down baseline position. */
  y: number;
  width: number;
  fontSize: number;
}

/**
 * The positioned text runs of a page's text content (pdf.js `getTextContent().items`; marked
 * content, which has no `str`, is skipped): NFKC-normalized and passed through `mapText`, with the
 * baseline measured from the page's top (`pageHeight`) and the font size from the text matrix.
 */
export function pageTextItems(
  items: readonly object[],
  pageHeight: number,
  mapText: (text: string) => string = (text) => text,
): PdfTextItem[] {
  const runs: PdfTextItem[] = [];
  for (const item of items) {
    if (!("str" in item)) continue;
    const run = item as { str: string; transform: number[]; width: number; height: number };
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = run.transform;
    runs.push({
      text: mapText(run.str.normalize("NFKC")),
      x: e,
      y: pageHeight - f,
      width: run.width,
      fontSize: Math.hypot(c, d) || Math.hypot(a, b) || run.height || 10,
    });
  }
  return runs;
}

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;
const arabicLetters = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/g;
const latinLetters = /[A-Za-z\u00C0-\u024F]/g;

/**
 * True when a line reads right to left: in a page that is mostly Arabic (30% of letters or more),
 * any line with an Arabic letter; elsewhere, lines whose letters are mostly Arabic.
 */
function isRtlText(text: string, rtlPage: boolean): boolean {
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
      const gap =
        rtl && !(isLtrRun(previous) && isLtrRun(item))
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
  const byX = [...cell].sort((a, b) => a.x - b.x);
  const units: PdfTextItem[][] = [];
  let last: PdfTextItem | undefined;
  for (const item of byX) {
    const unit = units[units.length - 1];
    if (item.text.trim() === "") {
      unit?.push(item);
      continue;
    }
    const gap = last ? item.x - (last.x + last.width) : 0;
    if (unit && last && gap <= unitGap * Math.min(item.fontSize, last.fontSize)) unit.push(item);
    else units.push([item]);
    last = item;
  }
  return units;
}

/**
 * Text of one cell: its units (see splitUnits) in reading order, joined by " · " (a keyword chip
 * row "React  TypeScript" reads "React · TypeScript"); inside a right-to-left unit, items by x
 * descending with Latin runs kept left to right; Arabic marks glued to their letters.
 */
function cellText(cell: readonly PdfTextItem[], rtl: boolean): string {
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

/**
 * Repairs of right-to-left text read from glyph positions: no space before a mark (NFKC turns an
 * isolated mark form into " ◌"); a Latin run that starts with the sentence's final punctuation
 * (".Scrum", drawn at the left end) gets it back at its end.
 */
function fixRtlText(text: string, rtl: boolean): string {
  if (!rtl) return text;
  return text
    .replace(/(?<!\s)\s+([\u064B-\u065F\u0670])/g, "$1")
    .replace(/(^|\s)([.,:;!?،؛]+)([A-Za-z][\w.+#/-]*)(?=\s|$)/g, "$1$3$2");
}

interface Row {
  items: PdfTextItem[];
  y: number;
}

/** Rows of a page: items whose baselines are within 40% of the font size, top to bottom. */
function groupRows(items: readonly PdfTextItem[]): Row[] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const anchor = row?.items[0];
    if (row && anchor && Math.abs(item.y - anchor.y) <= 0.4 * Math.min(item.fontSize, anchor.fontSize || 1)) {
      row.items.push(item);
    } else rows.push({ items: [item], y: item.y });
  }
  return rows;
}

/** Cells of a row: runs of items split at gaps wider than 2.2 font sizes (12 pt at least). */
function rowCells(items: readonly PdfTextItem[]): PdfTextItem[][] {
  const byX = [...items].sort((a, b) => a.x - b.x);
  const cells: PdfTextItem[][] = [];
  let last: PdfTextItem | undefined;
  for (const item of byX) {
    const cell = cells[cells.length - 1];
    if (item.text.trim() === "") {
      cell?.push(item);
      continue;
    }
    const gap = last ? item.x - (last.x + last.width) : 0;
    if (cell && last && gap <= Math.max(2.2 * Math.max(item.fontSize, last.fontSize), 12)) cell.push(item);
    else cells.push([item]);
    last = item;
  }
  return cells;
}

const gutterHalf = 3;
const pageNumberText = /^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of|من)\s*\d{1,2})?$/i;

function rowText(items: readonly PdfTextItem[]): string {
  return items.map((i) => i.text).join("");
}

/** True when a row has an item over the gutter band around x = g. */
function blocks(row: Row, g: number): boolean {
  return row.items.some(
    (i) => i.text.trim() !== "" && i.x < g + gutterHalf && i.x + Math.max(i.width, 0) > g - gutterHalf,
  );
}

const isLeft = (item: PdfTextItem, g: number) => item.x + item.width / 2 < g;

/**
 * A cell that labels rather than tells: a date, a place, a score, or a section heading. A column of
 * such cells beside text is a date column or a heading column, not a second column of content.
 */
function isLabelCell(text: string): boolean {
  const t = text.trim();
  return (
    singleDatePattern.test(toWesternDigits(t)) ||
    isLocationText(t) ||
    /^[\d\s.,/%+-]+$/.test(toWesternDigits(t)) ||
    /^\d+\s+(?:years?|yrs?|months?|mos?)(?:\s+\d+\s+(?:months?|mos?))?$/i.test(t) ||
    headingKind(t) !== undefined
  );
}

interface SideStats {
  rows: number;
  cells: number;
  content: number;
  chars: number;
  /** Cells that are section headings. */
  headings: number;
}

function sideStats(rows: readonly Row[], g: number, left: boolean, rtlPage: boolean): SideStats {
  const stats: SideStats = { rows: 0, cells: 0, content: 0, chars: 0, headings: 0 };
  for (const row of rows) {
    const items = row.items.filter((i) => isLeft(i, g) === left && i.text.trim() !== "");
    if (!items.length) continue;
    stats.rows++;
    const rtl = isRtlText(rowText(items), rtlPage);
    for (const cell of rowCells(items)) {
      const text = cellText(cell, rtl);
      stats.chars += text.length;
      stats.cells++;
      if (!isLabelCell(text)) stats.content++;
      if (headingKind(text) !== undefined) stats.headings++;
    }
  }
  return stats;
}

interface Gutter {
  g: number;
  start: number;
  end: number;
}

/** Most gutter candidates tried on a page: text placed far off the page must not cost more. */
const maxGutterCandidates = 1_000;

/** Candidate gutter positions: every 2 pt between the outermost items (coarser on huge spans). */
function gutterCandidates(rows: readonly Row[]): number[] {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of rows)
    for (const i of row.items) {
      if (i.text.trim() === "") continue;
      min = Math.min(min, i.x);
      max = Math.max(max, i.x + i.width);
    }
  const out: number[] = [];
  const step = Math.max(2, (max - min - 40) / maxGutterCandidates);
  for (let g = min + 20; g < max - 20 && out.length < maxGutterCandidates; g += step) out.push(g);
  return out;
}

/**
 * The page's column gutter: a vertical band no text crosses from some row near the top (below a
 * full-width header) down to the last row, with real content on both sides (not only dates,
 * places or headings, which make a date or heading column).
 */
function findPageGutter(
  rows: readonly Row[],
  hint: number | undefined,
  rtlPage: boolean,
): Gutter | undefined {
  const body = rows.filter((r) => !pageNumberText.test(rowText(r.items).trim()));
  if (body.length < 6) return undefined;
  const top = body[0]!.y;
  const bottom = body[body.length - 1]!.y;
  let best: (Gutter & { score: number }) | undefined;
  const candidates = hint === undefined ? gutterCandidates(body) : [hint, ...gutterCandidates(body)];
  for (const g of candidates) {
    let start = body.length;
    while (start > 0 && !blocks(body[start - 1]!, g)) start--;
    const run = body.slice(start);
    if (run.length < 6) continue;
    const startY = run[0]!.y;
    const tolerance = g === hint ? 0.6 : 0.3;
    if (startY - top > tolerance * (bottom - top || 1)) continue;
    if (best && run.length <= best.score) continue;
    const left = sideStats(run, g, true, rtlPage);
    const right = sideStats(run, g, false, rtlPage);
    const minContent = g === hint ? 1 : 4;
    if (left.content < minContent || right.content < minContent) continue;
    if (left.content < 0.4 * left.cells || right.content < 0.4 * right.cells) continue;
    const chars = left.chars + right.chars;
    if (g !== hint && Math.min(left.chars, right.chars) < 0.1 * chars) continue;
    // A column of a two-column layout has sections of its own. A side without a single heading is
    // the date column and the far halves of grids (skills in two columns) of a one-column page.
    if (g !== hint && (left.headings === 0 || right.headings === 0)) continue;
    best = { g, start, end: body.length, score: run.length };
  }
  if (!best) return undefined;
  // Map back to the full row list (page numbers included).
  const firstRow = body[best.start]!;
  return { g: best.g, start: rows.indexOf(firstRow), end: rows.length };
}

/**
 * A grid inside a column (skills in two columns, profiles in three): a run of rows that all have
 * content on both sides of a free band, where both sides hold content (not a date column).
 */
function findGridGutter(rows: readonly Row[], rtlPage: boolean): Gutter | undefined {
  let best: (Gutter & { score: number }) | undefined;
  for (const g of gutterCandidates(rows)) {
    let i = 0;
    while (i < rows.length) {
      let j = i;
      let headingStop = false;
      while (j < rows.length) {
        const row = rows[j]!;
        const content = row.items.filter((it) => it.text.trim() !== "");
        if (blocks(row, g) || !content.some((it) => isLeft(it, g)) || content.every((it) => isLeft(it, g)))
          break;
        // A section heading (in a heading column beside the grid) starts a new section: the grid
        // of the section above ends here, and the next one may start on this row.
        if (j > i && hasHeading(row, rtlPage)) {
          headingStop = true;
          break;
        }
        j++;
      }
      if (j - i >= 2 && (!best || j - i > best.score)) {
        const run = rows.slice(i, j);
        const left = sideStats(run, g, true, rtlPage);
        const right = sideStats(run, g, false, rtlPage);
        const mostlyContent = left.content >= 0.4 * left.cells && right.content >= 0.4 * right.cells;
        if (left.content >= 2 && right.content >= 2 && mostlyContent)
          best = { g, start: i, end: j, score: j - i };
      }
      i = headingStop ? j : j + 1;
    }
  }
  return best;
}

/** True when one of the row's cells is a section heading. */
function hasHeading(row: Row, rtlPage: boolean): boolean {
  const rtl = isRtlText(rowText(row.items), rtlPage);
  return rowCells(row.items).some((cell) => headingKind(cellText(cell, rtl)) !== undefined);
}

function splitRowsAt(rows: readonly Row[], g: number): { left: Row[]; right: Row[] } {
  const left: Row[] = [];
  const right: Row[] = [];
  for (const row of rows) {
    const l = row.items.filter((i) => isLeft(i, g));
    const r = row.items.filter((i) => !isLeft(i, g));
    if (l.some((i) => i.text.trim())) left.push({ items: l, y: row.y });
    if (r.some((i) => i.text.trim())) right.push({ items: r, y: row.y });
  }
  return { left, right };
}

interface Context {
  page: number;
  rtlPage: boolean;
}

/** Lines of rows in reading order; grids inside are read column by column (right first in RTL). */
function readRows(rows: readonly Row[], ctx: Context, depth = 0): PdfTextLine[] {
  const grid = depth < 4 ? findGridGutter(rows, ctx.rtlPage) : undefined;
  if (grid) {
    const { left, right } = splitRowsAt(rows.slice(grid.start, grid.end), grid.g);
    const [first, second] = ctx.rtlPage ? [right, left] : [left, right];
    return [
      ...readRows(rows.slice(0, grid.start), ctx, depth + 1),
      ...readRows(first, ctx, depth + 1),
      ...readRows(second, ctx, depth + 1),
      ...readRows(rows.slice(grid.end), ctx, depth + 1),
    ];
  }
  const lines: PdfTextLine[] = [];
  for (const row of rows) {
    const rtl = isRtlText(rowText(row.items), ctx.rtlPage);
    const cells = rowCells(row.items);
    if (rtl) cells.reverse();
    for (const cell of cells) {
      const text = cellText(cell, rtl);
      if (!text) continue;
      const first = cell.find((i) => i.text.trim() !== "") ?? cell[0]!;
      lines.push({
        text,
        page: ctx.page,
        x: Math.min(...cell.map((i) => i.x)),
        xEnd: Math.max(...cell.map((i) => i.x + i.width)),
        y: first.y,
        fontSize: Math.max(...cell.map((i) => i.fontSize)),
      });
    }
  }
  return lines;
}

/** What buildPageLines found: the lines, and the gutter of a two-column page (for the next page). */
export interface PageLines {
  lines: PdfTextLine[];
  gutter?: number;
}

/**
 * Rebuild lines from positioned items: items whose baselines are within 40% of the font size form
 * one row; a row splits into cells at gaps wider than 2.2 font sizes (a date column), and each
 * cell becomes one line. A page with two columns (a vertical gutter from below the header to the
 * bottom that no text crosses, with content on both sides) is read column by column, lines tagged
 * with their column; a grid inside a column (skills in two columns) is read column by column too.
 * Rows are top to bottom; cells of right-to-left rows right to left. `gutterHint` is the previous
 * page's gutter, accepted with less evidence.
 */
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

export function buildPageLines(items: readonly PdfTextItem[], page: number, gutterHint?: number): PageLines {
  const visible = mergeBulletItems(items)
    .map((item) => ({ ...item, text: item.text.replace(/[\uE000-\uF8FF]/g, "") }))
    .filter((item) => item.text !== "");
  const pageText = visible.map((i) => i.text).join("");
  const arabicCount = pageText.match(arabicLetters)?.length ?? 0;
  const rtlPage =
    arabicCount > 0 && arabicCount / (arabicCount + (pageText.match(latinLetters)?.length ?? 0)) >= 0.3;
  const ctx: Context = { page, rtlPage };
  const rows = groupRows(visible);
  const gutter = findPageGutter(rows, gutterHint, rtlPage);
  if (!gutter) return { lines: readRows(rows, ctx) };
  const { left, right } = splitRowsAt(rows.slice(gutter.start, gutter.end), gutter.g);
  const width = (side: Row[]) => {
    const xs = side.flatMap((r) => r.items.map((i) => [i.x, i.x + i.width])).flat();
    return xs.length ? Math.max(...xs) - Math.min(...xs) : 0;
  };
  const leftIsMain = width(left) >= width(right);
  const tag = (lines: PdfTextLine[], column: "main" | "side") => lines.map((l) => ({ ...l, column }));
  return {
    lines: [
      ...readRows(rows.slice(0, gutter.start), ctx),
      ...tag(readRows(left, ctx), leftIsMain ? "main" : "side"),
      ...tag(readRows(right, ctx), leftIsMain ? "side" : "main"),
    ],
    gutter: gutter.g,
  };
}

/** Lines of one page in reading order (see buildPageLines). */
export function buildLines(items: readonly PdfTextItem[], page: number): PdfTextLine[] {
  return buildPageLines(items, page).lines;
}

/**
 * Reading order of a whole document whose pages have two columns: the full-width lines above the
 * columns on the first page, then each column through all pages (so a section continued on the
 * next page stays whole): first the column that starts with the header (not with a heading),
 * else the main column. Lines of pages without columns join the main column.
 */
export function orderColumns(lines: readonly PdfTextLine[]): PdfTextLine[] {
  if (!lines.some((l) => l.column)) return [...lines];
  const firstColumnIndex = lines.findIndex((l) => l.column);
  const firstPage = lines[firstColumnIndex]!.page;
  const top = lines.slice(0, firstColumnIndex).filter((l) => l.page <= firstPage);
  const rest = lines.slice(top.length);
  const main = rest.filter((l) => l.column !== "side");
  const side = rest.filter((l) => l.column === "side");
  const startsWithHeading = (ls: PdfTextLine[]) => {
    const first = ls.find((l) => !pageNumberText.test(l.text));
    return first ? headingKind(first.text) !== undefined : true;
  };
  const sideFirst = top.length === 0 && startsWithHeading(main) && !startsWithHeading(side);
  return sideFirst ? [...top, ...side, ...main] : [...top, ...main, ...side];
}
