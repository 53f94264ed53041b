import { htmlToText } from "@sira/html";
import type { ListSectionKey, ResumeData } from "@sira/schema/resume-data";

/**
 * What an import read, as the review step lists it (issue 18): the personal details, then each
 * section with its items, and what is empty or looks doubtful, each pointing at the form field
 * that fixes it. Computed from the live resume data, so a fixed field leaves the list.
 */

export interface ReviewTarget {
  section: string;
  itemId?: string;
  field?: string;
}

/**
 * Why a field is listed: empty where a CV needs it, read but unlikely to be right, or read from a
 * scanned image by OCR (issue 37), where any letter may be wrong.
 */
export type ProblemKind = "empty" | "doubtful" | "ocr";

export interface ReviewProblem {
  field: string;
  kind: ProblemKind;
  target: ReviewTarget;
}

export interface ReviewBasicsRow {
  field: "name" | "headline" | "email" | "phone" | "location" | "url";
  value: string;
  /** Name and e-mail are needed; the rest is only noted as not found. */
  problem?: ProblemKind;
  target: ReviewTarget;
}

export interface ReviewItem {
  id: string;
  /** Main line (position, degree, skill name…) and its secondary lines, as read. */
  title: string;
  subtitle: string;
  date: string;
  extra: string;
  problems: ReviewProblem[];
  target: ReviewTarget;
}

export interface ReviewSection {
  /** "experience", "education", "skills", …, or "custom.<id>". */
  id: string;
  /** The key of the section kind (its name in the interface), "custom" for custom sections. */
  kind: ListSectionKey | "custom";
  /** The section's own heading as stored in the resume (custom sections have only this). */
  name: string;
  items: ReviewItem[];
  /** True for experience, education and skills: finding none is worth a look. */
  expected: boolean;
}

export interface ImportReport {
  basics: ReviewBasicsRow[];
  summary: { words: number; target: ReviewTarget };
  sections: ReviewSection[];
  /** Every empty or doubtful field, in form order. */
  problems: ReviewProblem[];
}

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
const yearOnly = /^(?:\d{4}|[٠-٩]{4})(?:\s*[-–—]\s*(?:\d{4}|[٠-٩]{4}))?$/;
/** A header line longer than this is more likely a description line read as a title. */
const longHeaderChars = 90;

const wordsOf = (html: string) => htmlToText(html).split(/\s+/).filter(Boolean).length;

/** Doubtful values of a job or school header: a bare year, a sentence, a date inside a name. */
function doubtful(value: string): boolean {
  const v = value.trim();
  return yearOnly.test(v) || v.length > longHeaderChars || /^[•·\-–*]/.test(v);
}

function headerProblems(
  section: string,
  itemId: string,
  fields: { field: string; value: string; needed: boolean }[],
): ReviewProblem[] {
  const problems: ReviewProblem[] = [];
  for (const { field, value, needed } of fields) {
    const target = { section, itemId, field };
    if (!value.trim()) {
      if (needed) problems.push({ field, kind: "empty", target });
    } else if (field !== "date" && doubtful(value)) problems.push({ field, kind: "doubtful", target });
  }
  return problems;
}

type AnyItem = Record<string, unknown> & { id: string };
const str = (item: AnyItem, key: string) => String(item[key] ?? "").trim();

function reviewItem(id: ListSectionKey | "custom", sectionId: string, item: AnyItem): ReviewItem {
  const base = { id: item.id, target: { section: sectionId, itemId: item.id }, extra: "" };
  switch (id) {
    case "experience":
    case "volunteer": {
      const org = id === "experience" ? "company" : "organization";
      const problems = headerProblems(sectionId, item.id, [
        { field: "position", value: str(item, "position"), needed: true },
        { field: org, value: str(item, org), needed: true },
        { field: "date", value: str(item, "date"), needed: true },
      ]);
      return {
        ...base,
        title: str(item, "position"),
        subtitle: [str(item, org), str(item, "location")].filter(Boolean).join(" · "),
        date: str(item, "date"),
        problems,
        target: problems[0]?.target ?? { ...base.target, field: org },
      };
    }
    case "education": {
      const degree = [str(item, "studyType"), str(item, "area")].filter(Boolean).join(" · ");
      const problems = headerProblems(sectionId, item.id, [
        { field: "institution", value: str(item, "institution"), needed: true },
        { field: "area", value: degree, needed: true },
        { field: "date", value: str(item, "date"), needed: false },
      ]);
      return {
        ...base,
        title: degree,
        subtitle: str(item, "institution"),
        date: str(item, "date"),
        extra: str(item, "score"),
        problems,
        target: problems[0]?.target ?? { ...base.target, field: "institution" },
      };
    }
    case "skills":
    case "languages": {
      const level = Number(item.level ?? 0);
      const problems = headerProblems(sectionId, item.id, [
        { field: "name", value: str(item, "name"), needed: true },
      ]);
      return {
        ...base,
        title: str(item, "name"),
        subtitle: str(item, "description"),
        date: "",
        extra: level > 0 ? `${level}/5` : "",
        problems,
        target: problems[0]?.target ?? { ...base.target, field: "name" },
      };
    }
    default: {
      const titleKey = ["name", "title", "network", "organization"].find((k) => str(item, k)) ?? "name";
      const subKey = ["issuer", "awarder", "publisher", "description", "username"].find((k) => str(item, k));
      return {
        ...base,
        title: str(item, titleKey),
        subtitle: subKey ? str(item, subKey) : "",
        date: str(item, "date"),
        problems: [],
        target: { ...base.target, field: titleKey },
      };
    }
  }
}

const listOrder: ListSectionKey[] = [
  "experience",
  "education",
  "skills",
  "languages",
  "projects",
  "certifications",
  "awards",
  "volunteer",
  "publications",
  "interests",
  "references",
  "profiles",
];
const expectedSections = new Set<string>(["experience", "education", "skills"]);

/**
 * Mark every read value that has no problem yet as read by OCR (a scanned CV): each one is doubtful
 * until the user has compared it with the original.
 */
function markOcr(report: Omit<ImportReport, "problems">): Omit<ImportReport, "problems"> {
  const basics = report.basics.map((row) =>
    row.value && !row.problem ? { ...row, problem: "ocr" as const } : row,
  );
  const sections = report.sections.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      const marked = new Set(item.problems.map((p) => p.field));
      const field = item.target.field ?? "name";
      const value = item.title || item.subtitle;
      if (!value || marked.has(field)) return item;
      const ocr: ReviewProblem = { field, kind: "ocr", target: { ...item.target, field } };
      return { ...item, problems: [...item.problems, ocr] };
    }),
  }));
  return { ...report, basics, sections };
}

/** The review of resume data as imported (or as fixed since); `ocr`: it was read from a scan. */
export function reviewImport(data: ResumeData, options: { ocr?: boolean } = {}): ImportReport {
  const b = data.basics;
  const basicsRow = (
    field: ReviewBasicsRow["field"],
    value: string,
    problem?: ProblemKind,
  ): ReviewBasicsRow => ({
    field,
    value,
    ...(problem ? { problem } : {}),
    target: { section: "basics", field },
  });
  const email = b.email.trim();
  const basics: ReviewBasicsRow[] = [
    basicsRow("name", b.name.trim(), b.name.trim() ? (doubtful(b.name) ? "doubtful" : undefined) : "empty"),
    basicsRow("headline", b.headline.trim()),
    basicsRow("email", email, email ? (emailPattern.test(email) ? undefined : "doubtful") : "empty"),
    basicsRow("phone", b.phone.trim()),
    basicsRow("location", b.location.trim()),
    basicsRow("url", b.url.href.trim()),
  ];
  const sections: ReviewSection[] = [];
  for (const key of listOrder) {
    const section = data.sections[key];
    const items = (section.items as unknown as AnyItem[]).map((item) => reviewItem(key, key, item));
    if (items.length === 0 && !expectedSections.has(key)) continue;
    sections.push({ id: key, kind: key, name: section.name, items, expected: expectedSections.has(key) });
  }
  for (const [id, section] of Object.entries(data.sections.custom)) {
    const sectionId = `custom.${id}`;
    const items = (section.items as unknown as AnyItem[]).map((item) =>
      reviewItem("custom", sectionId, item),
    );
    if (items.length > 0)
      sections.push({ id: sectionId, kind: "custom", name: section.name, items, expected: false });
  }
  const read = {
    basics,
    summary: { words: wordsOf(data.sections.summary.content), target: { section: "summary" } },
    sections,
  };
  const report = options.ocr ? markOcr(read) : read;
  const problems: ReviewProblem[] = [
    ...report.basics.flatMap((row) =>
      row.problem ? [{ field: row.field, kind: row.problem, target: row.target }] : [],
    ),
    ...report.sections.flatMap((section) => section.items.flatMap((item) => item.problems)),
  ];
  return { ...report, problems };
}
