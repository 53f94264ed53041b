import { toWesternDigits } from "@sira/schema";
import { bareRangePattern } from "../pdf/resume-patterns";
import { cleanText } from "../pdf/resume-text/lines";
import { normaliseArabicText } from "./normalise-arabic";

// Stage "normalise" of the text pipeline: one line's text as the recognisers expect it. Control
// and direction marks out, presentation forms folded, Arabic extraction damage repaired
// (normalise-arabic.ts), and range dashes LaTeX and Europass PDFs lose put back.

/**
 * A date cell whose dash was lost ("Sep. 2023 Mar. 2024" → "Sep. 2023 – Mar. 2024"); a soft hyphen
 * standing for the dash between two dates ("2019\u00AD2021") as an en dash.
 */
export function repairRangeDash(text: string): string {
  const dashed = text.replace(/(?<=\d)\s*\u00AD\s*(?=[\p{L}\d])/gu, " – ");
  const bare = bareRangePattern.exec(toWesternDigits(dashed));
  return bare ? `${bare[1]} – ${bare[2]}` : dashed;
}

/** The normalisation stage on one line (see the file comment). */
export function normaliseLine(text: string): string {
  return repairRangeDash(normaliseArabicText(cleanText(text)));
}
