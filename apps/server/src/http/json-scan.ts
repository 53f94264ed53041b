/**
 * Bounds on a JSON body, applied to its text before it is parsed (http/json-parser.ts). The
 * largest legitimate body is a resume (PATCH /api/resume/:id, POST /api/resume/import):
 *
 * - depth: a resume nests 8 containers deep (body → data → sections → custom → section → items →
 *   item → url); 32 leaves room for every other call and refuses `[[[…]]]` at its 33rd bracket.
 * - values: every string (keys too), number, literal, array and object. A resume at every bound
 *   of packages/schema (12 list sections of 200 items, the keyword lists full, 50 custom fields,
 *   10 pages of layout) holds about 104,000, and each custom section at its bounds 24,600 more;
 *   250,000 admits that resume with five full custom sections (json-parser.test.ts), while a
 *   2 MB body could hold a million (`[0,0,…]`), each of which the parser and the schema walk.
 */
export const jsonBodyLimits = { depth: 32, values: 250_000 } as const;

/**
 * What scanning a JSON text found: the first limit it passes, or its size and whether it needs
 * the unstorable-text walk.
 */
export type JsonScan =
  | { over: "depth" | "values" }
  | {
      over: null;
      /** Strings (keys too), numbers, literals, arrays and objects. */
      values: number;
      depth: number;
      /** A `\u0000` or lone-surrogate escape is in a string: PostgreSQL could not store it. */
      hasUnstorableEscape: boolean;
    };

const quote = 0x22;
const backslash = 0x5c;
const letterU = 0x75;
const openArray = 0x5b;
const openObject = 0x7b;
const closeArray = 0x5d;
const closeObject = 0x7d;
const comma = 0x2c;
const colon = 0x3a;

function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function isStructural(c: number): boolean {
  return (
    c === comma ||
    c === colon ||
    c === quote ||
    c === openArray ||
    c === openObject ||
    c === closeArray ||
    c === closeObject ||
    isJsonSpace(c)
  );
}

function indexOrEnd(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at === -1 ? text.length : at;
}

/** The UTF-16 unit of the four hex digits at `at` (a `\u` escape's), or -1. */
function hexUnitAt(text: string, at: number): number {
  let unit = 0;
  for (let k = at; k < at + 4; k++) {
    const c = text.charCodeAt(k) | 0x20;
    const digit = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
    if (digit < 0) return -1;
    unit = unit * 16 + digit;
  }
  return unit;
}

/**
 * Count depth and values in one left-to-right pass over a JSON text, stopping at the first
 * limit passed, so a refused body costs at most the characters read up to that point. Strings
 * are skipped with `indexOf` from escape to escape (brackets inside them count for nothing; the
 * next quote and backslash are remembered, so no character is searched twice) and their `\u`
 * escapes checked for U+0000 and lone surrogates, the only way such text reaches a strictly
 * decoded body. The text is not validated: JSON.parse does that afterwards, within bounds.
 */
export function scanJson(text: string, limits: { depth: number; values: number } = jsonBodyLimits): JsonScan {
  const end = text.length;
  let depth = 0;
  let deepest = 0;
  let values = 0;
  let hasUnstorableEscape = false;
  let nextQuote = -1;
  let nextBackslash = -1;
  let i = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === openArray || c === openObject) {
      if (++depth > limits.depth) return { over: "depth" };
      deepest = Math.max(deepest, depth);
      if (++values > limits.values) return { over: "values" };
      i++;
    } else if (c === closeArray || c === closeObject) {
      depth--;
      i++;
    } else if (c === quote) {
      if (++values > limits.values) return { over: "values" };
      i++;
      for (;;) {
        if (nextQuote < i) nextQuote = indexOrEnd(text, '"', i);
        if (nextBackslash < i) nextBackslash = indexOrEnd(text, "\\", i);
        if (nextQuote <= nextBackslash) {
          i = nextQuote + 1;
          break;
        }
        const at = nextBackslash;
        if (text.charCodeAt(at + 1) !== letterU) {
          i = at + 2;
          continue;
        }
        const unit = hexUnitAt(text, at + 2);
        i = at + 6;
        if (
          unit >= 0xd800 &&
          unit <= 0xdbff &&
          text.charCodeAt(i) === backslash &&
          text.charCodeAt(i + 1) === letterU
        ) {
          const low = hexUnitAt(text, i + 2);
          if (low >= 0xdc00 && low <= 0xdfff) {
            i += 6;
            continue;
          }
        }
        if (unit === 0 || (unit >= 0xd800 && unit <= 0xdfff)) hasUnstorableEscape = true;
      }
    } else if (isStructural(c)) {
      i++;
    } else {
      if (++values > limits.values) return { over: "values" };
      while (i < end && !isStructural(text.charCodeAt(i))) i++;
    }
  }
  return { over: null, values, depth: deepest, hasUnstorableEscape };
}
