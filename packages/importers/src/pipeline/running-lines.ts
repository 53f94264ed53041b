import { dateRangePattern } from "../pdf/resume-patterns";
import type { Line } from "../pdf/resume-text/lines";

// Stage "lines": running headers and footers out. A LaTeX or Europass CV prints the same line at
// the foot (or head) of every page ("February 10, 2026 · Jane Roe · Résumé · 1"); read as text, it
// became a job or a school in the middle of the sections.

/** The text a running line keeps from page to page: page numbers and dates vary, so digits go. */
const runningKey = (text: string) => text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

/**
 * The lines without running headers and footers: a page's first or last row (its lines within
 * 2 pt) whose text, digits aside and cell by cell, is the first or last row of another page too,
 * and has words beyond a date range. Page one's first row stays (a running header repeats the
 * name, which page one needs). Lines without page or position are kept.
 */
export function dropRunningLines<T extends Line>(lines: readonly T[]): T[] {
  const pages = new Map<number, { top: number; bottom: number }>();
  for (const line of lines) {
    if (line.page === undefined || line.y === undefined) continue;
    const band = pages.get(line.page) ?? { top: line.y, bottom: line.y };
    band.top = Math.min(band.top, line.y);
    band.bottom = Math.max(band.bottom, line.y);
    pages.set(line.page, band);
  }
  if (pages.size < 2) return [...lines];
  const edge = (line: T): "top" | "bottom" | undefined => {
    const band = line.page !== undefined ? pages.get(line.page) : undefined;
    if (!band || line.y === undefined) return undefined;
    if (line.y >= band.bottom - 2) return "bottom";
    if (line.y <= band.top + 2) return "top";
    return undefined;
  };
  // The edge rows of each page, as one key per row ("bottom:february #, #### | jane roe · résumé | #").
  const rows = new Map<string, T[]>();
  for (const line of lines) {
    const at = edge(line);
    if (at) rows.set(`${line.page}:${at}`, [...(rows.get(`${line.page}:${at}`) ?? []), line]);
  }
  const rowKey = (row: T[]) =>
    [...row]
      .sort((a, b) => (a.x0 ?? a.x ?? 0) - (b.x0 ?? b.x ?? 0))
      .map((l) => runningKey(l.text))
      .join(" | ");
  const pagesOfKey = new Map<string, Set<number>>();
  for (const [where, row] of rows) {
    const text = row.map((l) => l.text).join(" ");
    // Words, not a date range: two pages ending on "2016 – 2019" and "2012 – 2016" are content.
    if (!/\p{L}{3}/u.test(text) || row.every((l) => dateRangePattern.test(l.text))) continue;
    const key = `${where.split(":")[1]}:${rowKey(row)}`;
    pagesOfKey.set(key, (pagesOfKey.get(key) ?? new Set<number>()).add(row[0]!.page!));
  }
  const dropped = new Set<T>();
  for (const [where, row] of rows) {
    const [page, at] = where.split(":");
    if (at === "top" && page === "1") continue;
    if ((pagesOfKey.get(`${at}:${rowKey(row)}`)?.size ?? 0) >= 2) for (const line of row) dropped.add(line);
  }
  return lines.filter((line) => !dropped.has(line));
}
