import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Language } from "@sira/schema";
import { allFontFiles, type FontFile, fontFaceCss, fontFaceRules, fontFiles } from "./fonts";
import { printHostHtml, printHostScript } from "./html";

/**
 * Node-only helpers for the print server (import "@sira/templates/server"; the browser entry
 * stays free of node: modules).
 */

const require = createRequire(import.meta.url);

/** Absolute path of a font file in node_modules. */
export function fontFilePath(file: FontFile): string {
  return require.resolve(file.specifier);
}

const dataUrls = new Map<string, string>();

/** A font file as a base64 data URL (cached for the life of the process). */
export function fontDataUrl(file: FontFile): string {
  let url = dataUrls.get(file.specifier);
  if (!url) {
    url = `data:font/woff2;base64,${readFileSync(fontFilePath(file)).toString("base64")}`;
    dataUrls.set(file.specifier, url);
  }
  return url;
}

/** @font-face rules with the fonts inlined, for renderResumeHtml's fontCss. */
export function inlineFontFaceCss(family: string, language: Language): string {
  return fontFaceCss(family, fontDataUrl, language);
}

export { fontFiles };

export interface PrintHost {
  html: string;
  script: string;
  /** SHA-256 (hex) of the document and the script: changes when fonts or pagination do. */
  version: string;
}

let host: PrintHost | undefined;

/**
 * The print host document with every bundled font inlined, and the script that makes it load
 * resumes (see printHostHtml and printHostScript). Built once per process.
 */
export function printHost(): PrintHost {
  if (!host) {
    const html = printHostHtml(fontFaceRules(allFontFiles(), fontDataUrl));
    const script = printHostScript();
    host = { html, script, version: createHash("sha256").update(html).update(script).digest("hex") };
  }
  return host;
}
