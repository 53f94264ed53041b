import { limits } from "@sira/schema/constants";
import { type DateRange, formatDateRange, type MonthYear, parseDateRange } from "@sira/schema/dates";

/**
 * The date picker's model. The stored text stays the canonical English form of
 * @sira/schema/dates ("Jan 2020 - Mar 2023", "Jan 2020 - Present", "2020"); templates show it in
 * the resume's language.
 */

export type DateMode = "single" | "range" | "present";

export interface PartialMonthYear {
  /** 1-12, undefined when only the year is given. */
  month?: number;
  year?: number;
}

export interface DateValue {
  mode: DateMode;
  start: PartialMonthYear;
  end: PartialMonthYear;
}

export type DateError = "yearRequired" | "yearRange" | "endBeforeStart";

export const emptyDateValue: DateValue = { mode: "single", start: {}, end: {} };

/** Years the picker offers, newest first: the current year down to 1950. */
export function pickerYears(now = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= limits.yearMin; y--) years.push(y);
  return years;
}

/** The picker's state for a stored text; undefined when the text is not a date the picker knows. */
export function parseDateValue(text: string): DateValue | undefined {
  if (!text.trim()) return { ...emptyDateValue };
  const range = parseDateRange(text);
  if (!range) return undefined;
  if (range.end === undefined) return { mode: "single", start: { ...range.start }, end: {} };
  if (range.end === "present") return { mode: "present", start: { ...range.start }, end: {} };
  return { mode: "range", start: { ...range.start }, end: { ...range.end } };
}

const toIndex = (value: MonthYear) => value.year * 12 + (value.month ?? 1);

function yearError(value: PartialMonthYear, now: Date): DateError | undefined {
  if (value.year === undefined) return "yearRequired";
  if (value.year < limits.yearMin || value.year > now.getFullYear()) return "yearRange";
  return undefined;
}

/**
 * Errors of each end (spec §4/§5): years from 1950 to the current year; in range mode the end may
 * not be earlier than the start. An untouched picker (no start year, single mode) is valid: the
 * date is optional.
 */
export function validateDateValue(
  value: DateValue,
  now = new Date(),
): { start?: DateError; end?: DateError } {
  const isEmpty =
    value.mode === "single" && value.start.year === undefined && value.start.month === undefined;
  if (isEmpty) return {};
  const errors: { start?: DateError; end?: DateError } = {};
  const start = yearError(value.start, now);
  if (start) errors.start = start;
  if (value.mode === "range") {
    const end = yearError(value.end, now);
    if (end) errors.end = end;
    else if (!start && toIndex(value.end as MonthYear) < toIndex(value.start as MonthYear))
      errors.end = "endBeforeStart";
  }
  return errors;
}

/** The canonical text of a valid value ("" when empty); undefined while it has errors. */
export function formatDateValue(value: DateValue, now = new Date()): string | undefined {
  const errors = validateDateValue(value, now);
  if (errors.start || errors.end) return undefined;
  if (value.start.year === undefined) return "";
  const start: MonthYear = { year: value.start.year, month: value.start.month };
  const range: DateRange = { start };
  if (value.mode === "present") range.end = "present";
  if (value.mode === "range" && value.end.year !== undefined)
    range.end = { year: value.end.year, month: value.end.month };
  return formatDateRange(range, "en");
}

/** Switch mode; Present clears the end date (spec §4). */
export function withMode(value: DateValue, mode: DateMode): DateValue {
  return { mode, start: value.start, end: mode === "range" ? value.end : {} };
}
