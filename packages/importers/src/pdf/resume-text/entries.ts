import { toWesternDigits } from "@sira/schema";
import { entryLabel } from "../../pipeline/entry-labels";
import {
  hasDegreeWord,
  hasInstitutionWord,
  isTitleText,
  singleDatePattern,
  urlPattern,
} from "../resume-patterns";
import { extractDate, isPlaceLine } from "./date-place";
import {
  bulletPattern,
  joinWrapped,
  type Line,
  sameRow,
  sameSize,
  scorePattern,
  splitParts,
  timeSpanPattern,
} from "./lines";

// Entries of a section whose header lines are followed by bullets or body text (experience,
// education, projects, references): where one entry ends and the next starts.

export interface Entry {
  head: string[];
  date: string;
  location: string;
  bullets: string[];
  body: string[];
  links: string[];
}

const newEntry = (): Entry => ({ head: [], date: "", location: "", bullets: [], body: [], links: [] });

/**
 * Group the lines of a section into entries: a non-bullet line after an entry's body starts a new
 * entry; dates and locations found on header lines are taken out; bullets and their wrapped
 * continuation lines become the entry's bullets.
 */
export function splitEntries(lines: readonly Line[], allowSingleDate: boolean): Entry[] {
  const entries: Entry[] = [];
  const widest = Math.max(0, ...lines.map(width));
  let entry = newEntry();
  let bulletX: number | undefined;
  let headX: number | undefined;
  // The date's cell: a short line later aligned with it in the same size is the place ("Riyadh").
  let dateCell: Line | undefined;
  // The header line with the entry's date opens with it (see below).
  let datedFromLeft = false;
  // The entry's date came on a line of its own under its one-line header ("فني صيانة - شركة
  // المراعي" / "2019 - 2022"), not beside it.
  let datedBelowHead = false;
  let lastHead: Line | undefined;
  const close = () => {
    if (entry.head.length || entry.bullets.length || entry.body.length || entry.date) entries.push(entry);
    entry = newEntry();
    bulletX = undefined;
    dateCell = undefined;
    datedFromLeft = false;
    datedBelowHead = false;
    lastHead = undefined;
  };
  const dateArrives = (line: Line) => {
    datedBelowHead = entry.head.length === 1 && lastHead !== undefined && !sameRow(line, lastHead);
  };
  for (const [index, line] of lines.entries()) {
    const text = line.text;
    if (timeSpanPattern.test(text)) continue;
    const only = extractDate(text, true);
    if (only && !only.rest) {
      // A date alone in its cell: the date column of the current entry, or the start of the next.
      if (!entry.date && !(entry.head.length === 0 && entry.bullets.length)) {
        entry.date = only.date;
        dateCell = line;
        dateArrives(line);
        continue;
      }
      if (entry.date) close();
      entry.date = only.date;
      dateCell = line;
      continue;
    }
    // A label/value line ("المسمى الوظيفي: محاسب", "Degree: …") is a header line, never the place
    // or the text; a label the entry already has opens the next entry.
    const label = entryLabel(text);
    if (label && label.role !== "dates") {
      const has = entry.head.some((h) => entryLabel(h)?.role === label.role);
      if (has || entry.bullets.length || entry.body.length) close();
      entry.head.push(text);
      lastHead = line;
      headX = line.x;
      continue;
    }
    // A numbered header after one numbered before it ("1) فني كهرباء – …" then "2) متدرب …").
    const ordinal = headOrdinal(text);
    if (ordinal !== undefined && entry.head.length && headOrdinal(entry.head[0]!) === ordinal - 1) {
      close();
      entry.head.push(text);
      lastHead = line;
      headX = line.x;
      continue;
    }
    if (
      dateCell &&
      !entry.location &&
      !entry.bullets.length &&
      !sameRow(line, dateCell) &&
      // The date on a line of its own where the header starts is no column: the line under it,
      // aligned the same way, is the header's next line ("شركة الواحة للتجزئة" under "2021 - حتى الآن").
      !(lastHead && !sameRow(lastHead, dateCell) && alignedStart(lastHead, dateCell)) &&
      sameSize(line.fontSize, dateCell.fontSize) &&
      ((line.x0 !== undefined && dateCell.x0 !== undefined && Math.abs(line.x0 - dateCell.x0) < 2) ||
        (line.xEnd !== undefined &&
          dateCell.xEnd !== undefined &&
          Math.abs(line.xEnd - dateCell.xEnd) < 2)) &&
      text.split(/\s+/).length <= 4 &&
      // "Trinity College Dublin" under a date on the left names the school, not a place.
      !hasInstitutionWord(text) &&
      !bulletPattern.test(text) &&
      !urlPattern.test(text) &&
      !scorePattern.test(toWesternDigits(text))
    ) {
      entry.location = text;
      continue;
    }
    if (!entry.location && entry.head.length && isPlaceLine(text) && !bulletPattern.test(text)) {
      entry.location = text;
      continue;
    }
    const next = lines[index + 1];
    const startsDatedRow =
      next !== undefined && sameRow(next, line) && extractDate(next.text, true)?.rest === "";
    // A row of a name and a place cell ("Kasa …… Seoul, S.Korea") after a header with its date
    // and place opens the next entry too, bullets or not (a job without bullets before a page
    // break). Without a place yet, the row is the header's next line ("Web Developer …… San Jose").
    const startsPlacedRow =
      entry.location !== "" &&
      next !== undefined &&
      sameRow(next, line) &&
      isPlaceLine(next.text) &&
      !isPlaceLine(text) &&
      !extractDate(text, true);
    if (
      (startsDatedRow || startsPlacedRow) &&
      !bulletPattern.test(text) &&
      (entry.bullets.length || entry.body.length || (entry.head.length && entry.date))
    ) {
      close();
    }
    const bullet = bulletPattern.exec(text);
    if (bullet && text.length > bullet[0].length) {
      entry.bullets.push(text.slice(bullet[0].length).trim());
      bulletX = line.x;
      continue;
    }
    const lastBullet = entry.bullets.length - 1;
    const dated =
      extractDate(text, allowSingleDate && !entry.date) ??
      (allowSingleDate && entry.date && startsWithDate(line, headX) ? extractDate(text, true) : undefined);
    if (lastBullet >= 0 && !dated && isContinuation(line, entry.bullets[lastBullet]!, bulletX, headX)) {
      entry.bullets[lastBullet] = joinWrapped(entry.bullets[lastBullet]!, text);
      continue;
    }
    if (entry.bullets.length || (entry.body.length && !dated)) {
      if (
        !(
          entry.body.length &&
          (isContinuationOfBody(line, entry, headX) || fillsColumn(lines[index - 1], line, entry, widest))
        )
      )
        close();
      else {
        entry.body.push(text);
        continue;
      }
    }
    if (dated) {
      if (entry.date && entry.head.length) close();
      // A date column on the left ("July 2023 Sparse Mixture…", moderncv): the text right of the
      // date starts further in than the line, so indentation under it says nothing.
      datedFromLeft = singleDatePattern.exec(toWesternDigits(text.trim()))?.index === 0;
      entry.date = dated.date;
      if (dated.rest) placeHeadText(entry, dated.rest);
      else dateArrives(line);
      headX ??= line.x;
      continue;
    }
    // A line with a place beside it on its row ("R.O.K Cyber Command, MND …… Seoul") is the
    // organisation, the cell beside it the place.
    if (
      !entry.location &&
      isPlaceLine(text) &&
      !startsPlacedRow &&
      !(next && sameRow(next, line) && isPlaceLine(next.text))
    ) {
      entry.location = text;
      continue;
    }
    // A line set in from a dated header by more than a font size and a half is the entry's text
    // (a list item whose marker the PDF did not keep: LibreOffice draws some as images), not a
    // header line: "Commissioned chilled water systems" under "Mechanical Engineer, Orascom (2012 - 2018)".
    if (
      entry.date &&
      entry.head.length &&
      !datedFromLeft &&
      headX !== undefined &&
      line.x !== undefined &&
      line.x > headX + 1.5 * (line.fontSize ?? 10)
    ) {
      // In the other script than the header (a bilingual CV's Arabic under an English job, set
      // flush right): its translation, body text; the list items' indent is not its.
      if (otherScript(text, entry.head[0]!)) {
        entry.body.push(text);
        continue;
      }
      entry.bullets.push(text);
      bulletX = line.x;
      continue;
    }
    const words = text.split(/\s+/).length;
    if (
      (entry.head.length >= 1 && entry.date && words > 6) ||
      words > 14 ||
      (/[.!]$/.test(text) && words > 8)
    ) {
      entry.body.push(text);
      continue;
    }
    // A second degree under a dated entry that has one ("ماجستير …" / "جامعة … | 2016 - 2018" /
    // "بكالوريوس …"): the next school's entry, whose date comes on its own next line.
    if (entry.head.length >= 3 || (entry.date && hasDegreeWord(text) && entry.head.some(hasDegreeWord))) {
      close();
    }
    // Entries without bullets, each a "title - company" line and its date under it: a second such
    // line after the date is the next entry's header, not the first one's second line.
    else if (
      datedBelowHead &&
      entry.date &&
      splitParts(entry.head[0] ?? "").length >= 2 &&
      splitParts(text).length >= 2
    ) {
      close();
    }
    entry.head.push(text);
    lastHead = line;
    headX = line.x;
    datedFromLeft = false;
  }
  close();
  return entries;
}

/** Two lines start at the same edge (x is measured from the right in a right-to-left CV). */
function alignedStart(a: Line, b: Line): boolean {
  return a.x !== undefined && b.x !== undefined && Math.abs(a.x - b.x) < 2;
}

/** The number before a header ("2) …", "3- …", "٤. …"), or undefined. */
function headOrdinal(text: string): number | undefined {
  const m = /^\s*\(?([\d\u0660-\u0669]{1,2})\s*[).-]\s+\p{L}/u.exec(text);
  return m ? Number(toWesternDigits(m[1]!)) : undefined;
}

/** One text all Arabic letters and the other all Latin ones. */
function otherScript(a: string, b: string): boolean {
  const arabic = (t: string) => /\p{Script=Arabic}/u.test(t) && !/[A-Za-z]/.test(t);
  const latin = (t: string) => /[A-Za-z]/.test(t) && !/\p{Script=Arabic}/u.test(t);
  return (arabic(a) && latin(b)) || (latin(a) && arabic(b));
}

/**
 * A line that opens with a date where the entry's header starts, or left of it: the date column of
 * a layout that puts dates on the left ("Dec 2022 Neural Architecture Search…"), so the next entry.
 */
function startsWithDate(line: Line, headX: number | undefined): boolean {
  if (line.x === undefined || headX === undefined || line.x > headX + 1) return false;
  return singleDatePattern.exec(toWesternDigits(line.text.trim()))?.index === 0;
}

function placeHeadText(entry: Entry, text: string): void {
  if (!entry.location && isPlaceLine(text)) entry.location = text;
  // The header's wrapped end before its dates ("… University of Petroleum" / "and Minerals 2009 –
  // 2014"): a lower-case word does not open a header line, it goes on the one before.
  else if (entry.head.length && /^\p{Ll}{2,}\s/u.test(text))
    entry.head[entry.head.length - 1] = `${entry.head[entry.head.length - 1]} ${text}`;
  else entry.head.push(text);
}

function isContinuation(
  line: Line,
  previous: string,
  bulletX: number | undefined,
  headX: number | undefined,
): boolean {
  if (line.x !== undefined && bulletX !== undefined) {
    // A wrapped line starts where the bullet's text does, just past the marker; a line much
    // further in is a centred heading of the next entry (kakuna), not the rest of the bullet.
    const markerRoom = 3 * (line.fontSize ?? 10);
    if (line.x > bulletX + markerRoom) return false;
    if (line.x > bulletX + 1) return headX === undefined || line.x > headX + 1 || line.x > bulletX + 3;
    return false;
  }
  return /^[\p{Ll}(]/u.test(line.text) || /[-\u00AD,]$/.test(previous);
}

const width = (line: Line) =>
  line.x0 !== undefined && line.xEnd !== undefined ? Math.max(0, line.xEnd - line.x0) : 0;

/**
 * The line before was a paragraph's line that wrapped: the entry's last body line, as wide as the
 * section's widest lines (a justified or full line, right to left too, where no indentation or
 * letter case shows the wrap) and ending mid-sentence.
 */
function fillsColumn(previous: Line | undefined, line: Line, entry: Entry, widest: number): boolean {
  if (!previous || widest <= 0 || previous.text !== entry.body[entry.body.length - 1]) return false;
  return (
    width(previous) >= widest * 0.9 &&
    previous.text.trim().split(/\s+/).length >= 8 &&
    !/[.!?؟:]$/.test(previous.text.trim()) &&
    // Not the next entry's title, nor a translation in the other script (a bilingual CV).
    !isTitleText(line.text) &&
    !otherScript(previous.text, line.text)
  );
}

function isContinuationOfBody(line: Line, entry: Entry, headX: number | undefined): boolean {
  // A sentence wrapped onto a line flush with the header (a paragraph set at the header's edge):
  // the line goes on in lower case after a line that ended mid-sentence.
  const last = entry.body[entry.body.length - 1] ?? "";
  if (/^\p{Ll}/u.test(line.text) && /[\p{L},]$/u.test(last)) return true;
  if (line.x !== undefined && headX !== undefined) return line.x > headX + 1;
  return /^[\p{Ll}(]/u.test(line.text) || /[-\u00AD,]$/.test(entry.body[entry.body.length - 1] ?? "");
}
