import { describe, expect, it } from "vitest";
import { formatRichText, isEmptyRichText, isolateLtrRuns } from "./rich-text";
import { sanitizeHtml } from "./sanitize";

describe("sanitizeHtml", () => {
  it("removes scripts, styles and event handlers", () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></p>',
    );
    expect(out).toBe("<p>Hi</p>");
  });
  it("keeps safe links only", () => {
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2" target="_top">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe("<a>x</a>");
  });
  it("balances tags so a summary cannot close its container", () => {
    expect(sanitizeHtml("</div></p><p><strong>bold")).toBe("<p><strong>bold</strong></p>");
    expect(sanitizeHtml("<ul><li>a<li>b</ul>")).toBe("<ul><li>a<li>b</li></li></ul>");
  });
  it("escapes stray angle brackets and ampersands in text", () => {
    expect(sanitizeHtml("a < b && c > d &amp; e")).toBe("a &lt; b &amp;&amp; c &gt; d &amp; e");
    expect(sanitizeHtml("<scr<script>ipt>alert(1)</script>")).not.toContain("<script");
  });
});

describe("formatRichText", () => {
  it("treats empty editor output as empty", () => {
    expect(isEmptyRichText("<p></p>")).toBe(true);
    expect(isEmptyRichText("<p><br></p>")).toBe(true);
    expect(isEmptyRichText("<p>&nbsp;</p>")).toBe(true);
    expect(formatRichText("<p></p>")).toBe("");
    expect(isEmptyRichText("<p>x</p>")).toBe(false);
  });
  it('splits "- " bullet paragraphs into one list', () => {
    expect(formatRichText("<p>Intro</p><p>- one</p><p>- two</p>")).toBe(
      "<p>Intro</p><ul><li>one</li><li>two</li></ul>",
    );
    expect(formatRichText("<p>- one<br>- two</p>")).toBe("<ul><li>one</li><li>two</li></ul>");
    expect(formatRichText("<p>- قيادة الفريق. - بناء المنصة</p>")).toBe(
      "<ul><li>قيادة الفريق.</li><li>بناء المنصة</li></ul>",
    );
  });
  it("turns plain text lines into paragraphs and bullets, escaped", () => {
    expect(formatRichText("Intro <b>bold</b>\n- one\n- two")).toBe(
      "<p>Intro <b>bold</b></p><ul><li>one</li><li>two</li></ul>",
    );
    expect(formatRichText("a < b\n- x > y")).toBe("<p>a &lt; b</p><ul><li>x &gt; y</li></ul>");
  });
  it('keeps one bullet when a list item also starts with "- " (the editor\'s list plus the hint)', () => {
    expect(formatRichText("<ul><li><p>- one</p></li><li><p>- two</p></li></ul>")).toBe(
      "<ul><li>one</li><li>two</li></ul>",
    );
    expect(formatRichText("<ul><li>• واحد</li></ul>")).toBe("<ul><li>واحد</li></ul>");
    expect(formatRichText("<ul><li><p>- one<br>- two</p></li></ul>")).toBe(
      "<ul><li>one</li><li>two</li></ul>",
    );
    expect(formatRichText("<ol><li><p>- first</p></li></ol>")).toBe("<ol><li>first</li></ol>");
    expect(formatRichText("<ul><li><p>From 2019 - 2020</p></li></ul>")).toBe(
      "<ul><li><p>From 2019 - 2020</p></li></ul>",
    );
  });
  it("leaves dashes inside sentences alone", () => {
    expect(formatRichText("<p>From 2019 - 2020 in Riyadh</p>")).toBe("<p>From 2019 - 2020 in Riyadh</p>");
  });
});

describe("isolateLtrRuns", () => {
  it("isolates phones, e-mails and URLs inside Arabic text, not years or tags", () => {
    expect(formatRichText("<p>للتواصل: +966 11 234 5678 أو hr@example.sa.</p>")).toBe(
      '<p>للتواصل: <bdi dir="ltr">+966 11 234 5678</bdi> أو <bdi dir="ltr">hr@example.sa</bdi>.</p>',
    );
    expect(isolateLtrRuns("الدليل على https://data.example.sa/guide، من 2016 - 2020")).toBe(
      'الدليل على <bdi dir="ltr">https://data.example.sa/guide</bdi>، من 2016 - 2020',
    );
    expect(isolateLtrRuns("الجوال ٠٥٥١٢٣٤٥٦٧")).toBe('الجوال <bdi dir="ltr">٠٥٥١٢٣٤٥٦٧</bdi>');
    expect(isolateLtrRuns('<a href="https://x.example/a-b">x</a> 4 ملايين')).toBe(
      '<a href="https://x.example/a-b">x</a> 4 ملايين',
    );
  });
});

describe("sanitizeHtml on hostile input", () => {
  // Each of these took seconds to minutes with the former regex tokenizer (quadratic): the
  // test's own timeout fails them. The sanitizer is now one pass.
  const size = 400_000;
  const shapes: Record<string, string> = {
    "unclosed tags": "<a ".repeat(size / 3),
    "unclosed quotes": '<a "'.repeat(size / 4),
    "script pairs": "<script></script>".repeat(size / 17),
    "unclosed script": "<script>".repeat(size / 8),
    "deep nesting closed by strangers": `${"<b>".repeat(size / 8)}${"</i>".repeat(size / 8)}`,
    comments: "<!-- x -->".repeat(size / 10),
  };
  for (const [name, html] of Object.entries(shapes)) {
    it(`${name}: one pass, safe output`, () => {
      const out = sanitizeHtml(html);
      expect(out).not.toMatch(/<script|<style|<form|<iframe/i);
      expect((out.match(/<b>/g) ?? []).length).toBeLessThanOrEqual(64);
    });
  }
  it("keeps no style element, form or iframe, and no attribute but a link's href", () => {
    const out = sanitizeHtml(
      '<style>body{display:none}</style><form action="https://evil.example"><input name="password"><button>Sign in</button></form><iframe src="https://evil.example"></iframe><p class="x" style="position:fixed" id="y">Hi</p>',
    );
    expect(out).toBe("Sign in<p>Hi</p>");
  });
});
