// Budget: JavaScript the login route loads, under 170 KB gzip (docs/design.md), in each of three
// interface locales: Arabic (the default), Urdu (right to left, another script's font) and
// English. Opens /auth/login of the built app in Chromium with the locale chosen (the `sira-lang`
// choice in local storage, as the language menu saves it), collects every script it fetched,
// and gzips each one. Fails when any locale is over budget.
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath, record, startServer } from "./lib.mjs";

const budgetKb = 170;
const locales = ["ar", "ur", "en"];
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3201) });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/** Every script the login page of one locale loads, gzipped. */
async function measure(locale) {
  const context = await browser.newContext();
  await context.addInitScript((code) => {
    if (!localStorage.getItem("sira-lang")) localStorage.setItem("sira-lang", code);
  }, locale);
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), await response.body());
  });
  await page.goto(`${server.url}/auth/login`, { waitUntil: "networkidle" });
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== locale) throw new Error(`login page opened in ${lang}, not ${locale}`);
  // The texts loaded (a failed bundle shows its keys, and weighs nothing).
  const heading = await page.getByRole("heading").first().innerText();
  if (/^login\./.test(heading)) throw new Error(`login page in ${locale} shows the key ${heading}`);
  const files = [...scripts].map(([url, body]) => ({
    file: new URL(url).pathname,
    rawKb: +(body.length / 1024).toFixed(1),
    gzipKb: +(zlib.gzipSync(body, { level: 9 }).length / 1024).toFixed(1),
  }));
  await context.close();
  const totalGzipKb = +files.reduce((sum, f) => sum + f.gzipKb, 0).toFixed(1);
  return { locale, totalGzipKb, withinBudget: totalGzipKb <= budgetKb, files };
}

try {
  const results = [];
  for (const locale of locales) results.push(await measure(locale));
  const totalGzipKb = Math.max(...results.map((r) => r.totalGzipKb));
  record("login-bundle", {
    budgetKb,
    // The largest of the three, for the summary table.
    totalGzipKb,
    withinBudget: results.every((r) => r.withinBudget),
    byLocale: Object.fromEntries(results.map((r) => [r.locale, r.totalGzipKb])),
    locales: results,
  });
  if (!results.every((r) => r.withinBudget)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
