/**
 * Slug derived from a title (spec §4): runs of Arabic or Latin letters (with trailing digits)
 * or digits, joined by hyphens and lowercased. Arabic diacritics and tatweel are dropped so
 * the same word always gives the same slug.
 */
export function slugify(title: string): string {
  const cleaned = title
    .normalize("NFKC")
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .toLowerCase();
  const words = cleaned.match(/[a-z\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF]+[0-9]*|[0-9]+/g) ?? [];
  return words
    .join("-")
    .slice(0, 100)
    .replace(/(?<!-)-+$/, "");
}

/** A slug accepted by the API: the shape slugify produces, at least 1 character. */
export const slugPattern =
  /^(?:[a-z\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF]+[0-9]*|[0-9]+)(?:-(?:[a-z\u0621-\u064A\u0671-\u06D3\u06FA-\u06FF]+[0-9]*|[0-9]+))*$/;
