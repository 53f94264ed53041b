import type { Language } from "./constants";

/**
 * Item dates are text (spec §3): "Month Year to Month Year" or "Month Year - Present".
 * The builder writes the canonical English form ("Jan 2020 - Mar 2023", "Jan 2020 - Present",
 * "2020"); templates parse it and show it in the resume's language. Text that does not parse
 * is shown as the user wrote it.
 */

export const monthNames: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  ar: [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
  ],
};
export const presentWord: Record<Language, string> = { en: "Present", ar: "حتى الآن" };

const longEnglishMonths = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const presentWords = [
  "present",
  "current",
  "now",
  "today",
  "حتى الآن",
  "حاليا",
  "حاليًا",
  "الآن",
  "الان",
  "حتى الان",
];

export interface MonthYear {
  year: number;
  /** 1-12, or undefined when only the year is known. */
  month?: number;
}
export interface DateRange {
  start: MonthYear;
  /** undefined: a single date; "present": ongoing. */
  end?: MonthYear | "present";
}

function parseMonth(token: string): number | undefined {
  const t = token.trim().toLowerCase().replace(/\.$/, "");
  if (!t) return undefined;
  const en = monthNames.en.findIndex((m) => m.toLowerCase() === t);
  if (en >= 0) return en + 1;
  const long = longEnglishMonths.indexOf(t);
  if (long >= 0) return long + 1;
  const ar = monthNames.ar.indexOf(t);
  if (ar >= 0) return ar + 1;
  const n = Number(t);
  if (Number.isInteger(n) && n >= 1 && n <= 12) return n;
  return undefined;
}

function parseYear(token: string): number | undefined {
  const t = token.trim();
  if (/^\d{4}$/.test(t)) return Number(t);
  if (/^\d{2}$/.test(t))
    return 2000 + Number(t) > new Date().getFullYear() + 5 ? 1900 + Number(t) : 2000 + Number(t);
  return undefined;
}

/** Parse one "Mon YYYY", "YYYY-MM", "MM/YY", "MM/YYYY" or "YYYY" (Western or Arabic-Indic digits). */
export function parseMonthYear(text: string): MonthYear | undefined {
  const t = toWesternDigits(text).trim();
  let m = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(t);
  if (m) {
    const month = parseMonth(m[2]!);
    return month ? { year: Number(m[1]), month } : undefined;
  }
  m = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(t);
  if (m) {
    const month = parseMonth(m[1]!);
    const year = parseYear(m[2]!);
    return month && year ? { year, month } : undefined;
  }
  m = /^(\d{4})$/.exec(t);
  if (m) return { year: Number(m[1]) };
  m = /^(\S+)(?:\s+,)?\s+(\d{4})$/.exec(t);
  if (m) {
    const month = parseMonth(m[1]!);
    return month ? { year: Number(m[2]), month } : undefined;
  }
  return undefined;
}

/** Parse a date range; undefined when the text is not a recognizable date. */
export function parseDateRange(text: string): DateRange | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const parts = t.split(
    /(?<!\s)(?:\s+(?:-|–|—|to|إلى|الى|حتى(?! الآن| الان))\s+|\s*[–—]\s*|\s+-\s*|\s*-\s+)/,
  );
  if (parts.length > 2) return undefined;
  const start = parseMonthYear(parts[0] ?? "");
  if (!start) return undefined;
  if (parts.length === 1) return { start };
  const endText = (parts[1] ?? "").trim();
  if (presentWords.includes(endText.toLowerCase())) return { start, end: "present" };
  const end = parseMonthYear(endText);
  return end ? { start, end } : undefined;
}

export function formatMonthYear(value: MonthYear, language: Language): string {
  return value.month ? `${monthNames[language][value.month - 1]} ${value.year}` : String(value.year);
}

export function formatDateRange(range: DateRange, language: Language): string {
  const start = formatMonthYear(range.start, language);
  if (!range.end) return start;
  const end = range.end === "present" ? presentWord[language] : formatMonthYear(range.end, language);
  return `${start} - ${end}`;
}

/**
 * Show a stored date text in a resume's language; unparseable text is returned unchanged. The
 * digits stay in the system the user typed: a date written with Arabic-Indic (٠-٩) or Persian
 * (۰-۹) digits is shown with them.
 */
export function localizeDateText(text: string, language: Language): string {
  const range = parseDateRange(text);
  if (!range) return text;
  const shown = formatDateRange(range, language);
  if (/[\u0660-\u0669]/.test(text)) return toArabicIndicDigits(shown);
  if (/[\u06F0-\u06F9]/.test(text)) return toArabicIndicDigits(shown, 0x06f0);
  return shown;
}

/** Western digits to Arabic-Indic (٠-٩), or to the ten digits from `zero` (0x06F0: Persian). */
export function toArabicIndicDigits(text: string, zero = 0x0660): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(zero + Number(d)));
}

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits to Western digits. */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}
