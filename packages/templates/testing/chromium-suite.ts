import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Language, type ResumeData, sampleResumeData } from "@sira/schema";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "./printer";

/**
 * A Chromium and a scratch folder for a test file's print tests: launched before its tests,
 * closed and removed after them. Read `browser` and `dir` inside tests only.
 */
export function chromiumSuite(prefix: string): { readonly browser: Browser; readonly dir: string } {
  let browser: Browser | undefined;
  let dir = "";
  beforeAll(async () => {
    browser = await launchChromium();
    dir = mkdtempSync(join(tmpdir(), prefix));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get browser() {
      if (!browser) throw new Error("Chromium is not launched yet");
      return browser;
    },
    get dir() {
      return dir;
    },
  };
}

/** The sample resume in a language, set in a template. */
export function sampleIn(template: string, language: Language): ResumeData {
  const data = sampleResumeData(language);
  data.metadata.template = template;
  return data;
}
