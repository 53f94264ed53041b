import arabicStopwords from "./data/stopwords-ar.json" with { type: "json" };
import { type Token, tokenize, tokenKey } from "./normalize";

/**
 * Stopwords: the Arabic list is derived from stopwords-iso (see scripts/build-vocabulary.mjs),
 * normalized like normalizeText; the English list is a short hand-written one. Stopwords are
 * dropped only for bag-of-words measures (relevance, title overlap), never inside phrase matching,
 * where "bachelor of science" needs its "of".
 */

const ENGLISH = `a about above after again against all am an and any are as at be because been before
being below between both but by can could did do does doing down during each etc few for from
further had has have having he her here hers herself him himself his how i if in into is it its
itself just me more most my myself no nor not now of off on once only or other our ours ourselves
out over own same she should so some such than that the their theirs them themselves then there
these they this those through to too under until up very was we were what when where which while
who whom why will with would you your yours yourself yourselves also able per via within across
e.g i.e will shall may might must us ll ve re`.split(/\s+/);

const englishSet = new Set(ENGLISH);
const arabicSet = new Set<string>(arabicStopwords.words);

/** Whether a normalized token (see normalizeText) is a stopword in Arabic or English. */
export function isStopword(token: string): boolean {
  return englishSet.has(token) || arabicSet.has(token);
}

/**
 * Content keys of a text: token keys (light stems) without stopwords, one-letter tokens and bare
 * numbers. Useful for overlap measures between short texts in one language.
 */
export function contentKeys(text: string | Token[]): string[] {
  const tokens = typeof text === "string" ? tokenize(text) : text;
  const keys: string[] = [];
  for (const t of tokens) {
    if (t.script === "number" || t.text.length < 2 || isStopword(t.text)) continue;
    keys.push(tokenKey(t));
  }
  return keys;
}
