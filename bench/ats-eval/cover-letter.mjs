// The ATS harness's cover-letter case (issue 41): the Gulf cover letter of
// @sira/pdf-text/testing/ats-cover-letter printed with its resume's header in every template ×
// ar/en through the server's print path (printDocumentOf + the browser pool, then
// prepareForAts as users download it), read back with poppler and MuPDF, and scored per
// paragraph: exact (harakat and spaces normalized), exact but for poppler's known remainder
// (spaces around a comma, colon or slash; a line-final period or percent sign), and letters and
// digits in order. Records results/ats-eval-cover-letter.json.
// Usage: node bench/ats-eval/cover-letter.mjs [template ...]
// ATS_REUSE=1 skips printing and runs prepareForAts again on the Chromium PDFs of the last run
// (out/cover-letter-<template>-<lang>.raw.pdf); SHOW=1 prints each paragraph read wrongly.
import fs from "node:fs";
import path from "node:path";
import { chromiumPath, record } from "../lib.mjs";
import { load, outDir } from "./print.mjs";

const { templateIds } = await load("packages/schema/src/index.ts");
const { atsTestCoverLetter, atsTestLetters, letterParagraphs } = await load(
  "packages/pdf-text/src/testing/ats-cover-letter.ts",
);
const { createBrowserPool } = await load("apps/server/src/adapters/browser/browser-pool.ts");
const { renderChromiumPdf } = await load("apps/server/src/modules/print/print-render.ts");
const { prepareForAts, extractText, normalizeForAts } = await load("packages/pdf-text/src/index.ts");
const { printDocumentOf } = await load("apps/server/src/modules/print/print-document.ts");

const unspaced = (text) =>
  normalizeForAts(text)
    .replace(/ ?([،,:/]) ?/g, "$1")
    .replace(/\./g, "")
    .replace(/ +/g, " ")
    .replace(/٪(\d+)(?![\d٪])/g, "$1٪")
    .trim();
const lettersOf = (text) => normalizeForAts(text).replace(/[^\p{L}\p{N}]+/gu, "");

fs.mkdirSync(outDir, { recursive: true });
const executablePath = chromiumPath();
const pool = createBrowserPool({
  locate: async () => ({ kind: "executable", target: executablePath, source: "CHROMIUM_PATH" }),
  concurrency: 1,
  timeoutMs: 60_000,
});
const templates = process.argv.slice(2).length ? process.argv.slice(2) : templateIds;
const rows = [];
try {
  for (const lang of ["ar", "en"]) {
    const letter = atsTestLetters[lang];
    const paragraphs = letterParagraphs(letter);
    for (const template of templates) {
      const rawFile = path.join(outDir, `cover-letter-${template}-${lang}.raw.pdf`);
      let raw;
      if (process.env.ATS_REUSE) raw = new Uint8Array(fs.readFileSync(rawFile));
      else {
        raw = (await renderChromiumPdf(pool, printDocumentOf(atsTestCoverLetter(lang, template)).parts)).pdf;
        fs.writeFileSync(rawFile, raw);
      }
      const pdf = prepareForAts(raw);
      fs.writeFileSync(path.join(outDir, `cover-letter-${template}-${lang}.pdf`), pdf);
      for (const extractor of ["poppler", "mupdf"]) {
        const read = normalizeForAts(await extractText(pdf, extractor));
        const count = (ok) => paragraphs.filter(ok).length;
        const row = {
          lang,
          template,
          extractor,
          paragraphs: paragraphs.length,
          exact: count((p) => read.includes(normalizeForAts(p))),
          remainder: count((p) => unspaced(read).includes(unspaced(p))),
          letters: count((p) => lettersOf(read).includes(lettersOf(p))),
          misread: paragraphs.filter((p) => !unspaced(read).includes(unspaced(p))),
          inexact: paragraphs.filter((p) => !read.includes(normalizeForAts(p))),
        };
        if (process.env.SHOW) for (const p of row.inexact) console.error(`   not exact: ${p}`);
        rows.push(row);
        console.error(
          `${lang} ${template.padEnd(12)} ${extractor.padEnd(7)} exact ${row.exact}/${row.paragraphs}, with the remainder ${row.remainder}, letters ${row.letters}`,
        );
      }
    }
  }
} finally {
  await pool.close();
}

const summary = [];
for (const lang of ["ar", "en"])
  for (const extractor of ["poppler", "mupdf"]) {
    const rs = rows.filter((r) => r.lang === lang && r.extractor === extractor);
    const all = rs.reduce((a, r) => a + r.paragraphs, 0);
    const pct = (k) => +((100 * rs.reduce((a, r) => a + r[k], 0)) / all).toFixed(1);
    summary.push({
      lang,
      extractor,
      templates: rs.length,
      exact: pct("exact"),
      withRemainder: pct("remainder"),
      letters: pct("letters"),
      templatesAllRemainder: rs.filter((r) => r.remainder === r.paragraphs).length,
      templatesAllExact: rs.filter((r) => r.exact === r.paragraphs).length,
    });
  }
for (const s of summary)
  console.log(
    `${s.lang} ${s.extractor.padEnd(7)} paragraphs exact ${s.exact}% (all in ${s.templatesAllExact}/${s.templates} templates), with poppler's remainder ${s.withRemainder}% (all in ${s.templatesAllRemainder}/${s.templates} templates), letters in order ${s.letters}%`,
  );
record("ats-eval-cover-letter", { summary, perTemplate: rows });
