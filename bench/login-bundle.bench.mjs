// Budget: JavaScript the login route loads, under 170 KB gzip (docs/design.md). Opens /auth/login of
// the built app in Chromium, collects every script it fetched, and gzips each one.
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath, record, startServer } from "./lib.mjs";

const budgetKb = 170;
const server = await startServer({ port: 3201 });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.set(response.url(), await response.body());
  });
  await page.goto(`${server.url}/auth/login`, { waitUntil: "networkidle" });
  const files = [...scripts].map(([url, body]) => ({
    file: new URL(url).pathname,
    rawKb: +(body.length / 1024).toFixed(1),
    gzipKb: +(zlib.gzipSync(body, { level: 9 }).length / 1024).toFixed(1),
  }));
  const totalGzipKb = +files.reduce((sum, f) => sum + f.gzipKb, 0).toFixed(1);
  record("login-bundle", { budgetKb, totalGzipKb, withinBudget: totalGzipKb <= budgetKb, files });
  if (totalGzipKb > budgetKb) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
