import { isValidUrl } from "./url";

/**
 * A small allowlist HTML sanitizer for rich-text summaries. It works on strings (no DOMParser),
 * so the browser preview and the server print sanitize identically. Allowed: basic formatting
 * and lists, links with http(s)/mailto/tel targets; every attribute but a link's href is dropped;
 * script-like elements are removed with their content; tags are re-balanced so a summary can
 * never close the element that holds it.
 */

const allowedTags = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "strike",
  "del",
  "mark",
  "code",
  "pre",
  "sub",
  "sup",
  "ul",
  "ol",
  "li",
  "a",
  "h1",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "hr",
  "span",
]);
const voidTags = new Set(["br", "hr"]);
const droppedWithContent = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "textarea",
  "title",
  "xmp",
  "svg",
  "math",
  "select",
  "head",
]);

const tokenPattern =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<![^>]*>|<\?[^>]*>/g;

/** Escape text for an HTML text node, keeping well-formed character references. */
export function escapeText(text: string): string {
  return text
    .replace(/&(?!#\d{1,7};|#x[0-9a-fA-F]{1,6};|[a-zA-Z][a-zA-Z0-9]{1,31};)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function safeHref(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!match) return undefined;
  const raw = (match[1] ?? match[2] ?? match[3] ?? "").replace(/&amp;/g, "&").trim();
  if (isValidUrl(raw)) return raw;
  if (/^mailto:[^\s<>"']+@[^\s<>"']+$/i.test(raw)) return raw;
  if (/^tel:\+?[\d\s().-]+$/i.test(raw)) return raw;
  return undefined;
}

/** Sanitize user HTML to the allowlist above. Plain text comes back escaped. */
export function sanitizeHtml(html: string): string {
  let out = "";
  const open: string[] = [];
  let last = 0;
  tokenPattern.lastIndex = 0;
  for (let match = tokenPattern.exec(html); match; match = tokenPattern.exec(html)) {
    out += escapeText(html.slice(last, match.index));
    last = tokenPattern.lastIndex;
    const name = match[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const isClosing = match[1] === "/";
    if (!isClosing && droppedWithContent.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, "i");
      const rest = html.slice(last);
      const found = end.exec(rest);
      last = found ? last + found.index + found[0].length : html.length;
      tokenPattern.lastIndex = last;
      continue;
    }
    if (!allowedTags.has(name)) continue;
    if (isClosing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (voidTags.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (name === "a") {
      if (open.includes("a")) continue;
      const href = safeHref(match[3] ?? "");
      out += href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer">` : "<a>";
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  out += escapeText(html.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
