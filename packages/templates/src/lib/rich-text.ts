import { htmlToText, mapTextRuns, sanitizeRichText } from "@sira/html";

/** True for empty rich text such as "", "<p></p>" or "<p><br></p>" (spec §5: skipped). */
export function isEmptyRichText(html: string | undefined | null): boolean {
  return !html || htmlToText(html) === "";
}

const bulletStart = /^\s*(?:[-•–]\s+)/;
/**
 * Bullets start a line, or follow a sentence end on the same line ("- one. - two"). Spaces
 * between a line start and its bullet never cross a newline, so each run of them is read once.
 */
const bulletSplit = /(?:<br>|\n)[^\S\n]*[-•–]\s+|(?<=[.!?؟؛])\s+[-•]\s+/;

/** An item without the line breaks and spaces at its end (a loop: a regex anchored at $ retries every start). */
function trimEndBreaks(item: string): string {
  let end = item.length;
  for (;;) {
    if (item.startsWith("<br>", end - 4)) end -= 4;
    else if (end > 0 && /\s/.test(item[end - 1] as string)) end--;
    else break;
  }
  return item.slice(0, end).trim();
}

/** The items of bullet text: the leading "- " (or •, –) dropped, split at each further bullet. */
function bulletItems(inner: string): string[] {
  return inner
    .replace(/^((?:<[a-z0-9]+>)*)\s*[-•–]\s+/, "$1")
    .split(bulletSplit)
    .map(trimEndBreaks)
    .filter((item) => htmlToText(item) !== "");
}

function bulletList(inner: string): string {
  return `<ul>${bulletItems(inner)
    .map((item) => `<li>${item}</li>`)
    .join("")}</ul>`;
}

/**
 * A list item the user also started with "- " (typed in the editor's bullet list, or pasted)
 * keeps one bullet, the list's: its own "- " is dropped, and "- " lines inside it become items.
 */
function listItems(html: string): string {
  return html.replace(
    /<li>(?:<p>)?((?:(?!<\/?(?:li|p|ul|ol)>)[\s\S])*?)(?:<\/p>)?<\/li>/g,
    (whole, inner: string) =>
      bulletStart.test(htmlToText(inner))
        ? bulletItems(inner)
            .map((item) => `<li>${item}</li>`)
            .join("")
        : whole,
  );
}

/**
 * Sanitized summary HTML with bullet text ("- item" paragraphs or lines, spec §5) turned into
 * list items: one bullet whatever the user typed, also for "- " inside a list item. Consecutive
 * bullet paragraphs become one list. Text without block elements (plain
 * text, inline tags) is split into paragraphs and bullets by line.
 */
export function formatRichText(input: string): string {
  const cached = formatted.get(input);
  if (cached !== undefined) return cached;
  const output = formatUncached(input);
  // The builder's preview formats every summary again on each keystroke (issue 39): the same
  // input always gives the same output, so keep the recent ones (bounded, short inputs only).
  if (input.length <= formattedMaxInput) {
    if (formatted.size >= formattedMaxEntries) formatted.clear();
    formatted.set(input, output);
  }
  return output;
}

const formatted = new Map<string, string>();
const formattedMaxEntries = 256;
const formattedMaxInput = 20_000;

function formatUncached(input: string): string {
  if (isEmptyRichText(input)) return "";
  const html = sanitizeRichText(input);
  const hasBlocks = /<(?:p|ul|ol|li|h[1-4]|blockquote|pre)>/.test(html);
  const blocks = hasBlocks
    ? html
    : html
        .split(/\r?\n/)
        .filter((line) => line.trim() !== "")
        .map((line) => `<p>${line}</p>`)
        .join("");
  const withLists = listItems(blocks).replace(/<p>([\s\S]*?)<\/p>/g, (whole, inner: string) => {
    if (bulletStart.test(htmlToText(inner))) return bulletList(inner);
    return whole;
  });
  return isolateLtrRuns(withLists.replace(/<\/ul><ul>/g, ""));
}

/**
 * Runs that always read left to right — URLs, e-mail addresses and phone numbers (Western or
 * Arabic-Indic digits) — in a sentence. A phone needs a leading "+" or "0" and at least 8 digits,
 * so years and year ranges ("2016 - 2020") keep the paragraph's direction.
 */
const ltrRun =
  /(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?؟،؛)]|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:\+|\b0|(?<![\d٠-٩])[+٠])[\d٠-٩](?:[\d٠-٩]|[ \u00a0-](?=[\d٠-٩])|\((?=[\d٠-٩])|\)(?=[ \d٠-٩])){6,}[\d٠-٩]/gu;

/** A URL or e-mail address, or a phone number of at least 8 digits. */
const isLtrRun = (run: string) => /@|:\/\/|^www\./.test(run) || (run.match(/[\d٠-٩]/gu)?.length ?? 0) >= 8;

/**
 * Sanitized HTML whose left-to-right runs inside text are wrapped in `<bdi dir="ltr">`, so the
 * renderer (not the user) isolates them: `+966 50 987 6543` is drawn in order inside Arabic, and
 * text extractors read it as one run. Tags and their attributes are left alone.
 */
export function isolateLtrRuns(html: string): string {
  return mapTextRuns(html, (text) =>
    text.replace(ltrRun, (run) => (isLtrRun(run) ? `<bdi dir="ltr">${run}</bdi>` : run)),
  );
}
