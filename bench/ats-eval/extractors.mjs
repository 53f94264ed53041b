// The six extractors the harness compares. poppler and MuPDF come from the reusable extraction
// module (packages/pdf-text/src/extract.ts); PDFBox 2 (ExtractText, as inside Apache
// Tika), pdfminer and pypdf run as Debian tools; pdf.js joins getTextContent items in stream
// order as common Node parsers (pdf-parse) do.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { load } from "./print.mjs";

const run = promisify(execFile);
const { extractText } = await load("packages/pdf-text/src/extract.ts");

const pdfboxClasspath = ["pdfbox2", "pdfbox2-tools", "fontbox2", "commons-logging"]
  .map((j) => `/usr/share/java/${j}.jar`)
  .join(":");

export async function pdfbox(file) {
  const { stdout } = await run(
    "java",
    ["-cp", pdfboxClasspath, "org.apache.pdfbox.tools.ExtractText", "-encoding", "UTF-8", "-console", file],
    { encoding: "utf8", maxBuffer: 1 << 26 },
  );
  return stdout;
}

export async function pdfjs(file) {
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  const pages = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    let text = "";
    let lastY;
    for (const item of content.items) {
      if (!("str" in item)) continue;
      const y = item.transform[5];
      text += lastY === undefined || lastY === y ? item.str : `\n${item.str}`;
      lastY = y;
    }
    pages.push(text);
  }
  await doc.destroy();
  return pages.join("\f");
}

/** {file: {poppler, mupdf, pdfbox, pdfminer, pypdf, pdfjs}} for every file. */
export async function extractAll(files) {
  const python = JSON.parse(
    (
      await run("/usr/bin/python3", [path.join(import.meta.dirname, "extract.py"), ...files], {
        encoding: "utf8",
        maxBuffer: 1 << 28,
      })
    ).stdout,
  );
  const out = {};
  for (const file of files) {
    const bytes = new Uint8Array(fs.readFileSync(file));
    out[file] = {
      poppler: await extractText(bytes, "poppler"),
      mupdf: await extractText(bytes, "mupdf"),
      pdfbox: await pdfbox(file),
      pdfminer: python[file]?.pdfminer ?? "",
      pdfjs: await pdfjs(file),
      pypdf: python[file]?.pypdf ?? "",
    };
  }
  return out;
}

export const extractorNames = ["poppler", "pdfbox", "mupdf", "pdfminer", "pdfjs", "pypdf"];
