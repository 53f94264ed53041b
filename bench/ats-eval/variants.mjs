// Compare prepareForAts variants on already printed PDFs (out/<name>.raw.pdf): every extractor's
// CER and keyword recall, and whether pages stay pixel-identical.
// Usage: node bench/ats-eval/variants.mjs professional-ar [gengar-ar ...] (after run.mjs or print.mjs)
import fs from "node:fs";
import path from "node:path";
import { extractAll, extractorNames } from "./extractors.mjs";
import { load, outDir } from "./print.mjs";
import { score } from "./score.mjs";

const { prepareForAts, rewritePdf, atsRewrites } = await load("packages/pdf-text/src/index.ts");
const { reorderRewrites, logicalCopyRewrites } = await load("bench/ats-eval/reorder.ts");
const { atsTruth } = await load("bench/ats-eval/fixture.ts");
const B = { glyphs: "logical", lro: false, actualText: "logical" };
export const variants = {
  none: null,
  "A: prepareForAts (shipped)": "A",
  "A5: A without steps 6 and 7 (number marks, line marks)": {
    ...atsRewrites,
    markNumberRuns: false,
    markLines: false,
  },
  "A6: A without step 7 (line marks)": { ...atsRewrites, markLines: false },
  "B: logical lines, logical glyphs": B,
  "B + A": { ...B, actualText: "visual" },
  "C: logical words, visual glyphs + A": { ...B, glyphs: "visual", actualText: "visual" },
  "D: B + LRO": { ...B, lro: true },
  "E: B + A + LRO": { ...B, lro: true, actualText: "visual" },
  "F: A + invisible logical copy off the page": { copy: 5000 },
  "G: A + invisible logical copy over the line": { copy: 0 },
};
const apply = (bytes, v) =>
  v === null
    ? bytes
    : v === "A"
      ? prepareForAts(bytes)
      : v.content
        ? rewritePdf(bytes, v)
        : v.copy !== undefined
          ? rewritePdf(prepareForAts(bytes), logicalCopyRewrites(v.copy))
          : rewritePdf(bytes, reorderRewrites(v));
// VARIANTS=A,A5 runs only those; ATS_EXACT=1 also lists the exact strings each extractor misses.
const only = process.env.VARIANTS?.split(",");
for (const name of process.argv.slice(2)) {
  const raw = path.join(outDir, `${name}.raw.pdf`);
  const files = [];
  for (const [v, opts] of Object.entries(variants)) {
    if (only && !only.includes(v.split(":")[0])) continue;
    const file = path.join(outDir, `${name}.v-${v.split(":")[0].replace(/\W+/g, "")}.pdf`);
    fs.writeFileSync(file, apply(fs.readFileSync(raw), opts));
    files.push([v, file]);
  }
  const texts = await extractAll(files.map(([, f]) => f));
  const truth = atsTruth(name.endsWith("-en") ? "en" : "ar");
  for (const [v, file] of files) {
    const cells = extractorNames.map((e) => {
      const s = score(truth, texts[file][e]);
      return `${e} ${(100 * s.cer).toFixed(1)}/${(100 * s.recall).toFixed(0)}`;
    });
    console.log(`${name} ${v.padEnd(38)} ${cells.join("  ")}`);
    if (process.env.ATS_EXACT)
      for (const e of extractorNames) {
        const missed = Object.entries(score(truth, texts[file][e]).exact).filter(([, ok]) => !ok);
        if (missed.length) console.log(`    ${e} misses: ${missed.map(([k]) => k).join(", ")}`);
      }
  }
}
