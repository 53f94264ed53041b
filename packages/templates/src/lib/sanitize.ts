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

/** Deepest nesting kept; deeper opening tags are dropped (their text stays). */
const maxDepth = 64;
const tagName = /[a-zA-Z][a-zA-Z0-9-]*/y;

/** One tag found by `nextTag`: where it starts and ends, whether it closes, its name and attributes. */
interface Tag {
  start: number;
  end: number;
  closing: boolean;
  name: string;
  attributes: string;
}

/**
 * The next tag (comments, doctypes and processing instructions have name "") at or after `from`,
 * or undefined. One pass, no backtracking: quoted attribute values are skipped with indexOf, and
 * a tag that never closes (end of input inside it) makes the rest plain text. Every character is
 * looked at a bounded number of times, so sanitizing is linear in the input's length.
 */
function nextTag(html: string, from: number): Tag | undefined {
  for (let lt = html.indexOf("<", from); lt >= 0; lt = html.indexOf("<", lt + 1)) {
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      return {
        start: lt,
        end: close < 0 ? html.length : close + 3,
        closing: false,
        name: "",
        attributes: "",
      };
    }
    const next = html[lt + 1];
    if (next === "!" || next === "?") {
      const close = html.indexOf(">", lt + 2);
      if (close < 0) return undefined;
      return { start: lt, end: close + 1, closing: false, name: "", attributes: "" };
    }
    const closing = next === "/";
    tagName.lastIndex = lt + (closing ? 2 : 1);
    const name = tagName.exec(html)?.[0];
    if (!name) continue;
    let at = tagName.lastIndex;
    while (at < html.length && html[at] !== ">") {
      const c = html[at];
      if (c === '"' || c === "'") {
        const quote = html.indexOf(c, at + 1);
        if (quote < 0) return undefined;
        at = quote + 1;
      } else at++;
    }
    if (at >= html.length) return undefined;
    return {
      start: lt,
      end: at + 1,
      closing,
      name: name.toLowerCase(),
      attributes: html.slice(tagName.lastIndex, at),
    };
  }
  return undefined;
}

/** Where the content of a dropped element ends: after its `</name>`, or the end of the input. */
function endOfDropped(html: string, name: string, from: number): number {
  for (let at = html.indexOf("</", from); at >= 0; at = html.indexOf("</", at + 2)) {
    if (html.slice(at + 2, at + 2 + name.length).toLowerCase() !== name) continue;
    let end = at + 2 + name.length;
    while (end < html.length && /\s/.test(html[end] as string)) end++;
    if (html[end] === ">") return end + 1;
  }
  return html.length;
}

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

/**
 * Sanitize user HTML to the allowlist above (the one profile of every surface that shows a
 * resume's rich text: builder preview, print, public page). Plain text comes back escaped. Linear
 * in the input's length (nextTag, endOfDropped; the open-element stack is at most maxDepth deep).
 */
export function sanitizeHtml(html: string): string {
  let out = "";
  const open: string[] = [];
  let last = 0;
  for (let tag = nextTag(html, 0); tag; tag = nextTag(html, last)) {
    out += escapeText(html.slice(last, tag.start));
    last = tag.end;
    const { name, closing } = tag;
    if (!name) continue; // comment, doctype, processing instruction
    if (!closing && droppedWithContent.has(name)) {
      last = endOfDropped(html, name, last);
      continue;
    }
    if (!allowedTags.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (voidTags.has(name)) {
      out += `<${name}>`;
      continue;
    }
    if (open.length >= maxDepth) continue;
    if (name === "a") {
      if (open.includes("a")) continue;
      const href = safeHref(tag.attributes);
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
