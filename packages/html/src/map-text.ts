import { walkHtml } from "./walk";

/**
 * Sanitized HTML with `change` applied to each run of text between its tags; tags, comments and
 * character references are copied as written (the text a change sees is raw, `&amp;` included).
 * Meant for HTML `sanitizeRichText` wrote; in other input, markup cut off by the end is copied as
 * written too. Linear in the input's length (plus what `change` costs).
 */
export function mapTextRuns(html: string, change: (text: string) => string): string {
  const parts: string[] = [];
  let copied = 0;
  walkHtml(
    html,
    {
      text(text, start, end) {
        parts.push(html.slice(copied, start), change(text));
        copied = end;
      },
      openTag() {},
      closeTag() {},
    },
    { raw: true },
  );
  parts.push(html.slice(copied));
  return parts.join("");
}
