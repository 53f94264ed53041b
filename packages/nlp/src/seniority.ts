import { normalizeText } from "./normalize";
import type { Seniority } from "./types";

/**
 * Seniority from title words and years: intern (internship, trainee, تدريب تعاوني), entry
 * (junior, graduate, حديث التخرج), above (senior, lead, manager, head, director, مدير، رئيس،
 * أول), mid (mid-level); otherwise from years: under 3 entry, 3 to 7 mid, 8 and more above.
 */

const INTERN =
  /\b(?:intern|internship|trainee|co-?op|apprentice)\b|متدرب|تدريب تعاوني|تدريب منتهي بالتوظيف|تمهير/;
const ENTRY =
  /\b(?:junior|jr|entry[- ]level|graduate|fresh graduate|fresher|new grad|no experience)\b|حديث التخرج|حديثي التخرج|حديثه التخرج|مبتدي|بدون خبره|لا يشترط الخبره|لا تشترط الخبره/;
const ABOVE =
  /\b(?:senior|sr|lead|principal|head|manager|director|chief|vp|vice president|supervisor|team leader|architect)\b|مدير|مديره|رئيس|قائد|مشرف|مشرفه|اول\b|كبير/;
const MID = /\b(?:mid[- ]level|intermediate|mid[- ]senior|experienced)\b|متوسط الخبره|ذو خبره/;

/** Seniority named by words alone (title or text), or null. Intern beats the others. */
export function seniorityFromWords(text: string): Seniority | null {
  const t = normalizeText(text);
  if (INTERN.test(t)) return "intern";
  if (ENTRY.test(t)) return "entry";
  if (ABOVE.test(t)) return "above";
  if (MID.test(t)) return "mid";
  return null;
}

/** Seniority that a number of years of experience suggests. */
export function seniorityFromYears(years: number): Seniority {
  if (years >= 8) return "above";
  if (years >= 3) return "mid";
  return "entry";
}
