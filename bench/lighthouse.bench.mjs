// Lighthouse (issue 11, "Lighthouse-style checks with the local Chromium"): runs Lighthouse 12
// against the built app on embedded defaults, on the public pages and the sign-in pages, in Arabic
// (the default) and in English, with Lighthouse's default mobile emulation and simulated
// throttling. Fails when accessibility, best practices or SEO score under `minimums`;
// performance is recorded, not budgeted (the budgets of docs/design.md are measured by the other
// benchmarks). Needs `npm run build` first.
//
//   node bench/lighthouse.bench.mjs        LIGHTHOUSE_PAGES=/welcome,/auth/login to choose pages
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { chromiumArgs, chromiumPath, record, startServer } from "./lib.mjs";

const pages = (
  process.env.LIGHTHOUSE_PAGES ?? "/welcome,/auth/login,/auth/register,/auth/forgot-password"
).split(",");
const languages = ["ar", "en"];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const minimums = { accessibility: 0.95, "best-practices": 0.95, seo: 0.9 };

const server = await startServer({ port: 3240 });
const browser = await puppeteer.launch({
  executablePath: chromiumPath(),
  args: [...chromiumArgs, "--headless=new"],
  defaultViewport: null,
});
const runs = [];
try {
  for (const language of languages) {
    for (const route of pages) {
      const url = `${server.url}${route}`;
      const page = await browser.newPage();
      // The app reads the language from local storage; keep it through Lighthouse's own loads.
      await page.goto(url);
      await page.evaluate((lang) => localStorage.setItem("sira-lang", lang), language);
      const result = await lighthouse(
        url,
        { logLevel: "error", output: "json", onlyCategories: categories, disableStorageReset: true },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
      const scores = Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? null]));
      const failing = Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
        .map((a) => a.id);
      const audits = lhr.audits;
      runs.push({
        language,
        route,
        documentLang: lhr.audits["html-has-lang"]?.score === 1 ? language : "missing",
        scores,
        metrics: {
          firstContentfulPaintMs: Math.round(audits["first-contentful-paint"]?.numericValue ?? 0),
          largestContentfulPaintMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
          totalBlockingTimeMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
          cumulativeLayoutShift: +(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
        },
        failingAudits: failing,
      });
      console.log(
        language,
        route,
        JSON.stringify(scores),
        failing.length ? `failing: ${failing.join(", ")}` : "",
      );
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const below = runs.flatMap((run) =>
  Object.entries(minimums)
    .filter(([category, min]) => (run.scores[category] ?? 0) < min)
    .map(([category]) => `${run.language} ${run.route} ${category} ${run.scores[category]}`),
);
const result = record("lighthouse", {
  lighthouse: "12.8.2, mobile emulation, simulated throttling",
  minimums,
  runs,
  below,
  withinBudget: below.length === 0,
});
if (!result.withinBudget) process.exitCode = 1;
