import { htmlInputBounds } from "@sira/schema/constants";
import { escapeText } from "./escape";
import { clampInput, walkHtml } from "./walk";

/** Elements that end a line of a job description. */
const blockEnds = new Set([
  "p",
  "div",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "tr",
  "ul",
  "ol",
  "section",
  "article",
  "header",
  "footer",
]);
const droppedWithContent = new Set(["style", "script", "textarea", "option", "noscript", "template"]);
const isBold = (name: string) => name === "strong" || name === "b";

/**
 * A job description reduced to the two tags the spec allows (spec §3, §5): `strong` (b becomes
 * strong; nested bold is one strong) and `br`. HTML: block ends become line breaks, list items
 * start with "• ", script, style, textarea, option, noscript and template are dropped with their
 * content, every other tag is removed and its text kept, source newlines are spaces. Text without
 * any tag: every newline is a line break and nothing is read as markup. Either way runs of three
 * or more breaks become two, breaks at the start and end go, runs of spaces become one, no-break
 * spaces are spaces. Input past `htmlInputBounds.description` characters is cut before parsing.
 * Linear in the input's length.
 */
export function sanitizeDescription(input: string): string {
  const source = clampInput(input, htmlInputBounds.description);
  // Line breaks are "\n" until the end: text never holds one (newlines in HTML text are spaces).
  const parts: string[] = [];
  let hasMarkup = false;
  let bold = 0;
  let dropping: string | undefined;
  let dropDepth = 0;
  walkHtml(source, {
    text(text) {
      // No-break spaces become spaces before escaping (escapeText would write them as &nbsp;).
      if (!dropping) parts.push(escapeText(text.replace(/\r?\n|\u00a0/g, " ")));
    },
    openTag(name) {
      hasMarkup = true;
      if (dropping) {
        if (name === dropping) dropDepth++;
      } else if (droppedWithContent.has(name)) {
        dropping = name;
        dropDepth = 1;
      } else if (name === "li") parts.push("\n• ");
      else if (name === "br") parts.push("\n");
      else if (isBold(name) && bold++ === 0) parts.push("<strong>");
    },
    closeTag(name) {
      hasMarkup = true;
      if (dropping) {
        if (name === dropping && --dropDepth === 0) dropping = undefined;
      } else if (blockEnds.has(name) || name === "br") parts.push("\n");
      else if (isBold(name) && bold > 0 && --bold === 0) parts.push("</strong>");
    },
    markup() {
      hasMarkup = true;
    },
  });
  if (bold > 0) parts.push("</strong>");
  const text = hasMarkup
    ? parts.join("")
    : escapeText(source.replace(/\u00a0/g, " ")).replace(/\r?\n/g, "\n");
  return tidyBreaks(text).replace(/\n/g, "<br>");
}

/**
 * Runs of whitespace holding three or more line breaks become two breaks; whitespace runs with a
 * break at the start or end of the text go; then runs of spaces and tabs become one space. One
 * pass over each whitespace run.
 */
function tidyBreaks(text: string): string {
  return text
    .replace(/\s+/g, (run: string, at: number) => {
      let breaks = 0;
      for (let i = run.indexOf("\n"); i >= 0; i = run.indexOf("\n", i + 1)) breaks++;
      if (breaks === 0) return run;
      if (at === 0 || at + run.length === text.length) return "";
      return breaks >= 3 ? "\n\n" : run;
    })
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}
