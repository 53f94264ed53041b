// Screenshots of the public resume page (issue 36): for each template (TEMPLATES, default a sidebar
// one and a single-column one) in Arabic and English, a public sample resume at 390×844 (the
// reflowed view: full page, top, further down, and "View as PDF page") and at 1280×900 (the page
// frame). Not a bench (no budget): a look at every change. Needs `npm run build` first.
//
//   node bench/public-page-shots.mjs    SHOTS_DIR=/tmp/public-page-shots  TEMPLATES=pikachu,onyx
//   LONG=1 gives the resumes a very long e-mail address; PORT the server's port (default 3551).
import fs from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath, startServer } from "./lib.mjs";

const port = Number(process.env.PORT ?? 3551);
const templates = (process.env.TEMPLATES ?? "pikachu,onyx").split(",");
const dir = process.env.SHOTS_DIR ?? "/tmp/public-page-shots";
fs.mkdirSync(dir, { recursive: true });
const server = await startServer({ port });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const owner = await browser.newContext({ baseURL: server.url });
  const tag = Math.random().toString(36).slice(2, 8);
  const r = await owner.request.post("/api/auth/register", {
    data: {
      name: "Shots",
      username: `shots${tag}`,
      email: `s${tag}@example.com`,
      password: "correct-horse-42",
    },
  });
  if (!r.ok()) throw new Error(`register ${r.status()}`);
  for (const template of templates)
    for (const language of ["ar", "en"]) {
      const created = await owner.request.post("/api/resume", {
        data: { title: `T ${template} ${language}`, slug: `${template}-${language}`, language, sample: true },
      });
      const resume = await created.json();
      const data = { ...resume.data, metadata: { ...resume.data.metadata, template } };
      if (process.env.LONG)
        data.basics.email =
          "a.very.long.email.address.for.testing.overflow@some-long-domain-name.example.com";
      const p = await owner.request.patch(`/api/resume/${resume.id}`, {
        data: { title: resume.title, slug: resume.slug, visibility: "public", data, version: resume.version },
      });
      if (!p.ok()) throw new Error(`patch ${p.status()}${await p.text()}`);
      for (const [kind, viewport] of [
        ["phone", { width: 390, height: 844 }],
        ["desktop", { width: 1280, height: 900 }],
      ]) {
        const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
        const page = await ctx.newPage();
        await page.goto(`${server.url}/shots${tag}/${template}-${language}`);
        await page.waitForSelector("html[data-share-ready]", { state: "attached" });
        await page.evaluate(() => document.fonts.ready);
        const info = await page.evaluate(() => ({
          sw: document.documentElement.scrollWidth,
          iw: innerWidth,
        }));
        console.log(template, language, kind, JSON.stringify(info));
        await page.screenshot({
          path: `${dir}/${template}-${language}-${kind}.png`,
          fullPage: kind === "phone",
        });
        if (kind === "phone") {
          await page.screenshot({ path: `${dir}/${template}-${language}-phone-top.png` });
          await page.evaluate(() => window.scrollTo(0, 900));
          await page.screenshot({ path: `${dir}/${template}-${language}-phone-mid.png` });
          await page
            .getByRole("link", { name: language === "ar" ? "عرض كصفحة PDF" : "View as PDF page" })
            .click();
          await page.waitForSelector("html[data-share-ready]", { state: "attached" });
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${dir}/${template}-${language}-phone-page.png` });
        }
        await ctx.close();
      }
    }
} finally {
  await browser.close();
  await server.stop();
}
