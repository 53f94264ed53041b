import sanitizeHtml from "sanitize-html";

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ["strong", "br"],
  allowedAttributes: {},
  // Block-level tags become line breaks so paragraphs and list items stay apart.
  transformTags: {
    b: "strong",
  },
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "template"],
};

const blockEnd = /<\/(p|div|li|h[1-6]|tr|ul|ol|section|article|header|footer)\s*>/gi;

/**
 * Sanitize a job description to the two tags the spec allows: `strong` (b becomes strong) and
 * `br`. Block ends and newlines become `<br>`, list items get a bullet, scripts and styles are
 * dropped with their content, every attribute is removed. Runs of breaks collapse to two.
 */
export function sanitizeDescription(input: string): string {
  const isHtml = /<[a-z/!][^>]*>/i.test(input);
  const prepared = isHtml
    ? input
        .replace(/<li[^>]*>/gi, "<br>• ")
        .replace(blockEnd, "<br>")
        .replace(/\r?\n/g, " ")
    : escapeText(input).replace(/\r?\n/g, "<br>");
  return sanitizeHtml(prepared, allowed)
    .replace(/&nbsp;/g, " ")
    .replace(/<br\s*\/?>/gi, "<br>")
    .replace(/(?:\s*<br>\s*){3,}/g, "<br><br>")
    .replace(/^(?:\s*<br>\s*)+|(?:\s*<br>\s*)+$/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Plain text of a sanitized description (for search and feature extraction). */
export function descriptionText(html: string): string {
  return html
    .replace(/<br>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
