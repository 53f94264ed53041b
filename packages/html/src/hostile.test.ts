import { describe, expect, it } from "vitest";
import { hostileHtmlShapes } from "../testing/hostile-shapes";
import { sanitizeDescription } from "./description";
import { readJsonLdScripts } from "./json-ld";
import { mapTextRuns } from "./map-text";
import { sanitizeRichText } from "./rich-text";
import { htmlToText } from "./text";

// Each shape is 0.4 to 1 MB (cut to each profile's bound first, where it has one). With the former
// regexes most took minutes to hours; the test's own time limit fails a reader that is not linear.
describe.each(Object.entries(hostileHtmlShapes))("%s", (_name, html) => {
  it("sanitizeRichText answers well-formed allowlisted HTML", () => {
    const out = sanitizeRichText(html);
    expect(out).not.toMatch(/<(?!\/?(?:a|b|li|ul|br)\b)[a-z]/i);
    expect(out.match(/<b>/g)?.length ?? 0).toBe(out.match(/<\/b>/g)?.length ?? 0);
    expect(out.match(/<b>/g)?.length ?? 0).toBeLessThanOrEqual(64);
  });
  it("sanitizeDescription answers strong and br only", () => {
    const out = sanitizeDescription(html);
    expect(out.replace(/<\/?strong>|<br>/g, "")).not.toMatch(/[<>]/);
  });
  it("htmlToText, readJsonLdScripts and mapTextRuns complete", () => {
    expect(htmlToText(html)).not.toMatch(/<[a-z]/i);
    expect(readJsonLdScripts(html)).toEqual([]);
    expect(mapTextRuns(html, (t) => t).length).toBe(html.length);
  });
});
