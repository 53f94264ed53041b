import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sampleResumeData, templateIds } from "@sira/schema";
import { launchChromium, printResume } from "./printer";

/**
 * Prints the sample resume in every template and language to PDF and PNG for a visual check:
 * `npx tsx packages/templates/testing/print-samples.ts [outDir] [template…]`.
 */
async function main() {
  const [outDir = "/tmp/sira-samples", ...only] = process.argv.slice(2);
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const template of templateIds.filter((t) => only.length === 0 || only.includes(t))) {
      for (const language of ["ar", "en"] as const) {
        const data = sampleResumeData(language);
        data.metadata.template = template;
        const started = Date.now();
        const { pdf, pageBoxes, overflows } = await printResume(browser, data);
        const file = join(outDir, `${template}-${language}.pdf`);
        writeFileSync(file, pdf);
        execFileSync("pdftoppm", ["-r", "50", "-png", file, join(outDir, `${template}-${language}`)]);
        const info = execFileSync("pdfinfo", [file]).toString();
        const pdfPages = /Pages:\s+(\d+)/.exec(info)?.[1];
        const size = /Page size:\s+(.*)/.exec(info)?.[1];
        console.log(
          `${template}-${language}: boxes ${pageBoxes}, pdf pages ${pdfPages}, ${size}, ${Date.now() - started} ms`,
          overflows.length ? `OVERFLOW ${overflows.join("; ")}` : "",
        );
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
