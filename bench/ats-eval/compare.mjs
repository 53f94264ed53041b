// Every extractor's text of the printed PDFs in out/ (after run.mjs or print.mjs) with and
// without one step of prepareForAts: "=" byte-identical, "marks" differing only by U+200E/U+200F,
// "ws" only in white space, "DIFF" otherwise. Both texts go to out/compare/<name>.<extractor>.{with,without}.txt.
// Usage: node bench/ats-eval/compare.mjs [markLines|markNumberRuns] [name filter, e.g. -ar]
import fs from "node:fs";
import path from "node:path";
import { extractAll, extractorNames } from "./extractors.mjs";
import { load, outDir } from "./print.mjs";

const { rewritePdf, atsRewrites, prepareForAts } = await load("packages/pdf-text/src/index.ts");
const [step = "markLines", filter = ""] = process.argv.slice(2);
const dir = path.join(outDir, "compare");
fs.mkdirSync(dir, { recursive: true });
const names = fs
  .readdirSync(outDir)
  .filter((f) => f.endsWith(".raw.pdf") && f.includes(filter))
  .map((f) => f.slice(0, -".raw.pdf".length));
const files = names.map((name) => {
  const raw = fs.readFileSync(path.join(outDir, `${name}.raw.pdf`));
  const [a, b] = [path.join(dir, `${name}.with.pdf`), path.join(dir, `${name}.without.pdf`)];
  fs.writeFileSync(a, prepareForAts(raw));
  fs.writeFileSync(b, rewritePdf(raw, { ...atsRewrites, [step]: false }));
  return { name, a, b };
});
const texts = await extractAll(files.flatMap(({ a, b }) => [a, b]));
const strip = (t) => t.replace(/[\u200E\u200F]/g, "");
for (const { name, a, b } of files) {
  const cells = extractorNames.map((e) => {
    const [x, y] = [texts[a][e], texts[b][e]];
    fs.writeFileSync(path.join(dir, `${name}.${e}.with.txt`), x);
    fs.writeFileSync(path.join(dir, `${name}.${e}.without.txt`), y);
    const same =
      x === y
        ? "="
        : strip(x) === strip(y)
          ? "marks"
          : strip(x).replace(/\s+/g, " ") === strip(y).replace(/\s+/g, " ")
            ? "ws"
            : "DIFF";
    return `${e}:${same}`;
  });
  console.log(name.padEnd(18), cells.join(" "));
}
