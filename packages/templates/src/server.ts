import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Language } from "@sira/schema";
import { type FontFile, fontFaceCss, fontFiles } from "./fonts";

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
