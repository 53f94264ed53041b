import { recognitionKey } from "./normalise-arabic";

// Stage "blocks", tables: a Word or PDF table with a header row ("المسمى الوظيفي | جهة العمل |
// الفترة | المهام", "Position | Company | Period"), one row per job or school, columns in either
// order. The header names each column's role; each row becomes one entry in the order the section
// readers expect (title and organisation, then the dates, then the tasks), and the header row is
// not read as an entry.

export type ColumnRole =
  | "title"
  | "company"
  | "dates"
  | "from"
  | "to"
  | "description"
  | "location"
  | "degree"
  | "institution"
  | "grade";

const roleLabels: Record<ColumnRole, string[]> = {
  title: [
    "المسمى الوظيفي",
    "المسمى",
    "الوظيفة",
    "المنصب",
    "position",
    "job title",
    "title",
    "role",
    "designation",
  ],
  company: [
    "جهة العمل",
    "الشركة",
    "اسم الشركة",
    "المؤسسة",
    "الجهة",
    "company",
    "employer",
    "organization",
    "organisation",
  ],
  dates: [
    "الفترة",
    "المدة",
    "الفترة الزمنية",
    "التاريخ",
    "سنة التخرج",
    "السنة",
    "period",
    "duration",
    "dates",
    "date",
    "year",
    "years",
  ],
  from: ["من", "from", "start", "start date"],
  to: ["إلى", "الى", "حتى", "to", "end", "end date"],
  description: [
    "المهام",
    "المسؤوليات",
    "المهام والمسؤوليات",
    "الوصف",
    "tasks",
    "responsibilities",
    "duties",
    "description",
    "achievements",
  ],
  location: ["المدينة", "الموقع", "البلد", "location", "city", "country"],
  degree: [
    "المؤهل",
    "المؤهل العلمي",
    "الدرجة",
    "الدرجة العلمية",
    "التخصص",
    "degree",
    "qualification",
    "major",
    "specialization",
  ],
  institution: [
    "الجامعة",
    "المعهد",
    "الجهة المانحة",
    "جهة التعليم",
    "university",
    "institution",
    "school",
    "college",
  ],
  grade: ["التقدير", "المعدل", "grade", "gpa", "score"],
};

const roleOfKey = new Map<string, ColumnRole>();
for (const [role, labels] of Object.entries(roleLabels) as [ColumnRole, string[]][])
  for (const label of labels) roleOfKey.set(labelKey(label), role);

function labelKey(text: string): string {
  return recognitionKey(text)
    .replace(/[^\p{L}\p{N} ]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The role of each column when the row is a table's header row: every non-empty cell a column
 * label, at least two, and one of them a title, company, degree or school. Undefined otherwise.
 */
export function columnRoles(cells: readonly string[]): (ColumnRole | undefined)[] | undefined {
  const filled = cells.filter((c) => c.trim());
  if (filled.length < 2) return undefined;
  const roles = cells.map((cell) => (cell.trim() ? roleOfKey.get(labelKey(cell)) : undefined));
  if (roles.some((role, i) => cells[i]!.trim() && !role)) return undefined;
  if (!roles.some((r) => r === "title" || r === "company" || r === "degree" || r === "institution"))
    return undefined;
  return roles;
}

/** One table row read as an entry: its header text, its dates, and its other lines (tasks). */
export interface TableEntry {
  head: string;
  dates: string;
  body: string[];
}

/**
 * A data row as one entry: "title - company" (or "degree - school"), the dates ("from - to"
 * when split in two columns), and the description's paragraphs; a place and a grade join the body.
 */
export function tableEntry(
  roles: readonly (ColumnRole | undefined)[],
  cells: readonly string[][],
): TableEntry {
  const of = (role: ColumnRole) =>
    cells
      .filter((_, i) => roles[i] === role)
      .flat()
      .map((t) => t.trim())
      .filter(Boolean);
  const head = [...of("title"), ...of("degree"), ...of("company"), ...of("institution")].join(" - ");
  const from = of("from").join(" ");
  const to = of("to").join(" ");
  const dates = [of("dates").join(" "), from && to ? `${from} - ${to}` : from || to]
    .filter(Boolean)
    .join(" ");
  const body = [...of("location"), ...of("grade"), ...of("description")];
  return { head, dates, body };
}

/** A positioned line as the table reader needs it (pipeline lines). */
interface PlacedLine {
  text: string;
  x?: number;
  x0?: number;
  xEnd?: number;
  y?: number;
  fontSize?: number;
  page?: number;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 2;

/**
 * A PDF table with a header row, read from its cells' geometry: the header's cells name the
 * columns, every line below it (to the next larger line or the page's end) goes to the column
 * it lies under, rows start where the title (or degree, dates, company) column has a line, and
 * each row becomes one entry's lines (tableEntry): "title - company" with the dates on its row,
 * then the tasks as bullets. Lines of other layouts are returned as they were.
 */
export function readTables<T extends PlacedLine>(lines: readonly T[], isHeading: (line: T) => boolean): T[] {
  let out = [...lines];
  for (let guard = 0; guard < 10; guard++) {
    const table = findTable(out, isHeading);
    if (!table) break;
    out = table;
  }
  return out;
}

function findTable<T extends PlacedLine>(lines: T[], isHeading: (line: T) => boolean): T[] | undefined {
  const placed = (l: T) => l.y !== undefined && l.x0 !== undefined && l.xEnd !== undefined;
  for (const start of lines) {
    if (!placed(start) || !roleOfKey.has(labelKey(start.text))) continue;
    const header = lines.filter((l) => placed(l) && l.page === start.page && near(l.y!, start.y!));
    if (header.length < 2) continue;
    const roles = columnRoles(header.map((l) => l.text));
    if (!roles) continue;
    const headerY = start.y!;
    const left = Math.min(...header.map((l) => l.x0!)) - 20;
    const right = Math.max(...header.map((l) => l.xEnd!)) + 20;
    const size = Math.max(...header.map((l) => l.fontSize ?? 10));
    const below = lines
      .filter(
        (l) => placed(l) && l.page === start.page && l.y! > headerY + 2 && l.xEnd! >= left && l.x0! <= right,
      )
      .sort((a, b) => a.y! - b.y!);
    const stop = below.find((l) => isHeading(l) || (l.fontSize ?? 0) > size + 1);
    const body = stop ? below.filter((l) => l.y! < stop.y! - 2) : below;
    if (!body.length) return undefined;
    const columnOf = (l: T) => {
      const centre = (l.x0! + l.xEnd!) / 2;
      let best = 0;
      let bestOverlap = -Infinity;
      header.forEach((h, i) => {
        const overlap = Math.min(l.xEnd!, h.xEnd!) - Math.max(l.x0!, h.x0!);
        const score = overlap > 0 ? overlap : -Math.abs(centre - (h.x0! + h.xEnd!) / 2);
        if (score > bestOverlap) {
          bestOverlap = score;
          best = i;
        }
      });
      return best;
    };
    const anchorRole = (["title", "degree", "dates", "company", "institution"] as const).find((role) =>
      body.some((l) => roles[columnOf(l)] === role),
    );
    if (!anchorRole) return undefined;
    const starts: number[] = [];
    for (const l of body)
      if (roles[columnOf(l)] === anchorRole && !starts.some((y) => near(y, l.y!))) starts.push(l.y!);
    const cellsOfRow = starts.map(() => header.map(() => [] as string[]));
    for (const l of body) {
      let row = 0;
      for (let r = 0; r < starts.length; r++) if (l.y! >= starts[r]! - 2) row = r;
      cellsOfRow[row]![columnOf(l)]!.push(l.text);
    }
    const rtl = /[\u0600-\u06FF]/.test(header.map((h) => h.text).join(""));
    const made: T[] = [];
    const line = (text: string, y: number, atEnd: boolean): T => {
      const width = text.length * size * 0.5;
      const x0 = rtl !== atEnd ? right - 20 - width : left + 20;
      return { ...start, text, x: x0, x0, xEnd: x0 + width, y, fontSize: size };
    };
    starts.forEach((rowY, r) => {
      const entry = tableEntry(roles, cellsOfRow[r]!);
      if (entry.head) made.push(line(entry.head, rowY, false));
      if (entry.dates) made.push(line(entry.dates, rowY, true));
      entry.body.forEach((text, k) => {
        made.push(line(`• ${text}`, rowY + 3 + k * 0.5, false));
      });
    });
    const removed = new Set<T>([...header, ...body]);
    const at = lines.findIndex((l) => removed.has(l));
    const rest = lines.filter((l) => !removed.has(l));
    const insertAt = rest.indexOf(lines.slice(at).find((l) => !removed.has(l))!);
    rest.splice(insertAt < 0 ? rest.length : insertAt, 0, ...made);
    return rest;
  }
  return undefined;
}
