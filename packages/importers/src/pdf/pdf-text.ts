import { mergeBulletItems } from "./page-text/bullets";
import { cellText } from "./page-text/cells";
import { findGridGutter, findPageGutter, splitRowsAt } from "./page-text/gutters";
import type { PdfTextItem, PdfTextLine } from "./page-text/items";
import { spliceOverlaidItems } from "./page-text/overlays";
import { groupRows, pageNumberText, type Row, rowCells, rowText } from "./page-text/rows";
import { arabicLetter, arabicLetters, isRtlText, latinLetters } from "./page-text/script";
import { headingKind } from "./resume-patterns";

// The lines of a PDF's pages in reading order, from pdf.js's positioned text runs. The stages live in
// page-text/: items (the runs), script (right to left), rows and cells, cell text, gutters (columns
// and grids), bullets (list markers set apart from their text).

export { mergeBulletItems } from "./page-text/bullets";
export { type PdfTextItem, type PdfTextLine, pageTextItems } from "./page-text/items";
export { orderLineItems, repairLamAlef } from "./page-text/script";

interface Context {
  page: number;
  rtlPage: boolean;
}

/**
 * A phone number alone in a right-to-left paragraph ("☎ +968 9123 4567" in an Arabic CV): no
 * letters, and its "+" drawn right of the digits, where only a right-to-left line puts it.
 */
function isRtlPhone(cell: readonly PdfTextItem[]): boolean {
  const text = [...cell]
    .sort((a, b) => a.x - b.x)
    .map((i) => i.text)
    .join(" ");
  return !/\p{L}/u.test(text) && /\d[\s\u00a0]*\+[^\p{L}\p{N}]*$/u.test(text);
}

/**
 * A bar or slash that starts or ends a reading ("Skills |", "| Data Analyst", "Work Experience /"): a sign of the wrong
 * direction. Only the bar: a bullet or dash opens list items, a hyphen ends wrapped lines.
 */
const dangling = /^\s*[|/]|[|/]\s*$/;

/**
 * Whether a row reads right to left: by its letters (isRtlText); but a row with both scripts
 * whose reading would leave a separator hanging at one end while the other direction's does not
 * ("المهارات Skills |" for "Skills | المهارات", a bilingual heading with as many Latin letters as
 * Arabic) reads the other way.
 */
function rowDirection(row: Row, ctx: Context): boolean {
  const text = rowText(row.items);
  const rtl = isRtlText(text, ctx.rtlPage);
  if (!arabicLetter.test(text) || !/[A-Za-z]/.test(text)) return rtl;
  const reading = (rightToLeft: boolean) => {
    const cells = rowCells(row.items);
    if (rightToLeft) cells.reverse();
    return cells.map((cell) => cellText(cell, rightToLeft)).join(" ");
  };
  return dangling.test(reading(rtl)) && !dangling.test(reading(!rtl)) ? !rtl : rtl;
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
    const rtl = rowDirection(row, ctx);
    const cells = rowCells(row.items);
    if (rtl) cells.reverse();
    for (const cell of cells) {
      const text = cellText(cell, rtl || (ctx.rtlPage && isRtlPhone(cell)));
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
export function buildPageLines(items: readonly PdfTextItem[], page: number, gutterHint?: number): PageLines {
  const visible = mergeBulletItems(spliceOverlaidItems(items))
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
