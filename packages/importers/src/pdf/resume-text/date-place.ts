import { formatDateRange, parseMonthYear, toWesternDigits } from "@sira/schema";
import { hijriPeriod } from "../../pipeline/normalise";
import { shortText } from "../../text";
import {
  canonicalDateToken,
  dateRangePattern,
  earlierPeriodsPattern,
  isLocationText,
  singleDatePattern,
} from "../resume-patterns";
import { splitParts } from "./lines";

const hijriPattern = new RegExp(`(?<![\\p{L}\\d])${hijriPeriod}`, "iu");

// Dates and places inside a line of text: taken out of entry headers and contact lines.

/** A date range or single date inside a text, canonical, with the text around it. */
export function extractDate(text: string, allowSingle: boolean): { date: string; rest: string } | undefined {
  const western = toWesternDigits(text);
  // A Hijri date or period ("1435هـ - 1440هـ"): the date as written (no month to canonicalise
  // in another calendar; a Gregorian period beside it was kept instead, see preferGregorian).
  const hijri = hijriPattern.exec(western);
  if (hijri && (allowSingle || /[-–—]/.test(hijri[0])))
    return {
      date: shortText(hijri[0].trim()),
      rest: tidyRest(`${western.slice(0, hijri.index)} ${western.slice(hijri.index + hijri[0].length)}`),
    };
  const range = dateRangePattern.exec(western);
  if (range) {
    const start = parseMonthYear(canonicalDateToken(range[1]!));
    const endToken = range[2]!;
    const endIsPresent = !/\d/.test(endToken);
    const end = endIsPresent ? "present" : parseMonthYear(canonicalDateToken(endToken));
    const after = western.slice(range.index + range[0].length);
    // "Sep. 2013, Mar. 2011 – Oct. 2011": a job of several periods keeps them all, as written
    // (one range could not say it; the text is shown as it is).
    const before = western.slice(0, range.index);
    const earlier = earlierPeriodsPattern.exec(before);
    if (earlier)
      return {
        date: shortText(`${earlier[1]!.trim()} ${range[0]}`.replace(/\s+/g, " ")),
        rest: tidyRest(`${before.slice(0, earlier.index)} ${after}`),
      };
    const rest = `${before} ${after}`;
    if (start && end) return { date: formatDateRange({ start, end }, "en"), rest: tidyRest(rest) };
    return { date: shortText(range[0]), rest: tidyRest(rest) };
  }
  // A season alone in its cell ("Summer 2022", an internship's date in open-resume): the date as
  // written (a season is no month to canonicalise).
  const season = /^(spring|summer|fall|autumn|winter)\s+(\d{4})$/i.exec(western.trim());
  if (season && Number(season[2]) >= 1950 && Number(season[2]) <= new Date().getFullYear() + 8)
    return {
      date: `${season[1]![0]!.toUpperCase()}${season[1]!.slice(1).toLowerCase()} ${season[2]}`,
      rest: "",
    };
  if (!allowSingle) return undefined;
  const single = singleDatePattern.exec(western);
  if (!single) return undefined;
  const value = parseMonthYear(canonicalDateToken(single[1]!));
  if (!value || value.year < 1950 || value.year > new Date().getFullYear() + 8) return undefined;
  const rest = `${western.slice(0, single.index)} ${western.slice(single.index + single[0].length)}`;
  return { date: formatDateRange({ start: value }, "en"), rest: tidyRest(rest) };
}

function tidyRest(text: string): string {
  const rest = text
    .replace(/\(\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,|·•—–:;-]+|(?<![\s,|·•—–:;(-])[\s,|·•—–:;(-]+$/g, "")
    .trim();
  // "Expected Graduation: June 2016", "تاريخ التخرج: 2015": the date's own label, no header text.
  return dateLabel.test(rest) ? "" : rest;
}
const dateLabel =
  /^(?:(?:expected|anticipated)\s+)?(?:graduation|graduated|graduating|completion|completed)(?:\s+date)?$|^(?:expected|anticipated|dates?|period|duration)$|^(?:تاريخ|سنة|عام)\s+(?:التخرج|التخرّج)$|^(?:التخرج|الفترة|المدة|التاريخ)$/i;

/**
 * A line that is a place and nothing else. "Google DeepMind – London, UK" names a place but is an
 * entry's header (organisation – place): every part split at strong separators must be a place.
 */
export function isPlaceLine(text: string): boolean {
  return splitParts(text).every((part) => isLocationText(part)) && isLocationText(text);
}

/**
 * Takes the place off the end of a header split at its strong separators ("Co-Founder & CTO, Nexus
 * AI" | "San Francisco, CA"), when a part before it is not a place too; answers the place.
 */
export function popTrailingPlace(parts: string[]): string | undefined {
  if (parts.length < 2 || !isLocationText(parts[parts.length - 1]!) || isLocationText(parts[0]!)) return;
  return parts.pop();
}

/**
 * An organisation or title with the place after its last commas ("Northwind Traders, Austin, TX",
 * "شركة الأفق للتقنية، الرياض", "محلل أعمال، دبي"): the text before the place and the place, taking
 * the longest trailing place whose lead is not a place itself; undefined when there is none.
 */
export function splitTrailingPlace(text: string): { lead: string; place: string } | undefined {
  const commas = [...text.matchAll(/(?<!\s)\s*[,،]\s*/g)];
  for (const comma of commas) {
    const at = comma.index ?? 0;
    const lead = text.slice(0, at).trim();
    const place = text.slice(at + comma[0].length).trim();
    if (!lead || !place || !/\p{L}{2}/u.test(lead)) continue;
    if (isLocationText(place) && !isLocationText(lead)) return { lead, place };
  }
  return undefined;
}

export function isPlacePart(text: string): boolean {
  return /^\p{Lu}{2,3}$/u.test(text) || isLocationText(text) || /^(anywhere|remote)$/i.test(text);
}
