/**
 * Time to import a PDF (issue 37: within 1.5× of the time before the staged pipeline; issue 39:
 * an Arabic 2-page PDF within 5× of `pdftotext` on the same file): parsePdfResume on each file,
 * warm (the first run, which loads pdf.js and the word list, is dropped), alternated sample by
 * sample with the bare baseline, `pdftotext` (poppler) run on the same file as a process, as a
 * server would call it (spawn, read the whole text). Reports each side's median and min and the
 * ratio of the medians, and the median of the per-sample ratios; the import's CPU time (user +
 * system, which a loaded machine disturbs far less than wall time); the one-minute load average
 * at start and end.
 *
 *   npx tsx bench/import-time.ts [--runs N] [--json results/import-time.json] [file.pdf …]
 *     default files: an English (rendercv) and an Arabic (cv-gulf) 2-page PDF
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parsePdfResume } from "@sira/importers";

const args = process.argv.slice(2);
const take = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const runs = Number(take("--runs") ?? 15);
const json = take("--json");
const root = path.resolve(import.meta.dirname, "..");
const files = args.length
  ? args
  : [
      path.join(root, "fixtures/resumes-pdf/rendercv/John_Doe_ClassicTheme_CV.pdf"),
      path.join(root, "fixtures/cv-gulf/ar-02-accountant-personal.pdf"),
    ];

const pdftotext = (file: string) =>
  new Promise<void>((resolve, reject) =>
    execFile("pdftotext", ["-enc", "UTF-8", file, "-"], { maxBuffer: 1 << 24 }, (error, stdout) =>
      error ? reject(error) : stdout.length > 0 ? resolve() : reject(new Error(`${file}: no text`)),
    ),
  );

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const min = (xs: number[]) => Math.min(...xs);
const round = (x: number, digits = 1) => +x.toFixed(digits);

const loadAverageAtStart = os.loadavg()[0]!;
const results = [];
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(file));
  const importCpuMs: number[] = [];
  const importOnce = async () => {
    const start = performance.now();
    const used = process.cpuUsage();
    const result = await parsePdfResume(bytes);
    const ms = performance.now() - start;
    const spent = process.cpuUsage(used);
    importCpuMs.push((spent.user + spent.system) / 1000);
    if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
    return ms;
  };
  const bareOnce = async () => {
    const start = performance.now();
    await pdftotext(file);
    return performance.now() - start;
  };
  await importOnce();
  await bareOnce();
  importCpuMs.length = 0; // the warm-up run is not a sample
  const importMs: number[] = [];
  const bareMs: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Alternate the order so neither side always runs right after the other.
    let imported: number;
    let bare: number;
    if (i % 2 === 0) {
      imported = await importOnce();
      bare = await bareOnce();
    } else {
      bare = await bareOnce();
      imported = await importOnce();
    }
    importMs.push(imported);
    bareMs.push(bare);
    ratios.push(imported / bare);
  }
  const row = {
    file: path.relative(root, file),
    runs,
    importMs: { median: round(median(importMs)), min: round(min(importMs)) },
    importCpuMs: { median: round(median(importCpuMs)), min: round(min(importCpuMs)) },
    pdftotextMs: { median: round(median(bareMs)), min: round(min(bareMs)) },
    ratio: round(median(importMs) / median(bareMs), 2),
    medianSampleRatio: round(median(ratios), 2),
  };
  results.push(row);
  console.log(
    `${path.basename(file)}: import median ${row.importMs.median} ms (min ${row.importMs.min}; CPU ${row.importCpuMs.median}), ` +
      `pdftotext median ${row.pdftotextMs.median} ms (min ${row.pdftotextMs.min}), ratio ${row.ratio} ` +
      `(median of per-sample ratios ${row.medianSampleRatio}; ${runs} runs)`,
  );
}
const loadAverage = os.loadavg()[0]!;
console.log(
  `load average (1 min): ${loadAverageAtStart.toFixed(2)} at start, ${loadAverage.toFixed(2)} at end`,
);
if (json) {
  const body = {
    name: "import-time",
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    loadAverageAtStart,
    loadAverage,
    files: results,
  };
  writeFileSync(path.resolve(root, "bench", json), `${JSON.stringify(body, null, 2)}\n`);
}
