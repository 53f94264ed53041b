// Budget (issue 39, "Fast on a phone"): what the builder route, `/builder/:id`, costs in
// JavaScript on the wire. A user signs up (through the API) and gets the two-page sample resume
// (what POST /api/resume with `sample: true` creates), in Arabic and in English, each opened with
// the interface in its language (`sira-lang`, as the language menu saves it). The builder opens
// in Chromium twice per language: on a desktop (1440 × 900: the form and the live preview, whose
// frame loads the template) and on a phone (412 × 823: the form; the preview opens on demand).
// The load is done when the headline field and (desktop) the preview's page boxes with the
// resume's name are shown and the network has been quiet. Every script the page and its frame
// fetched from the server (each URL once: the frame's are the page's cache hits) is requested
// again with `Accept-Encoding: gzip` and with `Accept-Encoding: br, gzip`, and the body bytes the
// server sends are counted (the build's precompressed files, apps/web/precompress.ts).
// Budget: ≤ 350 KB gzip on the wire, the largest of the four loads. Also recorded: brotli, raw,
// the number of scripts, the largest scripts and what only the preview's frame asked for. Fails
// over budget, or when the builder shows a message key instead of its text. Nothing is typed,
// pointed at or scrolled: what loads on first use (the rich text editor, the pickers, the lists
// below the first screen, dialogs) is not counted. Needs `npm run build` first.
//
//   node bench/builder-bundle.bench.mjs     BENCH_PORT=3202 the server's port; WEB_DIST another build
import os from "node:os";
import { chromium } from "playwright-core";
import {
  chromiumArgs,
  chromiumPath,
  fetchOnWire,
  kb,
  record,
  signUpBenchUser,
  startServer,
  sumKb,
} from "./lib.mjs";

const budgetKb = 350;
const languages = ["ar", "en"];
const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 412, height: 823 },
};
const names = { ar: "عبدالله بن فهد القحطاني", en: "Abdullah Fahad Al-Qahtani" };
const headline = { ar: "المسمى المهني", en: "Headline" };

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3202),
  env: process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {},
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

/** A signed-up user's session cookies and a sample resume in `language`. */
async function userWithResume(language) {
  const { call, cookie, cookies } = await signUpBenchUser(server.url);
  const created = await call(
    "POST",
    "/api/resume",
    { title: `Bench ${language}`, slug: `bench-${language}`, language, sample: true },
    cookie,
  );
  const resume = await created.json();
  return {
    cookies: cookies.map((c) => ({ ...c, url: server.url })),
    id: resume.id,
    template: resume.data.metadata.template,
  };
}

/** Every script the builder loads to show its first screen, in one language on one screen. */
async function measure(language, screen) {
  const { cookies, id, template } = await userWithResume(language);
  const context = await browser.newContext({ viewport: viewports[screen] });
  await context.addCookies([...cookies, { name: "sira_consent", value: "false", url: server.url }]);
  await context.addInitScript((code) => {
    if (!localStorage.getItem("sira-lang")) localStorage.setItem("sira-lang", code);
  }, language);
  const page = await context.newPage();
  // Each script's URL, and whether the page itself asked for it (else only the preview's frame).
  const fetched = new Map();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script" || !response.url().startsWith(server.url)) return;
    const byPage = response.frame() === page.mainFrame();
    fetched.set(response.url(), Boolean(fetched.get(response.url())) || byPage);
  });
  await page.goto(`${server.url}/builder/${id}`, { waitUntil: "networkidle" });
  if (!page.url().includes(`/builder/${id}`)) throw new Error(`the builder redirected to ${page.url()}`);
  await page.getByLabel(headline[language]).first().waitFor();
  if (screen === "desktop") {
    const preview = page.frameLocator("aside iframe");
    await preview.locator("[data-sira-pages]").getByText(names[language]).first().waitFor();
  }
  // Anything the first screen still asks for once it shows (fonts may re-paginate).
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(500);
  await page.waitForLoadState("networkidle");
  const keys = await page.locator("main").innerText();
  if (/\b(builder|common|sections)\.[a-z]+\.[a-z]/i.test(keys))
    throw new Error(`the builder in ${language} shows a message key`);
  await context.close();
  const files = [];
  for (const [url, byPage] of fetched) {
    const [gzip, br, raw] = await Promise.all([
      fetchOnWire(url, "gzip"),
      fetchOnWire(url, "br, gzip"),
      fetchOnWire(url, "identity"),
    ]);
    if (gzip.status !== 200) throw new Error(`${url} answered ${gzip.status}`);
    files.push({
      file: new URL(url).pathname,
      rawKb: kb(raw.bytes),
      gzipKb: kb(gzip.bytes),
      brKb: kb(br.bytes),
      encodings: `${gzip.encoding}/${br.encoding}`,
      frame: byPage ? "page" : "preview",
    });
  }
  files.sort((a, b) => b.gzipKb - a.gzipKb);
  const gzipKb = sumKb(files, "gzipKb");
  return {
    language,
    screen,
    template,
    scripts: files.length,
    gzipKb,
    brKb: sumKb(files, "brKb"),
    rawKb: sumKb(files, "rawKb"),
    // What the preview's frame (/artboard/builder) asked for that the page did not.
    previewOnlyGzipKb: sumKb(
      files.filter((f) => f.frame === "preview"),
      "gzipKb",
    ),
    withinBudget: gzipKb <= budgetKb,
    files,
  };
}

try {
  const loads = [];
  for (const language of languages)
    for (const screen of Object.keys(viewports)) {
      const load = await measure(language, screen);
      console.log(
        language,
        screen,
        `${load.scripts} scripts`,
        `${load.gzipKb} KB gzip`,
        `${load.brKb} KB br`,
      );
      loads.push(load);
    }
  const largest = (key) => Math.max(...loads.map((r) => r[key]));
  const result = record("builder-bundle", {
    budgetKb,
    loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
    // The largest of the four loads, for the summary table.
    gzipKb: largest("gzipKb"),
    brKb: largest("brKb"),
    scripts: largest("scripts"),
    withinBudget: loads.every((r) => r.withinBudget),
    byLoad: Object.fromEntries(
      loads.map((r) => [
        `${r.language} ${r.screen}`,
        {
          scripts: r.scripts,
          gzipKb: r.gzipKb,
          brKb: r.brKb,
          rawKb: r.rawKb,
          previewOnlyGzipKb: r.previewOnlyGzipKb,
        },
      ]),
    ),
    loads,
  });
  if (!result.withinBudget) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
