import { type DateRange, type MonthYear, parseDateRange, toWesternDigits } from "@sira/schema";
import { normalizeText } from "./normalize";

/**
 * Years of experience: from date ranges (merged, so overlapping jobs count once) and from
 * statements such as "5+ years of experience" or "خبرة لا تقل عن ثلاث سنوات".
 */

/** A month interval [start, end) counted in months since year 0. */
interface Interval {
  start: number;
  end: number;
}

function monthIndex(value: MonthYear, fallbackMonth: number): number {
  return value.year * 12 + ((value.month ?? fallbackMonth) - 1);
}

/**
 * Interval of a parsed range; a year without a month counts from mid-year, so "2018 - 2020"
 * is two years. A single date counts as one month. "Present" is the given now.
 */
function intervalOf(range: DateRange, now: Date): Interval | undefined {
  const start = monthIndex(range.start, 7);
  const end =
    range.end === undefined
      ? start + 1
      : range.end === "present"
        ? now.getFullYear() * 12 + now.getMonth() + 1
        : monthIndex(range.end, 7) + 1;
  return end > start ? { start, end } : undefined;
}

/** Total months covered by ranges, overlaps counted once. */
export function mergedMonths(ranges: readonly DateRange[], now: Date): number {
  const intervals = ranges
    .map((r) => intervalOf(r, now))
    .filter((i): i is Interval => i !== undefined)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let current: Interval | undefined;
  for (const i of intervals) {
    if (current && i.start <= current.end) current.end = Math.max(current.end, i.end);
    else {
      if (current) total += current.end - current.start;
      current = { ...i };
    }
  }
  if (current) total += current.end - current.start;
  return total;
}

/** Months of one date text (as in a resume item), or null when it does not parse. */
export function monthsOfDateText(text: string, now: Date): number | null {
  const range = parseDateRange(text);
  if (!range) return null;
  return mergedMonths([range], now);
}

const MONTH =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|يناير|فبراير|مارس|[أا]بريل|مايو|يونيو|يوليو|[أا]غسطس|سبتمبر|[أا]كتوبر|نوفمبر|ديسمبر";
const PRESENT = "present|current|currently|now|today|date|حتى الآن|حتى الان|حاليا|حاليًا|الآن|الان|اليوم";
const POINT = `(?:(${MONTH})\\.?,?\\s+|(\\d{1,2})\\s*[/.-]\\s*)?((?:19|20)\\d{2})`;
const RANGE = new RegExp(
  `${POINT}\\s*(?:-|–|—|to|until|till|إلى|الى|حتى|~)\\s*(?:${POINT}|(${PRESENT}))`,
  "giu",
);
const MONTH_NAMES_EN = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_NAMES_AR = [
  "يناير",
  "فبراير",
  "مارس",
  "ابريل",
  "مايو",
  "يونيو",
  "يوليو",
  "اغسطس",
  "سبتمبر",
  "اكتوبر",
  "نوفمبر",
  "ديسمبر",
];

function canonicalPoint(
  monthName: string | undefined,
  monthNumber: string | undefined,
  year: string,
): string {
  let month: number | undefined;
  if (monthName) {
    const m = monthName.toLowerCase().replace(/^[أ]/, "ا");
    const en = MONTH_NAMES_EN.findIndex((p) => m.startsWith(p));
    month = en >= 0 ? en + 1 : MONTH_NAMES_AR.indexOf(m) + 1 || undefined;
  } else if (monthNumber) {
    const n = Number(monthNumber);
    month = n >= 1 && n <= 12 ? n : undefined;
  }
  return month ? `${MONTH_NAMES_EN[month - 1]!.replace(/^./, (c) => c.toUpperCase())} ${year}` : year;
}

/**
 * Date ranges written anywhere in free text ("Jan 2019 – Mar 2022", "2018 - Present",
 * "03/2020 - 05/2021", "يناير 2020 - حتى الآن"), each parsed with parseDateRange from the
 * canonical form the builder writes.
 */
export function findDateRanges(text: string): DateRange[] {
  const ranges: DateRange[] = [];
  for (const m of toWesternDigits(text).matchAll(RANGE)) {
    const start = canonicalPoint(m[1], m[2], m[3]!);
    const end = m[7] ? "Present" : canonicalPoint(m[4], m[5], m[6]!);
    const range = parseDateRange(`${start} - ${end}`);
    if (range) ranges.push(range);
  }
  return ranges;
}

const EN_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};
// Normalized Arabic (ة → ه, أ → ا) number words before سنوات/اعوام.
const AR_NUMBERS: Record<string, number> = {
  ثلاث: 3,
  ثلاثه: 3,
  اربع: 4,
  اربعه: 4,
  خمس: 5,
  خمسه: 5,
  ست: 6,
  سته: 6,
  سبع: 7,
  سبعه: 7,
  ثمان: 8,
  ثماني: 8,
  ثمانيه: 8,
  تسع: 9,
  تسعه: 9,
  عشر: 10,
  عشره: 10,
};

// "3+ years building REST APIs", "5 years with Java": years followed by the work they were spent on.
const EXPERIENCE_CUE =
  /experience|\bexp\b|work history|in a similar|professional|\b\d{1,2}\+?\s*(?:years?|yrs?)\s+(?:of|with|in|building|using|working|developing|designing|leading|managing|hands-on)\b|خبر|الخبره|مزاول/;
const EN_YEARS = new RegExp(
  `(?:\\b(\\d{1,2})(?:\\.\\d)?|\\b(${Object.keys(EN_NUMBERS).join("|")}))\\s*(?:\\(\\d+\\)\\s*)?(?:\\+\\s*)?(?:(?:-|to|or)\\s*(\\d{1,2})\\s*(?:\\+\\s*)?)?(?:years?|yrs?)\\b`,
  "g",
);
const AR_YEARS = new RegExp(
  `(?:(\\d{1,2})|(${Object.keys(AR_NUMBERS).join("|")}))\\s*(?:\\+\\s*)?(?:(?:-|الي|او|و)\\s*(\\d{1,2})\\s*)?(?:سنوات|سنين|سنه|اعوام|عام|سنة)`,
  "g",
);
const AR_DUAL = /سنتين|سنتان|عامين|عامان/;
const AR_ONE = /(?:لا تقل عن|لا يقل عن|على الاقل|اقل شي|اقلها)\s*(?:سنه|عام)(?!\s*\d)/;

/**
 * Years of experience stated in one sentence, or null: the lower bound of a range ("3-5 years",
 * "15-4 سنوات" as right-to-left sites write it), "5+ years", number words in both languages,
 * Arabic duals (سنتين). Only sentences that talk about experience count.
 */
export function statedYears(sentence: string): number | null {
  const text = normalizeText(sentence);
  if (!EXPERIENCE_CUE.test(text)) return null;
  let best: number | null = null;
  const consider = (a: number, b: number | undefined) => {
    const value = b !== undefined && b > 0 ? Math.min(a, b) : a;
    if (value >= 0 && value <= 40) best = best === null ? value : Math.max(best, value);
  };
  for (const m of text.matchAll(EN_YEARS)) {
    const a = m[1] ? Number(m[1]) : (EN_NUMBERS[m[2] ?? ""] ?? 0);
    consider(a, m[3] ? Number(m[3]) : undefined);
  }
  for (const m of text.matchAll(AR_YEARS)) {
    const a = m[1] ? Number(m[1]) : (AR_NUMBERS[m[2] ?? ""] ?? 0);
    consider(a, m[3] ? Number(m[3]) : undefined);
  }
  if (best === null && AR_DUAL.test(text)) best = 2;
  if (best === null && AR_ONE.test(text)) best = 1;
  return best;
}
