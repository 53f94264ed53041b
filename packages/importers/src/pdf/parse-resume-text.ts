import { createId, formatDateRange, type Language, parseMonthYear, toWesternDigits } from "@sira/schema";
import { failImport, type ImportResult } from "../result";
import { ResumeBuilder } from "../resume-builder";
import {
  bounds,
  detectLanguage,
  levelFromText,
  networkIcon,
  networkOfUrl,
  shortText,
  textToHtml,
  toHref,
  usernameOfUrl,
} from "../text";
import type { PdfTextLine } from "./pdf-text";
import {
  canonicalDateToken,
  danglingRangeStartPattern,
  dateFragmentPattern,
  dateRangePattern,
  emailPattern,
  hasDegreeWord,
  hasInstitutionWord,
  hasTitleWord,
  headingKind,
  isCoursesHeading,
  isLocationText,
  isPhoneText,
  isTitleText,
  leadingDegree,
  leadingRangeEndPattern,
  phonePattern,
  rangeAtEndPattern,
  type SectionKind,
  singleDatePattern,
  urlPattern,
} from "./resume-patterns";

export interface ParseTextOptions {
  /** The resume's language; detected from the text when absent. */
  language?: Language;
  /** Link targets found in the document (PDF link annotations), for profiles and website. */
  links?: string[];
}

/** A line with optional layout facts; plain strings have none. */
interface Line {
  text: string;
  x?: number;
  /** Right edge (where right-to-left lines start). */
  xEnd?: number;
  /** Left edge as printed (x is turned into the right edge on Arabic pages). */
  x0?: number;
  y?: number;
  fontSize?: number;
  page?: number;
}

interface Section {
  kind: SectionKind;
  title: string;
  lines: Line[];
}

const bulletPattern = /^\s*(?:[•●▪■◦‣►▸➢➤✓✔·∙○◆◇]|[-–*](?=\s))\s*/;
const timeSpanPattern = /^\d+\s+(?:years?|yrs?|months?|mos?)(?:\s+\d+\s+(?:months?|mos?))?$/i;

function toLine(input: string | PdfTextLine): Line {
  if (typeof input === "string") return { text: input };
  return {
    text: input.text,
    x: input.x,
    x0: input.x,
    xEnd: input.xEnd,
    y: input.y,
    fontSize: input.fontSize,
    page: input.page,
  };
}

/**
 * A phone number laid out right to left in an Arabic paragraph: its groups come out in reverse
 * with the plus sign last ("5678 234 50 966+") or detached first ("+ 5678 234 50 966"); put back
 * as written ("+966 50 234 5678").
 */
function unreversePhone(text: string): string {
  return text
    .replace(/(^|[^\d+])((?:\d{1,5} ){2,5}\d{1,5})\+(?!\d)/g, (_, before: string, groups: string) => {
      const digits = groups.replace(/\D/g, "").length;
      if (digits < 8) return `${before}${groups}+`;
      return `${before}+${groups.split(" ").reverse().join(" ")}`;
    })
    .replace(/(^|[^\d+])\+ ((?:\d{1,5} ){2,5}\d{1,5})(?!\d)/g, (whole, before: string, groups: string) => {
      // The same read left to right with the plus first ("+ 6789 345 50 971"): the country code
      // (one to three digits) is last, a subscriber group of four first.
      const parts = groups.split(" ");
      if ((parts[0]?.length ?? 0) < 4 || (parts[parts.length - 1]?.length ?? 0) > 3) return whole;
      return `${before}+${parts.reverse().join(" ")}`;
    });
}

function cleanText(text: string): string {
  return unreversePhone(
    text
      .normalize("NFKC")
      .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, "")
      .replace(/[\uE000-\uF8FF]/g, " ")
      .replace(/\s+/g, " ")
      // Tanween before its alif ("مطورً ا" → "مطورًا"): a mark never starts a word.
      .replace(/([\u064B-\u0652])\s+(?=\u0627)/g, "$1")
      // Brackets around a Latin run in Arabic text come out mirrored: "طلاقة ) IELTS 7.5 (".
      .replace(/^([^()]*)\)([^()]*)\($/u, (whole, before: string, inside: string) =>
        /\p{Script=Arabic}/u.test(before) && inside.trim() ? `${before.trimEnd()} (${inside.trim()})` : whole,
      )
      // A mark alone (printed above the row and read as a line of its own) carries no text.
      .replace(/^[\u064B-\u0652\s]+$/, "")
      .trim()
      .slice(0, 2000),
  );
}

/** The text size most characters are set in: the body size headings are compared with. */
function bodyFontSize(lines: readonly Line[]): number | undefined {
  const weights = new Map<number, number>();
  for (const line of lines) {
    if (!line.fontSize) continue;
    const size = Math.round(line.fontSize * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  let best: number | undefined;
  let bestWeight = 0;
  for (const [size, weight] of weights) {
    if (weight > bestWeight) {
      best = size;
      bestWeight = weight;
    }
  }
  return best;
}

/** A date range or single date inside a text, canonical, with the text around it. */
export function extractDate(text: string, allowSingle: boolean): { date: string; rest: string } | undefined {
  const western = toWesternDigits(text);
  const range = dateRangePattern.exec(western);
  if (range) {
    const start = parseMonthYear(canonicalDateToken(range[1]!));
    const endToken = range[2]!;
    const endIsPresent = !/\d/.test(endToken);
    const end = endIsPresent ? "present" : parseMonthYear(canonicalDateToken(endToken));
    const rest = `${western.slice(0, range.index)} ${western.slice(range.index + range[0].length)}`;
    if (start && end) return { date: formatDateRange({ start, end }, "en"), rest: tidyRest(rest) };
    return { date: shortText(range[0]), rest: tidyRest(rest) };
  }
  if (!allowSingle) return undefined;
  const single = singleDatePattern.exec(western);
  if (!single) return undefined;
  const value = parseMonthYear(canonicalDateToken(single[1]!));
  if (!value || value.year < 1950 || value.year > new Date().getFullYear() + 8) return undefined;
  const rest = `${western.slice(0, single.index)} ${western.slice(single.index + single[0].length)}`;
  return { date: formatDateRange({ start: value }, "en"), rest: tidyRest(rest) };
}

function tidyRest(text: string): string {
  return text
    .replace(/\(\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,|·•—–:;-]+|(?<![\s,|·•—–:;(-])[\s,|·•—–:;(-]+$/g, "")
    .trim();
}

/** Split a text into parts at strong separators (|, •, ·, —, " - ", tabs). */
function splitParts(text: string): string[] {
  return text
    .split(/(?<!\s)(?:\s*[|•·—–]\s*|\s+-\s+|\s{3,})/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * A line that is a place and nothing else. "Google DeepMind – London, UK" names a place but is an
 * entry's header (organisation – place): every part split at strong separators must be a place.
 */
function isPlaceLine(text: string): boolean {
  return splitParts(text).every((part) => isLocationText(part)) && isLocationText(text);
}

/**
 * Takes the place off the end of a header split at its strong separators ("Co-Founder & CTO, Nexus
 * AI" | "San Francisco, CA"), when a part before it is not a place too; answers the place.
 */
function popTrailingPlace(parts: string[]): string | undefined {
  if (parts.length < 2 || !isLocationText(parts[parts.length - 1]!) || isLocationText(parts[0]!)) return;
  return parts.pop();
}

/**
 * An organisation or title with the place after its last commas ("Northwind Traders, Austin, TX",
 * "شركة الأفق للتقنية، الرياض", "محلل أعمال، دبي"): the text before the place and the place, taking
 * the longest trailing place whose lead is not a place itself; undefined when there is none.
 */
export function splitTrailingPlace(text: string): { lead: string; place: string } | undefined {
  const commas = [...text.matchAll(/(?<!\s)\s*[,،]\s*/g)];
  for (const comma of commas) {
    const at = comma.index ?? 0;
    const lead = text.slice(0, at).trim();
    const place = text.slice(at + comma[0].length).trim();
    if (!lead || !place || !/\p{L}{2}/u.test(lead)) continue;
    if (isLocationText(place) && !isLocationText(lead)) return { lead, place };
  }
  return undefined;
}

/**
 * Two lines on one row of the page: baselines within a fifth of the font size (a title and the
 * date cell beside it may sit a fraction of a point apart).
 */
function sameRow(a: Line, b: Line): boolean {
  if (a.y === undefined || b.y === undefined) return false;
  return Math.abs(a.y - b.y) <= 0.2 * (a.fontSize ?? b.fontSize ?? 10);
}

interface Entry {
  head: string[];
  date: string;
  location: string;
  bullets: string[];
  body: string[];
  links: string[];
}

const newEntry = (): Entry => ({ head: [], date: "", location: "", bullets: [], body: [], links: [] });

/**
 * Group the lines of a section into entries: a non-bullet line after an entry's body starts a new
 * entry; dates and locations found on header lines are taken out; bullets and their wrapped
 * continuation lines become the entry's bullets.
 */
function splitEntries(lines: readonly Line[], allowSingleDate: boolean): Entry[] {
  const entries: Entry[] = [];
  let entry = newEntry();
  let bulletX: number | undefined;
  let headX: number | undefined;
  // The date's cell: a short line later aligned with it in the same size is the place ("Riyadh").
  let dateCell: Line | undefined;
  const close = () => {
    if (entry.head.length || entry.bullets.length || entry.body.length || entry.date) entries.push(entry);
    entry = newEntry();
    bulletX = undefined;
    dateCell = undefined;
  };
  for (const [index, line] of lines.entries()) {
    const text = line.text;
    if (timeSpanPattern.test(text)) continue;
    const only = extractDate(text, true);
    if (only && !only.rest) {
      // A date alone in its cell: the date column of the current entry, or the start of the next.
      if (!entry.date && !(entry.head.length === 0 && entry.bullets.length)) {
        entry.date = only.date;
        dateCell = line;
        continue;
      }
      if (entry.date) close();
      entry.date = only.date;
      dateCell = line;
      continue;
    }
    if (
      dateCell &&
      !entry.location &&
      !entry.bullets.length &&
      !sameRow(line, dateCell) &&
      sameSize(line.fontSize, dateCell.fontSize) &&
      ((line.x0 !== undefined && dateCell.x0 !== undefined && Math.abs(line.x0 - dateCell.x0) < 2) ||
        (line.xEnd !== undefined &&
          dateCell.xEnd !== undefined &&
          Math.abs(line.xEnd - dateCell.xEnd) < 2)) &&
      text.split(/\s+/).length <= 4 &&
      // "Trinity College Dublin" under a date on the left names the school, not a place.
      !hasInstitutionWord(text) &&
      !bulletPattern.test(text) &&
      !urlPattern.test(text) &&
      !scorePattern.test(toWesternDigits(text))
    ) {
      entry.location = text;
      continue;
    }
    if (!entry.location && entry.head.length && isPlaceLine(text) && !bulletPattern.test(text)) {
      entry.location = text;
      continue;
    }
    const next = lines[index + 1];
    const startsDatedRow =
      next !== undefined && sameRow(next, line) && extractDate(next.text, true)?.rest === "";
    if (
      startsDatedRow &&
      !bulletPattern.test(text) &&
      (entry.bullets.length || entry.body.length || (entry.head.length && entry.date))
    ) {
      close();
    }
    const bullet = bulletPattern.exec(text);
    if (bullet && text.length > bullet[0].length) {
      entry.bullets.push(text.slice(bullet[0].length).trim());
      bulletX = line.x;
      continue;
    }
    const lastBullet = entry.bullets.length - 1;
    const dated =
      extractDate(text, allowSingleDate && !entry.date) ??
      (allowSingleDate && entry.date && startsWithDate(line, headX) ? extractDate(text, true) : undefined);
    if (lastBullet >= 0 && !dated && isContinuation(line, entry.bullets[lastBullet]!, bulletX, headX)) {
      entry.bullets[lastBullet] = joinWrapped(entry.bullets[lastBullet]!, text);
      continue;
    }
    if (entry.bullets.length || (entry.body.length && !dated)) {
      if (!(entry.body.length && isContinuationOfBody(line, entry, headX))) close();
      else {
        entry.body.push(text);
        continue;
      }
    }
    if (dated) {
      if (entry.date && entry.head.length) close();
      entry.date = dated.date;
      if (dated.rest) placeHeadText(entry, dated.rest);
      headX ??= line.x;
      continue;
    }
    if (!entry.location && isPlaceLine(text)) {
      entry.location = text;
      continue;
    }
    const words = text.split(/\s+/).length;
    if (
      (entry.head.length >= 1 && entry.date && words > 6) ||
      words > 14 ||
      (/[.!]$/.test(text) && words > 8)
    ) {
      entry.body.push(text);
      continue;
    }
    if (entry.head.length >= 3) {
      close();
    }
    entry.head.push(text);
    headX = line.x;
  }
  close();
  return entries;
}

/**
 * A line that opens with a date where the entry's header starts, or left of it: the date column of
 * a layout that puts dates on the left ("Dec 2022 Neural Architecture Search…"), so the next entry.
 */
function startsWithDate(line: Line, headX: number | undefined): boolean {
  if (line.x === undefined || headX === undefined || line.x > headX + 1) return false;
  return singleDatePattern.exec(toWesternDigits(line.text.trim()))?.index === 0;
}

function placeHeadText(entry: Entry, text: string): void {
  if (!entry.location && isPlaceLine(text)) entry.location = text;
  else entry.head.push(text);
}

function isContinuation(
  line: Line,
  previous: string,
  bulletX: number | undefined,
  headX: number | undefined,
): boolean {
  if (line.x !== undefined && bulletX !== undefined) {
    // A wrapped line starts where the bullet's text does, just past the marker; a line much
    // further in is a centred heading of the next entry (kakuna), not the rest of the bullet.
    const markerRoom = 3 * (line.fontSize ?? 10);
    if (line.x > bulletX + markerRoom) return false;
    if (line.x > bulletX + 1) return headX === undefined || line.x > headX + 1 || line.x > bulletX + 3;
    return false;
  }
  return /^[\p{Ll}(]/u.test(line.text) || /[-\u00AD,]$/.test(previous);
}

function isContinuationOfBody(line: Line, entry: Entry, headX: number | undefined): boolean {
  if (line.x !== undefined && headX !== undefined) return line.x > headX + 1;
  return /^[\p{Ll}(]/u.test(line.text) || /[-\u00AD,]$/.test(entry.body[entry.body.length - 1] ?? "");
}

function joinWrapped(previous: string, next: string): string {
  if (/\u00AD$/.test(previous)) return previous.slice(0, -1) + next;
  if (/\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(next)) return previous.slice(0, -1) + next;
  return `${previous} ${next}`;
}

/** Position and company from an entry's header lines, by which part names a job title. */
function positionAndCompany(
  head: readonly string[],
  titleLine?: number,
): {
  position: string;
  company: string;
  location: string;
} {
  let location = "";
  let parts: string[];
  if (head.length >= 2) parts = head.flatMap((h) => splitParts(h));
  else {
    const text = head[0] ?? "";
    const strong = splitParts(text).flatMap((p) => p.split(/(?<!\s)\s+(?:at|@|في|لدى|بشركة)\s+/));
    // "Co-Founder & CTO, Nexus AI – San Francisco, CA": the place after the strong separator is
    // the location, and the comma separates the title from the organisation.
    if (strong.length === 2) location = popTrailingPlace(strong) ?? "";
    // "Title – Company, City" (Arabic "المسمى – الشركة، المدينة"): what was taken as the place
    // holds the company before its comma.
    const inPlace = location ? splitTrailingPlace(location) : undefined;
    if (inPlace) {
      strong.push(inPlace.lead);
      location = inPlace.place;
    }
    parts = strong.length > 1 ? strong : (strong[0] ?? text).split(/,\s*|،\s*/);
  }
  // On header lines of their own ("Company" / "Title, City"), a place after a comma is the location.
  if (head.length >= 2 && !location)
    parts = parts.map((part) => {
      const split = location ? undefined : splitTrailingPlace(part);
      if (!split) return part;
      location = split.place;
      return split.lead;
    });
  parts = parts.map((p) => p.trim()).filter(Boolean);
  if (parts.length === 0) return { position: "", company: "", location };
  // Trailing place names ("Anywhere, USA") are the location.
  const trailing: string[] = [];
  while (parts.length > 2 && isPlacePart(parts[parts.length - 1]!)) trailing.unshift(parts.pop()!);
  // "Title, Company, Mountain View, CA, USA": the city before a state code is part of the place.
  if (
    trailing.length &&
    /^\p{Lu}{2,3}$/u.test(trailing[0]!) &&
    parts.length > 2 &&
    !hasTitleWord(parts[parts.length - 1]!)
  )
    trailing.unshift(parts.pop()!);
  if (trailing.length) location = trailing.join(", ");
  const anyTitle = parts.findIndex((p) => hasTitleWord(p));
  if (parts.length === 1) {
    return anyTitle === 0
      ? { position: parts[0]!, company: "", location }
      : { position: "", company: parts[0]!, location };
  }
  // A part that is a title comes first; then the layout's title line; then any part with a title
  // word in it (an Arabic organisation name can end in one: "مبادرة مليون مبرمج").
  const strongTitle = parts.findIndex((p) => isTitleText(p));
  const layoutFits = titleLine !== undefined && parts.length === head.length && titleLine < parts.length;
  const positionIndex =
    strongTitle >= 0
      ? strongTitle
      : layoutFits
        ? titleLine
        : anyTitle >= 0
          ? anyTitle
          : head.length >= 2
            ? 0
            : 1;
  const position = parts[positionIndex]!;
  const rest = parts.filter((_, i) => i !== positionIndex);
  const companyParts: string[] = [];
  for (const part of rest) {
    if (!location && isLocationText(part) && companyParts.length) location = part;
    else if (companyParts.length && /^(inc|llc|ltd|co|corp|gmbh|plc)\.?$/i.test(part))
      companyParts.push(part);
    else if (!companyParts.length) companyParts.push(part);
    else if (!location) location = part;
  }
  return { position, company: companyParts.join(", "), location };
}

function isPlacePart(text: string): boolean {
  return /^\p{Lu}{2,3}$/u.test(text) || isLocationText(text) || /^(anywhere|remote)$/i.test(text);
}

function summaryHtml(entry: Entry): string {
  return textToHtml(entry.body.join(" "), entry.bullets);
}

/**
 * The line that names the job, where a title word shows it, is the same in every entry of a
 * layout: it places the position in entries whose title the dictionary does not know. Votes over
 * the experience and volunteer sections together.
 */
function titleLineOfLayout(sections: readonly Section[]): number | undefined {
  const votes = new Map<number, number>();
  for (const section of sections) {
    if (section.kind !== "experience" && section.kind !== "volunteer") continue;
    for (const entry of splitEntries(section.lines, false)) {
      if (entry.head.length < 2) continue;
      const index = entry.head.findIndex((h) => isTitleText(h));
      if (index >= 0) votes.set(index, (votes.get(index) ?? 0) + 1);
    }
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function addExperience(
  builder: ResumeBuilder,
  lines: readonly Line[],
  key: "experience" | "volunteer",
  titleLine: number | undefined,
): void {
  const entries = splitEntries(lines, false);
  for (const entry of entries) {
    const { position, company, location } = positionAndCompany(entry.head, titleLine);
    const url = entry.links[0] ?? "";
    if (key === "experience") {
      builder.addItem("experience", {
        position: shortText(position),
        company: shortText(company),
        location: shortText(entry.location || location),
        date: entry.date,
        summary: summaryHtml(entry),
        url,
      });
    } else {
      builder.addItem("volunteer", {
        position: shortText(position),
        organization: shortText(company),
        location: shortText(entry.location || location),
        date: entry.date,
        summary: summaryHtml(entry),
        url,
      });
    }
  }
}

/** "Master of Science, Software Engineering" / "Bachelor of Arts in History" → degree and area. */
function degreeAndArea(text: string): { studyType: string; area: string } {
  const comma = /[,،]/.exec(text);
  const studyType = comma ? text.slice(0, comma.index).trimEnd() : "";
  const area = comma ? text.slice(comma.index + 1).trimStart() : "";
  if (studyType && area) return { studyType, area };
  const inArea = /^(.*?)(?<!\s)\s+(?:in|في|تخصص)\s+(\S.*)$/i.exec(text);
  if (inArea && hasDegreeWord(inArea[1]!)) return { studyType: inArea[1]!, area: inArea[2]! };
  return { studyType: text, area: "" };
}

/** "PhD in Computer Science", "Bachelor of Science in …", "بكالوريوس في …": degree, then field. */
const degreeInField = /^(.*?)(?<!\s)\s+(?:in|of science in|في|تخصص)\s+(\S.*)$/i;

function addEducation(builder: ResumeBuilder, lines: readonly Line[]): void {
  const stacked = stackedEntries(lines, true);
  if (stacked?.some((e) => e.subtitle && e.date) && stacked.every((e) => e.subtitle)) {
    for (const e of stacked) {
      const { studyType, area } = degreeAndArea(e.subtitle);
      builder.addItem("education", {
        institution: shortText(e.title.join(" ")),
        studyType: shortText(studyType),
        area: shortText(area),
        score: shortText(e.score),
        date: e.date,
        summary: textToHtml([...e.lead, ...e.summary].join(" "), e.bullets),
      });
    }
    return;
  }
  for (const entry of splitEntries(lines, true)) {
    let institution = "";
    let studyType = "";
    let area = "";
    let score = "";
    let location = entry.location;
    const extra: string[] = [];
    const texts = [...entry.head];
    const first = texts[0] ?? "";
    const degree = leadingDegree(first);
    if (degree) {
      studyType = degree;
      texts[0] = first.slice(degree.length).replace(/^[\s·•|,،:–—-]+/, "");
    }
    for (const whole of texts) {
      // "Princeton University, PhD in Computer Science – Princeton, NJ": a place after a strong
      // separator is the location as a whole, before the rest is split at its commas.
      const strong = whole.split(/(?<!\s)(?:\s+[—–-]\s+|\s*\|\s*)/);
      const place = location ? undefined : popTrailingPlace(strong);
      if (place) location = place;
      const text = place ? strong.join(" – ") : whole;
      for (const part of text.split(/(?<!\s)(?:\s*[,،|]\s*|\s+[—–-]\s+)/)) {
        if (!part) continue;
        const gpa =
          /(?:c?gpa|grade|المعدل|معدل|التقدير)\s*(?:[:：]\s*)?([\d.,]+(?:\s*\/\s*[\d.]+)?|\S.*)$/i.exec(part);
        if (gpa) score ||= gpa[1]!;
        else if (!institution && hasInstitutionWord(part)) institution = part;
        else if (!studyType && hasDegreeWord(part)) {
          const inArea = degreeInField.exec(part);
          // "Bachelor of Science in Computer Science": the degree is all before " in ".
          const fullDegree = /^((?:bachelor|master)'?s?\s+of\s+\p{L}+(?:\s+\p{L}+)?)\s+in\s+(\S.*)$/iu.exec(
            part,
          );
          if (fullDegree) {
            studyType = fullDegree[1]!;
            area ||= fullDegree[2]!;
          } else if (inArea && !/^(bachelor|master)s?$/i.test(inArea[1]!)) {
            studyType = inArea[1]!;
            area ||= inArea[2]!;
          } else studyType = part;
        } else if (studyType && !area && hasDegreeWord(part)) {
          // The degree again after a degree column ("PhD | …, PhD in Computer Science"): its field.
          const inArea = degreeInField.exec(part);
          if (inArea) area = inArea[2]!;
          else extra.push(part);
        } else if (!location && isPlacePart(part) && (institution || studyType)) location = part;
        else if (location && isPlacePart(part)) location = `${location}, ${part}`;
        else if (!area) area = part;
        else extra.push(part);
      }
    }
    if (!institution && extra.length) institution = extra.shift()!;
    if (!institution && area && !studyType) {
      institution = area;
      area = "";
    }
    const bullets = entry.bullets.filter((b) => {
      const gpa = /(?:c?gpa|المعدل)\s*(?:[:：]\s*)?([\d.,]+(?:\s*\/\s*[\d.]+)?)/i.exec(b);
      if (gpa && !score) score = gpa[1]!;
      return true;
    });
    builder.addItem("education", {
      institution: shortText(institution),
      studyType: shortText(studyType),
      area: shortText(area),
      score: shortText(score),
      date: entry.date,
      summary: textToHtml([...extra, ...entry.body].join(" "), bullets),
    });
  }
}

interface ListEntry {
  name: string;
  description: string;
  keywords: string[];
  nameSize?: number;
  keywordSize?: number;
}

const keywordSeparator = /(?<!\s)\s*[,،;|•·]\s*/;
const sameSize = (a: number | undefined, b: number | undefined) =>
  a !== undefined && b !== undefined && Math.abs(a - b) < 0.3;

/**
 * Items of a skills or interests list. "Label: a, b, c" is one item with keywords. Otherwise a line
 * names an item; the line under a name is its level ("Advanced", when a level word) or its keyword
 * list (several parts, or one part in a smaller font), and a keyword line's wrapped continuation
 * (same smaller font) adds keywords. A list line with no name above it gives one item per part.
 */
function listEntries(lines: readonly Line[], withDescription: boolean): ListEntry[] {
  const entries: ListEntry[] = [];
  let previous = "";
  for (const line of lines) {
    const text = line.text.replace(bulletPattern, "").trim();
    if (!text) continue;
    const current = entries[entries.length - 1];
    const wrapped = /[,،]$/.test(previous) && current?.keywords.length;
    previous = text;
    if (wrapped) {
      // "Programming: TypeScript," / "Python, SQL": a keyword list wrapped in a narrow column.
      current.keywords.push(...text.split(keywordSeparator).filter(Boolean));
      continue;
    }
    // "Data analysis – Advanced", "Python (Expert)", "Team leadership: Intermediate": a skill and its level.
    const leveled =
      withDescription &&
      (/^(.{1,40}?)\s*(?:[:：]|\s[–—-])\s*([^,،:]{1,30})$/.exec(text) ??
        /^(.{1,40}?)\s*\(([^()]{1,30})\)$/.exec(text));
    if (leveled && levelFromText(leveled[2]!.trim()) > 0 && leveled[2]!.trim().split(/\s+/).length <= 3) {
      entries.push({ name: leveled[1]!.trim(), description: leveled[2]!.trim(), keywords: [] });
      continue;
    }
    const labelled = /^([^:：]{1,40})[:：]\s*(\S.*)$/.exec(text);
    if (labelled && !/^https?$/i.test(labelled[1]!)) {
      const keywords = labelled[2]!.split(keywordSeparator).filter(Boolean);
      entries.push({ name: labelled[1]!.trim(), description: "", keywords });
      continue;
    }
    const tokens = text
      .split(keywordSeparator)
      .map((t) => t.trim().replace(/\.$/, ""))
      .filter(Boolean);
    if (
      current?.keywords.length &&
      current.keywordSize !== undefined &&
      sameSize(line.fontSize, current.keywordSize) &&
      !sameSize(line.fontSize, current.nameSize)
    ) {
      current.keywords.push(...tokens);
      continue;
    }
    const open = current?.name && current.keywords.length === 0 ? current : undefined;
    const smaller =
      open?.nameSize !== undefined && line.fontSize !== undefined && line.fontSize < open.nameSize - 0.3;
    if (open && (tokens.length >= 2 || smaller) && !(withDescription && levelFromText(text) > 0)) {
      open.keywords = tokens;
      open.keywordSize = line.fontSize;
      continue;
    }
    if (
      open &&
      withDescription &&
      !open.description &&
      text.split(/\s+/).length <= 4 &&
      levelFromText(text) > 0
    ) {
      open.description = text;
      continue;
    }
    if (tokens.length >= 2) {
      for (const token of tokens) entries.push({ name: token, description: "", keywords: [] });
      continue;
    }
    entries.push({ name: text.replace(/\.$/, ""), description: "", keywords: [], nameSize: line.fontSize });
  }
  return entries;
}

function addSkills(builder: ResumeBuilder, lines: readonly Line[]): void {
  for (const entry of listEntries(lines, true)) {
    builder.addItem("skills", {
      name: shortText(entry.name),
      description: shortText(entry.description),
      keywords: entry.keywords,
      level: entry.description ? levelFromText(entry.description) : 0,
    });
  }
}

function addLanguages(builder: ResumeBuilder, lines: readonly Line[]): void {
  let open: { name: string; size?: number } | undefined;
  const flush = (description = "") => {
    if (!open) return;
    builder.addItem("languages", {
      name: shortText(open.name),
      description: shortText(description),
      level: levelFromText(description),
    });
    open = undefined;
  };
  for (const line of lines) {
    const text = line.text.replace(bulletPattern, "").trim();
    if (open && text && !keywordSeparator.test(text) && levelFromText(text) > 0) {
      flush(text);
      continue;
    }
    flush();
    const tokens = text.split(keywordSeparator).filter(Boolean);
    if (tokens.length === 1 && tokens[0]!.split(/\s+/).length <= 3 && !/[:(]/.test(text)) {
      open = { name: tokens[0]!, size: line.fontSize };
      continue;
    }
    for (const token of tokens) {
      // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: a token of one PDF line, and cleanText cuts lines to 2,000 characters
      const m = /^(.+?)(?<!\s)(?:\s*[:：(–—-]\s*|\s+)\(?([^\s)][^)]*)?\)?$/.exec(token);
      const level = m ? levelFromText(m[2]) : 0;
      const name = m && level > 0 ? m[1]! : token;
      const description = m && level > 0 ? m[2]! : "";
      if (!name.trim()) continue;
      builder.addItem("languages", { name: shortText(name), description: shortText(description), level });
    }
  }
  flush();
}

interface StackedEntry {
  title: string[];
  subtitle: string;
  date: string;
  url: string;
  /** Title-size lines between the title and the URL or bullets (a project's description). */
  lead: string[];
  summary: string[];
  bullets: string[];
  keywords: string[];
  /** A grade alone in its cell ("3.8 / 4", "GPA 3.8"). */
  score: string;
}

const newStacked = (): StackedEntry => ({
  title: [],
  subtitle: "",
  date: "",
  url: "",
  lead: [],
  summary: [],
  bullets: [],
  keywords: [],
  score: "",
});

const scorePattern =
  /^(?:(?:c?gpa|grade|score|المعدل|معدل|التقدير)\s*(?:[:：]\s*)?)?(\d{1,3}(?:[.,]\d{1,2})?\s*\/\s*\d{1,3}(?:[.,]\d)?|\d{1,3}(?:[.,]\d{1,2})?\s*%)$/i;

function isUrlOnly(text: string): boolean {
  const m = urlPattern.exec(text);
  // "Scrum.org" set as a name (capitals, no scheme) is an organisation, not a link.
  if (m && !/^(https?:|www\.)/i.test(m[0]) && /[A-Z]/.test(m[0].split("/")[0] ?? "")) return false;
  return m !== null && m[0].length >= text.trim().length - 1 && !/\s/.test(text.trim());
}

/**
 * Entries printed as a stack of lines told apart by font size: a title (one or more wrapped lines
 * in the section's first size), a subtitle in another size (issuer, awarder, publisher), a date, a
 * URL, then summary lines in the title size, bullets and a smaller keyword line ("React · PWA").
 * A title-size line after a URL, bullets, keywords or a finished sentence starts the next entry.
 * Undefined when the lines carry no font sizes (plain text).
 */
function stackedEntries(lines: readonly Line[], withSummary: boolean): StackedEntry[] | undefined {
  if (!lines.length || lines.some((l) => l.fontSize === undefined)) return undefined;
  const first = lines.find(
    (l) => !bulletPattern.test(l.text) && !isUrlOnly(l.text) && extractDate(l.text, true)?.rest !== "",
  );
  const titleSize = first?.fontSize;
  if (titleSize === undefined) return undefined;
  const entries: StackedEntry[] = [];
  let entry = newStacked();
  let bulletX: number | undefined;
  let bulletSize: number | undefined;
  let lastWasTitle = false;
  const close = () => {
    if (entry.title.length || entry.subtitle || entry.bullets.length || entry.summary.length)
      entries.push(entry);
    entry = newStacked();
    bulletX = undefined;
  };
  for (const line of lines) {
    const text = line.text;
    const size = line.fontSize!;
    const dated = extractDate(text, true);
    if (dated && !dated.rest) {
      if (entry.date) close();
      entry.date = dated.date;
      lastWasTitle = false;
      continue;
    }
    const grade = scorePattern.exec(toWesternDigits(text));
    if (grade && !entry.score) {
      entry.score = grade[1]!;
      continue;
    }
    if (isUrlOnly(text)) {
      if (entry.url) close();
      entry.url = toHref(text.replace(/(?<![.,;])[.,;]+$/, ""));
      lastWasTitle = false;
      continue;
    }
    const bullet = bulletPattern.exec(text);
    if (bullet && text.length > bullet[0].length) {
      entry.bullets.push(text.slice(bullet[0].length).trim());
      bulletX = line.x;
      bulletSize = size;
      lastWasTitle = false;
      continue;
    }
    const keywordLine =
      size < titleSize - 0.3 &&
      (entry.bullets.length || entry.summary.length || entry.lead.length) &&
      keywordSeparator.test(text);
    const lastBullet = entry.bullets.length - 1;
    if (
      !keywordLine &&
      lastBullet >= 0 &&
      bulletX !== undefined &&
      line.x !== undefined &&
      line.x > bulletX + 1 &&
      sameSize(size, bulletSize)
    ) {
      entry.bullets[lastBullet] = joinWrapped(entry.bullets[lastBullet]!, text);
      continue;
    }
    const titleSized = Math.abs(size - titleSize) < 0.3;
    if (keywordLine) {
      entry.keywords.push(
        ...text
          .split(keywordSeparator)
          .map((t) => t.trim().replace(/\.$/, ""))
          .filter(Boolean),
      );
      lastWasTitle = false;
      continue;
    }
    if (titleSized) {
      if (!entry.title.length || (lastWasTitle && !entry.date)) {
        if (entry.title.length === 0 && (entry.url || entry.bullets.length || entry.keywords.length)) close();
        entry.title.push(text);
        lastWasTitle = true;
        continue;
      }
      lastWasTitle = false;
      const lastSummary = entry.summary[entry.summary.length - 1];
      const finished = lastSummary !== undefined && /[.!?؟]$/.test(lastSummary);
      if (entry.url || entry.bullets.length || entry.keywords.length || finished || !withSummary) {
        close();
        entry.title.push(text);
        lastWasTitle = true;
        continue;
      }
      if (!entry.subtitle && entry.date && !entry.summary.length) entry.lead.push(text);
      else entry.summary.push(text);
      continue;
    }
    lastWasTitle = false;
    if (!entry.subtitle && entry.title.length && !entry.summary.length && !entry.bullets.length) {
      entry.subtitle = text;
      continue;
    }
    entry.summary.push(text);
  }
  close();
  return entries;
}

/** Entries of one line each (certifications, awards): "Name — Issuer (2021)". */
function addSimpleEntries(
  builder: ResumeBuilder,
  lines: readonly Line[],
  key: "certifications" | "awards",
): void {
  const stacked = stackedEntries(lines, key === "awards");
  if (stacked?.some((e) => e.subtitle || e.title.length > 1)) {
    for (const e of stacked) {
      const name = shortText(e.title.join(" "));
      const summary = textToHtml([...e.lead, ...e.summary].join(" "), e.bullets);
      if (key === "certifications")
        builder.addItem("certifications", {
          name,
          issuer: shortText(e.subtitle),
          date: e.date,
          summary,
          url: e.url,
        });
      else
        builder.addItem("awards", {
          title: name,
          awarder: shortText(e.subtitle),
          date: e.date,
          summary,
          url: e.url,
        });
    }
    return;
  }
  let last: { text: string; date: string } | undefined;
  const items: { text: string; date: string }[] = [];
  for (const line of lines) {
    const raw = line.text;
    const isBullet = bulletPattern.test(raw);
    const text = raw.replace(bulletPattern, "").trim();
    const dated = extractDate(text, true);
    if (last && !isBullet && !dated && /^[\p{Ll}(]/u.test(text)) {
      last.text += ` ${text}`;
      continue;
    }
    if (last && !isBullet && dated && !dated.rest && !last.date) {
      last.date = dated.date;
      continue;
    }
    last = { text: dated ? dated.rest : text, date: dated?.date ?? "" };
    items.push(last);
  }
  for (const item of items) {
    const parts = item.text.split(/(?<!\s)(?:\s+[—–|-]\s+|\s*[|—–]\s*)/).filter(Boolean);
    const name = parts[0] ?? "";
    const issuer = parts.slice(1).join(", ");
    if (key === "certifications")
      builder.addItem("certifications", {
        name: shortText(name),
        issuer: shortText(issuer),
        date: item.date,
      });
    else builder.addItem("awards", { title: shortText(name), awarder: shortText(issuer), date: item.date });
  }
}

function addProjects(builder: ResumeBuilder, lines: readonly Line[]): void {
  const stacked = stackedEntries(lines, true);
  if (stacked?.some((e) => e.url || e.keywords.length)) {
    for (const e of stacked) {
      // A short label under the name ("Open-source project") is the description.
      const label = e.lead.length === 1 && e.lead[0]!.split(/\s+/).length <= 6 && !/[.!؟]$/.test(e.lead[0]!);
      builder.addItem("projects", {
        name: shortText(e.title.join(" ")),
        description: shortText(label ? e.lead[0]! : e.subtitle),
        date: e.date,
        summary: textToHtml(
          [...(label ? [] : e.lead), ...(label && e.subtitle ? [e.subtitle] : []), ...e.summary].join("\n"),
          e.bullets,
        ),
        keywords: e.keywords,
        url: e.url,
      });
    }
    return;
  }
  for (const entry of splitEntries(lines, true)) {
    const [name = "", ...rest] = entry.head;
    const parts = splitParts(name);
    const url = toHref(urlPattern.exec(entry.head.join(" "))?.[0] ?? "");
    builder.addItem("projects", {
      name: shortText(parts[0] ?? name),
      description: shortText(parts.slice(1).join(", ")),
      date: entry.date,
      summary: textToHtml([...rest, ...entry.body].join("\n"), entry.bullets),
      url,
    });
  }
}

function addPublications(builder: ResumeBuilder, lines: readonly Line[]): void {
  const stacked = stackedEntries(lines, false);
  if (stacked?.some((e) => e.subtitle)) {
    for (const e of stacked)
      builder.addItem("publications", {
        name: shortText(e.title.join(" ")),
        publisher: shortText(e.subtitle),
        date: e.date,
        summary: textToHtml(e.summary.join("\n"), e.bullets),
        url: e.url,
      });
    return;
  }
  for (const entry of splitEntries(lines, true)) {
    const [name = "", ...rest] = entry.head;
    builder.addItem("publications", {
      name: shortText(name),
      publisher: shortText(rest[rest.length - 1]?.match(/\(([^()]+)\)\s*$/)?.[1] ?? ""),
      date: entry.date,
      summary: textToHtml([...rest, ...entry.body].join("\n"), entry.bullets),
    });
  }
}

function addCustom(builder: ResumeBuilder, section: Section): void {
  const id = createId();
  const items = section.lines
    .map((line) => line.text.replace(bulletPattern, "").trim())
    .filter(Boolean)
    .slice(0, bounds.items)
    .map((text) => ({
      id: createId(),
      visible: true,
      name: shortText(text),
      description: "",
      date: "",
      location: "",
      summary: "",
      keywords: [],
      url: { label: "", href: "" },
    }));
  if (!items.length) return;
  builder.data.sections.custom[id] = {
    id,
    name: shortText(section.title) || "Custom Section",
    columns: 1,
    visible: true,
    items,
  };
  const layout = builder.data.metadata.layout[0];
  layout?.[0]?.push(`custom.${id}`);
}

function titleCase(text: string): string {
  if (text !== text.toUpperCase() || !/[A-Z]/.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
}

function isContactText(text: string): boolean {
  return (
    emailPattern.test(text) || isPhoneText(text) || urlPattern.test(text) || /linkedin|github/i.test(text)
  );
}

function isNameLike(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    words.length >= 1 &&
    words.length <= 6 &&
    text.length <= 60 &&
    /\p{L}/u.test(text) &&
    !/\d{3,}/.test(text) &&
    !isContactText(text) &&
    !/[:@|]/.test(text) &&
    !headingKind(text)
  );
}

/** Basics from the lines above the first heading, with contacts searched in the whole text. */
function fillBasics(
  builder: ResumeBuilder,
  header: readonly Line[],
  all: readonly Line[],
  links: string[],
): void {
  const basics = builder.data.basics;
  const firstPage = header.filter((l) => (l.page ?? 1) === 1).slice(0, 12);
  let nameIndex = -1;
  const sized = firstPage.filter((l) => l.fontSize !== undefined && isNameLike(l.text));
  if (sized.length) {
    const largest = Math.max(...sized.map((l) => l.fontSize!));
    nameIndex = firstPage.findIndex((l) => l.fontSize === largest && isNameLike(l.text));
  } else nameIndex = firstPage.findIndex((l) => isNameLike(l.text) && !isLocationText(l.text));
  let nameLine = firstPage[nameIndex];
  // A long name wraps onto a second line in the same large size.
  const nameWrap = firstPage[nameIndex + 1];
  const nameLines = nameLine ? [nameLine] : [];
  if (
    nameLine &&
    nameWrap &&
    nameLine.fontSize !== undefined &&
    sameSize(nameWrap.fontSize, nameLine.fontSize) &&
    isNameLike(nameWrap.text) &&
    isNameLike(`${nameLine.text} ${nameWrap.text}`)
  ) {
    nameLines.push(nameWrap);
    builder.setBasic("name", titleCase(`${nameLine.text} ${nameWrap.text}`.replace(/-\s+/, "-")));
    nameLine = nameWrap;
  } else if (nameLine) builder.setBasic("name", titleCase(nameLine.text));

  // The line under the name, whole ("Senior Engineer | Web Platforms"), when it is not a contact line.
  const underName = nameLine ? header[header.indexOf(nameLine) + 1] : undefined;
  if (
    underName &&
    (underName.page ?? 1) === 1 &&
    !isContactText(underName.text) &&
    !isLocationText(underName.text) &&
    !/^[^:：]{1,30}[:：]/.test(underName.text) &&
    underName.text.split(/\s+/).length <= 14 &&
    splitParts(underName.text).some((p) => hasTitleWord(p)) &&
    !extractDate(underName.text, false)
  ) {
    nameLines.push(underName);
    let headline = underName.text;
    // Its wrapped rest: the next line in the same size that is not a contact line.
    const wrap = header[header.indexOf(underName) + 1];
    if (
      wrap &&
      underName.fontSize !== undefined &&
      sameSize(wrap.fontSize, underName.fontSize) &&
      !isContactText(wrap.text) &&
      !isLocationText(wrap.text) &&
      !/[:：]/.test(wrap.text) &&
      !/\d/.test(wrap.text) &&
      wrap.text.split(/\s+/).length <= 8
    ) {
      nameLines.push(wrap);
      headline = `${headline} ${wrap.text}`;
    }
    builder.setBasic("headline", headline);
  }

  const parts = header
    .filter((l) => !nameLines.includes(l))
    .flatMap((l) => {
      const lineParts = splitParts(l.text);
      const after = header.indexOf(l) > header.indexOf(nameLine!);
      return lineParts.map((text) => ({ text, after: after && lineParts.length === 1 }));
    });
  for (const { text, after } of parts) {
    const cleaned = text
      .replace(/^\S\s+(?=\S)/, "")
      .replace(
        /^(?:e-?mail|phone|tel|mobile|linkedin|github|website|location|address|البريد الإلكتروني|الهاتف|الجوال|العنوان)\s*[:：]\s*/i,
        "",
      );
    if (emailPattern.test(cleaned) || isPhoneText(cleaned) || urlPattern.test(cleaned)) continue;
    if (
      !basics.location &&
      (isLocationText(cleaned) ||
        (/[,،]/.test(cleaned) && /\p{L}{3}/u.test(cleaned) && cleaned.length < 60 && !hasTitleWord(cleaned)))
    ) {
      builder.setBasic("location", cleaned);
      continue;
    }
    if (
      !basics.headline &&
      after &&
      !/^[^:：]{1,30}[:：]\s*\S/.test(cleaned) &&
      cleaned.split(/\s+/).length <= 10 &&
      /\p{L}{3}/u.test(cleaned) &&
      !extractDate(cleaned, false)
    ) {
      if (hasTitleWord(cleaned) || (!/[,،]/.test(cleaned) && /\s/.test(cleaned)))
        builder.setBasic("headline", cleaned);
    }
  }

  const contactText = [...header, ...all].map((l) => l.text);
  for (const text of contactText) {
    const western = toWesternDigits(text);
    if (!basics.email) {
      const email = emailPattern.exec(western);
      if (email) builder.setBasic("email", email[0]);
    }
    if (!basics.phone) {
      for (const m of western.matchAll(new RegExp(phonePattern.source, "g"))) {
        const digits = m[0].match(/\d/g)?.length ?? 0;
        const before = western[m.index - 1] ?? " ";
        const after = western[m.index + m[0].length] ?? " ";
        if (
          digits >= 8 &&
          digits <= 15 &&
          !/[\p{L}/.]/u.test(before) &&
          !/[\p{L}/]/u.test(after) &&
          !/\d\.\d/.test(m[0]) &&
          !dateRangePattern.test(m[0]) &&
          !/^\d{4}\s*[-–]\s*\d{4}$/.test(m[0].trim())
        ) {
          builder.setBasic("phone", m[0].trim());
          break;
        }
      }
    }
  }

  const urls = new Set<string>();
  // The header's own links first: a website there is the person's, not an item's.
  for (const text of [...header.map((l) => l.text), ...contactText]) {
    for (const m of text.matchAll(new RegExp(urlPattern.source, "gi"))) {
      if (emailPattern.test(text) && text.includes(`@${m[0]}`)) continue;
      if (!/^(https?:|www\.)/i.test(m[0]) && /[A-Z]/.test(m[0].split("/")[0] ?? "")) continue;
      const href = toHref(m[0].replace(/(?<![.,;])[.,;]+$/, ""));
      if (href) urls.add(href);
    }
  }
  for (const link of links) {
    if (/^https?:\/\//i.test(link)) urls.add(link);
    else if (/^mailto:/i.test(link) && !basics.email)
      builder.setBasic("email", link.slice(7).split("?")[0] ?? "");
    else if (/^tel:/i.test(link) && !basics.phone) builder.setBasic("phone", link.slice(4));
  }
  const headerUrls = new Set<string>();
  for (const l of header)
    for (const m of l.text.matchAll(new RegExp(urlPattern.source, "gi")))
      if (!emailPattern.test(l.text) || !l.text.includes(`@${m[0]}`))
        headerUrls.add(toHref(m[0].replace(/(?<![.,;])[.,;]+$/, "")));
  const seenNetworks = new Set<string>();
  for (const href of urls) {
    const network = networkOfUrl(href);
    if (network) {
      const bare = usernameOfUrl(href);
      // The handle as the page shows it ("@aqahtani_dev" beside its icon), when it does.
      const handle = new RegExp(
        `(^|[^\\w@.])@${bare.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.-]*\\w)`,
        "i",
      );
      const shown = bare !== "" && contactText.some((t) => handle.test(t));
      const username = shown ? `@${bare}` : bare;
      const key = `${network}:${bare.toLowerCase()}`;
      if (!username || seenNetworks.has(key)) continue;
      seenNetworks.add(key);
      builder.addItem("profiles", { network, username, icon: networkIcon(network), url: href });
    } else if (!basics.url.href && (headerUrls.has(href) || !/doi\.org|example\.com/i.test(href))) {
      basics.url = { label: "", href };
    }
  }
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
export function parseResumeText(
  input: readonly (string | PdfTextLine)[],
  options: ParseTextOptions = {},
): ImportResult {
  try {
    const lines = input
      .map(toLine)
      .map((line) => ({ ...line, text: cleanText(line.text) }))
      .filter((line) => line.text && !/^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of|من)\s*\d{1,2})?$/i.test(line.text))
      .filter((line) => !/^.{1,40}\s[–-]\s\d{1,2}\/\d{1,2}$/.test(line.text))
      .slice(0, 5000);
    // An e-mail wrapped in a narrow column ("sara.otaibi@example.co" / "m") is one address; a date
    // range whose end wrapped onto the next line ("…, Canada Apr 2016" / "– Jul 2020") is one range.
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
      if (dateFragmentPattern.test(next.text) && !extractDate(line.text, false)) {
        const joined = `${line.text} ${next.text}`;
        const range = rangeAtEndPattern.exec(joined);
        if (range && range.index > 0) {
          line.text = `${joined.slice(0, range.index).trimEnd()} ${range[1]}`;
          lines.splice(i + 1, 1);
          continue;
        }
      }
      if (/(?<!\S)\S+@[\w-]+(?:\.[\w-]+)+$/.test(line.text) && /^[a-z]{1,4}$/.test(next.text)) {
        line.text += next.text;
        lines.splice(i + 1, 1);
      }
    }
    if (!lines.some((l) => /[\p{L}\p{N}]/u.test(l.text))) return failImport("pdfNoText");
    const language = options.language ?? detectLanguage(lines.map((l) => l.text));
    // Right-to-left lines start at their right edge: measure indentation from the right.
    if (language === "ar") for (const line of lines) if (line.xEnd !== undefined) line.x = -line.xEnd;
    const builder = new ResumeBuilder(language);
    const body = bodyFontSize(lines);

    const header: Line[] = [];
    const sections: Section[] = [];
    // Headings the dictionary does not know are recognised by sharing the known headings' size.
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
    for (const line of lines) {
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
        body !== undefined &&
        headingSize !== undefined &&
        (headingSize >= body * 1.15 || (capitalHeadings && isCapitals(line.text))) &&
        line.fontSize !== undefined &&
        Math.abs(line.fontSize - headingSize) < 0.5 &&
        header.length > 0 &&
        line.text.split(/\s+/).length <= 5 &&
        !bulletPattern.test(line.text) &&
        !/\d/.test(line.text) &&
        !isContactText(line.text);
      if (kind || unknownHeading) {
        sections.push({ kind: kind ?? "other", title: line.text, lines: [] });
        continue;
      }
      const current = sections[sections.length - 1];
      if (current) current.lines.push(line);
      else header.push(line);
    }

    // Courses and training count as certifications only in a resume that has no certifications
    // heading of its own; beside one, they are a section of their own (a custom section).
    const hasCertifications = sections.some(
      (section) => section.kind === "certifications" && !isCoursesHeading(section.title),
    );
    if (hasCertifications)
      for (const section of sections)
        if (section.kind === "certifications" && isCoursesHeading(section.title)) section.kind = "other";

    fillBasics(builder, header, lines, options.links ?? []);
    const titleLine = titleLineOfLayout(sections);
    for (const section of sections) {
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
    if (!sections.length)
      builder.warnings.push("No section headings were recognised; only contact details were read.");
    return builder.finish();
  } catch {
    return failImport("invalidResult");
  }
}
