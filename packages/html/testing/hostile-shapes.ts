/**
 * Input shapes that made Sira's former regex-based HTML readers quadratic or worse (issue 34):
 * each regex `/<[^>]*>/` scans to the end of the input from every `<` that never closes. Used by
 * this package's tests and available to any test of an HTML entry point.
 */
export const hostileHtmlShapes: Readonly<Record<string, string>> = {
  "unclosed tags": "<a".repeat(100_000),
  "a million <": "<".repeat(1_000_000),
  "unclosed tags with a space": "<a ".repeat(200_000),
  "unterminated comment": `<!--${"x".repeat(1_000_000)}`,
  "comment openers": "<!--".repeat(250_000),
  "unterminated attributes": '<a href="'.repeat(100_000),
  "unclosed quotes": '<a "'.repeat(200_000),
  "script pairs": "<script></script>".repeat(50_000),
  "unclosed scripts": "<script>".repeat(100_000),
  "script tags without an end": "<script ".repeat(100_000),
  "deep nesting": `${"<b>".repeat(100_000)}x${"</b>".repeat(100_000)}`,
  "deep nesting closed by strangers": `${"<b>".repeat(100_000)}${"</i>".repeat(100_000)}`,
  "nested lists": `${"<ul><li>".repeat(100_000)}x`,
  "character references": "&amp".repeat(250_000),
  "break runs": `a${" <br> ".repeat(100_000)}b`,
  "whitespace runs": `a${" ".repeat(1_000_000)}b`,
};
