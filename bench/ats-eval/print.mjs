// Print the ATS fixture in every template × language through the server's own print path
// (printDocumentOf + the browser pool), writing out/<template>-<lang>.raw.pdf (Chromium's PDF)
// and out/<template>-<lang>.pdf (after prepareForAts, as users download it). Answers the
// post-processing time per PDF. Usage: node bench/ats-eval/print.mjs [template ...]
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { tsImport } from "tsx/esm/api";
import { chromiumPath, repoRoot } from "../lib.mjs";

export const outDir = path.join(repoRoot, "bench/ats-eval/out");

export const load = (file) =>
  tsImport(path.join(repoRoot, file), {
    parentURL: import.meta.url,
    tsconfig: path.join(repoRoot, "packages/templates/tsconfig.json"),
  });

export async function printAll({ templates, languages = ["ar", "en"], font } = {}) {
  const { templateIds } = await load("packages/schema/src/index.ts");
  const { atsResume } = await load("bench/ats-eval/fixture.ts");
  const { createBrowserPool } = await load("apps/server/src/adapters/browser/browser-pool.ts");
  const { renderChromiumPdf } = await load("apps/server/src/modules/print/print-render.ts");
  const { prepareForAts: prepareStandard, prepareAtsSafe } = await load("packages/pdf-text/src/index.ts");
  const { printDocumentOf } = await load("apps/server/src/modules/print/print-document.ts");
  // ATS_SAFE=1: the ATS-safe PDF (one column, dates in reading order) instead of the template's.
  const safe = Boolean(process.env.ATS_SAFE);
  const { renderAtsSafeParts } = await load("packages/templates/src/index.ts");
  const prepareForAts = safe ? prepareAtsSafe : prepareStandard;
  fs.mkdirSync(outDir, { recursive: true });
  const executablePath = chromiumPath();
  const pool = createBrowserPool({
    locate: async () => ({ kind: "executable", target: executablePath, source: "CHROMIUM_PATH" }),
    concurrency: 1,
    timeoutMs: 60_000,
  });
  const printed = [];
  try {
    for (const template of templates?.length ? templates : templateIds) {
      for (const lang of languages) {
        const name = `${template}-${lang}${font ? `-${font.replace(/\W+/g, "")}` : ""}${safe ? "-safe" : ""}`;
        const data = atsResume(lang, template, font);
        const { pdf, pages } = safe
          ? await renderChromiumPdf(
              pool,
              renderAtsSafeParts(data, process.env.ATS_SAFE === "plain" ? { logicalRuns: false } : {}),
              undefined,
              "flowing",
            )
          : await renderChromiumPdf(pool, printDocumentOf(data).parts);
        const t0 = performance.now();
        const fixed = prepareForAts(pdf);
        const ms = performance.now() - t0;
        fs.writeFileSync(path.join(outDir, `${name}.raw.pdf`), pdf);
        fs.writeFileSync(path.join(outDir, `${name}.pdf`), fixed);
        printed.push({ name, template, lang, pages, postMs: ms, rawBytes: pdf.length, bytes: fixed.length });
        console.error(`${name}: ${pages} pages, post-processing ${ms.toFixed(1)} ms`);
      }
    }
  } finally {
    await pool.close();
  }
  return printed;
}

/**
 * As printAll, but from the Chromium PDFs a previous run left in out/ (<name>.raw.pdf): only
 * prepareForAts runs again, so two versions of the text layer are compared on the same prints.
 */
export async function reprepareAll({ templates, languages = ["ar", "en"], font } = {}) {
  const { templateIds } = await load("packages/schema/src/index.ts");
  const { prepareForAts: prepareStandard, prepareAtsSafe } = await load("packages/pdf-text/src/index.ts");
  const prepareForAts = process.env.ATS_SAFE ? prepareAtsSafe : prepareStandard;
  const mupdf = await import("mupdf");
  const printed = [];
  for (const template of templates?.length ? templates : templateIds) {
    for (const lang of languages) {
      const name = `${template}-${lang}${font ? `-${font.replace(/\W+/g, "")}` : ""}${process.env.ATS_SAFE ? "-safe" : ""}`;
      const pdf = new Uint8Array(fs.readFileSync(path.join(outDir, `${name}.raw.pdf`)));
      const pages = mupdf.Document.openDocument(pdf, "application/pdf").countPages();
      const t0 = performance.now();
      const fixed = prepareForAts(pdf);
      const ms = performance.now() - t0;
      fs.writeFileSync(path.join(outDir, `${name}.pdf`), fixed);
      printed.push({ name, template, lang, pages, postMs: ms, rawBytes: pdf.length, bytes: fixed.length });
      console.error(`${name}: ${pages} pages (reused print), post-processing ${ms.toFixed(1)} ms`);
    }
  }
  return printed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await printAll({ templates: process.argv.slice(2) });
}
