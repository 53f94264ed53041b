import { toWesternDigits } from "@sira/schema";
import { headingKind, isLocationText, singleDatePattern } from "../resume-patterns";
import { cellText } from "./cells";
import type { PdfTextItem } from "./items";
import { pageNumberText, type Row, rowCells, rowText } from "./rows";
import { isRtlText } from "./script";

// Column gutters: the vertical band of a two-column page, or of a grid inside a column, that no
// text crosses, with content (not only dates, places or headings) on both sides.

const gutterHalf = 3;

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

export interface Gutter {
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
export function findPageGutter(
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

/** What findGridGutter asks of a row at every candidate, worked out once per row. */
interface GridRow {
  /** Items with text, as [left, right] edges. */
  spans: [number, number][];
  /** Smallest and largest item centre: the row has content on both sides of g iff min < g <= max. */
  minCentre: number;
  maxCentre: number;
  /** Whether one of its cells is a section heading (read on first need). */
  heading?: boolean;
}

function gridRowOf(row: Row): GridRow {
  const spans: [number, number][] = [];
  let minCentre = Number.POSITIVE_INFINITY;
  let maxCentre = Number.NEGATIVE_INFINITY;
  for (const it of row.items) {
    if (it.text.trim() === "") continue;
    spans.push([it.x, it.x + Math.max(it.width, 0)]);
    const centre = it.x + it.width / 2;
    minCentre = Math.min(minCentre, centre);
    maxCentre = Math.max(maxCentre, centre);
  }
  return { spans, minCentre, maxCentre };
}

/**
 * A grid inside a column (skills in two columns, profiles in three): a run of rows that all have
 * content on both sides of a free band, where both sides hold content (not a date column).
 */
export function findGridGutter(rows: readonly Row[], rtlPage: boolean): Gutter | undefined {
  let best: (Gutter & { score: number }) | undefined;
  // Each row's items and heading are the same at every candidate: read them once (a page has
  // hundreds of candidates and reading a heading normalises the row's text).
  const grid = rows.map(gridRowOf);
  const headingAt = (j: number) => {
    const row = grid[j]!;
    row.heading ??= hasHeading(rows[j]!, rtlPage);
    return row.heading;
  };
  for (const g of gutterCandidates(rows)) {
    let i = 0;
    while (i < rows.length) {
      let j = i;
      let headingStop = false;
      while (j < rows.length) {
        const row = grid[j]!;
        // Blocked (an item over the band), or content on one side only (every item's centre on
        // one side of g, as isLeft reads it).
        if (
          row.spans.some(([left, right]) => left < g + gutterHalf && right > g - gutterHalf) ||
          !(row.minCentre < g) ||
          row.maxCentre < g
        )
          break;
        // A section heading (in a heading column beside the grid) starts a new section: the grid
        // of the section above ends here, and the next one may start on this row.
        if (j > i && headingAt(j)) {
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

export function splitRowsAt(rows: readonly Row[], g: number): { left: Row[]; right: Row[] } {
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
