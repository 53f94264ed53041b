/**
 * Time to import a 2-page PDF (issue 37: within 1.5× of the time before the staged pipeline):
 * parsePdfResume on each file, warm (the first run, which loads pdf.js and the word list, is
 * dropped), median of N runs per file: wall time, and the process's CPU time (user + system),
 * which a loaded machine disturbs far less than wall time.
 *
 *   npx tsx bench/import-time.ts [--runs N] [file.pdf …]   default: an English (rendercv) and an
 *                                                           Arabic (cv-gulf) 2-page PDF
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parsePdfResume } from "@sira/importers";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 15;
const root = path.resolve(import.meta.dirname, "..");
const files = args.length
  ? args
  : [
      path.join(root, "fixtures/resumes-pdf/rendercv/John_Doe_ClassicTheme_CV.pdf"),
      path.join(root, "fixtures/cv-gulf/ar-02-accountant-personal.pdf"),
    ];
for (const file of files) {
  const bytes = new Uint8Array(readFileSync(file));
  await parsePdfResume(bytes);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    const result = await parsePdfResume(bytes);
    times.push(performance.now() - start);
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    if (!result.ok) throw new Error(`${file}: ${JSON.stringify(result.errors)}`);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const cpuMedian = cpu[Math.floor(cpu.length / 2)]!;
  console.log(
    `${path.basename(file)}: median ${median.toFixed(1)} ms, min ${times[0]!.toFixed(1)} ms, CPU median ${cpuMedian.toFixed(1)} ms, min ${cpu[0]!.toFixed(1)} ms (${runs} runs)`,
  );
}
