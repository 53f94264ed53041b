import { tokenize } from "./normalize";
import { isStopword } from "./stopwords";
import { findConcepts } from "./vocabulary";

/** A name in both interface languages. */
export interface Names {
  ar: string;
  en: string;
}

/**
 * The place a job's location text names, in both languages: the city with its country ("Riyadh,
 * Saudi Arabia" / "الرياض، السعودية"; the country only when the text names one), else the Saudi
 * region, else the country. Null when the
 * vocabulary knows no place in the text (the UI then shows the text as written).
 */
export function placeNames(location: string): Names | null {
  const places = findConcepts(location, "location").map((m) => m.concept);
  const city = places.find((c) => c.level === "city");
  const region = places.find((c) => c.level === "region");
  const country = places.find((c) => c.level === "country");
  const place = city ?? region;
  if (!place) return country ? { ar: country.ar, en: country.en } : null;
  if (!country) return { ar: place.ar, en: place.en };
  return { ar: `${place.ar}، ${country.ar}`, en: `${place.en}, ${country.en}` };
}

/** Level words a position may add to a known title, and how each language writes them. */
const LEVELS: { words: RegExp; ar: (t: string) => string; en: (t: string) => string }[] = [
  { words: /^(?:senior|sr|اول)$/, ar: (t) => `${t} أول`, en: (t) => `Senior ${t}` },
  { words: /^(?:junior|jr)$/, ar: (t) => `${t} مبتدئ`, en: (t) => `Junior ${t}` },
  { words: /^(?:intern|trainee|متدرب|متدربه)$/, ar: (t) => `متدرب ${t}`, en: (t) => `${t} Intern` },
];

/**
 * A job title in both languages when the whole position is one title the vocabulary knows
 * ("محاسب", "Registered Nurse", "ممرض / ممرضة"), optionally with one level word (Senior, Junior,
 * Intern, أول, متدرب); null for anything more (a specialty, a company's own wording), which the
 * UI shows as written.
 */
export function positionNames(position: string): Names | null {
  // A position in parts ("Staff Nurse - ICU", "محاسب (عقد مؤقت)"): each part must name the same
  // title, or the translation would lose what the other parts say (issue 38).
  const parts = position.split(SEPARATORS).filter((p) => p.trim());
  if (parts.length > 1) {
    const names = parts.map(oneTitleNames);
    const first = names[0];
    return first && names.every((n) => n?.en === first.en) ? first : null;
  }
  return oneTitleNames(position);
}

/** Separators between the parts of a position: a spaced dash, bar, colon, comma or brackets. */
const SEPARATORS = /\s[-–—|:]\s|\s[-–—]|[-–—]\s|[|,،()[\]]/;

function oneTitleNames(position: string): Names | null {
  const tokens = tokenize(position);
  const matches = findConcepts(tokens, "title").filter((m) => m.concept.id !== "intern");
  if (matches.length === 0) return null;
  const id = matches[0]!.concept.id;
  if (matches.some((m) => m.concept.id !== id)) return null;
  const covered = (start: number) => matches.some((m) => start >= m.start && start < m.end);
  let level: (typeof LEVELS)[number] | undefined;
  for (const t of tokens) {
    if (t.script === "number" || isStopword(t.text) || covered(t.start)) continue;
    const found = LEVELS.find((l) => l.words.test(t.text));
    if (!found || level) return null;
    level = found;
  }
  const concept = matches[0]!.concept;
  return level ? { ar: level.ar(concept.ar), en: level.en(concept.en) } : { ar: concept.ar, en: concept.en };
}
