import { type Line, sameRow } from "../pdf/resume-text/lines";
import { recognitionKey } from "./normalise-arabic";

// Stage "blocks": label/value personal rows ("Nationality: Saudi", "الجنسية | سعودي" in a Word
// table) taken out of the line stream before sections are read, so they are kept as personal
// fields (basics.customFields, label as written) and never read as jobs or schools. Contact labels
// (phone, e-mail, address) stay in the stream: the basics stage reads them.

/** Personal labels Gulf CVs use, compared by recognitionKey (Arabic) or lower case. */
const personalLabels = new Set(
  [
    "الجنسية",
    "تاريخ الميلاد",
    "مكان الميلاد",
    "مكان وتاريخ الميلاد",
    "تاريخ ومكان الميلاد",
    "الحالة الاجتماعية",
    "الحالة الإجتماعية",
    "الجنس",
    "النوع",
    "الديانة",
    "الدين",
    "العمر",
    "السن",
    "رقم الهوية",
    "رقم الهوية الوطنية",
    "رقم الإقامة",
    "نوع الإقامة",
    "حالة الإقامة",
    "الإقامة",
    "رقم الجواز",
    "رقم جواز السفر",
    "رخصة القيادة",
    "رخصة السياقة",
    "الخدمة العسكرية",
    "الطول",
    "الوزن",
    "فترة الإشعار",
    "تاريخ الانضمام المتوقع",
    "nationality",
    "date of birth",
    "birth date",
    "birthdate",
    "dob",
    "d.o.b",
    "place of birth",
    "marital status",
    "civil status",
    "gender",
    "sex",
    "religion",
    "age",
    "visa status",
    "visa",
    "iqama",
    "iqama status",
    "iqama no",
    "residency",
    "residence status",
    "residency status",
    "driving license",
    "driving licence",
    "driver's license",
    "driver license",
    "military service",
    "passport no",
    "passport number",
    "national id",
    "id number",
    "notice period",
    "availability",
  ].map((label) => labelKey(label)),
);

/**
 * Labels of where the person lives, written among the personal rows ("المدينة: جدة", "مكان
 * الإقامة: الشارقة", "City: Dubai"): the résumé's location (see isLocationLabel).
 */
const locationLabels = new Set(
  [
    "المدينة",
    "مكان الإقامة",
    "محل الإقامة",
    "الإقامة الحالية",
    "مكان السكن",
    "السكن",
    "الإمارة",
    "city",
    "current location",
    "place of residence",
    "residence",
  ].map((label) => labelKey(label)),
);

/** True when a personal row's label names where the person lives (its value is the location). */
export function isLocationLabel(label: string): boolean {
  return locationLabels.has(labelKey(label));
}

/** The text without the colons, dots and spaces at its end (no regex: linear on any input). */
function trimLabelEnd(text: string): string {
  let end = text.length;
  while (end > 0 && ".:： \t\n".includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

function labelKey(text: string): string {
  return trimLabelEnd(recognitionKey(text))
    .replace(/[^\p{L}\p{N}' ]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The label of a personal row, as written (without its colon), or undefined. */
export function personalLabel(text: string): string | undefined {
  const label = trimLabelEnd(text).trim();
  const key = labelKey(label);
  return label.length <= 40 && (personalLabels.has(key) || locationLabels.has(key)) ? label : undefined;
}

export interface PersonalRow {
  label: string;
  value: string;
}

/**
 * The personal rows of the lines and the lines without them. A row is "label: value" on one line,
 * or a label cell with its value cell on the same row of the page (either order: a right-to-left
 * table read in visual order puts the value first).
 */
export function takePersonalRows<T extends Line>(lines: readonly T[]): { rows: PersonalRow[]; lines: T[] } {
  const rows: PersonalRow[] = [];
  const taken = new Set<number>();
  lines.forEach((line, i) => {
    if (taken.has(i)) return;
    // An icon or bullet before the label ("◆ Nationality: British") is no part of it.
    const colon = /^([^:：]{1,40})[:：]\s*(\S.*)$/u.exec(line.text.replace(/^[^\p{L}\p{N}]{1,3}\s*/u, ""));
    if (colon) {
      const label = personalLabel(colon[1]!);
      if (label) {
        rows.push({ label, value: colon[2]!.trim() });
        taken.add(i);
      }
      return;
    }
    const label = personalLabel(line.text);
    if (!label) return;
    const next = lines[i + 1];
    const previous = lines[i - 1];
    const partner =
      next && !taken.has(i + 1) && sameRow(line, next) && !personalLabel(next.text)
        ? i + 1
        : previous && !taken.has(i - 1) && sameRow(line, previous) && !personalLabel(previous.text)
          ? i - 1
          : undefined;
    // A table read column by column (a PDF grid): the value cell elsewhere on the label's row.
    const across =
      partner ??
      (() => {
        const found = lines.findIndex(
          (other, j) =>
            j !== i &&
            !taken.has(j) &&
            other.page === line.page &&
            sameRow(line, other) &&
            !personalLabel(other.text) &&
            !/^[^:：]{1,40}[:：]/.test(other.text),
        );
        return found >= 0 ? found : undefined;
      })();
    if (across === undefined) return;
    rows.push({ label, value: lines[across]!.text.replace(/^[:：]\s*/, "").trim() });
    taken.add(i);
    taken.add(across);
  });
  return { rows, lines: lines.filter((_, i) => !taken.has(i)) };
}
