import { sanitizeHtml } from "./sanitize";

/** Text of an HTML fragment without tags, entities for spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .trim();
}

/** True for empty rich text such as "", "<p></p>" or "<p><br></p>" (spec §5: skipped). */
export function isEmptyRichText(html: string | undefined | null): boolean {
  return !html || textOf(html) === "";
}

const bulletStart = /^\s*(?:[-•–]\s+)/;
/** Bullets start a line, or follow a sentence end on the same line ("- one. - two"). */
const bulletSplit = /(?:<br>|\n)\s*[-•–]\s+|(?<=[.!?؟؛])\s+[-•]\s+/;

function bulletList(inner: string): string {
  const items = inner
    .replace(/^((?:<[a-z0-9]+>)*)\s*[-•–]\s+/, "$1")
    .split(bulletSplit)
    .map((item) => item.replace(/(?:<br>|\s)+$/, "").trim())
    .filter((item) => textOf(item) !== "");
  return `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
}

/**
 * Sanitized summary HTML with bullet text ("- item" paragraphs or lines, spec §5) turned into
 * list items. Consecutive bullet paragraphs become one list. Text without block elements (plain
 * text, inline tags) is split into paragraphs and bullets by line.
 */
export function formatRichText(input: string): string {
  if (isEmptyRichText(input)) return "";
  const html = sanitizeHtml(input);
  const hasBlocks = /<(?:p|ul|ol|li|h[1-4]|blockquote|pre)>/.test(html);
  const blocks = hasBlocks
    ? html
    : html
        .split(/\r?\n/)
        .filter((line) => line.trim() !== "")
        .map((line) => `<p>${line}</p>`)
        .join("");
  const withLists = blocks.replace(/<p>([\s\S]*?)<\/p>/g, (whole, inner: string) => {
    if (bulletStart.test(inner.replace(/<[^>]*>/g, ""))) return bulletList(inner);
    return whole;
  });
  return withLists.replace(/<\/ul><ul>/g, "");
}
