import { htmlInputBounds } from "@sira/schema/constants";
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text";

describe("sanitizeRichText: the allowlist", () => {
  it("keeps the editor's formatting and lists, without attributes", () => {
    expect(
      sanitizeRichText(
        '<h2 class="t">Title</h2><p style="text-align:center">A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <mark>f</mark> <code>g</code></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>p</pre><hr><p>x<br>y<sub>1</sub><sup>2</sup></p>',
      ),
    ).toBe(
      "<h2>Title</h2><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <mark>f</mark> <code>g</code></p><ul><li><p>one</p></li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>p</pre><hr><p>x<br>y<sub>1</sub><sup>2</sup></p>",
    );
  });
  it("drops unknown elements but keeps their text", () => {
    expect(sanitizeRichText("<div><section>Text <font>here</font></section></div>")).toBe("Text here");
  });
  it("removes scripts, styles and event handlers with their content", () => {
    expect(
      sanitizeRichText(
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></p>',
      ),
    ).toBe("<p>Hi</p>");
    expect(sanitizeRichText("<svg><svg></svg><a href='https://x.example'>in</a></svg>after")).toBe("after");
    expect(sanitizeRichText("<template><p>hidden</p></template><textarea><b>t</b></textarea>shown")).toBe(
      "shown",
    );
  });
  it("keeps no form, iframe or style, and no attribute but a link's href", () => {
    expect(
      sanitizeRichText(
        '<style>body{display:none}</style><form action="https://evil.example"><input name="password"><button>Sign in</button></form><iframe src="https://evil.example"></iframe><p class="x" style="position:fixed" id="y">Hi</p>',
      ),
    ).toBe("Sign in<p>Hi</p>");
  });
});

describe("sanitizeRichText: links", () => {
  it("keeps http(s), mailto and tel targets with rel, escaped", () => {
    expect(sanitizeRichText('<a href="https://example.com/?a=1&amp;b=2" target="_top">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText("<a href='mailto:hr@example.sa'>m</a><a href=tel:+966112345678>t</a>")).toBe(
      '<a href="mailto:hr@example.sa" rel="noopener noreferrer">m</a><a href="tel:+966112345678" rel="noopener noreferrer">t</a>',
    );
  });
  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href=" JAVASCRIPT:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="//evil.example">x</a>',
    '<a href="mailto:a@b@c">x</a>',
  ])("drops an unsafe target: %s", (html) => {
    expect(sanitizeRichText(html)).toBe("<a>x</a>");
  });
  it("escapes quotes in a kept href and never nests links", () => {
    expect(sanitizeRichText(`<a href='https://x.example/"onmouseover="alert(1)'>x</a>`)).toBe(
      '<a href="https://x.example/&quot;onmouseover=&quot;alert(1)" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://a.example">a<a href="https://b.example">b</a>c</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">ab</a>c',
    );
  });
});

describe("sanitizeRichText: balance and text", () => {
  it("balances tags so a summary cannot close its container", () => {
    expect(sanitizeRichText("</div></p><p><strong>bold")).toBe("<p><strong>bold</strong></p>");
    expect(sanitizeRichText("<ul><li>a<li>b</ul>")).toBe("<ul><li>a<li>b</li></li></ul>");
    expect(sanitizeRichText("<b><i>x</b>y</i>")).toBe("<b><i>x</i></b>y");
  });
  it("nests at most 64 deep; deeper text stays", () => {
    const out = sanitizeRichText(`${"<b>".repeat(100)}deep${"</b>".repeat(100)}`);
    expect(out).toBe(`${"<b>".repeat(64)}deep${"</b>".repeat(64)}`);
  });
  it("escapes stray angle brackets and ampersands, decoding references first", () => {
    expect(sanitizeRichText("a < b && c > d &amp; e")).toBe("a &lt; b &amp;&amp; c &gt; d &amp; e");
    expect(sanitizeRichText("&lt;script&gt;alert(1)&lt;/script&gt; &copy; &#x41;")).toBe(
      "&lt;script&gt;alert(1)&lt;/script&gt; © A",
    );
    expect(sanitizeRichText("<p>&nbsp;</p>")).toBe("<p>&nbsp;</p>");
    expect(sanitizeRichText("<scr<script>ipt>alert(1)</script>")).not.toContain("<script");
  });
  it("drops comments, doctypes and markup cut off by the end", () => {
    expect(sanitizeRichText("<!doctype html><!-- c -->a<![CDATA[x]]><?php echo 1 ?>b<a href='x")).toBe("ab");
  });
  it("reads at most htmlInputBounds.richText characters", () => {
    const out = sanitizeRichText("x".repeat(htmlInputBounds.richText + 10));
    expect(out.length).toBe(htmlInputBounds.richText);
    // A surrogate pair is never split.
    const pairs = sanitizeRichText(`${"x".repeat(htmlInputBounds.richText - 1)}😀`);
    expect(pairs.endsWith("x")).toBe(true);
  });
});
