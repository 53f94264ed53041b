import { statedYears } from "./experience-years";
import { detectLanguage, normalizeText } from "./normalize";
import { type Segment, splitRequirementSegments } from "./segments";
import { seniorityFromWords, seniorityFromYears } from "./seniority";
import { findSkillAlternatives, findSkillIds } from "./skill-context";
import type { DegreeLevel, JobRequirements } from "./types";
import { findConceptIds, findConcepts } from "./vocabulary";

/**
 * Read a job description (Arabic, English or mixed) into structured requirements: skills as
 * canonical ids split into must-have (required, or listed without a cue) and nice-to-have
 * (preferred, a plus, يفضل, ميزة), minimum years, lowest accepted degree and majors, spoken
 * languages, seniority and job titles. Pure and deterministic; unknown words are ignored, so
 * a requirement the vocabulary does not know is not reported.
 */
export function extractJobRequirements(text: string): JobRequirements {
  const segments = splitRequirementSegments(text);
  const must = new Set<string>();
  const nice = new Set<string>();
  const anyOf: string[][] = [];
  const languages = new Set<string>();
  const majors = new Set<string>();
  let mustYears: number | null = null;
  let niceYears: number | null = null;
  let degreeRank: number | null = null;
  let degree: DegreeLevel | null = null;

  // The title line names the role ("Digital Marketing Specialist", "محاسب عام"), not a skill the
  // posting asks for; it counts only when it is the whole posting.
  const titleOnly = text.split(/\r?\n/).filter((l) => l.trim()).length <= 1;
  for (const segment of segments) {
    if (segment.strength === "info") continue;
    const skills =
      segment.line === firstLine(text) && !titleOnly && titleLine(text) ? [] : findSkillIds(segment.text);
    for (const id of skills) (segment.strength === "must" ? must : nice).add(id);
    if (skills.length > 1) anyOf.push(...findSkillAlternatives(segment.text));

    const years = statedYears(segment.text);
    if (years !== null) {
      if (segment.strength === "must") mustYears = Math.max(mustYears ?? 0, years);
      else niceYears = Math.min(niceYears ?? years, years);
    }

    const degrees = findConcepts(segment.text, "degree");
    if (degrees.length > 0 || /\b(?:degree|major)\b|تخصص|مؤهل/.test(normalizeText(segment.text))) {
      for (const id of findConceptIds(segment.text, "major")) majors.add(id);
    }
    if (segment.strength === "must") {
      for (const d of degrees) {
        const rank = d.concept.rank ?? 0;
        if (degreeRank === null || rank < degreeRank) {
          degreeRank = rank;
          degree = d.concept.id as DegreeLevel;
        }
      }
      for (const id of findConceptIds(segment.text, "language")) languages.add(id);
    }
  }
  for (const id of must) nice.delete(id);

  const minYears = mustYears ?? niceYears;
  return {
    language: detectLanguage(text),
    skills: { must: [...must], nice: [...nice], ...(anyOf.length ? { anyOf } : {}) },
    minYears,
    degree,
    majors: [...majors],
    languages: [...languages],
    seniority: jobSeniority(text, segments, minYears),
    titles: jobTitles(text, segments),
  };
}

/** Index of the first non-empty line (the title line). */
function firstLine(text: string): number {
  return text.split(/\r?\n/).findIndex((l) => l.trim());
}

function titleLine(text: string): string {
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? "";
  return first.split(/\s+/).length <= 12 ? first : "";
}

function jobTitles(text: string, segments: Segment[]): string[] {
  const titles = new Set<string>(findConceptIds(titleLine(text), "title"));
  for (const s of segments)
    if (s.strength !== "info") for (const id of findConceptIds(s.text, "title")) titles.add(id);
  return [...titles];
}

function jobSeniority(
  text: string,
  segments: Segment[],
  minYears: number | null,
): JobRequirements["seniority"] {
  const fromTitle = seniorityFromWords(titleLine(text));
  if (fromTitle) return fromTitle;
  if (minYears !== null) return seniorityFromYears(minYears);
  const body = segments
    .filter((s) => s.strength !== "info")
    .map((s) => s.text)
    .join("\n");
  const fromText = seniorityFromWords(body);
  // In the body, "manager" often names who the role reports to; trust only clear level words.
  return fromText === "intern" || fromText === "entry" ? fromText : null;
}
