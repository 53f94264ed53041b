// The ATS extraction harness (issue 16): print the fixture in every template × ar/en, extract
// each PDF before and after prepareForAts with six extractors, score against the truth, compare
// pages pixel by pixel (pdftoppm), and record bench/results/ats-eval.json.
// Usage: bench/ats-eval/setup.sh && node bench/ats-eval/run.mjs [template ...]
// ATS_FONT=Amiri prints every resume in that font instead of the language's default;
// ATS_RESULTS=<name> records results/<name>.json instead (e.g. for a run on a few templates);
// ATS_REUSE=1 skips printing and runs prepareForAts again on the Chromium PDFs of the last run
// (out/<name>.raw.pdf), to compare two versions of the text layer on the same prints.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { record } from "../lib.mjs";
import { extractAll, extractorNames } from "./extractors.mjs";
import { load, outDir, printAll, reprepareAll } from "./print.mjs";
import { score } from "./score.mjs";

const { atsTruth } = await load("bench/ats-eval/fixture.ts");
const font = process.env.ATS_FONT || undefined;
const printed = await (process.env.ATS_REUSE ? reprepareAll : printAll)({
  templates: process.argv.slice(2),
  font,
});

/** Pages whose pixels differ between the two PDFs at 100 dpi (and how many pixels). */
async function pixelDiff(a, b, name) {
  const render = (file, prefix) => {
    execFileSync("pdftoppm", ["-r", "100", "-png", file, prefix]);
    return fs
      .readdirSync(outDir)
      .filter((f) => f.startsWith(path.basename(prefix)) && f.endsWith(".png"))
      .sort()
      .map((f) => path.join(outDir, f));
  };
  const pa = render(a, path.join(outDir, `cmp-${name}-a`));
  const pb = render(b, path.join(outDir, `cmp-${name}-b`));
  let pages = 0;
  let pixels = 0;
  if (pa.length !== pb.length) return { pages: Math.max(pa.length, pb.length), pixels: -1 };
  for (let i = 0; i < pa.length; i++) {
    const [ra, rb] = await Promise.all([pa[i], pb[i]].map((f) => sharp(f).raw().toBuffer()));
    let diff = 0;
    for (let k = 0; k < ra.length; k++) if (ra[k] !== rb[k]) diff++;
    if (diff) pages++;
    pixels += diff;
  }
  for (const f of [...pa, ...pb]) fs.rmSync(f);
  return { pages, pixels };
}

const rows = [];
for (const p of printed) {
  const raw = path.join(outDir, `${p.name}.raw.pdf`);
  const fixed = path.join(outDir, `${p.name}.pdf`);
  const texts = await extractAll([raw, fixed]);
  const truth = atsTruth(p.lang);
  const diff = await pixelDiff(raw, fixed, p.name);
  for (const extractor of extractorNames) {
    const before = score(truth, texts[raw][extractor]);
    const after = score(truth, texts[fixed][extractor]);
    rows.push({ template: p.template, lang: p.lang, extractor, before, after });
    fs.writeFileSync(path.join(outDir, `${p.name}.${extractor}.txt`), texts[fixed][extractor]);
    fs.writeFileSync(path.join(outDir, `${p.name}.${extractor}.raw.txt`), texts[raw][extractor]);
  }
  p.pixelDiff = diff;
  console.error(`${p.name}: scored, pixel diff ${JSON.stringify(diff)}`);
}

const pct = (x) => +(100 * x).toFixed(1);
const summary = [];
for (const lang of ["ar", "en"]) {
  for (const extractor of extractorNames) {
    const rs = rows.filter((r) => r.lang === lang && r.extractor === extractor);
    if (!rs.length) continue;
    const agg = (side) => {
      const cers = rs.map((r) => r[side].cer);
      const exactKeys = Object.keys(rs[0][side].exact);
      return {
        cer: pct(cers.reduce((a, b) => a + b, 0) / cers.length),
        cerWorst: pct(Math.max(...cers)),
        recall: pct(rs.reduce((a, r) => a + r[side].recall, 0) / rs.length),
        recallWorst: pct(Math.min(...rs.map((r) => r[side].recall))),
        lamAlefRecall: pct(rs.reduce((a, r) => a + r[side].lamAlefRecall, 0) / rs.length),
        exactStrings: pct(rs.reduce((a, r) => a + r[side].exactStrings / r[side].strings, 0) / rs.length),
        exact: Object.fromEntries(exactKeys.map((k) => [k, rs.filter((r) => r[side].exact[k]).length])),
        inOrder: rs.filter((r) => r[side].inOrder).length,
        cerByKind: Object.fromEntries(
          Object.keys(rs[0][side].cerByKind).map((k) => [
            k,
            pct(rs.reduce((a, r) => a + r[side].cerByKind[k], 0) / rs.length),
          ]),
        ),
      };
    };
    summary.push({ lang, extractor, templates: rs.length, before: agg("before"), after: agg("after") });
  }
}

for (const s of summary) {
  const f = (a) =>
    `CER ${a.cer}% (worst ${a.cerWorst}) recall ${a.recall}% (worst ${a.recallWorst}) lam-alef ${a.lamAlefRecall}% exact ${a.exactStrings}% order ${a.inOrder}/${s.templates}`;
  console.log(
    `${s.lang} ${s.extractor.padEnd(8)} before: ${f(s.before)}\n${" ".repeat(12)}after:  ${f(s.after)}`,
  );
  console.log(
    `${" ".repeat(12)}exact after: ${JSON.stringify(s.after.exact)}  by kind: ${JSON.stringify(s.after.cerByKind)}`,
  );
}
const postMs = printed.map((p) => p.postMs).sort((a, b) => a - b);
record(process.env.ATS_RESULTS || (font ? `ats-eval-${font.replace(/\W+/g, "")}` : "ats-eval"), {
  font: font ?? "default (Tajawal for Arabic, Inter for English)",
  pdfs: printed.length,
  postProcessingMs: { median: +postMs[postMs.length >> 1].toFixed(1), max: +postMs.at(-1).toFixed(1) },
  pixelDiff: Object.fromEntries(printed.map((p) => [p.name, p.pixelDiff])),
  summary,
  perTemplate: rows.map((r) => ({
    template: r.template,
    lang: r.lang,
    extractor: r.extractor,
    before: {
      cer: pct(r.before.cer),
      recall: pct(r.before.recall),
      exact: r.before.exact,
      inOrder: r.before.inOrder,
    },
    after: {
      cer: pct(r.after.cer),
      recall: pct(r.after.recall),
      exact: r.after.exact,
      inOrder: r.after.inOrder,
    },
  })),
});
