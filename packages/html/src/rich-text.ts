import { htmlInputBounds } from "@sira/schema/constants";
import { escapeHtml, escapeText } from "./escape";
import { isHttpUrl } from "./url";
import { clampInput, walkHtml } from "./walk";

/**
 * The one allowlist of a resume's rich text, on every surface that shows it (builder preview,
 * print, public page, Word and text export) and wherever it is stored (editor, importers).
 * Allowed: basic formatting and lists, links with http(s)/mailto/tel targets; every attribute but
 * a link's href is dropped; script-like elements are removed with their content.
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

/** Elements whose content is never text a reader should see; shared with `htmlToText`. */
export const droppedWithContent: ReadonlySet<string> = new Set([
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
const hrefOnly: ReadonlySet<string> = new Set(["href"]);

function safeHref(value: string | undefined): string | undefined {
  const href = value?.trim();
  if (!href) return undefined;
  if (isHttpUrl(href)) return href;
  if (/^mailto:[^\s<>"'@]+@[^\s<>"'@]+$/i.test(href)) return href;
  if (/^tel:\+?[\d\s().-]+$/i.test(href)) return href;
  return undefined;
}

/**
 * A resume's rich text reduced to the allowlist above. Contract: the result is well-formed (every
 * kept element is closed, in order, so a summary can never close the element that holds it),
 * nests at most 64 deep, holds no attribute but a safe link's `href` (with
 * `rel="noopener noreferrer"`), and its text is escaped (character references decoded first, so
 * `&#106;avascript:` is seen for what it is). Input past `htmlInputBounds.richText` characters is
 * cut before parsing. Linear in the input's length.
 */
export function sanitizeRichText(html: string): string {
  const parts: string[] = [];
  const open: string[] = [];
  /** Inside an element dropped with its content: its name and how many of it are open. */
  let dropping: string | undefined;
  let dropDepth = 0;
  walkHtml(
    clampInput(html, htmlInputBounds.richText),
    {
      text(text) {
        if (!dropping) parts.push(escapeText(text));
      },
      openTag(name, attributes) {
        if (dropping) {
          if (name === dropping) dropDepth++;
          return;
        }
        if (droppedWithContent.has(name)) {
          dropping = name;
          dropDepth = 1;
          return;
        }
        if (!allowedTags.has(name)) return;
        if (voidTags.has(name)) {
          parts.push(`<${name}>`);
          return;
        }
        if (open.length >= maxDepth) return;
        if (name === "a") {
          if (open.includes("a")) return;
          const href = safeHref(attributes.get("href"));
          parts.push(href ? `<a href="${escapeHtml(href)}" rel="noopener noreferrer">` : "<a>");
        } else parts.push(`<${name}>`);
        open.push(name);
      },
      closeTag(name) {
        if (dropping) {
          if (name === dropping && --dropDepth === 0) dropping = undefined;
          return;
        }
        // The open stack is at most maxDepth long: this search is bounded.
        const at = open.lastIndexOf(name);
        if (at < 0) return;
        while (open.length > at) parts.push(`</${open.pop()}>`);
      },
    },
    { attributes: hrefOnly },
  );
  while (open.length > 0) parts.push(`</${open.pop()}>`);
  return parts.join("");
}
