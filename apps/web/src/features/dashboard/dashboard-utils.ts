import { type Language, latinSlug, resumeSlugMaxLength } from "@sira/schema";

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "3 hours ago" / "منذ 3 ساعات" / "3 گھنٹے پہلے" in the interface locale (Western digits in Arabic). */
export function formatRelativeTime(iso: string, locale: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale === "ar" ? "ar-u-nu-latn" : locale, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === "second") {
      return format.format(Math.round(seconds / size), unit);
    }
  }
  return format.format(0, "second");
}

const adjectives = {
  en: ["Bright", "Bold", "Clear", "Modern", "Focused", "Sharp", "Steady", "Fresh", "Smart", "Elegant"],
  ar: ["مشرقة", "جريئة", "واضحة", "عصرية", "مركّزة", "متميزة", "ثابتة", "جديدة", "ذكية", "أنيقة"],
};
const nouns = {
  en: ["Resume", "Profile", "Career", "Journey", "Story", "Path"],
  ar: ["سيرة", "مسيرة", "رحلة", "قصة", "خطوة", "بداية"],
};

/** A random resume title in the language (spec §4 "random title generation"). */
export function randomResumeTitle(language: Language, random: () => number = Math.random): string {
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const adjective = pick(adjectives[language]);
  const noun = pick(nouns[language]);
  return language === "ar" ? `${noun} ${adjective}` : `${adjective} ${noun}`;
}

/** Spec §4 duplicate: title suffixed " (Copy)" and slug suffixed "-copy" (kept within the slug limit). */
export function duplicateNames(title: string, slug: string): { title: string; slug: string } {
  const base = slug.slice(0, resumeSlugMaxLength - "-copy".length).replace(/(?<!-)-+$/, "");
  return { title: `${title} (Copy)`, slug: `${base}-copy` };
}

/** The slug a new resume's title suggests: Latin even for an Arabic title, so a shared link stays
 * short (issue 42); empty when the title has no letters or digits. */
export const slugFromTitle = (title: string): string => latinSlug(title);

export type StorePlatform = "android" | "ios" | "other";

/** Which app store fits the device, from the user agent. */
export function storePlatform(userAgent: string): StorePlatform {
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && /mobile/i.test(userAgent)))
    return "ios";
  return "other";
}

/** Whether a keyboard event comes from a text field (shortcuts must not fire while typing). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}
