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

/**
 * Order the items of one visual line for reading. Left-to-right lines: by x. Right-to-left lines:
 * by x descending, except that consecutive runs without Arabic letters (Latin words, numbers,
 * e-mails) keep their own left-to-right order.
 */
export function orderLineItems(items: readonly PdfTextItem[], rtl: boolean): PdfTextItem[] {
  const byX = [...items].sort((a, b) => a.x - b.x);
  if (!rtl) return byX;
  const descending = byX.reverse();
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
  return out;
}

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

/**
 * Rebuild lines from positioned items: items whose baselines are within 40% of the font size form
 * one row; a row splits into cells at gaps wider than 2.2 font sizes (a date column, a sidebar), and
 * each cell becomes one line. Rows are top to bottom; cells of right-to-left rows right to left.
 */
export function buildLines(items: readonly PdfTextItem[], page: number): PdfTextLine[] {
  const visible = items
    .map((item) => ({ ...item, text: item.text.replace(/[\uE000-\uF8FF]/g, "") }))
    .filter((item) => item.text !== "");
  const sorted = [...visible].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: PdfTextItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const anchor = row?.[0];
    if (row && anchor && Math.abs(item.y - anchor.y) <= 0.4 * Math.min(item.fontSize, anchor.fontSize || 1)) {
      row.push(item);
    } else rows.push([item]);
  }
  const pageText = visible.map((i) => i.text).join("");
  const arabicCount = pageText.match(arabicLetters)?.length ?? 0;
  const rtlPage =
    arabicCount > 0 && arabicCount / (arabicCount + (pageText.match(latinLetters)?.length ?? 0)) >= 0.3;
  const lines: PdfTextLine[] = [];
  for (const row of rows) {
    const text = row.map((i) => i.text).join("");
    const rtl = isRtlText(text, rtlPage);
    const byX = [...row].sort((a, b) => a.x - b.x);
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
    if (rtl) cells.reverse();
    for (const cell of cells) {
      const cellText = joinItems(orderLineItems(cell, rtl), rtl);
      if (!cellText) continue;
      lines.push({
        text: cellText,
        page,
        x: Math.min(...cell.map((i) => i.x)),
        y: cell[0]!.y,
        fontSize: Math.max(...cell.map((i) => i.fontSize)),
      });
    }
  }
  return lines;
}
