import { toWesternDigits } from "@sira/schema";

/**
 * Text normalization for matching Arabic and English text: one canonical spelling per word so
 * that dictionary phrases and free text compare equal. Display text is never normalized; these
 * functions produce keys, not text to show.
 */

const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const TATWEEL = /\u0640/g;
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF\u00AD]/g;

/**
 * Normalize Arabic script for matching: strips diacritics (tashkeel) and tatweel, unifies alef
 * forms (أ إ آ ٱ → ا), ى → ي, ة → ه, ؤ → و, ئ → ي, Persian kaf/yeh → Arabic, and converts
 * Arabic-Indic digits to Western. Latin text passes through unchanged.
 */
export function normalizeArabic(text: string): string {
  return toWesternDigits(text.normalize("NFKC"))
    .replace(INVISIBLE, "")
    .replace(DIACRITICS, "")
    .replace(TATWEEL, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي")
    .replace(/ک/g, "ك")
    .replace(/[یي]/g, "ي")
    .replace(/ۀ/g, "ه");
}

/**
 * Full matching normalization for mixed text: Arabic normalization, lowercase, Arabic
 * punctuation to ASCII (، ؛ ؟ → , ; ?), curly quotes and dashes unified, whitespace collapsed.
 */
export function normalizeText(text: string): string {
  return normalizeArabic(text)
    .toLowerCase()
    .replace(/،/g, ",")
    .replace(/؛/g, ";")
    .replace(/؟/g, "?")
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** A token of normalized text with its position in the normalized string. */
export interface Token {
  /** Normalized surface form (lowercase, Arabic normalized). */
  text: string;
  /** Offsets in the normalized text. */
  start: number;
  end: number;
  script: "ar" | "latin" | "number";
}

// Arabic letters; or a Latin/number run that may keep internal dots (node.js, b.sc, asp.net),
// trailing + or # (c++, c#) and a leading dot (.net).
const TOKEN =
  /[\u0621-\u064A]+|(?:(?<![\p{Script=Latin}\p{N}])\.)?[\p{Script=Latin}\p{N}]+(?:\.[\p{Script=Latin}\p{N}]+)*[+#]*/gu;

/**
 * Split text into tokens after normalizeText. Arabic and Latin runs are separate tokens even
 * when written without a space ("خبرةPython" → "خبره", "python"); hyphens, slashes and
 * punctuation separate tokens. Returns tokens with offsets into the normalized text.
 */
export function tokenize(text: string): Token[] {
  const normalized = normalizeText(text);
  return tokenizeNormalized(normalized);
}

/** tokenize() for text already passed through normalizeText. */
export function tokenizeNormalized(normalized: string): Token[] {
  const tokens: Token[] = [];
  for (const m of normalized.matchAll(TOKEN)) {
    const value = m[0];
    const start = m.index;
    const first = value.charCodeAt(0);
    const script = first >= 0x0621 && first <= 0x064a ? "ar" : /^[\d.]+$/.test(value) ? "number" : "latin";
    tokens.push({ text: value, start, end: start + value.length, script });
  }
  return tokens;
}

const ARTICLE_PREFIXES = ["وبال", "وكال", "وال", "بال", "كال", "فال", "ولل", "لل", "ال"];
const SUFFIXES = ["ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي"];

/**
 * Light Arabic stemmer (after Larkey's light10), written for matching, not linguistics: strips
 * the definite article with an attached و/ب/ك/ف/ل (وال، بال، لل، ال …), then one pass over common
 * suffixes (ها ان ات ون ين يه ه ي), keeping a stem of at least three letters. A bare conjunction
 * و is handled by the matcher (it tries the word with and without it), because stripping it
 * here would damage words that begin with و (وظيفه). Input must be normalized Arabic.
 */
export function stemArabic(word: string): string {
  let w = word;
  for (const prefix of ARTICLE_PREFIXES) {
    if (w.startsWith(prefix) && w.length - prefix.length >= 2) {
      w = w.slice(prefix.length);
      break;
    }
  }
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) w = w.slice(0, -suffix.length);
  }
  return w;
}

/**
 * Arabic definite-article stripping only (no suffixes), for proper nouns and names where
 * suffix stripping would confuse words: الخبر (Al Khobar) must not match خبرة (experience).
 */
export function stripArabicArticle(word: string): string {
  for (const prefix of ARTICLE_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 2) return word.slice(prefix.length);
  }
  return word;
}

/** Minimal English stemmer for matching: plural -ies → -y and plural -s (not -ss, -us, -is). */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Matching key of one token: the light stem in its script. */
export function tokenKey(token: Token | string): string {
  const text = typeof token === "string" ? token : token.text;
  const first = text.charCodeAt(0);
  return first >= 0x0621 && first <= 0x064a ? stemArabic(text) : stemEnglish(text);
}

/** Matching key for proper nouns: article stripped (Arabic) or plural stripped (English). */
export function nameKey(token: Token | string): string {
  const text = typeof token === "string" ? token : token.text;
  const first = text.charCodeAt(0);
  return first >= 0x0621 && first <= 0x064a ? stripArabicArticle(text) : stemEnglish(text);
}

/** Keys of every token of a phrase, joined by spaces: the dictionary form of a phrase. */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => tokenKey(t))
    .join(" ");
}

/** Share of Arabic letters among all letters, 0..1 (0 for text without letters). */
export function arabicShare(text: string): number {
  let arabic = 0;
  let latin = 0;
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c >= 0x0621 && c <= 0x064a) arabic++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
  }
  return arabic + latin === 0 ? 0 : arabic / (arabic + latin);
}

/**
 * Language of a text: "ar" when at least 30% of its letters are Arabic (Gulf ads mix many Latin
 * tool names into Arabic text), else "en". Empty text counts as Arabic, the product default.
 */
export function detectLanguage(text: string): "ar" | "en" {
  if (!/[\p{L}]/u.test(text)) return "ar";
  return arabicShare(text) >= 0.3 ? "ar" : "en";
}
