import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./description";

/**
 * The outputs the former sanitizer (sanitize-html plus regexes in apps/server jobs/sanitize.ts)
 * gave for the same inputs, recorded before it was removed; nested bold is the one difference
 * (one strong instead of strong inside strong).
 */
describe("sanitizeDescription", () => {
  it.each([
    [
      `He said "hi" & it's <b>bold</b>&nbsp;x &amp; y &lt;z&gt; &copy;`,
      `He said "hi" &amp; it's <strong>bold</strong> x &amp; y &lt;z&gt; ©`,
    ],
    [
      `plain "text" & it's a < b\nline2\n\n\n\nline3`,
      `plain "text" &amp; it's a &lt; b<br>line2<br><br>line3`,
    ],
    [
      `<p>One&nbsp;two</p><ul><li class=x>a</li><li>b</li></ul><div>c<br/>d</div>`,
      "One two<br><br>• a<br><br>• b<br><br>c<br>d",
    ],
    [`<script>x</script><style>y</style><textarea>t</textarea><select><option>o</option></select>z`, "z"],
    [
      `<strong onclick="x">s</strong><B>b</B><em>e</em>   many    spaces\t\ttabs`,
      "<strong>s</strong><strong>b</strong>e many spaces tabs",
    ],
    [`<p>a</p>\n<p>b</p>`, "a<br> b"],
    [`<!-- c -->x<br><br><br><br>y`, "x<br><br>y"],
    [`<h2>T</h2>text<table><tr><td>1</td><td>2</td></tr></table>`, "T<br>text12"],
    ["x <y", "x &lt;y"],
    [`<a href="x">l</a>`, "l"],
    ["&#x27;&#39;&apos;", "&amp;#x27;&amp;#39;&amp;apos;"],
    ["<p> lead</p>", "lead"],
    ["\u00a0x", "x"],
  ])("%j → %j", (input, output) => {
    expect(sanitizeDescription(input)).toBe(output);
  });
  it("keeps one strong for nested bold and closes what is left open", () => {
    expect(sanitizeDescription("<b><strong>x</strong></b> <b>open")).toBe(
      "<strong>x</strong> <strong>open</strong>",
    );
    expect(sanitizeDescription("</b>a</strong>")).toBe("a");
  });
  it("keeps only strong and br whatever the input", () => {
    const out = sanitizeDescription(
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src=//e></iframe><svg onload=alert(1)>',
    );
    expect(out.replace(/<\/?strong>|<br>/g, "")).not.toMatch(/[<>]/);
    expect(out).toBe("x");
  });
});
