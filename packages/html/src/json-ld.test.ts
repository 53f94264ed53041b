import { describe, expect, it } from "vitest";
import { readJsonLdScripts } from "./json-ld";

describe("readJsonLdScripts", () => {
  it("reads every JSON-LD block in order, whatever the type attribute's spelling", () => {
    const page = `<!doctype html><html><head><title>Job</title>
      <script type="application/ld+json">{"@type":"JobPosting","title":"A &amp; B"}</script>
      <script>var x = "<script type='application/ld+json'>{}</script>";</script>
      <SCRIPT TYPE='Application/LD+JSON; charset=utf-8'>[1]</SCRIPT>
      <script type=application/ld+json>{"n":2}</script>
    </head><body><p>text</p></body></html>`;
    expect(readJsonLdScripts(page)).toEqual(['{"@type":"JobPosting","title":"A &amp; B"}', "[1]", '{"n":2}']);
  });
  it("is not fooled by comments, other scripts or a block cut off by the end", () => {
    expect(readJsonLdScripts('<!-- <script type="application/ld+json">{"fake":1}</script> -->')).toEqual([]);
    expect(readJsonLdScripts('<script type="text/javascript">{"no":1}</script>')).toEqual([]);
    expect(readJsonLdScripts('<script type="application/ld+json">{"cut":')).toEqual([]);
    expect(readJsonLdScripts('<script type="application/ld+json">{"a":"</b>"}</script>')).toEqual([
      '{"a":"</b>"}',
    ]);
  });
  it("finds nothing in a page of tag-like text", () => {
    expect(readJsonLdScripts("<a".repeat(200_000))).toEqual([]);
  });
});
