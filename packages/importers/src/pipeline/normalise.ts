import { toWesternDigits } from "@sira/schema";
import { bareRangePattern, trailingBareRangePattern } from "../pdf/resume-patterns";
import { cleanText } from "../pdf/resume-text/lines";
import { normaliseArabicText } from "./normalise-arabic";

// Stage "normalise" of the text pipeline: one line's text as the recognisers expect it. Control
// and direction marks out, presentation forms folded, Arabic extraction damage repaired
// (normalise-arabic.ts), and range dashes LaTeX and Europass PDFs lose put back.

/**
 * A date cell whose dash was lost ("Sep. 2023 Mar. 2024" → "Sep. 2023 – Mar. 2024"; also after
 * other periods and before an expected end, see trailingBareRangePattern); a soft hyphen
 * standing for the dash between two dates ("2019\u00AD2021") as an en dash.
 */
export function repairRangeDash(text: string): string {
  const dashed = text.replace(/(?<=\d)\s*\u00AD\s*(?=[\p{L}\d])/gu, " – ");
  const bare = bareRangePattern.exec(toWesternDigits(dashed));
  if (bare) return `${bare[1]} – ${bare[2]}`;
  // After other periods, or with an expected end: "Sep. 2013, Mar. 2011 – Oct. 2011",
  // "Mar. 2016 – Exp. Jun. 2017" (the range read as ending then).
  const trailing = trailingBareRangePattern.exec(toWesternDigits(dashed));
  return trailing ? `${trailing[1] ?? ""}${trailing[2]} – ${trailing[4]}` : dashed;
}

/**
 * A date cell whose range ends before it starts ("2024 - 2018", "05/2021 - 03/2019"): a range
 * written "2018 - 2024" in a right-to-left paragraph comes out of a PDF in visual order when the
 * cell has no Arabic letter to show its direction (LibreOffice and Word draw the later year on the
 * left). No range runs backwards, so its ends are swapped.
 */
export function unreverseDateRange(text: string): string {
  // "حتى الآن - 2020", "Present – 2019": a range cannot start at the present; drawn in visual order.
  const nowFirst = new RegExp(
    `^(${presentWords})\\s*([-–—])\\s*((?:\\S+\\s+)?(?:\\d{1,2}[/.-])?\\d{4})$`,
    "iu",
  ).exec(text.trim());
  if (nowFirst) return `${nowFirst[3]} ${nowFirst[2]} ${nowFirst[1]}`;
  const m = /^((?:(\d{1,2})[/.-])?(\d{4}))(\s*[-–—]\s*)((?:(\d{1,2})[/.-])?(\d{4}))$/u.exec(text.trim());
  if (!m) return text;
  const start = Number(m[3]) * 12 + Number(m[2] ?? 0);
  const end = Number(m[7]) * 12 + Number(m[6] ?? 0);
  return start > end ? `${m[5]}${m[4]}${m[1]}` : text;
}

/**
 * An e-mail set with letter spacing, which pdf.js reads as words of a letter or three ("s ar ah. t
 * hom ps on@ exam pl e. c om"): a cell of e-mail characters only, with an "@", whose pieces average
 * three letters or fewer, is the e-mail without its spaces. Words ("write to me@x.io") are longer.
 */
export function rejoinSpacedEmail(text: string): string {
  if (!text.includes("@") || text.length > 160) return text;
  const trimmed = text.trim();
  const lead = /^\W*/u.exec(trimmed)?.[0] ?? "";
  const rest = trimmed.slice(lead.length);
  if (!/^[\w.+@-]+(?: [\w.+@-]+)+$/u.test(rest)) return text;
  const pieces = rest.split(" ");
  let joined = pieces.join("");
  while (joined.endsWith(".")) joined = joined.slice(0, -1);
  if (pieces.length < 4 || joined.length / pieces.length > 3.5) return text;
  if (!/^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}$/.test(joined)) return text;
  return `${lead}${joined}`;
}

/** The Hijri months, as CVs spell them ("محرم 1440هـ", "ذو الحجة 1439هـ"). */
const hijriMonths =
  "محرم|صفر|ربيع الأول|ربيع الاول|ربيع الثاني|ربيع الآخر|ربيع الاخر|جمادى الأولى|جمادى الاولى|جمادى الآخرة|جمادى الاخرة|جمادى الثانية|رجب|شعبان|رمضان|شوال|ذو القعدة|ذي القعدة|ذو الحجة|ذي الحجة";
/** A Hijri date ("1440هـ", "1440/05/01هـ", "رجب 1438هـ"; the year 1300–1499 with its mark). */
const hijriDate = `(?:(?:${hijriMonths})\\s+)?(?:\\d{1,2}[/.-]){0,2}1[34]\\d{2}(?:[/.-]\\d{1,2}){0,2}\\s*(?:هـ|ه)(?![\\p{L}])`;
const presentWords = "حتى الآن|حتى الان|الآن|حاليا|حاليًا|للآن|present|now";
/** A Hijri date or period ("1435هـ - 1440هـ", "1440هـ - حتى الآن", "1436 - 1438هـ": one mark for both). */
export const hijriPeriod = `(?:1[34]\\d{2}\\s*[-–—]\\s*${hijriDate}|${hijriDate}(?:\\s*[-–—]\\s*(?:${hijriDate}|${presentWords}))?)`;
const hijriThenGregorian = new RegExp(`${hijriPeriod}\\s*\\(([^()]*?(?:19|20)\\d{2}[^()]*)\\)`, "iu");
const gregorianThenHijri = new RegExp(`\\(\\s*${hijriPeriod}\\s*\\)`, "iu");

/**
 * Dates written in both calendars, as Saudi CVs often give them: the Gregorian period kept, the
 * Hijri one dropped ("1440هـ - حتى الآن (2019م - حتى الآن)", "2014 - 2019 (1435هـ - 1440هـ)" →
 * "2019 - حتى الآن", "2014 - 2019"), and the "م" (ميلادي) after a Gregorian year taken off. A
 * Hijri date alone stays as written.
 */
export function preferGregorian(text: string): string {
  if (!/[هم]/u.test(text)) return text;
  let t = text.replace(/(?<![\d/])((?:19|20)\d{2})\s?م(?![\p{L}])/gu, "$1");
  t = t.replace(hijriThenGregorian, (_, gregorian: string) => gregorian.trim());
  if (/(?:19|20)\d{2}/.test(t.replace(gregorianThenHijri, "")))
    t = t.replace(gregorianThenHijri, "").replace(/ {2,}/g, " ").trim();
  return t;
}

/** One end of a "from … to …" period: a year with up to two month words before it, or "now". */
const fromToEnd = "(?:\\p{L}+\\s+){0,2}?(?:\\d{1,2}\\s*[/.-]\\s*)?\\d{4}(?: ?(?:هـ|ه|م))?(?![\\p{L}\\d])";
const fromToNow =
  "الآن|الان|تاريخه|حتى تاريخه|اليوم|الوقت الحاضر|الوقت الحالي|حاليا|حاليًا|present|now|date|today";
const fromToPattern = new RegExp(
  `(^|[\\s:：(])(?:من|from)\\s+(?:(?:عام|سنة|year)\\s+)?(${fromToEnd})\\s+(?:إلى|الى|حتى|لغاية|ولغاية|to|till|until)\\s+(?:(?:عام|سنة|year)\\s+)?(${fromToEnd}|${fromToNow})(?![\\p{L}\\d])`,
  "iu",
);

/**
 * A period written as a phrase, "من كانون الثاني 2019 إلى الآن", "من عام 2015 حتى 2018", "from
 * 2015 to 2019" (Arabic CVs write most periods so): the two ends with a dash between them, as the
 * date recognisers read a range ("كانون الثاني 2019 - الآن").
 */
export function fromToRange(text: string): string {
  if (!/من|from/i.test(text)) return text;
  return text.replace(
    fromToPattern,
    (_, lead: string, start: string, end: string) => `${lead}${start.trim()} - ${end.trim()}`,
  );
}

/**
 * A date range glued to the word before it ("and Minerals2009 – 2014": LibreOffice drops Word's
 * absolute tab, so nothing is left between the text and its right-aligned dates): a space between.
 */
export function ungluedRange(text: string): string {
  return text.replace(
    /(?<=\p{L})((?:19|20)\d{2}\s*[-–—]\s*(?:(?:19|20)\d{2}|present|now|current)\s*)$/iu,
    " $1",
  );
}

/** The normalisation stage on one line (see the file comment). */
export function normaliseLine(text: string): string {
  return rejoinSpacedEmail(
    unreverseDateRange(
      repairRangeDash(ungluedRange(fromToRange(preferGregorian(normaliseArabicText(cleanText(text)))))),
    ),
  );
}
