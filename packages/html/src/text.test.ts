import { describe, expect, it } from "vitest";
import { escapeHtml, escapeText } from "./escape";
import { mapTextRuns } from "./map-text";
import { htmlToText } from "./text";
import { isHttpUrl } from "./url";

describe("htmlToText", () => {
  it("puts blocks and breaks on lines of their own, inline tags add nothing", () => {
    expect(htmlToText("<p>Led <strong>5</strong>0 people</p><ul><li>one</li><li>two</li></ul>end")).toBe(
      "Led 50 people\none\ntwo\nend",
    );
    expect(htmlToText("Dispense <strong>x</strong><br><br>• SCFHS license")).toBe(
      "Dispense x\n\n• SCFHS license",
    );
  });
  it("decodes character references and turns no-break spaces into spaces", () => {
    expect(htmlToText("<p>Led&nbsp;5 &amp; more &lt;b&gt; &#x41;&#66; &copy;</p>")).toBe(
      "Led 5 & more <b> AB ©",
    );
  });
  it("ignores source indentation between blocks and tidies spaces", () => {
    expect(htmlToText("<ul>\n  <li> a  \t b </li>\n  <li>c</li>\n</ul>\n")).toBe("a b\nc");
  });
  it("keeps the lines of plain text", () => {
    expect(htmlToText("line one\nline two\n\n- three")).toBe("line one\nline two\n\n- three");
  });
  it("drops scripts, styles and comments; separates table cells", () => {
    expect(
      htmlToText(
        "<style>p{}</style><script>x()</script><!-- c --><table><tr><td>1</td><td>2</td></tr></table>",
      ),
    ).toBe("1 2");
  });
  it("is empty for empty editor output", () => {
    expect(htmlToText("<p></p>")).toBe("");
    expect(htmlToText("<p><br></p>")).toBe("");
    expect(htmlToText("<p>&nbsp;</p>")).toBe("");
  });
});

describe("escapeText and escapeHtml", () => {
  it("escapes what each context needs", () => {
    expect(escapeText(`a & <b> "c" 'd'\u00a0`)).toBe(`a &amp; &lt;b&gt; "c" 'd'&nbsp;`);
    expect(escapeHtml(`a & <b> "c" 'd'`)).toBe("a &amp; &lt;b&gt; &quot;c&quot; &#39;d&#39;");
  });
});

describe("mapTextRuns", () => {
  it("changes text between tags only, copying tags and references as written", () => {
    expect(
      mapTextRuns('<p class="x">ab &amp; c</p><a href="https://ab.example">ab</a>', (t) => t.toUpperCase()),
    ).toBe('<p class="x">AB &AMP; C</p><a href="https://ab.example">AB</a>');
  });
});

describe("isHttpUrl", () => {
  it("accepts http and https URLs only", () => {
    expect(isHttpUrl(" https://example.com/x ")).toBe(true);
    expect(isHttpUrl("http://example.com")).toBe(true);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpUrl("example.com")).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});
