import type { Line } from "../pdf/resume-text/lines";

// Stage "lines", label rows: a two-column list whose left column names each row and whose right
// column lists it (LaTeX `\cvskill`, tabular skill tables: "DevOps   AWS, Docker, Kubernetes").
// Column ordering reads the labels as one block and the lists as another, so a label that is also
// a heading word ("Languages", "Tools") opens a section and every list lands under it. Each such
// row is put back together as "Label: list" where the label stood.

/** Lines on one row: same page, baselines within a fifth of the font size. */
const sameRow = (a: Line, b: Line) =>
  (a.page ?? 0) === (b.page ?? 0) &&
  a.y !== undefined &&
  b.y !== undefined &&
  Math.abs(a.y - b.y) <= 0.2 * (a.fontSize ?? b.fontSize ?? 10);

const isLabel = (line: Line) =>
  line.text.trim().split(/\s+/).length <= 3 && !/[,،;:\d]/.test(line.text) && line.text.trim().length <= 30;

const isList = (line: Line) => /\S\s*[,،]\s*\S/.test(line.text);

/**
 * Rows of a short label and a comma list just right of it ("DevOps" ending at most three font
 * sizes before "AWS, Docker, …"), at least two such rows with the lists starting at one x: each
 * row becomes one line "Label: list" in the label's place. Other lines are returned as they were.
 */
export function joinLabelRows<T extends Line>(lines: readonly T[]): T[] {
  const pairs = new Map<T, T>();
  for (const label of lines) {
    if (!isLabel(label) || label.x === undefined || label.xEnd === undefined || label.y === undefined)
      continue;
    const size = label.fontSize ?? 10;
    // A cell's measured end can run on over the spaces a layout fills a row with ("Kasa" to the
    // place at the right margin): its text's width is bounded by the text's length.
    const end = Math.min(label.xEnd, label.x + 0.65 * size * label.text.trim().length);
    const list = lines.find(
      (l) =>
        l !== label &&
        isList(l) &&
        l.x !== undefined &&
        sameRow(label, l) &&
        l.x > label.x! &&
        l.x >= end - size &&
        l.x - end <= 3 * size,
    );
    if (list) pairs.set(label, list);
  }
  // Keep only lists aligned with at least one other row's list (a column, not a stray cell).
  const kept = new Map<T, T>();
  for (const [label, list] of pairs) {
    const aligned = [...pairs.values()].filter((other) => Math.abs((other.x ?? 0) - (list.x ?? 0)) <= 2);
    if (aligned.length >= 2) kept.set(label, list);
  }
  if (!kept.size) return [...lines];
  const lists = new Set(kept.values());
  const out: T[] = [];
  for (const line of lines) {
    if (lists.has(line)) continue;
    const list = kept.get(line);
    out.push(list ? { ...line, text: `${line.text.trim()}: ${list.text.trim()}`, xEnd: list.xEnd } : line);
  }
  return out;
}
