/**
 * @sira/html: every reading of HTML in Sira goes through this package, built on htmlparser2's
 * Tokenizer (a linear state machine that runs in the browser too), with an input bound per
 * profile (`htmlInputBounds` in @sira/schema) applied before parsing. No regular expression here
 * looks for tags, so no input shape makes a call slower than linear.
 */
export { sanitizeDescription } from "./description";
export { escapeHtml, escapeText } from "./escape";
export { readJsonLdScripts } from "./json-ld";
export { linesToRichText, richTextToLines } from "./lines";
export { mapTextRuns } from "./map-text";
export { sanitizeRichText } from "./rich-text";
export { htmlToText } from "./text";
export { isHttpUrl } from "./url";
