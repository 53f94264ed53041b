// Budget (issue 23): JavaScript a visitor's public resume page loads, ≤ 120 KB gzip beyond the
// fonts. Same method as login-bundle: open the page of a public sample resume (ar and en) on the
// built server in Chromium, collect every script it fetched, gzip each one. Also records the
// fonts, the HTML, and whether the page made any sign-in call or loaded the app's bundle.
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath, record, startServer } from "./lib.mjs";

const budgetKb = 120;
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3202) });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const gzipKb = (body) => +(zlib.gzipSync(body, { level: 9 }).length / 1024).toFixed(1);
try {
  const owner = await browser.newContext({ baseURL: server.url });
  const tag = Math.random().toString(36).slice(2, 10);
  const registered = await owner.request.post("/api/auth/register", {
    data: {
      name: "Bench",
      username: `bench${tag}`,
      email: `bench${tag}@example.com`,
      password: "correct-horse-42",
    },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()}`);
  const pages = [];
  for (const language of ["ar", "en"]) {
    const created = await owner.request.post("/api/resume", {
      data: { title: `Bench ${language}`, slug: `bench-${language}`, language, sample: true },
    });
    const resume = await created.json();
    const { title, slug, data, version } = resume;
    await owner.request.patch(`/api/resume/${resume.id}`, {
      data: { title, slug, visibility: "public", data, version },
    });

    const visitor = await browser.newContext();
    const page = await visitor.newPage();
    const scripts = new Map();
    const fonts = new Map();
    const paths = [];
    let html = 0;
    page.on("response", async (response) => {
      const type = response.request().resourceType();
      paths.push(new URL(response.url()).pathname);
      if (type === "script") scripts.set(response.url(), await response.body());
      else if (type === "font") fonts.set(response.url(), (await response.body()).length);
      else if (type === "document") html = gzipKb(await response.body());
    });
    await page.goto(`${server.url}/bench${tag}/bench-${language}`, { waitUntil: "networkidle" });
    const files = [...scripts].map(([url, body]) => ({
      file: new URL(url).pathname,
      rawKb: +(body.length / 1024).toFixed(1),
      gzipKb: gzipKb(body),
    }));
    pages.push({
      language,
      totalGzipKb: +files.reduce((sum, f) => sum + f.gzipKb, 0).toFixed(1),
      files,
      htmlGzipKb: html,
      fontsKb: +([...fonts.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1),
      signInCalls: paths.filter((p) => p.startsWith("/api/auth")).length,
      appBundleFiles: paths.filter((p) => p.startsWith("/assets/")).length,
    });
    await visitor.close();
  }
  const worst = Math.max(...pages.map((p) => p.totalGzipKb));
  const clean = pages.every((p) => p.signInCalls === 0 && p.appBundleFiles === 0);
  record("public-page", { budgetKb, totalGzipKb: worst, withinBudget: worst <= budgetKb && clean, pages });
  if (worst > budgetKb || !clean) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
