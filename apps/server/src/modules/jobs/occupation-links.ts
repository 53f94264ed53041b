import type { JobIndex as MatchIndex, ResumeMatcher } from "@sira/nlp/match";

/**
 * Occupation links of a resume's scores (issue 38): which jobs are of the resume's occupation or
 * a close one, in either language. The recommendation floor applies only to jobs without one,
 * so a same-occupation job in scope is never hidden from the list. Worked out once per scores
 * entry (one resume against one job set), on the first list that needs it.
 */
const linksOf = new WeakMap<object, Uint8Array>();

export function occupationLinksOf(entry: {
  resumeMatcher: ResumeMatcher;
  index: { matchIndex: MatchIndex };
}): Uint8Array {
  let links = linksOf.get(entry);
  if (!links) {
    links = entry.resumeMatcher.linksAll(entry.index.matchIndex);
    linksOf.set(entry, links);
  }
  return links;
}
