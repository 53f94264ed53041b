// Budget: what the login route costs on the wire, in each of three interface locales: Arabic (the
// default), Urdu (right to left, another script's font) and English. Opens /auth/login of the
// built app in Chromium with the locale chosen (the `sira-lang` choice in local storage, as the
// language menu saves it) and collects every file it fetched from the server (page, scripts,
// styles, fonts, images; not API calls). Each file is then requested again with
// `Accept-Encoding: br, gzip` and the body bytes the server sends are counted: its JavaScript
// must stay under 170 KB (docs/design.md). Also recorded: each script gzipped at level 9 (the
// measure before the server compressed anything) and raw. Fails when any locale is over budget.
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath, fetchOnWire, kb, record, startServer, sumKb } from "./lib.mjs";

const budgetKb = 170;
const locales = ["ar", "ur", "en"];
const assetTypes = new Set(["document", "script", "stylesheet", "font", "image", "manifest"]);
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3201) });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/** Every file the login page of one locale loads, as the browser got it and as sent compressed. */
async function measure(locale) {
  const context = await browser.newContext();
  await context.addInitScript((code) => {
    if (!localStorage.getItem("sira-lang")) localStorage.setItem("sira-lang", code);
  }, locale);
  const page = await context.newPage();
  const fetched = new Map();
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (!assetTypes.has(type) || !response.url().startsWith(server.url)) return;
    fetched.set(response.url(), { type, body: await response.body() });
  });
  await page.goto(`${server.url}/auth/login`, { waitUntil: "networkidle" });
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== locale) throw new Error(`login page opened in ${lang}, not ${locale}`);
  // The texts loaded (a failed bundle shows its keys, and weighs nothing).
  const heading = await page.getByRole("heading").first().innerText();
  if (/^login\./.test(heading)) throw new Error(`login page in ${locale} shows the key ${heading}`);
  await context.close();
  const files = [];
  for (const [url, { type, body }] of fetched) {
    const wire = await fetchOnWire(url);
    if (wire.status !== 200) throw new Error(`${url} answered ${wire.status}`);
    files.push({
      file: new URL(url).pathname,
      type,
      rawKb: kb(body.length),
      ...(type === "script" ? { gzipKb: kb(zlib.gzipSync(body, { level: 9 }).length) } : {}),
      wireKb: kb(wire.bytes),
      encoding: wire.encoding,
    });
  }
  const scripts = files.filter((f) => f.type === "script");
  const scriptsWireKb = sumKb(scripts, "wireKb");
  return {
    locale,
    scriptsWireKb,
    scriptsRawKb: sumKb(scripts, "rawKb"),
    totalGzipKb: sumKb(scripts, "gzipKb"),
    allWireKb: sumKb(files, "wireKb"),
    allRawKb: sumKb(files, "rawKb"),
    withinBudget: scriptsWireKb <= budgetKb,
    files,
  };
}

try {
  const results = [];
  for (const locale of locales) results.push(await measure(locale));
  const largest = (key) => Math.max(...results.map((r) => r[key]));
  record("login-bundle", {
    budgetKb,
    // The largest of the three, for the summary table.
    scriptsWireKb: largest("scriptsWireKb"),
    totalGzipKb: largest("totalGzipKb"),
    allWireKb: largest("allWireKb"),
    withinBudget: results.every((r) => r.withinBudget),
    byLocale: Object.fromEntries(
      results.map((r) => [
        r.locale,
        {
          scriptsWireKb: r.scriptsWireKb,
          scriptsRawKb: r.scriptsRawKb,
          gzip9Kb: r.totalGzipKb,
          allWireKb: r.allWireKb,
        },
      ]),
    ),
    locales: results,
  });
  if (!results.every((r) => r.withinBudget)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
