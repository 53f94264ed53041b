import {
  type DateRange,
  formatDateRange,
  type Language,
  type MonthYear,
  migratePersonalFields,
  type Personal,
  parseDateRange,
  publicPersonal,
  type ResumeData,
} from "@sira/schema";
import { jsonResumeSections } from "@sira/schema/import-formats";
import { formatRichText } from "../lib/rich-text";
import { isValidUrl } from "../lib/url";
import { blockText, htmlToBlocks } from "./outline";

/**
 * The resume as a JSON Resume 1.0.0 document (https://jsonresume.org/schema), for other tools and
 * for a copy of one's own data. Only what the resume shows: hidden sections and items, sections
 * left off the layout and the personal block's hidden parts are left out (the file is cached per
 * content and served to anyone who may download the resume, like the PDF). Sira's importer
 * (packages/importers/src/json-resume.ts) reads it back; docs/api/resumes.md describes it.
 *
 * - Rich text becomes plain text: paragraphs in `summary` (a project's `description`), list
 *   items in `highlights` (education: `courses`); where JSON Resume has one text only, list
 *   items are "• " lines of it, which the importer turns back into a list.
 * - Dates: the stored text ("Jan 2020 - Present") as ISO `startDate`/`endDate` ("2020-01", no
 *   end date while ongoing) or `date`; when those cannot say the same thing (text that does not
 *   parse, a single date on a job, a range on an award) the text as typed is also in
 *   `x-sira-date`, which the importer prefers.
 * - Levels: the skill's or language's words in `level`/`fluency`, the 0-5 number in
 *   `x-sira-level`; a reference's position (no JSON Resume field) in `x-sira-description`.
 * - `x-sira-personal` (root): the personal block (issue 40) as the resume shows it.
 * - `x-sira`: the resume's language and template, and what JSON Resume has no place for (custom
 *   fields, custom sections) as plain data.
 */

/** One JSON Resume object; Sira's extension fields start with "x-sira". */
export type JsonResumeEntry = Record<string, unknown> & {
  startDate?: string;
  endDate?: string;
  date?: string;
  highlights?: string[];
  "x-sira-date"?: string;
};

export interface JsonResume {
  $schema: string;
  basics: Record<string, unknown>;
  work?: JsonResumeEntry[];
  volunteer?: JsonResumeEntry[];
  education?: JsonResumeEntry[];
  awards?: JsonResumeEntry[];
  certificates?: JsonResumeEntry[];
  publications?: JsonResumeEntry[];
  skills?: JsonResumeEntry[];
  languages?: JsonResumeEntry[];
  interests?: JsonResumeEntry[];
  references?: JsonResumeEntry[];
  projects?: JsonResumeEntry[];
  meta: { version: string; canonical: string };
  "x-sira": {
    language: Language;
    template: string;
    customFields?: { name: string; value: string }[];
    customSections?: { name: string; items: Record<string, unknown>[] }[];
  };
  "x-sira-personal"?: Personal;
}

export const jsonResumeSchemaUrl =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/** Plain text of rich-text HTML: paragraph lines and list items apart. */
function plainText(html: string): { lines: string[]; items: string[] } {
  const lines: string[] = [];
  const items: string[] = [];
  for (const block of htmlToBlocks(formatRichText(html))) {
    const text = blockText(block).trim();
    if (!text) continue;
    if (block.kind === "bullet" || block.kind === "numbered") items.push(linesOf(text).join(" "));
    else lines.push(...linesOf(text));
  }
  return { lines, items };
}

function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Rich text as one plain text, in order: paragraphs one a line, list items as "• " lines. */
function oneText(html: string): string {
  return htmlToBlocks(formatRichText(html))
    .flatMap((block) => {
      const lines = linesOf(blockText(block));
      if (!lines.length) return [];
      return block.kind === "bullet" || block.kind === "numbered" ? [`• ${lines.join(" ")}`] : lines;
    })
    .join("\n");
}

function isoOf(value: MonthYear): string {
  return value.month ? `${value.year}-${String(value.month).padStart(2, "0")}` : String(value.year);
}

/**
 * A stored date text as JSON Resume dates. `range`: the entry has start and end (an absent end
 * means ongoing when `openEnded`); otherwise one `date`. The text also goes in `x-sira-date`
 * unless the ISO fields read back (importer: formatDates) to exactly this text.
 */
function datesOf(text: string, kind: "range" | "single", openEnded = true): JsonResumeEntry {
  const typed = text.trim();
  if (!typed) return {};
  const range: DateRange | undefined = parseDateRange(typed);
  if (!range) return { "x-sira-date": typed };
  const exact = formatDateRange(range, "en") === typed;
  if (kind === "single") {
    const out: JsonResumeEntry = { date: isoOf(range.start) };
    if (range.end || !exact) out["x-sira-date"] = typed;
    return out;
  }
  const out: JsonResumeEntry = { startDate: isoOf(range.start) };
  if (range.end && range.end !== "present") out.endDate = isoOf(range.end);
  const readsBack = range.end === "present" ? openEnded : range.end !== undefined || !openEnded;
  if (!exact || !readsBack) out["x-sira-date"] = typed;
  return out;
}

const href = (url: { href: string }) => (isValidUrl(url.href) ? url.href.trim() : undefined);

/** Drop undefined and empty values (strings, lists) so the file holds only what is filled. */
function compact<T extends Record<string, unknown>>(entry: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = value;
  }
  return out as T;
}

/** Sections the resume prints: in the layout (custom ones always), visible. */
function shownSections(data: ResumeData): Set<string> {
  const listed = new Set(data.metadata.layout.flat(2));
  for (const id of Object.keys(data.sections.custom)) listed.add(`custom.${id}`);
  return listed;
}

/** The resume data as a JSON Resume document (see the module comment). */
export function toJsonResume(given: ResumeData): JsonResume {
  const data = migratePersonalFields(given);
  const s = data.sections;
  const listed = shownSections(data);
  const shown = <K extends Exclude<keyof typeof s, "summary" | "custom">>(key: K) =>
    listed.has(key) && s[key].visible
      ? (s[key].items as ((typeof s)[K]["items"][number] & { visible: boolean })[]).filter((i) => i.visible)
      : [];
  const b = data.basics;
  const picture = b.picture;
  const summary = listed.has("summary") && s.summary.visible ? oneText(s.summary.content) : "";

  const basics = compact({
    name: b.name.trim(),
    label: b.headline.trim(),
    image: !picture.effects.hidden && picture.url.trim() ? picture.url.trim() : undefined,
    email: b.email.trim(),
    phone: b.phone.trim(),
    url: href(b.url),
    summary,
    location: b.location.trim() ? { address: b.location.trim() } : undefined,
    profiles: shown("profiles").map((p) =>
      compact({ network: p.network.trim(), username: p.username.trim(), url: href(p.url) }),
    ),
  });

  const withText = (html: string, field = "summary") => {
    const { lines, items } = plainText(html);
    return { [field]: lines.join("\n"), highlights: items };
  };

  const resume: JsonResume = {
    $schema: jsonResumeSchemaUrl,
    basics,
    work: shown("experience").map((i) =>
      compact({
        name: i.company.trim(),
        position: i.position.trim(),
        location: i.location.trim(),
        url: href(i.url),
        ...datesOf(i.date, "range"),
        ...withText(i.summary),
      }),
    ),
    volunteer: shown("volunteer").map((i) =>
      compact({
        organization: i.organization.trim(),
        position: i.position.trim(),
        location: i.location.trim(),
        url: href(i.url),
        ...datesOf(i.date, "range"),
        ...withText(i.summary),
      }),
    ),
    education: shown("education").map((i) => {
      const { lines, items } = plainText(i.summary);
      return compact({
        institution: i.institution.trim(),
        url: href(i.url),
        area: i.area.trim(),
        studyType: i.studyType.trim(),
        score: i.score.trim(),
        ...datesOf(i.date, "range"),
        summary: lines.join("\n"),
        courses: items,
      });
    }),
    awards: shown("awards").map((i) =>
      compact({
        title: i.title.trim(),
        awarder: i.awarder.trim(),
        url: href(i.url),
        ...datesOf(i.date, "single"),
        summary: oneText(i.summary),
      }),
    ),
    certificates: shown("certifications").map((i) =>
      compact({
        name: i.name.trim(),
        issuer: i.issuer.trim(),
        url: href(i.url),
        ...datesOf(i.date, "single"),
        summary: oneText(i.summary),
      }),
    ),
    publications: shown("publications").map((i) => {
      const { date, ...rest } = datesOf(i.date, "single");
      return compact({
        name: i.name.trim(),
        publisher: i.publisher.trim(),
        url: href(i.url),
        releaseDate: date,
        ...rest,
        summary: oneText(i.summary),
      });
    }),
    skills: shown("skills").map((i) =>
      compact({
        name: i.name.trim(),
        level: i.description.trim() || (i.level > 0 ? String(i.level) : ""),
        "x-sira-level": i.level,
        keywords: i.keywords,
      }),
    ),
    languages: shown("languages").map((i) =>
      compact({
        language: i.name.trim(),
        fluency: i.description.trim() || (i.level > 0 ? String(i.level) : ""),
        "x-sira-level": i.level,
      }),
    ),
    interests: shown("interests").map((i) => compact({ name: i.name.trim(), keywords: i.keywords })),
    references: shown("references").map((i) =>
      compact({
        name: i.name.trim(),
        reference: oneText(i.summary),
        "x-sira-description": i.description.trim(),
      }),
    ),
    projects: shown("projects").map((i) =>
      compact({
        name: i.name.trim(),
        roles: i.description.trim() ? [i.description.trim()] : [],
        url: href(i.url),
        ...datesOf(i.date, "range", false),
        ...withText(i.summary, "description"),
        keywords: i.keywords,
      }),
    ),
    meta: { version: "v1.0.0", canonical: jsonResumeSchemaUrl },
    "x-sira": compact({
      language: data.metadata.language,
      template: data.metadata.template,
      customFields: b.customFields
        .filter((f) => f.value.trim())
        .map((f) => ({ name: f.name.trim(), value: f.value.trim() })),
      customSections: Object.entries(s.custom)
        .filter(([id, section]) => listed.has(`custom.${id}`) && section.visible)
        .map(([, section]) => ({
          name: section.name.trim(),
          items: section.items
            .filter((i) => i.visible)
            .map((i) =>
              compact({
                name: i.name.trim(),
                description: i.description.trim(),
                date: i.date.trim(),
                location: i.location.trim(),
                summary: oneText(i.summary),
                keywords: i.keywords,
                url: href(i.url),
              }),
            ),
        }))
        .filter((section) => section.items.length > 0),
    }),
  };
  const personal = publicPersonal(data.personal, false);
  if (personal) resume["x-sira-personal"] = personal;
  for (const key of jsonResumeSections) if (resume[key]?.length === 0) delete resume[key];
  return resume;
}

/** The JSON Resume file's bytes: two-space indented UTF-8 with a final newline. */
export function jsonResumeFile(data: ResumeData): Uint8Array {
  return new TextEncoder().encode(`${JSON.stringify(toJsonResume(data), null, 2)}\n`);
}
