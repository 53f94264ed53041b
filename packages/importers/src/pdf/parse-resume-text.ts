import { createId, type Language } from "@sira/schema";
import { joinLabelRows } from "../pipeline/label-rows";
import { nameFirst } from "../pipeline/name-first";
import { normaliseLine } from "../pipeline/normalise";
import { isLocationLabel, takePersonalRows } from "../pipeline/personal-rows";
import { dropRunningLines } from "../pipeline/running-lines";
import { readTables } from "../pipeline/table-columns";
import { failImport, type ImportResult } from "../result";
import { ResumeBuilder } from "../resume-builder";
import { detectLanguage, shortText, textToHtml } from "../text";
import type { PdfTextLine } from "./pdf-text";
import {
  danglingRangeStartPattern,
  dateFragmentPattern,
  hasTitleWord,
  headingKind,
  isCoursesHeading,
  isLocationText,
  leadingRangeEndPattern,
  rangeAtEndPattern,
} from "./resume-patterns";
import { fillBasics, isNameLike } from "./resume-text/basics";
import { extractDate } from "./resume-text/date-place";
import { addEducation } from "./resume-text/education";
import { splitEntries } from "./resume-text/entries";
import { addExperience, titleLineOfLayout } from "./resume-text/experience";
import {
  bodyFontSize,
  bulletPattern,
  isContactText,
  type Line,
  type Section,
  toLine,
} from "./resume-text/lines";
import { listEntries } from "./resume-text/list-entries";
import {
  addCustom,
  addLanguages,
  addProjects,
  addPublications,
  addSimpleEntries,
  addSkills,
} from "./resume-text/list-sections";

export interface ParseTextOptions {
  /** The resume's language; detected from the text when absent. */
  language?: Language;
  /** Link targets found in the document (PDF link annotations), for profiles and website. */
  links?: string[];
}

/**
 * Turn the text lines of a resume (plain strings, or PdfTextLine with positions and font sizes)
 * into resume data. Headings in English or Arabic split the text into sections; the lines above the
 * first heading give the name (the most prominent line), headline and location; e-mail, phone and
 * links are searched everywhere. Entries of experience, education and projects are split at header
 * lines after bullets; date ranges in English or Arabic month names, MM/YYYY or years, with
 * "Present"/"حتى الآن", become canonical English dates. Unknown headings become custom sections.
 * No text at all gives an error; never throws.
 */
/**
 * True when an Arabic document's lines are set flush left: more of them share one left edge than
 * share one right edge (a LibreOffice or Word document whose paragraphs were left without a
 * right-to-left direction: bullets, titles and wrapped lines all start at the left margin). Such a
 * document's indentation shows at the left, as in a Latin one.
 */
export function alignedLeft(lines: readonly Line[]): boolean {
  const modeCount = (values: number[]) => {
    const counts = new Map<number, number>();
    for (const v of values) counts.set(Math.round(v), (counts.get(Math.round(v)) ?? 0) + 1);
    let best = 0;
    for (const [v, n] of counts)
      best = Math.max(best, n + (counts.get(v - 1) ?? 0) + (counts.get(v + 1) ?? 0));
    return best;
  };
  const placed = lines.filter((l) => l.x0 !== undefined && l.xEnd !== undefined && l.xEnd - l.x0 > 40);
  if (placed.length < 6) return false;
  const left = modeCount(placed.map((l) => l.x0!));
  const right = modeCount(placed.map((l) => l.xEnd!));
  return left >= 2 * right && left >= placed.length / 2;
}

export function parseResumeText(
  input: readonly (string | PdfTextLine)[],
  options: ParseTextOptions = {},
): ImportResult {
  try {
    const tables = readTables(
      joinLabelRows(cleanLines(input)),
      (line) => headingKind(line.text) !== undefined,
    );
    const ordered = nameFirst(tables, (line) => headingKind(line.text) !== undefined, isNameLike);
    const personal = takePersonalRows(joinWrappedLines(ordered));
    const lines = personal.lines;
    if (!lines.some((l) => /[\p{L}\p{N}]/u.test(l.text))) return failImport("pdfNoText");
    const language = options.language ?? detectLanguage(lines.map((l) => l.text));
    // Right-to-left lines start at their right edge: measure indentation from the right, unless
    // the document is set flush left (see alignedLeft).
    if (language === "ar" && !alignedLeft(lines))
      for (const line of lines) if (line.xEnd !== undefined) line.x = -line.xEnd;
    const builder = new ResumeBuilder(language);
    const { header, sections } = splitSections(lines);
    fillBasics(builder, header, lines, options.links ?? []);
    for (const row of personal.rows.slice(0, 50)) {
      // "المدينة: جدة": where the person lives is the résumé's location, when none was read.
      if (isLocationLabel(row.label) && !builder.data.basics.location && row.value.length <= 80) {
        builder.setBasic("location", shortText(row.value));
        continue;
      }
      builder.data.basics.customFields.push({
        id: createId(),
        icon: "",
        name: shortText(row.label),
        value: shortText(row.value),
      });
    }
    const titleLine = titleLineOfLayout(sections);
    for (const section of sections) addSection(builder, section, titleLine);
    if (!sections.length)
      builder.warnings.push("No section headings were recognised; only contact details were read.");
    return builder.finish();
  } catch {
    return failImport("invalidResult");
  }
}

/** Clean lines with text, without page numbers ("2 / 3", "Name – 1/2"), at most 5,000. */
function cleanLines(input: readonly (string | PdfTextLine)[]): Line[] {
  return dropRunningLines(input.map(toLine))
    .map((line) => ({ ...line, text: normaliseLine(line.text) }))
    .filter((line) => line.text && !/^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of|من)\s*\d{1,2})?$/i.test(line.text))
    .filter((line) => !/^.{1,40}\s[–-]\s\d{1,2}\/\d{1,2}$/.test(line.text))
    .slice(0, 5000);
}

/**
 * Lines a narrow column wrapped, joined again (in place): an e-mail ("sara.otaibi@example.co" /
 * "m") is one address; a date range whose end wrapped onto the next line ("…, Canada Apr 2016" /
 * "– Jul 2020") is one range.
 */
function joinWrappedLines(lines: Line[]): Line[] {
  for (let i = lines.length - 2; i >= 0; i--) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    const open = danglingRangeStartPattern.exec(line.text);
    const end = open ? leadingRangeEndPattern.exec(next.text) : null;
    if (open && end) {
      line.text = `${open[1]} – ${end[1]} ${open[2]}`;
      next.text = end[2] ?? "";
      if (!next.text) lines.splice(i + 1, 1);
      continue;
    }
    // The range's end is the next line, or the cell's next row when a cell beside it came between
    // ("2020 - حتى" | "أخصائية موارد بشرية" | "الآن" in a Word table read row by row).
    const fragmentAt = dateFragmentPattern.test(next.text) ? i + 1 : wrappedCellBelow(lines, i);
    if (fragmentAt !== undefined && !extractDate(line.text, false)) {
      const joined = `${line.text} ${lines[fragmentAt]!.text}`;
      const range = rangeAtEndPattern.exec(joined);
      // A line that is only a range's open start ("2020 - حتى") takes its end too.
      const dangling = /(?:[-–—]|\bto|حتى|إلى|الى)$/u.test(line.text.trim());
      if (range && (range.index > 0 || dangling)) {
        line.text = `${joined.slice(0, range.index).trimEnd()} ${range[1]}`;
        lines.splice(fragmentAt, 1);
        continue;
      }
    }
    if (/(?<!\S)\S+@[\w-]+(?:\.[\w-]+)+$/.test(line.text) && /^[a-z]{1,4}$/.test(next.text)) {
      line.text += next.text;
      lines.splice(i + 1, 1);
    }
  }
  return lines;
}

/**
 * The line a few lines on that continues line i's cell: a date fragment on the next row of the
 * page, under the same cell (their x ranges overlap), with only other cells of line i's row between.
 */
function wrappedCellBelow(lines: readonly Line[], i: number): number | undefined {
  const line = lines[i]!;
  if (line.y === undefined || line.x0 === undefined || line.xEnd === undefined) return undefined;
  const size = line.fontSize ?? 10;
  for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
    const other = lines[j]!;
    if (
      other.page !== line.page ||
      other.y === undefined ||
      other.x0 === undefined ||
      other.xEnd === undefined
    )
      return undefined;
    const below = other.y - line.y;
    if (below < size * 0.5) continue;
    const overlaps = other.x0 < line.xEnd && other.xEnd > line.x0;
    return below <= size * 2.4 && overlaps && dateFragmentPattern.test(other.text) ? j : undefined;
  }
  return undefined;
}

/**
 * The lines above the first heading (the header), and the sections the headings open. A heading
 * the dictionary does not know is recognised by sharing the known headings' size (or their
 * capitals). Courses and training count as certifications only in a resume that has no
 * certifications heading of its own; beside one, they are a section of their own (custom).
 */
function splitSections(lines: readonly Line[]): { header: Line[]; sections: Section[] } {
  const header: Line[] = [];
  const sections: Section[] = [];
  const isHeading = headingTest(lines);
  for (const line of lines) {
    const kind = isHeading(line, header.length > 0, sections.length > 0);
    const open = sections[sections.length - 1];
    // A skills heading word inside a skills section with items is a group's name ("Tools" over
    // "Webpack, Git, Docker" under "Skills"), not a second skills section.
    const groupName = kind === "skills" && open?.kind === "skills" && open.lines.length > 0;
    if (kind && !groupName) {
      sections.push({ kind, title: line.text, lines: [] });
      continue;
    }
    const current = sections[sections.length - 1];
    if (current) current.lines.push(line);
    else header.push(line);
  }
  const hasCertifications = sections.some(
    (section) => section.kind === "certifications" && !isCoursesHeading(section.title),
  );
  if (hasCertifications)
    for (const section of sections)
      if (section.kind === "certifications" && isCoursesHeading(section.title)) section.kind = "other";
  return { header, sections };
}

/** The heading test for this resume's lines: a line's section kind ("other" when unknown), or undefined. */
function headingTest(lines: readonly Line[]) {
  const body = bodyFontSize(lines);
  const knownHeading = lines.find((l) => headingKind(l.text) && l.fontSize !== undefined);
  const headingSize = knownHeading?.fontSize;
  // Capitals set the headings apart when they are no larger than the text ("TRAINING COURSES").
  const isCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && !/\p{Ll}/u.test(text);
  const capitalHeadings = knownHeading !== undefined && isCapitals(knownHeading.text);
  // When the headings are set larger than the text, a known heading word at the text's size is a
  // wrapped line's last word ("… ثنائي / اللغة."), not a heading.
  const largeHeadings =
    body !== undefined &&
    headingSize !== undefined &&
    headingSize >= body * 1.1 &&
    lines.filter(
      (l) => headingKind(l.text) && l.fontSize !== undefined && Math.abs(l.fontSize - headingSize) < 0.5,
    ).length >= 3;
  const rows = new Map<string, number>();
  const rowOf = (line: Line) => `${line.page ?? 0}:${Math.round(line.y ?? -1)}`;
  for (const line of lines) if (line.y !== undefined) rows.set(rowOf(line), (rows.get(rowOf(line)) ?? 0) + 1);
  const sharesRow = (line: Line) => line.y !== undefined && (rows.get(rowOf(line)) ?? 0) > 2;
  return (line: Line, afterHeader: boolean, afterSection = true): Section["kind"] | undefined => {
    const kind =
      largeHeadings &&
      line.fontSize !== undefined &&
      headingSize !== undefined &&
      line.fontSize < headingSize - 0.5 &&
      /[.!?؟]$/.test(line.text)
        ? undefined
        : headingKind(line.text);
    const unknownHeading =
      !kind &&
      // A heading is not one of three or more cells of a row: capitals there are skills or
      // contacts ("HTML   CSS   Python", "hello@x.com   123   NYC, NY"). (Two: a sidebar beside it.)
      !sharesRow(line) &&
      body !== undefined &&
      headingSize !== undefined &&
      (headingSize >= body * 1.15 || (capitalHeadings && isCapitals(line.text))) &&
      line.fontSize !== undefined &&
      Math.abs(line.fontSize - headingSize) < 0.5 &&
      afterHeader &&
      line.text.split(/\s+/).length <= 5 &&
      !bulletPattern.test(line.text) &&
      !/\d/.test(line.text) &&
      !isContactText(line.text) &&
      // Above the first known heading, a line naming a job is the title under the name.
      (afterSection || !hasTitleWord(line.text));
    return kind ?? (unknownHeading ? "other" : undefined);
  };
}

/** Read one section into the builder by its kind. */
function addSection(builder: ResumeBuilder, section: Section, titleLine: number | undefined): void {
  switch (section.kind) {
    case "summary": {
      const text = section.lines.map((l) => l.text).join("\n");
      const html = textToHtml(text.replace(/([^.!?:؟])\n(?=[\p{Ll}\p{Script=Arabic}])/gu, "$1 "));
      builder.data.sections.summary.content += html;
      break;
    }
    case "experience":
    case "volunteer":
      addExperience(builder, section.lines, section.kind, titleLine);
      break;
    case "education":
      addEducation(builder, section.lines);
      break;
    case "skills":
      addSkills(builder, section.lines);
      break;
    case "languages":
      addLanguages(builder, section.lines);
      break;
    case "certifications":
    case "awards":
      addSimpleEntries(builder, section.lines, section.kind);
      break;
    case "projects":
      addProjects(builder, section.lines);
      break;
    case "publications":
      addPublications(builder, section.lines);
      break;
    case "interests":
      for (const entry of listEntries(section.lines, false))
        builder.addItem("interests", { name: shortText(entry.name), keywords: entry.keywords });
      break;
    case "references":
      for (const entry of splitEntries(section.lines, false))
        builder.addItem("references", {
          name: shortText(entry.head[0] ?? ""),
          // Name, then the role line; a third line ("Available on request.") is the summary.
          description: shortText(entry.head[1] ?? ""),
          summary: textToHtml([...entry.head.slice(2), ...entry.body].join(" "), entry.bullets),
        });
      break;
    case "contact":
      // A contact block (the side column of a two-column CV): its place line is the location.
      for (const line of section.lines) {
        const text = line.text.replace(bulletPattern, "").trim();
        if (!builder.data.basics.location && isLocationText(text) && !isContactText(text))
          builder.data.basics.location = shortText(text);
      }
      break;
    case "profiles":
      break;
    case "other":
      addCustom(builder, section);
      break;
  }
}
