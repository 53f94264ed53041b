/**
 * The Word download opened in a real word processor (issue 17): the Arabic and English sample
 * resumes are built as .docx (@sira/templates/export), converted by LibreOffice headless to text,
 * to flat ODF and to PDF, and checked:
 *
 * - every source string (sourceStrings: worked out from the resume data alone) found exactly, and
 *   in order, in LibreOffice's UTF-8 text output;
 * - the paragraphs LibreOffice lays out right to left (`style:writing-mode="rl-tb"` in its flat
 *   ODF): all of them for Arabic, none for English;
 * - the first page rendered to PNG (soffice → PDF → pdftoppm) for a person to look at;
 * - lists from every editor path (issue 36): the first job's summary is replaced by TipTap's
 *   `<ul><li><p>` with bold, italic and a link, a nested list, an `<ol>` and "- " paragraphs; each
 *   item must come out of LibreOffice's text as its own line with its mark ("•", "◦" one level
 *   deeper and further indented, "1.", "2.").
 *
 *   npm run docx-libreoffice -w @sira/bench [-- --out <folder for the PDFs and PNGs>]
 *
 * Needs `soffice` (Debian libreoffice-writer-nogui) and `pdftoppm` (poppler-utils). Records
 * bench/results/docx-libreoffice.json. Not in CI: LibreOffice is a large install; the suite keeps
 * the document-XML and mammoth checks (packages/templates/src/export/export.test.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Language, sampleResumeData } from "@sira/schema";
import { resumeDocx } from "@sira/templates/export";
import { firstMissingInOrder, sourceStrings, withoutBidiMarks } from "@sira/templates/testing/docx-source";

const here = path.dirname(fileURLToPath(import.meta.url));
const outArg = process.argv.indexOf("--out");
const work = mkdtempSync(path.join(os.tmpdir(), "sira-docx-lo-"));
const out = outArg > 0 ? path.resolve(process.argv[outArg + 1] ?? work) : work;
mkdirSync(out, { recursive: true });
const profile = `file://${path.join(work, "profile")}`;

function soffice(file: string, target: string, dir: string): number {
  const start = performance.now();
  execFileSync(
    "soffice",
    [`-env:UserInstallation=${profile}`, "--headless", "--convert-to", target, "--outdir", dir, file],
    { stdio: "ignore", timeout: 120_000 },
  );
  return performance.now() - start;
}

const version = execFileSync("soffice", ["--version"], { encoding: "utf8" }).trim();
const results: Record<string, unknown> = {
  date: new Date().toISOString().slice(0, 10),
  libreoffice: version,
};
/** The list fixture: the summary HTML and each item as LibreOffice should print it. */
const listWords = {
  en: ["Cut cloud costs by 30%", "Hired four engineers", "Two of them seniors", "Plan", "Ship", "Mentored"],
  ar: ["خفض تكاليف السحابة 30٪", "توظيف أربعة مهندسين", "اثنان منهم كبار", "التخطيط", "الإطلاق", "التوجيه"],
};
function listFixture(lang: Language) {
  const [a, b, sub, one, two, dash] = listWords[lang];
  const html =
    `<ul><li><p><strong>${a}</strong> <em>${b}</em> <a href="https://example.com/work">${one}</a></p></li>` +
    `<li><p>${b}</p><ul><li><p>${sub}</p></li></ul></li></ul>` +
    `<ol><li><p>${one}</p></li><li><p>${two}</p></li></ol><p>- ${dash}</p><p>- ${a}</p>`;
  const items = [
    { mark: "•", text: `${a} ${b} ${one}`, level: 0 },
    { mark: "•", text: `${b}`, level: 0 },
    { mark: "◦", text: `${sub}`, level: 1 },
    { mark: "1.", text: `${one}`, level: 0 },
    { mark: "2.", text: `${two}`, level: 0 },
    { mark: "•", text: `${dash}`, level: 0 },
    { mark: "•", text: `${a}`, level: 0 },
  ];
  return { html, items };
}

/** The list items found in LibreOffice's text as their own line with their mark; nested ones indented further. */
function listItemsFound(text: string, items: ReturnType<typeof listFixture>["items"]): string[] {
  const lines = text.split("\n");
  const topIndent = lines.find((l) => l.trim() === `${items[0]?.mark} ${items[0]?.text}`)?.search(/\S/) ?? -1;
  return items
    .filter((item) => {
      const line = lines.find((l) => l.trim() === `${item.mark} ${item.text}`);
      if (!line) return false;
      return item.level === 0 || line.search(/\S/) > topIndent;
    })
    .map((item) => `${item.mark} ${item.text}`);
}

let failed = 0;
for (const lang of ["ar", "en"] as Language[]) {
  const data = sampleResumeData(lang);
  const fixture = listFixture(lang);
  const job = data.sections.experience.items[0];
  if (job) job.summary = fixture.html;
  const file = path.join(out, `sample-${lang}.docx`);
  writeFileSync(file, await resumeDocx(data));
  const textMs = soffice(file, "txt:Text (encoded):UTF8", out);
  const text = withoutBidiMarks(readFileSync(path.join(out, `sample-${lang}.txt`), "utf8"));
  const strings = sourceStrings(data);
  const found = strings.filter((s) => text.includes(s)).length;
  const missingInOrder = firstMissingInOrder(text, strings);
  const listItems = listItemsFound(text, fixture.items);
  soffice(file, "fodt", out);
  const fodt = readFileSync(path.join(out, `sample-${lang}.fodt`), "utf8");
  const rtlStyles = new Set(
    [
      ...fodt.matchAll(
        /<style:style style:name="([^"]+)" style:family="paragraph"[^>]*>(?:(?!<\/style:style>)[\s\S])*?style:writing-mode="rl-tb"/g,
      ),
    ].map((m) => m[1]),
  );
  const bodyParagraphs = [...fodt.matchAll(/<text:(?:p|h) text:style-name="([^"]+)"[^>]*>(?!<\/text:)/g)].map(
    (m) => m[1],
  );
  const rtlParagraphs = bodyParagraphs.filter((name) => name && rtlStyles.has(name)).length;
  const pdfMs = soffice(file, "pdf", out);
  execFileSync("pdftoppm", [
    "-r",
    "70",
    "-png",
    "-f",
    "1",
    "-l",
    "1",
    path.join(out, `sample-${lang}.pdf`),
    path.join(out, `sample-${lang}-page`),
  ]);
  const pages = (execFileSync("pdfinfo", [path.join(out, `sample-${lang}.pdf`)], { encoding: "utf8" }).match(
    /Pages:\s+(\d+)/,
  ) ?? [])[1];
  const ok =
    found === strings.length &&
    missingInOrder === "" &&
    listItems.length === fixture.items.length &&
    (lang === "ar" ? rtlParagraphs === bodyParagraphs.length : rtlParagraphs === 0);
  if (!ok) failed++;
  results[lang] = {
    sourceStrings: strings.length,
    foundExactly: found,
    inOrder: missingInOrder === "" ? true : missingInOrder,
    listItems: fixture.items.length,
    listItemsWithMark: listItems.length,
    paragraphs: bodyParagraphs.length,
    rightToLeftParagraphs: rtlParagraphs,
    pdfPages: Number(pages),
    convertToTextMs: Math.round(textMs),
    convertToPdfMs: Math.round(pdfMs),
    pageImage: path.join(out, `sample-${lang}-page-1.png`),
    ok,
  };
  console.log(lang, JSON.stringify(results[lang]));
}
mkdirSync(path.join(here, "results"), { recursive: true });
writeFileSync(path.join(here, "results", "docx-libreoffice.json"), `${JSON.stringify(results, null, 2)}\n`);
if (out === work) console.log(`files in ${work}`);
else rmSync(path.join(work, "profile"), { recursive: true, force: true });
console.log(`\n${failed === 0 ? 2 : 2 - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
