import { describe, expect, it } from "vitest";
import { formatRichText, isEmptyRichText } from "./rich-text";
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
  it("leaves dashes inside sentences alone", () => {
    expect(formatRichText("<p>From 2019 - 2020 in Riyadh</p>")).toBe("<p>From 2019 - 2020 in Riyadh</p>");
  });
});
