import { transliterate } from "./transliterate";

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

/** Longest Latin slug suggested for an Arabic title: short enough for a chat message. */
export const latinSlugMaxLength = 40;

/**
 * The default slug of a new resume (issue 42): an Arabic title is transliterated, so the public
 * link stays short and readable in WhatsApp instead of 120 %-encoded characters, and cut to
 * whole words within `latinSlugMaxLength`. Latin titles give what `slugify` gives. Arabic slugs
 * a user types stay valid (`slugPattern` is unchanged).
 */
export function latinSlug(title: string): string {
  if (!/[\u0600-\u06FF]/.test(title)) return slugify(title);
  const slug = slugify(transliterate(title));
  if (slug.length <= latinSlugMaxLength) return slug;
  const cut = slug.slice(0, latinSlugMaxLength + 1);
  const end = cut.lastIndexOf("-");
  return end > 0 ? cut.slice(0, end) : slug.slice(0, latinSlugMaxLength);
}
