/**
 * Import recall over CVs written by others (issue 37): every PDF and DOCX with an answer key is
 * imported through the real importer (@sira/importers: parseDocxResume, parsePdfResume with its
 * OCR of scanned pages), and each field of the key is looked for in what was read.
 *
 *   npx tsx bench/import-eval.ts                      fixtures/cv-gulf (keys beside the files)
 *   npx tsx bench/import-eval.ts <folder> [--keys <dir>] …
 *                                                     also every PDF/DOCX under <folder> whose key
 *                                                     is <dir>/<path relative to folder>.json or
 *                                                     beside the file (evaluation-only sets such as
 *                                                     the cv-samples corpus of others' CVs are never copied)
 *   npx tsx bench/import-eval.ts --dir <cv-samples folder> --keys <dir>
 *                                                     the same (--dir names the folder); keys for the
 *                                                     MIT-licensed samples are in bench/cv-samples-keys
 *                                                     and always looked for; others' keys live outside
 *   options: --json <file> writes the per-file result; --verbose lists every miss; --only <text>
 *            keeps files whose name contains <text>; --skip <text> leaves them out; --ocr-ms <n>
 *            the OCR deadline (default 60,000)
 *
 * Key (fixtures/cv-gulf/README.md): name, email, phone, headline, personal [{label, value}], jobs
 * [{title, company, dates}], schools [{degree, school, dates}], skills, languages, and `producer`
 * ({ docx?, pdf? }) naming the group. Recall per field = key values found / key values; a value is
 * found when a read value of the same field equals it after normalisation (NFKC, no tatweel or
 * harakat, lower case, unified dashes, collapsed spaces; dates as parsed ranges; phones as digits),
 * each read value matching at most one key value. Personal pairs are found as a custom field
 * (label and value) or, for nationality, as the personal block's country. Groups: the DOCX
 * producer (`docx-js`, `lo-html`, …), its PDF (`docx-js→lo-pdf`), `chrome`, `scan`, or the folder
 * name for keys without a producer.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ImportResult, isDocx, parseDocxResume, parsePdfResume } from "@sira/importers";
import {
  type CvKey,
  type EvalField,
  evalFields,
  type FileScore,
  groupOf,
  overall,
  recall,
  scoreImport,
  summarise,
  type Tally,
} from "@sira/importers/testing/import-recall";

// ---------------------------------------------------------------------------------------------
// Files

export async function importCv(bytes: Uint8Array, ocrDeadlineMs = 60_000): Promise<ImportResult> {
  // OCR gets a minute (--ocr-ms): the bench measures what is read, not how fast (OCR is allowed
  // 11 s in the worker; on a machine at load 20 a minute is a few seconds of a core).
  return isDocx(bytes) ? parseDocxResume(bytes) : parsePdfResume(bytes, { ocrDeadlineMs });
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
}

export function keyedFiles(
  folder: string,
  keysDirs: string[] = [],
): { file: string; key: CvKey; group: string }[] {
  const out: { file: string; key: CvKey; group: string }[] = [];
  for (const file of walk(folder)) {
    if (!/\.(pdf|docx)$/i.test(file)) continue;
    const relative = path.relative(folder, file).replace(/\.(pdf|docx)$/i, ".json");
    const candidates = [
      ...keysDirs.map((dir) => path.join(dir, relative)),
      file.replace(/\.(pdf|docx)$/i, ".json"),
    ];
    const keyFile = candidates.find((c) => statSync(c, { throwIfNoEntry: false })?.isFile());
    if (!keyFile) continue;
    const key = JSON.parse(readFileSync(keyFile, "utf8")) as CvKey;
    out.push({ file, key, group: groupOf(key, file, path.basename(path.dirname(file))) });
  }
  return out;
}

function table(groups: Map<string, Tally>, counts: Map<string, number>): string {
  const short: Record<EvalField, string> = {
    name: "name",
    email: "email",
    phone: "phone",
    headline: "headl",
    "job.title": "j.title",
    "job.company": "j.comp",
    "job.dates": "j.date",
    "school.name": "school",
    "school.degree": "degree",
    "school.dates": "s.date",
    skills: "skills",
    languages: "langs",
    personal: "person",
  };
  const head = `| group | files | ${evalFields.map((f) => short[f]).join(" | ")} | all |`;
  const rule = `| --- | ---: | ${evalFields.map(() => "---:").join(" | ")} | ---: |`;
  const rows = [...groups].map(([group, t]) => {
    const cells = evalFields.map((f) => {
      const r = recall(t[f]);
      return r === undefined ? "–" : r.toFixed(2);
    });
    return `| ${group} | ${counts.get(group) ?? 0} | ${cells.join(" | ")} | ${overall(t).toFixed(2)} |`;
  });
  return [head, rule, ...rows].join("\n");
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [value] = args.splice(at, 2).slice(1);
    return value;
  };
  const verbose = args.includes("--verbose") && Boolean(args.splice(args.indexOf("--verbose"), 1));
  const jsonOut = option("--json");
  const only = option("--only");
  const skip = option("--skip");
  const ocrMs = Number(option("--ocr-ms") ?? 60_000);
  const sets: { folder: string; keys?: string[] }[] = [];
  const here = path.dirname(new URL(import.meta.url).pathname);
  while (args.length) {
    if (args[0] === "--dir") args.shift();
    const folder = args.shift()!;
    const keys: string[] = [];
    while (args[0] === "--keys") keys.push(args.splice(0, 2)[1]!);
    // The keys this repository may hold (MIT-licensed samples) are found without being named.
    sets.push({ folder, keys: [...keys, path.join(here, "cv-samples-keys")] });
  }
  if (!sets.length) sets.push({ folder: path.join(here, "../fixtures/cv-gulf") });
  const scores: FileScore[] = [];
  for (const set of sets) {
    for (const { file, key, group } of keyedFiles(set.folder, set.keys)) {
      const name = path.basename(file);
      if ((only && !name.includes(only)) || (skip && name.includes(skip))) continue;
      const started = performance.now();
      const result = await importCv(new Uint8Array(readFileSync(file)), ocrMs);
      const score = { file: path.relative(process.cwd(), file), group, ...scoreImport(key, result) };
      scores.push(score);
      const ms = Math.round(performance.now() - started);
      console.error(
        `${score.ok ? "ok " : "ERR"} ${overall(score.tally).toFixed(2)} ${ms}ms ${score.file}${score.error ? ` — ${score.error}` : ""}`,
      );
      if (verbose)
        for (const [field, values] of Object.entries(score.missed))
          console.error(`      missed ${field}: ${values.join(" ¦ ").replaceAll("\u0000", " = ")}`);
    }
  }
  const groups = summarise(scores);
  const counts = new Map<string, number>();
  for (const s of scores) counts.set(s.group, (counts.get(s.group) ?? 0) + 1);
  counts.set("all", scores.length);
  console.log(table(groups, counts));
  if (jsonOut)
    writeFileSync(jsonOut, `${JSON.stringify({ date: new Date().toISOString(), scores }, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
