import { entryLabel } from "../../pipeline/entry-labels";
import type { ResumeBuilder } from "../../resume-builder";
import { shortText, textToHtml } from "../../text";
import { hasDegreeWord, hasInstitutionWord, leadingDegree } from "../resume-patterns";
import { isPlacePart, popTrailingPlace, splitTrailingPlace } from "./date-place";
import { splitEntries } from "./entries";
import type { Line } from "./lines";
import { stackedEntries } from "./stacked-entries";

// The education section: institution, degree, field and grade from an entry's header.

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

/** A degree line read as degree and field ("Bachelor's in Computer Science"); `area` kept if set. */
function degreeOfLine(part: string, area: string): { studyType: string; area: string } {
  const inArea = degreeInField.exec(part);
  // "Bachelor of Science in Computer Science": the degree is all before " in ".
  const fullDegree = /^((?:bachelor|master)'?s?\s+of\s+\p{L}+(?:\s+\p{L}+)?)\s+in\s+(\S.*)$/iu.exec(part);
  if (fullDegree) return { studyType: fullDegree[1]!, area: area || fullDegree[2]! };
  if (inArea && !/^(bachelor|master)s?$/i.test(inArea[1]!))
    return { studyType: inArea[1]!, area: area || inArea[2]! };
  return { studyType: part, area };
}

export function addEducation(builder: ResumeBuilder, lines: readonly Line[]): void {
  const stacked = stackedEntries(lines, true);
  // A subtitle that is the place, with the degree on a line under it ("Pohang, S.Korea" beside
  // the school, "B.S. in Computer Science" below): the entries are read line by line instead.
  const degreeBelow = (e: NonNullable<typeof stacked>[number]) =>
    !hasDegreeWord(e.subtitle) && [...e.lead, ...e.summary].some((l) => hasDegreeWord(l));
  if (
    stacked?.some((e) => e.subtitle && e.date) &&
    stacked.every((e) => e.subtitle) &&
    !stacked.some(degreeBelow)
  ) {
    for (const e of stacked) {
      // The degree on top and the school under it ("ماجستير إدارة الموارد البشرية" | "جامعة …"):
      // each to its field, whichever line comes first.
      const title = e.title.join(" ");
      const degreeOnTop =
        hasDegreeWord(title) &&
        !hasInstitutionWord(title) &&
        hasInstitutionWord(e.subtitle) &&
        !hasDegreeWord(e.subtitle);
      const { studyType, area } = degreeAndArea(degreeOnTop ? title : e.subtitle);
      builder.addItem("education", {
        institution: shortText(degreeOnTop ? e.subtitle : title),
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
    let date = entry.date;
    for (const whole of texts) {
      // "المؤهل: بكالوريوس …", "الجامعة: جامعة دمشق", "Degree: …": the label names the field.
      const label = entryLabel(whole);
      if (label) {
        if (label.role === "degree" && !studyType) ({ studyType, area } = degreeOfLine(label.value, area));
        else if (label.role === "field") area = label.value;
        else if (label.role === "school" || label.role === "company") institution ||= label.value;
        else if (label.role === "grade") score ||= label.value;
        else if (label.role === "place") location ||= label.value;
        else if (label.role === "dates") date ||= label.value;
        else extra.push(whole);
        continue;
      }
      // "Princeton University, PhD in Computer Science – Princeton, NJ": a place after a strong
      // separator is the location as a whole, before the rest is split at its commas.
      const strong = whole.split(/(?<!\s)(?:\s+[—–-]\s+|\s*\|\s*)/);
      const place = location ? undefined : popTrailingPlace(strong);
      if (place) location = place;
      // "University of La Verne, La Verne, CA": the school, then its place after the commas.
      const placed = location ? undefined : splitTrailingPlace(whole);
      const schoolPlace = placed && hasInstitutionWord(placed.lead) ? placed : undefined;
      if (schoolPlace) location = schoolPlace.place;
      const text = place ? strong.join(" – ") : (schoolPlace?.lead ?? whole);
      for (const part of text.split(/(?<!\s)(?:\s*[,،|]\s*|\s+[—–-]\s+)/)) {
        if (!part) continue;
        const gpa =
          /(?:c?gpa|grade|المعدل|معدل|التقدير)\s*(?:[:：]\s*)?([\d.,]+(?:\s*\/\s*[\d.]+)?|\S.*)$/i.exec(part);
        if (gpa) score ||= gpa[1]!;
        else if (!institution && hasInstitutionWord(part)) institution = part;
        else if (!studyType && hasDegreeWord(part)) {
          ({ studyType, area } = degreeOfLine(part, area));
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
    let bulletLines = entry.bullets;
    if (!studyType) {
      // The degree set in a cell of its own beside the place ("Berkeley, CA   Bachelor's in
      // Computer Science") comes out of the entry as a text line: a short line naming a degree.
      const at = entry.bullets.findIndex((b) => hasDegreeWord(b) && b.split(/\s+/).length <= 10);
      if (at >= 0) {
        ({ studyType, area } = degreeOfLine(entry.bullets[at]!, area));
        bulletLines = entry.bullets.filter((_, i) => i !== at);
      }
    }
    if (!institution && extra.length) institution = extra.shift()!;
    if (!institution && area && !studyType) {
      institution = area;
      area = "";
    }
    const bullets = bulletLines.filter((b) => {
      const gpa = /(?:c?gpa|المعدل)\s*(?:[:：]\s*)?([\d.,]+(?:\s*\/\s*[\d.]+)?)/i.exec(b);
      if (gpa && !score) score = gpa[1]!;
      return true;
    });
    builder.addItem("education", {
      institution: shortText(institution),
      studyType: shortText(studyType),
      area: shortText(area),
      score: shortText(score),
      date,
      summary: textToHtml([...extra, ...entry.body].join(" "), bullets),
    });
  }
}
