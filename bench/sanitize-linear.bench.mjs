// Issue 34: every HTML reader is linear. Times the former tag-stripping regexes and the
// readers of @sira/html on hostile inputs of n and 2n characters; the ratio of the two times shows
// the growth (about 2 for linear work, about 4 for quadratic). Budget: every @sira/html reader's
// ratio ≤ 3 on every shape. The former regexes are kept here only as the baseline.
import { tsImport } from "tsx/esm/api";
import { record } from "./lib.mjs";

const html = await tsImport("../packages/html/src/index.ts", import.meta.url);

const n = Number(process.env.SANITIZE_N ?? 25_000);
/** Hostile shapes of about `size` characters (below every profile's input bound). */
const shapes = {
  "unclosed tags": (size) => "<a".repeat(size / 2),
  "unclosed script tags": (size) => "<script ".repeat(size / 8),
  "comment openers": (size) => "<!--".repeat(size / 4),
  "unclosed quotes": (size) => '<a "'.repeat(size / 4),
  "deep nesting": (size) => `${"<b>".repeat(size / 7)}${"</i>".repeat(size / 7)}`,
};

const readers = {
  // The former readers' core regexes (nlp stripHtml, share page, web, templates' rich text; and
  // parseJsonLdPage's script finder).
  // eslint-disable-next-line regexp/no-super-linear-move -- bounded: this bench's inputs of 25-50 KB
  "former /<[^>]*>/g": (s) => s.replace(/<[^>]*>/g, " "),
  // Quadratic too, though eslint-plugin-regexp does not flag it (the lint pass is no proof).
  "former JSON-LD regex": (s) => [
    ...s.matchAll(/<script[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script>/gi),
  ],
  sanitizeRichText: html.sanitizeRichText,
  sanitizeDescription: html.sanitizeDescription,
  htmlToText: html.htmlToText,
  readJsonLdScripts: html.readJsonLdScripts,
};

/** Median milliseconds of one call, over `runs` samples of `calls` calls each. */
function time(fn, input, runs, calls) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    for (let c = 0; c < calls; c++) fn(input);
    samples.push((performance.now() - start) / calls);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const rows = [];
for (const [shape, make] of Object.entries(shapes)) {
  const small = make(n);
  const large = make(2 * n);
  for (const [reader, fn] of Object.entries(readers)) {
    const former = reader.startsWith("former");
    // A former regex runs once (seconds); a reader takes a few ms, so samples of 20 calls.
    const [runs, calls] = former ? [1, 1] : [11, 20];
    fn(small); // warm the JIT
    const ms = time(fn, small, runs, calls);
    const ms2 = time(fn, large, runs, calls);
    rows.push({
      shape,
      reader,
      chars: [small.length, large.length],
      ms: +ms.toFixed(2),
      ms2: +ms2.toFixed(2),
      ratio: +(ms2 / Math.max(ms, 0.01)).toFixed(2),
    });
    console.log(`${shape.padEnd(22)} ${reader.padEnd(22)} ${ms.toFixed(2)} → ${ms2.toFixed(2)} ms`);
  }
}
const ours = rows.filter((r) => !r.reader.startsWith("former"));
const worstRatio = Math.max(...ours.map((r) => r.ratio));
record("sanitize-linear", {
  n,
  budget: "every @sira/html reader: time(2n) / time(n) ≤ 3",
  withinBudget: worstRatio <= 3,
  worstRatio,
  slowestMs: Math.max(...ours.map((r) => r.ms2)),
  rows,
});
if (worstRatio > 3) process.exitCode = 1;
