import { escapeText } from "./escape";
import { htmlToText } from "./text";

/** Rich text as lines: the plain text of each paragraph or list item, one a line, no empty ones. */
export function richTextToLines(html: string): string {
  return htmlToText(html).split("\n").filter(Boolean).join("\n");
}

/**
 * Lines as rich text, escaped as the rich-text sanitizer writes text: a bullet list (`list`) or
 * one paragraph each. Blank lines are dropped and each line is trimmed.
 */
export function linesToRichText(lines: string | readonly string[], { list }: { list: boolean }): string {
  const parts = (typeof lines === "string" ? lines.split("\n") : lines).map((l) => l.trim()).filter(Boolean);
  if (list) return `<ul>${parts.map((p) => `<li><p>${escapeText(p)}</p></li>`).join("")}</ul>`;
  return parts.map((p) => `<p>${escapeText(p)}</p>`).join("");
}
