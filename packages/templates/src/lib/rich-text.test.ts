import { hostileHtmlShapes } from "@sira/html/testing/hostile-shapes";
import { describe, expect, it } from "vitest";
import { formatRichText, isEmptyRichText, isolateLtrRuns } from "./rich-text";

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

describe("formatRichText on hostile input", () => {
  // Each of these took from seconds to hours with the former regexes (tag stripping, trailing
  // breaks, e-mail runs): the test's own time limit fails them. Every step is now linear.
  const shapes: Record<string, string> = {
    ...hostileHtmlShapes,
    "long words": `<p>${"a".repeat(100_000)}</p>`,
    "newlines before no bullet": `<p>a${"\n".repeat(100_000)}b</p>`,
    "breaks at the end of a bullet": `<p>- a${"<br> ".repeat(20_000)}x</p>`,
  };
  for (const [name, html] of Object.entries(shapes)) {
    it(`${name}: completes with allowlisted output`, () => {
      const out = formatRichText(html);
      expect(out).not.toMatch(/<(?!\/?(?:a|b|bdi|li|ul|p|br)\b)[a-z]/i);
    });
  }
});
