/** Helpers on text as PDF content streams and ToUnicode CMaps write it. */

/** The UTF-16 code units of `s` as hex, four digits each, upper case (`ا` → `0627`). */
export const hex4 = (s: string) =>
  [...s].map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")).join("");
/** The text of UTF-16 code units written as hex, four digits each (the inverse of `hex4`). */
export const fromHex = (h: string) =>
  String.fromCharCode(...(h.match(/.{4}/g) ?? []).map((x) => Number.parseInt(x, 16)));
/** Characters of `s` in reverse order (UTF-16 units: all of Arabic is in the BMP). */
export const reversed = (s: string) => [...s].reverse().join("");

/** A right-to-left letter (Arabic or Hebrew script). */
export const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** A content stream operand as a number. */
export const num = (s: string) => Number.parseFloat(s);
