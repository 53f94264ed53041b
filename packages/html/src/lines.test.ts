import { describe, expect, it } from "vitest";
import { linesToRichText, richTextToLines } from "./lines";

describe("rich text and lines", () => {
  it("reads paragraphs and list items as lines", () => {
    expect(richTextToLines("<p>One</p><ul><li><p>Two &amp; three</p></li><li><p>Four</p></li></ul>")).toBe(
      "One\nTwo & three\nFour",
    );
  });

  it("writes lines back as a list or as paragraphs, escaped and without blank lines", () => {
    expect(linesToRichText("a < b\n\n  c  ", { list: true })).toBe(
      "<ul><li><p>a &lt; b</p></li><li><p>c</p></li></ul>",
    );
    expect(linesToRichText(["x", "y"], { list: false })).toBe("<p>x</p><p>y</p>");
  });

  it("gives back what it reads", () => {
    const html = "<ul><li><p>Led a team of 5</p></li><li><p>Cut costs by 20%</p></li></ul>";
    expect(linesToRichText(richTextToLines(html), { list: true })).toBe(html);
  });
});
