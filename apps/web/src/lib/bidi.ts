/**
 * A value set inside a sentence of the other direction (a Latin slug or e-mail in Arabic text),
 * wrapped in first-strong isolate marks (U+2068 … U+2069): the string form of `<bdi>`, for texts
 * that cannot hold an element (toasts, hints, titles).
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
