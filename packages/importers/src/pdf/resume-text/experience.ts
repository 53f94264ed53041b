import { entryLabel } from "../../pipeline/entry-labels";
import type { ResumeBuilder } from "../../resume-builder";
import { shortText, textToHtml } from "../../text";
import { hasBusinessWord, hasTitleWord, isLocationText, isTitleText } from "../resume-patterns";
import { isPlacePart, popTrailingPlace, splitTrailingPlace } from "./date-place";
import { type Entry, splitEntries } from "./entries";
import { type Line, type Section, splitParts } from "./lines";

// The experience and volunteer sections: position, organisation and place from an entry's header.

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
  // "Staff Nurse – ICU" over "Al Noor Specialist Hospital": a title with its unit after a dash,
  // then the employer's line, is the position as a whole.
  const [first = "", second = ""] = head;
  const unit = splitParts(first);
  if (
    head.length === 2 &&
    unit.length === 2 &&
    hasTitleWord(unit[0]!) &&
    !hasTitleWord(unit[1]!) &&
    unit[1]!.split(/\s+/).length <= 2 &&
    !isLocationText(unit[1]!) &&
    splitParts(second).length === 1 &&
    (hasBusinessWord(second) || !hasTitleWord(second))
  )
    return { position: first, company: second, location };
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
  // "Buyer, Al Safwa Trading Co.": of two parts, the one named as a business is the employer.
  const business = parts.findIndex((p) => hasBusinessWord(p));
  const notBusiness =
    parts.length === 2 && business >= 0 && !hasBusinessWord(parts[1 - business]!) ? 1 - business : undefined;
  const layoutFits = titleLine !== undefined && parts.length === head.length && titleLine < parts.length;
  const positionIndex =
    strongTitle >= 0
      ? strongTitle
      : notBusiness !== undefined
        ? notBusiness
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

/** A job's number before its header ("1) فني كهرباء – …", "2. Sales Executive, …"). */
const withoutOrdinal = (text: string) =>
  text.replace(/^\s*\(?[\d\u0660-\u0669]{1,2}\s*[).-]\s+(?=\p{L})/u, "");

/**
 * A job written as label/value lines ("المسمى الوظيفي: محاسب", "جهة العمل: شركة …", "Company:
 * …"): each labelled value in its field; header lines without a label fill what is left.
 */
function labelledJob(
  head: readonly string[],
  titleLine: number | undefined,
): { position: string; company: string; location: string; date: string } | undefined {
  const labels = head.map((line) => entryLabel(line));
  if (!labels.some((l) => l?.role === "position" || l?.role === "company")) return undefined;
  const value = (role: string) => labels.find((l) => l?.role === role)?.value ?? "";
  let position = value("position");
  let company = value("company");
  const rest = head.filter((_, i) => !labels[i]).map(withoutOrdinal);
  if (rest.length && (!position || !company)) {
    const other = positionAndCompany(rest, titleLine);
    if (!position) position = other.position || (company ? rest.join(" ") : "");
    if (!company) company = other.company || (position === other.position ? "" : rest.join(" "));
  }
  return { position, company, location: value("place"), date: value("dates") };
}

function summaryHtml(entry: Entry): string {
  return textToHtml(entry.body.join(" "), entry.bullets);
}

/**
 * The line that names the job, where a title word shows it, is the same in every entry of a
 * layout: it places the position in entries whose title the dictionary does not know. Votes over
 * the experience and volunteer sections together.
 */
export function titleLineOfLayout(sections: readonly Section[]): number | undefined {
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

export function addExperience(
  builder: ResumeBuilder,
  lines: readonly Line[],
  key: "experience" | "volunteer",
  titleLine: number | undefined,
): void {
  const entries = splitEntries(lines, false);
  for (const entry of entries) {
    const { position, company, location, date } = labelledJob(entry.head, titleLine) ?? {
      ...positionAndCompany(entry.head.map(withoutOrdinal), titleLine),
      date: "",
    };
    entry.date ||= date;
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
