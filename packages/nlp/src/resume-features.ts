import { htmlToText } from "@sira/html";
import { type CountryCode, type DateRange, parseDateRange, type ResumeData } from "@sira/schema";
import { findDateRanges, mergedMonths, monthsOfDateText, statedYears } from "./experience-years";
import { detectLanguage, normalizeText } from "./normalize";
import { seniorityFromWords, seniorityFromYears } from "./seniority";
import { findSkillIds } from "./skill-context";
import { skillIdsShownBy } from "./skill-evidence";
import type { DegreeLevel, ExperienceSummary, ResumeFeatures, Seniority } from "./types";
import { findConceptIds, findConcepts } from "./vocabulary";

/**
 * Resume features for compare, matching, title suggestions and interviews, from the builder's
 * resume data or from plain text (an uploaded PDF). Pure: the only outside input is `now`,
 * used for "Present" end dates (default: the current date).
 */

export interface ResumeFeatureOptions {
  now?: Date;
}

/** Where a resume shows a skill: its skills list, or a sentence of another section. */
type EvidenceSection = NonNullable<ResumeFeatures["skillEvidence"]>[string]["section"];

// Bullets and sentences: a described skill counts where one sentence shows it.
const SENTENCES = /\r?\n|(?<=[.!?؟])\s+|[;؛•·▪●■◦✓✔➢►]/u;

/**
 * Skill evidence: weight per skill id, with first-seen order for ties, and the first sentence
 * that shows each skill (named, or described: skillIdsShownBy). Skills only implied by a
 * framework (Express → Node.js) weigh half.
 */
class Evidence {
  private readonly weights = new Map<string, number>();
  readonly where: NonNullable<ResumeFeatures["skillEvidence"]> = {};
  readonly listed = new Set<string>();
  add(text: string, weight: number, section: EvidenceSection = "other"): void {
    if (!text.trim()) return;
    for (const sentence of text.split(SENTENCES)) {
      const trimmed = sentence?.replace(/^[\s\-–*]+/, "").trim();
      if (!trimmed) continue;
      const named = new Set(findSkillIds(trimmed));
      for (const id of skillIdsShownBy(trimmed)) {
        this.weights.set(id, (this.weights.get(id) ?? 0) + (named.has(id) ? weight : weight / 2));
        if (section === "skills" && named.has(id)) this.listed.add(id);
        const current = this.where[id];
        if (!current || (current.section !== "skills" && section === "skills"))
          this.where[id] = { section, text: trimmed.length > 120 ? `${trimmed.slice(0, 117)}…` : trimmed };
      }
    }
  }
  ids(): string[] {
    return [...this.weights.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  }
}

const PHONE_COUNTRIES: [RegExp, CountryCode][] = [
  [/(?:\+|00)\s?966/, "SA"],
  [/(?:\+|00)\s?971/, "AE"],
  [/(?:\+|00)\s?974/, "QA"],
  [/(?:\+|00)\s?973/, "BH"],
  [/(?:\+|00)\s?965/, "KW"],
  [/(?:\+|00)\s?968/, "OM"],
  [/(?:\+|00)\s?20(?!\d{2}\b)/, "EG"],
];

/** Places in text order: countries, Saudi regions and cities. */
class Places {
  readonly countries: CountryCode[] = [];
  readonly regions: string[] = [];
  readonly cities: string[] = [];
  addText(text: string): void {
    for (const { concept } of findConcepts(text, "location")) {
      if (concept.country) pushUnique(this.countries, concept.country);
      if (concept.region) pushUnique(this.regions, concept.region);
      if (concept.level === "city") pushUnique(this.cities, concept.id);
    }
  }
  addPhone(text: string): void {
    for (const [pattern, country] of PHONE_COUNTRIES)
      if (pattern.test(text)) pushUnique(this.countries, country);
  }
}

function pushUnique<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

function bestDegree(texts: string[]): DegreeLevel | null {
  let best: { id: string; rank: number } | undefined;
  for (const text of texts)
    for (const { concept } of findConcepts(text, "degree"))
      if (!best || (concept.rank ?? 0) > best.rank) best = { id: concept.id, rank: concept.rank ?? 0 };
  return (best?.id as DegreeLevel | undefined) ?? null;
}

const STUDENT = /\b(?:student|undergraduate)\b|طالب|طالبه/;

function resumeSeniority(titleText: string, years: number): Seniority {
  const words = seniorityFromWords(titleText);
  if (words === "intern" || (years < 1 && STUDENT.test(normalizeText(titleText)))) return "intern";
  if (words === "above" && years >= 3) return "above";
  const fromYears = seniorityFromYears(years);
  return words === "entry" && fromYears !== "above" ? "entry" : fromYears;
}

/** Sort key of an experience date: later end first, ongoing first of all, unparsed last. */
function recency(range: DateRange | undefined): number {
  if (!range) return -1;
  if (range.end === "present") return Number.MAX_SAFE_INTEGER;
  const end = range.end ?? range.start;
  return end.year * 12 + (end.month ?? 6);
}

/**
 * Features of a resume built in the builder. Only visible sections and items count. Skills are
 * ordered by evidence (skills section and keywords weigh most, then experience and projects);
 * titles come from the headline and experience positions, most recent first; years of experience
 * from the merged experience date ranges (parseDateRange), falling back to a stated "N years".
 */
export function extractResumeFeatures(data: ResumeData, options: ResumeFeatureOptions = {}): ResumeFeatures {
  const now = options.now ?? new Date();
  const s = data.sections;
  const visible = <T extends { visible: boolean }>(section: { visible: boolean; items: T[] }): T[] =>
    section.visible ? section.items.filter((i) => i.visible) : [];
  const evidence = new Evidence();
  const summary = s.summary.visible ? htmlToText(s.summary.content) : "";

  evidence.add(data.basics.headline, 2);
  evidence.add(summary, 1, "summary");
  for (const k of visible(s.skills)) {
    evidence.add(k.name, 3, "skills");
    evidence.add(k.keywords.join(", "), 2, "skills");
    evidence.add(k.description, 1, "skills");
  }
  const experiences = visible(s.experience)
    .map((item, order) => ({ item, order, range: parseDateRange(item.date) }))
    .sort((a, b) => recency(b.range) - recency(a.range) || a.order - b.order);
  for (const { item } of experiences) {
    evidence.add(item.position, 1, "experience");
    evidence.add(htmlToText(item.summary), 2, "experience");
  }
  for (const p of visible(s.projects)) {
    evidence.add(p.keywords.join(", "), 2, "projects");
    evidence.add(`${p.name}\n${p.description}\n${htmlToText(p.summary)}`, 1, "projects");
  }
  for (const c of visible(s.certifications)) evidence.add(`${c.name}\n${c.issuer}`, 2);
  for (const e of visible(s.education)) evidence.add(`${e.area}\n${htmlToText(e.summary)}`, 1);
  for (const a of visible(s.awards)) evidence.add(`${a.title}\n${htmlToText(a.summary)}`, 1);
  for (const v of visible(s.volunteer)) evidence.add(`${v.position}\n${htmlToText(v.summary)}`, 1);
  for (const p of visible(s.publications)) evidence.add(`${p.name}\n${htmlToText(p.summary)}`, 1);
  for (const section of Object.values(s.custom))
    for (const c of visible(section))
      evidence.add(`${c.name}\n${c.description}\n${htmlToText(c.summary)}\n${c.keywords.join(", ")}`, 1);

  const titles = new Set<string>(findConceptIds(data.basics.headline, "title"));
  for (const { item } of experiences) for (const id of findConceptIds(item.position, "title")) titles.add(id);

  const ranges = experiences.map((e) => e.range).filter((r): r is DateRange => r !== undefined);
  let years = Math.round((mergedMonths(ranges, now) / 12) * 10) / 10;
  if (years === 0) years = statedYears(`${data.basics.headline}\n${summary}`) ?? 0;

  const education = visible(s.education);
  const degree = bestDegree(education.map((e) => `${e.studyType}\n${e.area}`));
  const majors = [...new Set(education.flatMap((e) => findConceptIds(`${e.area}\n${e.studyType}`, "major")))];

  const allText = [
    data.basics.headline,
    summary,
    ...experiences.map((e) => `${e.item.position} ${e.item.summary}`),
  ].join("\n");
  const language = allText.trim() ? detectLanguage(allText) : data.metadata.language;
  const languages = new Set<string>();
  for (const l of visible(s.languages))
    for (const id of findConceptIds(l.name, "language")) languages.add(id);
  languages.add(language);

  const places = new Places();
  places.addText(data.basics.location);
  places.addPhone(data.basics.phone);
  for (const { item } of experiences) places.addText(item.location);
  for (const e of education) places.addText(e.institution);

  const currentTitle = data.basics.headline || experiences[0]?.item.position || "";
  return {
    language,
    skills: evidence.ids(),
    skillEvidence: evidence.where,
    listedSkills: [...evidence.listed],
    titles: [...titles],
    positions: experiences.map((e) => e.item.position).filter((p) => p.trim()),
    yearsOfExperience: years,
    degree,
    majors,
    languages: [...languages],
    seniority: resumeSeniority(currentTitle, years),
    countries: places.countries,
    regions: places.regions,
    cities: places.cities,
    experience: experiences.map(({ item, range }) => ({
      position: item.position,
      company: item.company,
      months: monthsOfDateText(item.date, now),
      current: range?.end === "present",
    })),
  };
}

const HEADING = {
  experience:
    /^(?:work experience|professional experience|experience|employment(?: history)?|work history|career history|الخبرات|الخبره|الخبرات العمليه|الخبرات المهنيه|الخبره العمليه|الخبره المهنيه|السجل الوظيفي)\s*:?$/,
  education:
    /^(?:education|academic background|qualifications|التعليم|المؤهلات|المؤهل العلمي|المؤهلات العلميه)\s*:?$/,
  skills:
    /^(?:skills|technical skills|core skills|key skills|tools|المهارات|المهارات التقنيه|المهارات الفنيه|الادوات)\s*:?$/,
  other:
    /^(?:projects|certifications|certificates|languages|summary|profile|about me|interests|references|awards|courses|volunteering|المشاريع|الشهادات|الدورات|اللغات|نبذه|الملخص|نبذه مهنيه|الاهتمامات|المراجع|الجوائز|العمل التطوعي)\s*:?$/,
};
const EDUCATION_LINE =
  /\b(?:university|college|institute|school|bachelor|master|diploma|phd|degree)\b|جامعه|كليه|معهد|مدرسه|بكالوريوس|ماجستير|دبلوم|دكتوراه/;

/**
 * Features of a resume given as plain text (for example extracted from a PDF). Section headings
 * in either language are recognized so that education dates do not count as work experience;
 * titles near the top of the text (the headline) come first.
 */
export function extractResumeFeaturesFromText(
  text: string,
  options: ResumeFeatureOptions = {},
): ResumeFeatures {
  const now = options.now ?? new Date();
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  let section: "top" | "experience" | "education" | "skills" | "other" = "top";
  const experienceRanges: DateRange[] = [];
  const educationLines: string[] = [];
  const positions: string[] = [];
  const places = new Places();
  const evidence = new Evidence();

  lines.forEach((line, i) => {
    if (!line) return;
    const n = normalizeText(line);
    const heading = HEADING.experience.test(n)
      ? "experience"
      : HEADING.education.test(n)
        ? "education"
        : HEADING.skills.test(n)
          ? "skills"
          : HEADING.other.test(n)
            ? "other"
            : undefined;
    if (heading) {
      section = heading;
      return;
    }
    const isEducation = section === "education" || EDUCATION_LINE.test(n);
    if (isEducation) educationLines.push(line);
    else experienceRanges.push(...findDateRanges(line));
    evidence.add(
      line,
      section === "other" || section === "skills" ? 2 : 1,
      section === "top" ? "summary" : section === "education" ? "other" : section,
    );
    if (i < 8) places.addText(line);
    if (line.split(/\s+/).length <= 10 && findConceptIds(line, "title").length > 0 && !isEducation)
      positions.push(line);
  });
  places.addPhone(text);
  places.addText(text);

  const titles = new Set<string>();
  for (const p of positions) for (const id of findConceptIds(p, "title")) titles.add(id);
  let years = Math.round((mergedMonths(experienceRanges, now) / 12) * 10) / 10;
  if (years === 0) years = Math.max(0, ...lines.map((l) => statedYears(l) ?? 0));
  const language = detectLanguage(text);
  const languages = new Set(findConceptIds(text, "language"));
  languages.add(language);

  return {
    language,
    skills: evidence.ids(),
    skillEvidence: evidence.where,
    listedSkills: [...evidence.listed],
    titles: [...titles],
    positions: positions.slice(0, 8),
    yearsOfExperience: years,
    degree: bestDegree(educationLines),
    majors: [...new Set(educationLines.flatMap((l) => findConceptIds(l, "major")))],
    languages: [...languages],
    seniority: resumeSeniority(positions[0] ?? "", years),
    countries: places.countries,
    regions: places.regions,
    cities: places.cities,
    experience: [] as ExperienceSummary[],
  };
}
