import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";

/**
 * What a walk over HTML reports, in document order. Tag names are lower-cased. Nothing here
 * keeps a stack of open elements: each profile keeps its own, bounded, so no input shape (a
 * million unclosed tags, closers that match nothing) makes one event cost more than a constant.
 */
export interface HtmlHandler {
  /**
   * Text between tags, entities decoded unless the walk is raw. In a raw walk `start`/`end` are
   * where the text is in the input; a decoded character reference reports its end twice.
   */
  text(text: string, start: number, end: number): void;
  /** A start tag that ended with `>` (a tag cut off by the end of the input is never reported). */
  openTag(name: string, attributes: ReadonlyMap<string, string>): void;
  closeTag(name: string): void;
  /** A comment, doctype, CDATA section or processing instruction (their content is never text). */
  markup?(): void;
}

export interface WalkOptions {
  /** Attribute names to report (lower case); others are skipped without being collected. */
  attributes?: ReadonlySet<string>;
  /** Keep character references as written (faster; for callers that copy text through). */
  raw?: boolean;
}

const noAttributes: ReadonlyMap<string, string> = new Map();

/**
 * Walk HTML with htmlparser2's Tokenizer: a state machine that looks at each character a bounded
 * number of times (the longest named character reference it backs up over is 32 characters), so a
 * walk is linear in the input's length whatever the input is. Raw-text elements (script, style,
 * textarea, title, xmp, iframe, noembed, noframes) report their content as text, as browsers read
 * it; markup cut off by the end of the input is dropped, as browsers drop it.
 */
export function walkHtml(html: string, handler: HtmlHandler, options: WalkOptions = {}): void {
  const wanted = options.attributes;
  let tagName = "";
  let attributes: Map<string, string> | undefined;
  let attributeName = "";
  let attributeValue = "";
  let keepAttribute = false;
  const slice = (start: number, end: number) => html.slice(start, end);
  const openTag = () => {
    handler.openTag(tagName, attributes ?? noAttributes);
    attributes = undefined;
  };
  const callbacks: TokenizerCallbacks = {
    ontext(start, end) {
      // The tokenizer reports the rest of an unterminated end tag as text from -1: it is markup.
      if (start >= 0) handler.text(slice(start, end), start, end);
    },
    ontextentity(codePoint, end) {
      handler.text(String.fromCodePoint(codePoint), end, end);
    },
    onopentagname(start, end) {
      tagName = slice(start, end).toLowerCase();
      attributes = undefined;
    },
    onattribname(start, end) {
      attributeName = slice(start, end).toLowerCase();
      keepAttribute = wanted?.has(attributeName) ?? false;
      attributeValue = "";
    },
    onattribdata(start, end) {
      if (keepAttribute) attributeValue += slice(start, end);
    },
    onattribentity(codePoint) {
      if (keepAttribute) attributeValue += String.fromCodePoint(codePoint);
    },
    onattribend() {
      if (!keepAttribute) return;
      attributes ??= new Map();
      // The first of repeated attributes wins, as in browsers.
      if (!attributes.has(attributeName)) attributes.set(attributeName, attributeValue);
    },
    onopentagend: openTag,
    // In HTML `<b/>` opens b (the slash means nothing), and `<script/>` still starts a script.
    onselfclosingtag: openTag,
    onclosetag(start, end) {
      handler.closeTag(slice(start, end).toLowerCase());
    },
    oncomment: () => handler.markup?.(),
    oncdata: () => handler.markup?.(),
    ondeclaration: () => handler.markup?.(),
    onprocessinginstruction: () => handler.markup?.(),
    onend() {},
  };
  const tokenizer = new Tokenizer({ decodeEntities: !options.raw }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
}

/** Cut text to at most `max` UTF-16 units without splitting a surrogate pair. */
export function clampInput(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
