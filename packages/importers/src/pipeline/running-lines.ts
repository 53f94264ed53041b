import { dateRangePattern } from "../pdf/resume-patterns";
import type { Line } from "../pdf/resume-text/lines";

// Stage "lines": running headers and footers out. A LaTeX or Europass CV prints the same line at
// the foot (or head) of every page ("February 10, 2026 · Jane Roe · Résumé · 1"); read as text, it
// became a job or a school in the middle of the sections.

/** The text a running line keeps from page to page: page numbers and dates vary, so digits go. */
const runningKey = (text: string) => text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

/**
 * The lines without running headers and footers: the lines of a page's first or last row (within
 * 2 pt) whose text, digits aside, has words and no date range and is on the first or last row of another page too. Page one's
 * first row stays (a running header repeats the name, which page one needs). Lines without page
 * or position are kept.
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
  const pagesOfKey = new Map<string, Set<number>>();
  for (const line of lines) {
    const at = edge(line);
    // Words, not a date range: two pages ending on "2016 – 2019" and "2012 – 2016" are content.
    if (!at || !/\p{L}{3}/u.test(line.text) || dateRangePattern.test(line.text)) continue;
    const key = `${at}:${runningKey(line.text)}`;
    const seen = pagesOfKey.get(key) ?? new Set<number>();
    seen.add(line.page!);
    pagesOfKey.set(key, seen);
  }
  return lines.filter((line) => {
    const at = edge(line);
    if (!at || (at === "top" && line.page === 1)) return true;
    return (pagesOfKey.get(`${at}:${runningKey(line.text)}`)?.size ?? 0) < 2;
  });
}
