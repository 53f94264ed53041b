import { toWesternDigits } from "@sira/schema";
import { toHref } from "../../text";
import { extractDate } from "./date-place";
import {
  bulletPattern,
  isUrlOnly,
  joinWrapped,
  keywordSeparator,
  type Line,
  sameSize,
  scorePattern,
} from "./lines";

// Entries of a section set as stacks of lines told apart by font size (certifications, awards,
// projects, publications, education in some templates).

interface StackedEntry {
  title: string[];
  subtitle: string;
  date: string;
  url: string;
  /** Title-size lines between the title and the URL or bullets (a project's description). */
  lead: string[];
  summary: string[];
  bullets: string[];
  keywords: string[];
  /** A grade alone in its cell ("3.8 / 4", "GPA 3.8"). */
  score: string;
}

const newStacked = (): StackedEntry => ({
  title: [],
  subtitle: "",
  date: "",
  url: "",
  lead: [],
  summary: [],
  bullets: [],
  keywords: [],
  score: "",
});

/**
 * Entries printed as a stack of lines told apart by font size: a title (one or more wrapped lines
 * in the section's first size), a subtitle in another size (issuer, awarder, publisher), a date, a
 * URL, then summary lines in the title size, bullets and a smaller keyword line ("React · PWA").
 * A title-size line after a URL, bullets, keywords or a finished sentence starts the next entry.
 * Undefined when the lines carry no font sizes (plain text).
 */
export function stackedEntries(lines: readonly Line[], withSummary: boolean): StackedEntry[] | undefined {
  if (!lines.length || lines.some((l) => l.fontSize === undefined)) return undefined;
  const first = lines.find(
    (l) => !bulletPattern.test(l.text) && !isUrlOnly(l.text) && extractDate(l.text, true)?.rest !== "",
  );
  const titleSize = first?.fontSize;
  if (titleSize === undefined) return undefined;
  const entries: StackedEntry[] = [];
  let entry = newStacked();
  let bulletX: number | undefined;
  let bulletSize: number | undefined;
  let lastWasTitle = false;
  const close = () => {
    if (entry.title.length || entry.subtitle || entry.bullets.length || entry.summary.length)
      entries.push(entry);
    entry = newStacked();
    bulletX = undefined;
  };
  for (const line of lines) {
    const text = line.text;
    const size = line.fontSize!;
    const dated = extractDate(text, true);
    if (dated && !dated.rest) {
      if (entry.date) close();
      entry.date = dated.date;
      lastWasTitle = false;
      continue;
    }
    const grade = scorePattern.exec(toWesternDigits(text));
    if (grade && !entry.score) {
      entry.score = grade[1]!;
      continue;
    }
    if (isUrlOnly(text)) {
      if (entry.url) close();
      entry.url = toHref(text.replace(/(?<![.,;])[.,;]+$/, ""));
      lastWasTitle = false;
      continue;
    }
    const bullet = bulletPattern.exec(text);
    if (bullet && text.length > bullet[0].length) {
      entry.bullets.push(text.slice(bullet[0].length).trim());
      bulletX = line.x;
      bulletSize = size;
      lastWasTitle = false;
      continue;
    }
    const keywordLine =
      size < titleSize - 0.3 &&
      (entry.bullets.length || entry.summary.length || entry.lead.length) &&
      keywordSeparator.test(text);
    const lastBullet = entry.bullets.length - 1;
    if (
      !keywordLine &&
      lastBullet >= 0 &&
      bulletX !== undefined &&
      line.x !== undefined &&
      line.x > bulletX + 1 &&
      sameSize(size, bulletSize)
    ) {
      entry.bullets[lastBullet] = joinWrapped(entry.bullets[lastBullet]!, text);
      continue;
    }
    const titleSized = Math.abs(size - titleSize) < 0.3;
    if (keywordLine) {
      entry.keywords.push(
        ...text
          .split(keywordSeparator)
          .map((t) => t.trim().replace(/\.$/, ""))
          .filter(Boolean),
      );
      lastWasTitle = false;
      continue;
    }
    if (titleSized) {
      if (!entry.title.length || (lastWasTitle && !entry.date)) {
        if (entry.title.length === 0 && (entry.url || entry.bullets.length || entry.keywords.length)) close();
        entry.title.push(text);
        lastWasTitle = true;
        continue;
      }
      lastWasTitle = false;
      const lastSummary = entry.summary[entry.summary.length - 1];
      const finished = lastSummary !== undefined && /[.!?؟]$/.test(lastSummary);
      if (entry.url || entry.bullets.length || entry.keywords.length || finished || !withSummary) {
        close();
        entry.title.push(text);
        lastWasTitle = true;
        continue;
      }
      if (!entry.subtitle && entry.date && !entry.summary.length) entry.lead.push(text);
      else entry.summary.push(text);
      continue;
    }
    lastWasTitle = false;
    if (!entry.subtitle && entry.title.length && !entry.summary.length && !entry.bullets.length) {
      entry.subtitle = text;
      continue;
    }
    entry.summary.push(text);
  }
  close();
  return entries;
}
