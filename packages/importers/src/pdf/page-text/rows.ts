import type { PdfTextItem } from "./items";

// Rows (items on one baseline) and cells (runs of a row split at wide gaps) of a page.

export interface Row {
  items: PdfTextItem[];
  y: number;
}

/** Rows of a page: items whose baselines are within 40% of the font size, top to bottom. */
export function groupRows(items: readonly PdfTextItem[]): Row[] {
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
export function rowCells(items: readonly PdfTextItem[]): PdfTextItem[][] {
  return splitAtGaps(items, (item, last) => Math.max(2.2 * Math.max(item.fontSize, last.fontSize), 12));
}

/**
 * Runs of items from left to right, split where the gap after the last item with text is wider
 * than `maxGap`; an item without text joins the run under way.
 */
export function splitAtGaps(
  items: readonly PdfTextItem[],
  maxGap: (item: PdfTextItem, last: PdfTextItem) => number,
): PdfTextItem[][] {
  const byX = [...items].sort((a, b) => a.x - b.x);
  const runs: PdfTextItem[][] = [];
  let last: PdfTextItem | undefined;
  for (const item of byX) {
    const run = runs[runs.length - 1];
    if (item.text.trim() === "") {
      run?.push(item);
      continue;
    }
    const gap = last ? item.x - (last.x + last.width) : 0;
    if (run && last && gap <= maxGap(item, last)) run.push(item);
    else runs.push([item]);
    last = item;
  }
  return runs;
}

export const pageNumberText = /^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of|من)\s*\d{1,2})?$/i;

export function rowText(items: readonly PdfTextItem[]): string {
  return items.map((i) => i.text).join("");
}
