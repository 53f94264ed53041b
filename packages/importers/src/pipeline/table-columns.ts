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
  title: ["المسمى الوظيفي", "المسمى", "الوظيفة", "المنصب", "position", "job title", "title", "role", "designation"],
  company: ["جهة العمل", "الشركة", "اسم الشركة", "المؤسسة", "الجهة", "company", "employer", "organization", "organisation"],
  dates: ["الفترة", "المدة", "الفترة الزمنية", "التاريخ", "سنة التخرج", "السنة", "period", "duration", "dates", "date", "year", "years"],
  from: ["من", "from", "start", "start date"],
  to: ["إلى", "الى", "حتى", "to", "end", "end date"],
  description: ["المهام", "المسؤوليات", "المهام والمسؤوليات", "الوصف", "tasks", "responsibilities", "duties", "description", "achievements"],
  location: ["المدينة", "الموقع", "البلد", "location", "city", "country"],
  degree: ["المؤهل", "المؤهل العلمي", "الدرجة", "الدرجة العلمية", "التخصص", "degree", "qualification", "major", "specialization"],
  institution: ["الجامعة", "المعهد", "الجهة المانحة", "جهة التعليم", "university", "institution", "school", "college"],
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
  if (!roles.some((r) => r === "title" || r === "company" || r === "degree" || r === "institution")) return undefined;
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
export function tableEntry(roles: readonly (ColumnRole | undefined)[], cells: readonly string[][]): TableEntry {
  const of = (role: ColumnRole) =>
    cells
      .filter((_, i) => roles[i] === role)
      .flat()
      .map((t) => t.trim())
      .filter(Boolean);
  const head = [...of("title"), ...of("degree"), ...of("company"), ...of("institution")].join(" - ");
  const from = of("from").join(" ");
  const to = of("to").join(" ");
  const dates = [of("dates").join(" "), from && to ? `${from} - ${to}` : from || to].filter(Boolean).join(" ");
  const body = [...of("location"), ...of("grade"), ...of("description")];
  return { head, dates, body };
}
