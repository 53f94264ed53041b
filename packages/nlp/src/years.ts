import type { Language } from "@sira/schema";

/**
 * A count of years as people write it: whole years (11.3 → "about 11"), "less than a year" under
 * half a year, and in Arabic the noun that agrees with the number (سنة واحدة، سنتين، 3–10 سنوات،
 * 11 سنة فأكثر), the dual in the oblique case as our sentences use it (object of تطلب, after نحو).
 */
export function formatYears(years: number, language: Language): string {
  const n = Math.max(0, Math.round(years));
  if (language === "ar") {
    if (n === 0) return "أقل من سنة";
    if (n === 1) return "سنة واحدة";
    if (n === 2) return "سنتين";
    return n <= 10 ? `${n} سنوات` : `${n} سنة`;
  }
  if (n === 0) return "less than a year";
  return n === 1 ? "1 year" : `${n} years`;
}
