import { escapeHtml } from "@sira/html";

/** A line that starts a bullet as people type one: "- ", "* ", "• ", "– " or "— ". */
const bulletLine = /^[ \t]*[-*•–—][ \t]+(\S.*)$/;

/**
 * Pasted plain text whose lines start with "- " (the summary hint's convention, and how bullets
 * come out of mail, notes and other resumes) as the editor's HTML: those lines become list items
 * of one bulleted list, other lines paragraphs. Null when no line is a bullet, so an ordinary
 * paste is left to the editor (issue 42 item 6: the hint must not leave literal hyphens).
 */
export function bulletsFromPlainText(text: string): string | null {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  if (!lines.some((line) => bulletLine.test(line))) return null;
  let html = "";
  let inList = false;
  for (const line of lines) {
    const bullet = bulletLine.exec(line);
    if (bullet) {
      if (!inList) html += "<ul>";
      inList = true;
      html += `<li><p>${escapeHtml(bullet[1]!.trim())}</p></li>`;
      continue;
    }
    if (inList) html += "</ul>";
    inList = false;
    if (line.trim()) html += `<p>${escapeHtml(line.trim())}</p>`;
  }
  return inList ? `${html}</ul>` : html;
}
