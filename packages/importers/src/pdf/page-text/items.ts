// What pdf.js gives a page (positioned text runs) and what the page reader makes of them (lines).

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
