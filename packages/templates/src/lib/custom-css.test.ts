import { sampleResumeData } from "@sira/schema";
import { describe, expect, it } from "vitest";
import { customCss } from "../document";
import { renderResumeParts } from "../html";
import { scopeCustomCss } from "./custom-css";

const scope = ":where([data-sira-root])";

describe("the owner's custom CSS", () => {
  it("keeps ordinary styling, scoped inside the resume, with the root contained", () => {
    const out = scopeCustomCss(
      ".sira-name { color: #b91c1c; letter-spacing: .02em } h2, .sira-item > p { margin-block: 4px !important }",
    );
    expect(out).toBe(
      `[data-sira-root]{contain:paint}\n${scope} .sira-name{color:#b91c1c;letter-spacing:.02em}${scope} h2,${scope} .sira-item>p{margin-block:4px!important}`,
    );
  });

  it("lets custom properties (only) reach the root itself, so the template's variables can be tuned", () => {
    const out = scopeCustomCss(".sira-root[data-tight] { --sira-lh-scale: 1 !important; color: red }");
    expect(out).toContain(`${scope} .sira-root[data-tight]{--sira-lh-scale:1!important;color:red}`);
    expect(out).toContain(`.sira-root[data-tight]${scope}{--sira-lh-scale:1!important}`);
    expect(out).not.toMatch(/\.sira-root\[data-tight\]:where\(\[data-sira-root\]\)\{[^}]*color/);
  });

  it("never styles the page around the resume: every selector's subject is inside the root", () => {
    const out = scopeCustomCss(
      "html, body, :root { visibility: hidden } body::before { content: 'Session expired' } .share-bar { display: none } > .x, ~ .y { color: red }",
    );
    const selectors = out
      .split("\n")[1]
      ?.match(/(?<![^{}])[^{}]+(?=\{)/g)
      ?.flatMap((list) => list.split(","));
    expect(selectors?.length).toBe(7);
    for (const selector of selectors ?? []) expect(selector.startsWith(`${scope} `)).toBe(true);
  });

  it("drops what positions outside, loads from elsewhere, or defines page-wide names", () => {
    const out = scopeCustomCss(`
      @import url(https://evil.example/a.css);
      @import "https://evil.example/b.css";
      @font-face { font-family: "Tajawal"; src: url(https://evil.example/f.woff2) }
      @keyframes spin { to { transform: rotate(1turn) } }
      @layer base { .a { color: red } }
      @page { size: A3 }
      @property --p { syntax: "*"; inherits: true; initial-value: fixed }
      @scope (html) { body { display: none } }
      .a { position: fixed; position: sticky; position: var(--p); position: -webkit-sticky; z-index: 2147483647 }
      .b { background: url(https://evil.example/pixel.png); cursor: url("//evil.example/c.cur"), auto }
      .c { background-image: image-set("https://evil.example/i.png" 1x); mask: -webkit-image-set(url(x.png) 1x) }
      .d { --u: url(https://evil.example/v.png); content: src("https://evil.example/s") }
      .e { pos\\ition: fixed; background: u\\72 l(https://evil.example/esc.png); z\\-index: 9 }
      .f { color: red; .g { position: fixed } & .h { color: blue } }
    `);
    expect(out).toBe(`[data-sira-root]{contain:paint}\n${scope} .f{color:red}`);
  });

  it("keeps @media, @supports and @container, scoped inside, and what they hold filtered alike", () => {
    const out = scopeCustomCss(
      "@media print { body { margin: 0 } .a { position: fixed; color: red } } @supports (display: grid) { @container (min-width: 10px) { .b { display: grid } } }",
    );
    expect(out).toBe(
      `[data-sira-root]{contain:paint}\n@media print{${scope} body{margin:0}${scope} .a{color:red}}@supports (display:grid){@container (min-width:10px){${scope} .b{display:grid}}}`,
    );
  });

  it("keeps data: pictures and the positions that stay inside", () => {
    const out = scopeCustomCss(
      ".a { background: url(data:image/png;base64,iVBORw0KGgo=) } .b { position: absolute; inset-block-start: 0 } .c { position: relative }",
    );
    expect(out).toContain(`${scope} .a{background:url(data:image/png;base64,iVBORw0KGgo=)}`);
    expect(out).toContain(`${scope} .b{position:absolute;inset-block-start:0}`);
    expect(out).toContain(`${scope} .c{position:relative}`);
  });

  it("cannot close the style element it goes into", () => {
    const out = scopeCustomCss(
      '.a::after { content: "</style><script>alert(1)</script>" } .b { color: red }',
    );
    expect(out).not.toMatch(/<\/style/i);
    expect(out).toContain(`${scope} .b{color:red}`);
  });

  it("is empty when switched off, blank or unreadable", () => {
    const data = sampleResumeData("en");
    data.metadata.css = { value: ".a { color: red }", visible: false };
    expect(customCss(data)).toBe("");
    expect(scopeCustomCss("  \n ")).toBe("");
    expect(scopeCustomCss("}}} {{{ garbage")).toBe("");
  });

  it("reaches print and the public page through renderResumeParts", () => {
    const data = sampleResumeData("ar");
    data.metadata.css = { value: "body { display: none } .sira-name { color: red }", visible: true };
    const { css } = renderResumeParts(data);
    expect(css).toContain(`${scope} .sira-name{color:red}`);
    expect(css).toContain(`${scope} body{display:none}`);
    expect(css.replaceAll(`${scope} body`, "")).not.toMatch(/body\s*\{\s*display:\s*none/);
  });
});
