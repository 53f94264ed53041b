import { htmlInputBounds } from "@sira/schema/constants";
import { droppedWithContent } from "./rich-text";
import { clampInput, walkHtml } from "./walk";

/** Elements that stand on lines of their own. */
const blockTags = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tr",
  "ul",
]);
/** Table cells: a space between them, as a reader sees columns apart. */
const cellTags = new Set(["td", "th"]);

/**
 * The plain text of HTML (or of plain text: it comes back as it was, tidied), for search, feature
 * extraction, language detection, emptiness checks and previews. Contract: character references
 * decoded; no-break spaces are spaces; each `<br>` is a line break and each block element (p,
 * li, div, headings, lists…) stands on its own line; inline tags add nothing ("<b>5</b>0" reads
 * "50"); script, style and the like are dropped with their content; newlines of the text are kept;
 * runs of spaces and tabs are one space, with none at the start or end of a line or of the text.
 * Input past `htmlInputBounds.richText` characters (the larger of the rich-text and description
 * bounds) is cut before parsing. Linear in the input's length.
 */
export function htmlToText(html: string): string {
  const source = clampInput(html, htmlInputBounds.richText);
  // Text with no tag and no character reference is one text run: tidy it without a tokenizer
  // (the builder's completion meter reads every field this way on each change).
  if (!source.includes("<") && !source.includes("&")) return tidyText(source);
  const parts: string[] = [];
  let atLineStart = true;
  let blockBreak = false;
  let dropping: string | undefined;
  let dropDepth = 0;
  const push = (text: string) => {
    if (blockBreak && !atLineStart) parts.push("\n");
    blockBreak = false;
    parts.push(text);
    atLineStart = text.endsWith("\n");
  };
  const boundary = (name: string) => {
    if (blockTags.has(name)) blockBreak = true;
    else if (cellTags.has(name)) parts.push(" ");
  };
  walkHtml(source, {
    text(text) {
      if (dropping) return;
      // Whitespace between blocks (source indentation) is no text of its own.
      if ((blockBreak || atLineStart) && text.trim() === "") return;
      push(text);
    },
    openTag(name) {
      if (dropping) {
        if (name === dropping) dropDepth++;
      } else if (droppedWithContent.has(name)) {
        dropping = name;
        dropDepth = 1;
      } else if (name === "br") push("\n");
      else boundary(name);
    },
    closeTag(name) {
      if (dropping) {
        if (name === dropping && --dropDepth === 0) dropping = undefined;
      } else if (name === "br") push("\n");
      else boundary(name);
    },
  });
  return tidyText(parts.join(""));
}

/** No-break spaces as spaces, runs of spaces and tabs as one, none beside a line break or at the ends. */
function tidyText(text: string): string {
  return text
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .trim();
}
