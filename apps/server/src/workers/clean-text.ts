/** C0 control characters but tab, line feed and carriage return; DEL; C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** A UTF-16 surrogate without its pair: not a character, and PostgreSQL refuses it. */
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what PostgreSQL refuses
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds U+0000 or a lone surrogate: what PostgreSQL cannot store. */
export function hasUnstorableText(text: string): boolean {
  return unstorable.test(text);
}

/**
 * Every string inside `value` without control characters and lone surrogates: for text the server
 * extracts itself (an imported PDF's lines, a zip's CSV cells), which the user never typed and
 * cannot fix, so it is cleaned rather than refused.
 */
export function stripControlCharacters<T>(value: T): T {
  if (typeof value === "string") return value.replace(controlCharacters, "").replace(loneSurrogates, "") as T;
  if (Array.isArray(value)) return value.map((v) => stripControlCharacters(v)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripControlCharacters(v)])) as T;
  return value;
}
