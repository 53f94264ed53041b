import type { CountryCode, Language } from "@sira/schema";
import education from "./data/education.json" with { type: "json" };
import escoOccupations from "./data/esco-occupations.json" with { type: "json" };
import escoSkills from "./data/esco-skills.json" with { type: "json" };
import gulfSkills from "./data/gulf-skills.json" with { type: "json" };
import gulfTitles from "./data/gulf-titles.json" with { type: "json" };
import languagesData from "./data/languages.json" with { type: "json" };
import locations from "./data/locations.json" with { type: "json" };
import { nameKey, type Token, tokenKey } from "./normalize";
import { PhraseIndex } from "./phrase-index";
import { isStopword } from "./stopwords";

/**
 * The bilingual vocabulary: every skill, job title, degree, major, language and place the
 * engine recognizes, each a concept with a canonical id and English and Arabic labels, plus a
 * phrase index per kind that finds them in text written in either language. Hand-written Gulf
 * lists are registered before ESCO, so they win wherever both name the same thing; ESCO concepts
 * whose English label is already known are skipped. Built lazily on first use, then shared.
 */

export type ConceptKind = "skill" | "title" | "degree" | "major" | "language" | "location";

export interface Concept {
  /** Position in the concept table; stable within one build of the vocabulary. */
  index: number;
  kind: ConceptKind;
  /** Canonical id, unique within its kind: "python", "accountant", "occ.2411.1.11", "riyadh". */
  id: string;
  en: string;
  ar: string;
  source: "sira" | "esco";
  /** Skills: category ("programming", "finance", … or ESCO "digital"/"transversal"). */
  category?: string;
  /** Titles: ISCO-08 unit group ("2411"), empty when unknown. */
  isco?: string;
  /** Titles: typical skill ids (hand-written titles only). */
  skills?: readonly string[];
  /** Degrees: 1 high school, 2 diploma, 3 bachelor, 4 master, 5 doctorate. */
  rank?: number;
  /** Locations: what the place is, its country and (Saudi) region id. */
  level?: "city" | "region" | "country";
  country?: CountryCode;
  region?: string;
}

/** A concept found in text, with its offsets in the normalized text. */
export interface ConceptMatch {
  concept: Concept;
  start: number;
  end: number;
}

interface Vocabulary {
  concepts: Concept[];
  byId: Record<ConceptKind, Map<string, Concept>>;
  indexes: Record<ConceptKind, PhraseIndex>;
}

/** Changes whenever ids or data change in a way that stored features should be recomputed. */
export const VOCABULARY_VERSION = "2025.1";

const kinds: ConceptKind[] = ["skill", "title", "degree", "major", "language", "location"];
let vocabulary: Vocabulary | undefined;

function build(): Vocabulary {
  const concepts: Concept[] = [];
  const byId = Object.fromEntries(kinds.map((k) => [k, new Map<string, Concept>()])) as Vocabulary["byId"];
  // Titles and skills use light stems (ممرضة → ممرض); names of places, languages, majors and
  // degrees only lose the article, because their stems collide with ordinary words.
  const indexes = Object.fromEntries(
    kinds.map((k) => [k, new PhraseIndex(k === "skill" || k === "title" ? undefined : nameKey)]),
  ) as Vocabulary["indexes"];

  const addConcept = (fields: Omit<Concept, "index">, aliases: readonly string[], strict: boolean) => {
    if (byId[fields.kind].has(fields.id)) return undefined;
    const concept: Concept = { ...fields, index: concepts.length };
    concepts.push(concept);
    byId[fields.kind].set(fields.id, concept);
    const index = indexes[fields.kind];
    const labels = new Set([fields.en, fields.ar]);
    for (const alias of [fields.en, fields.ar, ...aliases]) {
      const a = alias.trim();
      if (!a || (strict && !a.includes(" ") && !acceptOneWordEscoLabel(a, labels.has(alias)))) continue;
      index.add(a, concept.index);
    }
    return concept;
  };

  for (const s of gulfSkills.items)
    addConcept(
      { kind: "skill", id: s.id, en: s.en, ar: s.ar, source: "sira", category: s.cat },
      s.aka,
      false,
    );
  for (const t of gulfTitles.items)
    addConcept(
      { kind: "title", id: t.id, en: t.en, ar: t.ar, source: "sira", isco: t.isco, skills: t.skills },
      t.aka,
      false,
    );
  for (const d of education.degrees)
    addConcept({ kind: "degree", id: d.id, en: d.en, ar: d.ar, source: "sira", rank: d.rank }, d.aka, false);
  for (const m of education.majors)
    addConcept({ kind: "major", id: m.id, en: m.en, ar: m.ar, source: "sira" }, m.aka, false);
  for (const l of languagesData.items)
    addConcept({ kind: "language", id: l.id, en: l.en, ar: l.ar, source: "sira" }, l.aka, false);

  /** A place of the hand-written list, under its country (and a city under its region when known). */
  const addPlace = (
    id: string,
    place: { en: string; ar: string; aka: readonly string[] },
    level: NonNullable<Concept["level"]>,
    country: string,
    region?: string,
  ) =>
    addConcept(
      {
        kind: "location",
        id,
        en: place.en,
        ar: place.ar,
        source: "sira",
        level,
        country: country as CountryCode,
        ...(region === undefined ? {} : { region }),
      },
      place.aka,
      false,
    );
  // Places: cities first (a city name also naming its region means the city), then regions,
  // then countries.
  for (const r of locations.regions) for (const c of r.cities) addPlace(c.id, c, "city", r.country, r.id);
  for (const c of locations.cities) addPlace(c.id, c, "city", c.country);
  for (const r of locations.regions) addPlace(`region.${r.id}`, r, "region", r.country, r.id);
  for (const c of locations.countries) addPlace(`country.${c.id}`, c, "country", c.id);

  // ESCO, after the hand-written lists: skip concepts whose English label is already known.
  for (const row of escoOccupations.items) {
    const [code, isco, en, ar, enAliases, arAliases] = row as [
      string,
      string,
      string,
      string,
      string[],
      string[],
    ];
    if (indexes.title.lookup(en) !== undefined) continue;
    addConcept(
      { kind: "title", id: `occ.${code}`, en, ar: ar || en, source: "esco", isco },
      [...enAliases, ...arAliases],
      true,
    );
  }
  for (const row of escoSkills.items) {
    const [id, group, en, ar, enAliases] = row as [string, string, string, string, string[]];
    if (indexes.skill.lookup(en) !== undefined) continue;
    addConcept({ kind: "skill", id, en, ar: ar || en, source: "esco", category: group }, enAliases, true);
  }
  return { concepts, byId, indexes };
}

/**
 * ESCO's one-word alternative labels are noisy ("report" for "report facts", "DID" for
 * "decentralised identifiers"): keep a one-word label only when it is the concept's own label,
 * or a name (capital letter or digit) of four or more characters; never a stopword.
 */
function acceptOneWordEscoLabel(label: string, isOwnLabel: boolean): boolean {
  const lower = label.toLowerCase();
  if (label.length < 4 || isStopword(lower) || isStopword(tokenKey(lower))) return false;
  return isOwnLabel || /[A-Z0-9]/.test(label);
}

function vocab(): Vocabulary {
  vocabulary ??= build();
  return vocabulary;
}

/**
 * Find concepts of one kind in text (raw, or tokens from tokenize()). Longest phrase wins; each
 * occurrence is reported in text order, so the same concept may appear more than once.
 */
export function findConcepts(text: string | Token[], kind: ConceptKind): ConceptMatch[] {
  const v = vocab();
  return v.indexes[kind]
    .scan(text)
    .map((m) => ({ concept: v.concepts[m.value]!, start: m.start, end: m.end }));
}

/** Distinct concept ids of one kind found in text, in order of first appearance. */
export function findConceptIds(text: string | Token[], kind: ConceptKind): string[] {
  return [...new Set(findConcepts(text, kind).map((m) => m.concept.id))];
}

/** The concept of a kind with this id, if known. */
export function getConcept(kind: ConceptKind, id: string): Concept | undefined {
  return vocab().byId[kind].get(id);
}

/** The concept at a table index (see Concept.index). */
export function conceptAt(index: number): Concept | undefined {
  return vocab().concepts[index];
}

/** Number of concepts in the table; concept indexes are 0..count-1. */
export function conceptCount(): number {
  return vocab().concepts.length;
}

/** All concepts of one kind, hand-written first. */
export function listConcepts(kind: ConceptKind): Concept[] {
  return [...vocab().byId[kind].values()];
}

/** Display label of a concept in a language; the id itself when unknown. */
export function conceptLabel(kind: ConceptKind, id: string, language: Language): string {
  const c = getConcept(kind, id);
  return c ? c[language] : id;
}

/**
 * The concept of a kind whose label or alias is exactly this whole phrase (same keys as the
 * phrase index: light stems for titles and skills, article-stripped words for the rest), if any;
 * with `labelOf`, only a concept whose own label in that language is the phrase.
 */
export function lookupConcept(
  phrase: string,
  kind: ConceptKind,
  options: { labelOf?: Language } = {},
): Concept | undefined {
  const v = vocab();
  const phraseIndex = v.indexes[kind];
  const index = phraseIndex.lookup(phrase);
  const concept = index === undefined ? undefined : v.concepts[index];
  // labelOf: only the concept's own label in that language (light-stem variants such as the
  // feminine form included), not its aliases, which name neighbours as often as synonyms.
  if (
    concept &&
    options.labelOf &&
    phraseIndex.phraseKey(concept[options.labelOf]) !== phraseIndex.phraseKey(phrase)
  )
    return undefined;
  return concept;
}
