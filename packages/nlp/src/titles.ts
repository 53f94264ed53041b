import type { Language } from "@sira/schema";
import { contentKeys } from "./stopwords";
import type { ResumeFeatures } from "./types";
import { getConcept, listConcepts } from "./vocabulary";

/**
 * Job-title similarity and title suggestions. Titles compare by canonical id, then by their
 * ISCO-08 unit group (same 4-digit group: same occupation family), so "محلل بيانات" and
 * "Business Analyst" are close across languages while "Nurse" and "Accountant" are not.
 */

/** Similarity of two ISCO-08 codes: 4 digits equal 0.75, 3 digits 0.5, 2 digits 0.25. */
export function iscoSimilarity(a: string | number, b: string | number): number {
  const x = Number(a);
  const y = Number(b);
  if (!x || !y) return 0;
  if (x === y) return 0.75;
  if (Math.floor(x / 10) === Math.floor(y / 10)) return 0.5;
  if (Math.floor(x / 100) === Math.floor(y / 100)) return 0.25;
  return 0;
}

/** Similarity 0..1 of two title ids: 1 when equal, else by ISCO group. */
export function titleIdSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const x = getConcept("title", a);
  const y = getConcept("title", b);
  return x?.isco && y?.isco ? iscoSimilarity(x.isco, y.isco) : 0;
}

/**
 * Best similarity between a resume's titles and a job's titles, 0..1. Older resume titles
 * count a little less (the current one first). When either side has no known title, falls
 * back to word overlap of the raw texts, which works only within one language.
 */
export function titleSimilarity(
  resumeTitles: readonly string[],
  jobTitles: readonly string[],
  fallback?: { resumeText: readonly string[]; jobText: string },
): number {
  let best = 0;
  resumeTitles.slice(0, 6).forEach((r, i) => {
    const decay = i === 0 ? 1 : 0.9;
    for (const j of jobTitles.slice(0, 3)) best = Math.max(best, titleIdSimilarity(r, j) * decay);
  });
  if (best === 0 && fallback) {
    const job = new Set(contentKeys(fallback.jobText));
    for (const text of fallback.resumeText.slice(0, 4)) {
      const keys = new Set(contentKeys(text));
      const shared = [...keys].filter((k) => job.has(k)).length;
      if (shared > 0) best = Math.max(best, (0.8 * shared) / Math.max(keys.size, job.size));
    }
  }
  return best;
}

export interface TitleSuggestion {
  id: string;
  /** Label in the requested language. */
  label: string;
  en: string;
  ar: string;
  /** 0..1, higher is a better search term for this resume. */
  score: number;
  /** Why it is suggested: the resume's own title, a related title, or skills in common. */
  reason: "own" | "related" | "skills";
}

/**
 * Ranked job titles to search for, from a resume's features: its own titles first (current
 * first), then hand-written titles whose typical skills the resume has, then titles of the same
 * occupation family. Each suggestion carries both Arabic and English labels so a search can use
 * either. Returns at most `limit` (default 8) suggestions.
 */
export function suggestJobTitles(features: ResumeFeatures, language: Language, limit = 8): TitleSuggestion[] {
  const scores = new Map<string, { score: number; reason: TitleSuggestion["reason"] }>();
  const offer = (id: string, score: number, reason: TitleSuggestion["reason"]) => {
    const current = scores.get(id);
    if (!current || score > current.score) scores.set(id, { score, reason });
  };
  features.titles.forEach((id, i) => {
    offer(id, Math.max(0.6, 1 - i * 0.08), "own");
  });

  const skills = new Set(features.skills);
  const ownIsco = features.titles.map((id) => getConcept("title", id)?.isco).filter((c): c is string => !!c);
  for (const title of listConcepts("title")) {
    if (title.source !== "sira" || !title.skills?.length) continue;
    const shared = title.skills.filter((s) => skills.has(s)).length;
    if (shared === 0) continue;
    const coverage = shared / Math.min(title.skills.length, 6);
    const family = Math.max(0, ...ownIsco.map((c) => iscoSimilarity(c, title.isco ?? "")));
    const score = Math.min(0.95, 0.55 * Math.min(1, coverage) + 0.4 * family);
    if (score >= 0.25) offer(title.id, score, family > 0 ? "related" : "skills");
  }
  return [...scores.entries()]
    .sort((a, b) => b[1].score - a[1].score)
    .slice(0, limit)
    .flatMap(([id, { score, reason }]) => {
      const c = getConcept("title", id);
      return c
        ? [{ id, label: c[language], en: c.en, ar: c.ar, score: Math.round(score * 100) / 100, reason }]
        : [];
    });
}
