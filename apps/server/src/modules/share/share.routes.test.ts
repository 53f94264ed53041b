import type { Resume, ResumeShare } from "@sira/schema";
import { and, eq } from "drizzle-orm";
import { chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { type BrowserPool, createBrowserPool } from "../../adapters/browser/browser-pool";
import { chromiumArgs, findChromium } from "../../adapters/browser/find-chromium";
import type { Db } from "../../db/client";
import { pointTransactions, prints, resumeShareVisits } from "../../db/schema";
import { deriveVisitorKey } from "../../keys";
import { publicPrintLimits } from "./public-print.routes";
import { countShareEvent, isBot } from "./share.service";

const browserUa =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describe(`sharing a resume (${testDatabaseKind})`, () => {
  let t: TestApp;
  let db: Db;
  const pool: BrowserPool = createBrowserPool({
    locate: () => findChromium({}),
    concurrency: 1,
    timeoutMs: 20_000,
  });

  beforeAll(async () => {
    t = await createTestApp({}, { browserPool: pool });
    db = t.database.db;
  });
  afterAll(async () => {
    await t.close();
    await pool.close();
  });

  const call = (
    method: "GET" | "PATCH" | "DELETE" | "POST",
    url: string,
    options: { cookie?: string; payload?: object; ua?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: options.ip ?? "203.0.113.7",
      headers: {
        "accept-language": "en",
        "user-agent": options.ua ?? browserUa,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  /** A user with a sample resume (contact details filled in), made public unless told otherwise. */
  async function sharedResume(language: "ar" | "en" = "en", publish = true, customCss = "") {
    const owner = await signedInUser(db);
    const created = await call("POST", "/api/resume", {
      cookie: owner.cookie,
      payload: { title: "Owner's private title", slug: "cv", language, sample: true },
    });
    expect(created.statusCode).toBe(201);
    let resume = created.json<Resume>();
    const data = structuredClone(resume.data);
    data.basics.email = "owner.contact@example.com";
    data.basics.phone = "+966 55 123 4567";
    data.metadata.notes = "private note to self";
    if (customCss) data.metadata.css = { value: customCss, visible: true };
    const firstJob = data.sections.experience.items[0];
    if (firstJob) Object.assign(firstJob, { visible: false, company: "Hidden Employer Ltd" });
    const saved = await call("PATCH", `/api/resume/${resume.id}`, {
      cookie: owner.cookie,
      payload: {
        title: resume.title,
        slug: resume.slug,
        visibility: publish ? "public" : "private",
        data,
        version: resume.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    resume = saved.json<Resume>();
    const path = `/${owner.user.username}/${resume.slug}`;
    return { ...owner, resume, path, hiddenJob: firstJob?.company ?? "" };
  }

  const update = (resume: Resume, changes: Partial<Resume>) => {
    const next = { ...resume, ...changes };
    return {
      title: next.title,
      slug: next.slug,
      visibility: next.visibility,
      data: next.data,
      version: next.version,
    };
  };

  const sharesOf = async (cookie: string, resumeId: string) =>
    (await call("GET", "/api/resume/shares", { cookie }))
      .json<ResumeShare[]>()
      .find((s) => s.resumeId === resumeId);

  it("lets only the owner change visibility, and never on a locked resume", async () => {
    const { resume, cookie, path } = await sharedResume("en", false);
    const other = await signedInUser(db);
    const byOther = await call("PATCH", `/api/resume/${resume.id}`, {
      cookie: other.cookie,
      payload: update(resume, { visibility: "public" }),
    });
    expect(byOther.statusCode).toBe(404);
    expect((await call("GET", path)).statusCode).toBe(404);

    const locked = await call("PATCH", `/api/resume/${resume.id}/lock`, {
      cookie,
      payload: { locked: true },
    });
    expect(locked.statusCode).toBe(200);
    const whileLocked = await call("PATCH", `/api/resume/${resume.id}`, {
      cookie,
      payload: update(locked.json<Resume>(), { visibility: "public" }),
    });
    expect(whileLocked.statusCode).toBe(423);
    expect(whileLocked.json().code).toBe("ResumeLocked");
    const hideWhileLocked = await call("PATCH", `/api/resume/${resume.id}/share`, {
      cookie,
      payload: { hideContact: true },
    });
    expect(hideWhileLocked.statusCode).toBe(423);
    expect((await call("GET", path)).statusCode).toBe(404);

    const unlocked = (
      await call("PATCH", `/api/resume/${resume.id}/lock`, { cookie, payload: { locked: false } })
    ).json<Resume>();
    const published = await call("PATCH", `/api/resume/${resume.id}`, {
      cookie,
      payload: update(unlocked, { visibility: "public" }),
    });
    expect(published.json<Resume>().visibility).toBe("public");
    expect((await call("GET", path)).statusCode).toBe(200);
    expect(
      (
        await call("PATCH", `/api/resume/${resume.id}/share`, {
          cookie: other.cookie,
          payload: { hideContact: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("answers 404 (page and API) for a private, deleted or unknown resume, sending the visitor home", async () => {
    const { resume, cookie, path, user } = await sharedResume("ar");
    expect((await call("GET", path)).statusCode).toBe(200);
    const hidden = await call("PATCH", `/api/resume/${resume.id}`, {
      cookie,
      payload: update(resume, { visibility: "private" }),
    });
    expect(hidden.statusCode).toBe(200);
    const page = await call("GET", path);
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.body).toContain('http-equiv="refresh" content="0;url=/"');
    expect(page.body).not.toContain(resume.data.basics.name);
    expect((await call("GET", `/api/resume/public/${user.username}/${resume.slug}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/public${path}/pdf`)).statusCode).toBe(404);

    const again = await call("PATCH", `/api/resume/${resume.id}`, {
      cookie,
      payload: update(hidden.json<Resume>(), { visibility: "public" }),
    });
    expect(again.statusCode).toBe(200);
    expect((await call("GET", path)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/resume/${resume.id}`, { cookie })).statusCode).toBe(200);
    expect((await call("GET", path)).statusCode).toBe(404);
    expect((await call("GET", `/api/resume/public/${user.username}/${resume.slug}`)).statusCode).toBe(404);
    expect((await call("GET", `/nobody-here/${encodeURIComponent("سيرة")}`)).statusCode).toBe(404);
  });

  it("server-renders the resume in its template, with link previews, canonical URL and its direction", async () => {
    const { resume, path } = await sharedResume("ar");
    const page = await call("GET", path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("all");
    expect(page.headers["set-cookie"]).toBeUndefined();
    const html = page.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`sira-t-${resume.data.metadata.template}`);
    expect(html).toContain(resume.data.basics.name);
    expect(html).toContain(
      `<link rel="canonical" href="${t.config.PUBLIC_URL.replace(/\/$/, "")}${encodeURI(path)}">`,
    );
    expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+">/);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/preview\.webp\?v=[a-f0-9]{16}">/);
    expect(html).toContain("تنزيل PDF");
    // On a phone the same resume reflowed (issue 36), "View as PDF page" showing the frame.
    expect(html).toMatch(/<div class="sira-root sira-t-[a-z]+ sira-reflow[^>]* dir="rtl"/);
    expect(html.match(/<h1 class="sira-name">/g)).toHaveLength(2);
    expect(html).toContain('<a class="share-button share-view share-to-page" href="#page">');
    expect(html).toContain("عرض كصفحة PDF");
    expect(html).toContain('<div class="share-frame" id="page" data-share-frame>');
    expect(html).not.toContain("/assets/");
    // The app's own pages are not indexed.
    expect((await call("GET", "/api/resume/shares")).headers["x-robots-tag"]).toContain("noindex");
  });

  /** CSS an owner could write to make their public page pass for the app asking to sign in again. */
  const hostileCss = `
@import url(https://evil.example/more.css);
@font-face { font-family: "Tajawal"; src: url(https://evil.example/font.woff2); }
html, body, :root { visibility: hidden !important; background: #fff !important; }
body::before { content: "Session expired"; visibility: visible; position: fixed; inset: 0; z-index: 2147483647; }
.share-bar, .share-footer { display: none !important; }
.sira-pages .sira-page:first-child { position: fixed !important; inset: 0 !important; z-index: 2147483647; }
.sira-page { position: static !important; overflow: visible !important; }
.sira-name::after { content: "Your session expired: sign in again"; position: absolute; inset: -3000px; background: #fff; visibility: visible; }
.sira-headline::after { content: "Session expired"; position: fixed; inset: 0; z-index: 2147483647; }
.sira-section { transform: translateY(-3000px); background: url(https://evil.example/pixel.png); }
.sira-root[data-tight] { --sira-lh-scale: 1 !important; }
`;

  /** The selectors of every rule of `css` (generated, one level of nesting) with a declaration matching `pattern`. */
  const selectorsDeclaring = (css: string, pattern: RegExp) =>
    [...css.matchAll(/(?<![^{}])([^{}]*)\{([^{}]*)\}/g)]
      .filter((rule) => pattern.test(rule[2] ?? ""))
      .flatMap((rule) => (rule[1] ?? "").split(",").map((selector) => selector.trim()));

  /**
   * Open a path of the app in headless Chromium, every request answered by the app itself
   * (inject); answers what `inspect` finds once the page has laid itself out, and the addresses
   * of any request that left for another host.
   */
  async function inChromium<T>(
    path: string,
    inspect: (page: Page) => Promise<T>,
    viewport = { width: 1000, height: 900 },
  ) {
    const location = await findChromium({});
    if (!location) throw new Error("Chromium is needed for this test");
    const browser = await chromium.launch({ executablePath: location.target, args: chromiumArgs });
    const outside: string[] = [];
    try {
      const page = await browser.newPage({ viewport });
      await page.route("**/*", async (route) => {
        const url = new URL(route.request().url());
        if (url.host !== "sira.test") {
          outside.push(url.href);
          return route.abort();
        }
        const answer = await t.app.inject({
          method: "GET",
          url: url.pathname + url.search,
          remoteAddress: "192.0.2.99",
          headers: { "user-agent": browserUa },
        });
        const headers = Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, String(v)]));
        return route.fulfill({ status: answer.statusCode, headers, body: answer.rawPayload });
      });
      await page.goto(`http://sira.test${encodeURI(path)}`);
      await page.waitForSelector("html[data-share-ready]", { state: "attached" });
      return { found: await inspect(page), outside };
    } finally {
      await browser.close();
    }
  }

  it.each(["ar", "en"] as const)(
    "keeps the owner's custom CSS inside the resume on the public page (%s)",
    async (language) => {
      const { path, resume } = await sharedResume(language, true, hostileCss);
      const page = await call("GET", path);
      expect(page.statusCode).toBe(200);
      const style = page.body.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
      expect(style).toContain(".sira-pages"); // the template's own CSS is there
      expect(style).not.toContain("evil.example");
      expect(style).not.toMatch(/@import/);
      expect(style).not.toMatch(/position:\s*fixed/);
      expect(style).not.toMatch(/z-index:\s*2147483647/);
      // The owner's rules are still there, each behind the resume's root.
      const owners = selectorsDeclaring(
        style,
        /visibility:\s*hidden|display:\s*none\s*!important|[Ss]ession expired/,
      );
      expect(owners).toEqual(expect.arrayContaining([":where([data-sira-root]) .share-bar"]));
      for (const selector of owners) expect(selector).toMatch(/^:where\(\[data-sira-root\]\) /);

      const { found, outside } = await inChromium(path, (tab) =>
        tab.evaluate(() => {
          const rect = (el: Element | null) => {
            const r = el?.getBoundingClientRect();
            return r
              ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height }
              : null;
          };
          const isOnTop = (el: Element | null) => {
            const r = el?.getBoundingClientRect();
            const hit = r && document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
            return Boolean(hit && el?.contains(hit));
          };
          const bar = document.querySelector(".share-bar");
          const seen = {
            html: getComputedStyle(document.documentElement).visibility,
            body: getComputedStyle(document.body).visibility,
            bar: rect(bar),
            barOnTop: isOnTop(bar),
            root: rect(document.querySelector("[data-sira-root]")),
            pages: Array.from(document.querySelectorAll(".sira-page"), (el) => ({
              rect: rect(el),
              position: getComputedStyle(el).position,
            })),
            name: document.querySelector(".sira-page .sira-name")?.textContent ?? "",
          };
          const footer = document.querySelector(".share-footer");
          footer?.scrollIntoView({ block: "center" });
          return { ...seen, footerOnTop: isOnTop(footer) };
        }),
      );
      expect(outside).toEqual([]);
      expect(found.html).toBe("visible");
      expect(found.body).toBe("visible");
      expect(found.bar?.height).toBeGreaterThan(0);
      expect(found.barOnTop).toBe(true);
      expect(found.footerOnTop).toBe(true);
      expect(found.name).toContain(resume.data.basics.name);
      expect(found.pages.length).toBeGreaterThan(0);
      for (const shown of found.pages) {
        expect(shown.position).not.toBe("fixed");
        expect(shown.rect?.top).toBeGreaterThanOrEqual(found.root?.top ?? Number.POSITIVE_INFINITY);
      }
      expect(found.root?.top).toBeGreaterThanOrEqual(found.bar?.bottom ?? Number.POSITIVE_INFINITY);

      // On a phone the reflowed copy (issue 36) sits outside the owner's scope: untouched by it.
      const phone = await inChromium(
        path,
        (tab) =>
          tab.evaluate(() => {
            const reflow = document.querySelector("[data-sira-reflow]");
            const name = reflow?.querySelector(".sira-name");
            const r = name?.getBoundingClientRect();
            const hit = r && document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
            return {
              display: reflow ? getComputedStyle(reflow).display : "none",
              nameOnTop: Boolean(hit && name?.contains(hit)),
              nameText: name?.textContent ?? "",
              bar: getComputedStyle(document.querySelector(".share-bar") as Element).display,
              sectionTransform: getComputedStyle(reflow?.querySelector(".sira-section") as Element).transform,
            };
          }),
        { width: 390, height: 844 },
      );
      expect(phone.outside).toEqual([]);
      expect(phone.found.display).toBe("block");
      expect(phone.found.nameOnTop).toBe(true);
      expect(phone.found.nameText).toContain(resume.data.basics.name);
      expect(phone.found.bar).not.toBe("none");
      expect(phone.found.sectionTransform).toBe("none");
    },
    60_000,
  );

  it("never shows or answers notes, ids, hidden items, the owner's e-mail, or contact details the owner hides", async () => {
    const { resume, cookie, path, user, hiddenJob } = await sharedResume("en");
    const apiUrl = `/api/resume/public/${user.username}/${resume.slug}`;
    const shown = await call("GET", apiUrl);
    const shownText = shown.body;
    expect(shownText).toContain("owner.contact@example.com");
    for (const secret of [
      resume.id,
      user.id,
      user.email,
      "private note to self",
      "Owner's private title",
      hiddenJob,
    ]) {
      expect(shownText).not.toContain(secret);
    }
    expect(hiddenJob).not.toBe("");

    const hide = await call("PATCH", `/api/resume/${resume.id}/share`, {
      cookie,
      payload: { hideContact: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toMatchObject({ resumeId: resume.id, hideContact: true });
    const hiddenAnswer = await call("GET", apiUrl);
    const page = await call("GET", path);
    for (const body of [hiddenAnswer.body, page.body]) {
      expect(body).not.toContain("owner.contact@example.com");
      expect(body).not.toContain("123 4567");
      expect(body).not.toContain("private note to self");
      expect(body).not.toContain(hiddenJob);
      expect(body).toContain(resume.data.basics.name);
    }
    expect((await sharesOf(cookie, resume.id))?.hideContact).toBe(true);
  });

  it("shows the owner's edit on the very next view, and a resume made private at once no more", async () => {
    const { resume, cookie, path, user } = await sharedResume("en");
    const apiUrl = `/api/resume/public/${user.username}/${resume.slug}`;
    // Views remembered from before the edit must not answer after it.
    for (let i = 0; i < 3; i++) expect((await call("GET", path)).statusCode).toBe(200);
    expect((await call("GET", apiUrl)).json().data.basics.name).toBe(resume.data.basics.name);
    const data = structuredClone(resume.data);
    data.basics.name = "Renamed After Sharing";
    const saved = await call("PATCH", `/api/resume/${resume.id}`, {
      cookie,
      payload: update(resume, { data }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call("GET", path)).body).toContain("Renamed After Sharing");
    expect((await call("GET", apiUrl)).json().data.basics.name).toBe("Renamed After Sharing");
    const hidden = await call("PATCH", `/api/resume/${resume.id}`, {
      cookie,
      payload: update(saved.json<Resume>(), { visibility: "private" }),
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call("GET", path)).statusCode).toBe(404);
    expect((await call("GET", apiUrl)).statusCode).toBe(404);
  });

  it("counts a visitor once a day, without bots, and keeps no visitor hash beyond the day", async () => {
    const { resume, cookie, path, user } = await sharedResume("en");
    await call("GET", path);
    await call("GET", path);
    await call("GET", path, { ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await call("GET", path, { ua: "WhatsApp/2.23" });
    expect(await sharesOf(cookie, resume.id)).toMatchObject({ views: 1, downloads: 0 });
    await call("GET", path, { ip: "198.51.100.20" });
    expect((await sharesOf(cookie, resume.id))?.views).toBe(2);
    // The public API read (what the app's own route checks) is not a page view.
    await call("GET", `/api/resume/public/${user.username}/${resume.slug}`, { ip: "198.51.100.30" });
    expect((await sharesOf(cookie, resume.id))?.views).toBe(2);

    const key = deriveVisitorKey(t.config.SECRET_KEY ?? "");
    const visitor = { ip: "203.0.113.7", headers: { "user-agent": browserUa } };
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await countShareEvent({ db, visitorKey: key }, visitor, resume.id, "view", tomorrow)).toBe(true);
    expect(await countShareEvent({ db, visitorKey: key }, visitor, resume.id, "view", tomorrow)).toBe(false);
    expect((await sharesOf(cookie, resume.id))?.views).toBe(3);
    const rows = await db.select().from(resumeShareVisits).where(eq(resumeShareVisits.resumeId, resume.id));
    expect(rows.map((r) => r.day)).toEqual([tomorrow.toISOString().slice(0, 10)]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
    expect(isBot(undefined)).toBe(true);
    expect(isBot(browserUa)).toBe(false);
  });

  it("counts one view for one visitor however it rotates its user agent, and none for bots", async () => {
    const { resume, cookie, path } = await sharedResume("en");
    const agents = Array.from(
      { length: 20 },
      (_, i) =>
        `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${120 + i}.0.0.0 Safari/537.36`,
    );
    for (const ua of agents) await call("GET", path, { ip: "198.51.100.40", ua });
    expect((await sharesOf(cookie, resume.id))?.views).toBe(1);
    // One IPv6 host holds a whole /64: new addresses inside it are the same visitor.
    for (const [i, ua] of agents.slice(0, 5).entries())
      await call("GET", path, { ip: `2001:db8:1:2::${i + 1}`, ua });
    expect((await sharesOf(cookie, resume.id))?.views).toBe(2);
    const bots = [
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "",
    ];
    for (const [i, ua] of bots.entries()) await call("GET", path, { ip: `192.0.2.${60 + i}`, ua });
    expect((await sharesOf(cookie, resume.id))?.views).toBe(2);
  });

  it("lets any visitor download the PDF free, from the cache when unchanged, counted once, rate limited per IP", async () => {
    const { resume, cookie, path, user } = await sharedResume("ar");
    const pdfUrl = `/api/public${path}/pdf`;
    const first = await call("GET", pdfUrl, { ip: "192.0.2.10" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const second = await call("GET", pdfUrl, { ip: "192.0.2.10" });
    expect(second.statusCode).toBe(200);
    const pdfRows = await db
      .select()
      .from(prints)
      .where(and(eq(prints.resumeId, resume.id), eq(prints.kind, "pdf")));
    expect(pdfRows).toHaveLength(1);
    expect(await db.select().from(pointTransactions).where(eq(pointTransactions.userId, user.id))).toEqual(
      [],
    );
    expect(await sharesOf(cookie, resume.id)).toMatchObject({ downloads: 1 });

    for (let i = 2; i < publicPrintLimits.pdfPerMinute; i++) await call("GET", pdfUrl, { ip: "192.0.2.10" });
    const limited = await call("GET", pdfUrl, { ip: "192.0.2.10" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RateLimited");
    expect((await call("GET", pdfUrl, { ip: "192.0.2.11" })).statusCode).toBe(200);
  });

  it("serves the first page as the og:image, rendered once per content", async () => {
    const { resume, path } = await sharedResume("en");
    const first = await call("GET", `/api/public${path}/preview.webp`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    await call("GET", `/api/public${path}/preview.webp`);
    const rows = await db
      .select()
      .from(prints)
      .where(and(eq(prints.resumeId, resume.id), eq(prints.kind, "share-preview")));
    expect(rows).toHaveLength(1);
  });

  it("lists public resumes only in the sitemap, which robots.txt names", async () => {
    const shared = await sharedResume("en");
    const hidden = await sharedResume("en", false);
    const robots = await call("GET", "/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Disallow: /dashboard");
    expect(robots.body).toContain(`Sitemap: ${new URL(t.config.PUBLIC_URL).origin}/sitemap.xml`);
    const sitemap = await call("GET", "/sitemap.xml");
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`${shared.path}</loc>`);
    expect(sitemap.body).not.toContain(hidden.path);
  });

  it("serves the page script and only the bundled fonts", async () => {
    const script = await call("GET", "/api/public/page.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.headers["cache-control"]).toContain("immutable");
    const font = await call("GET", "/api/public/fonts/tajawal-arabic-400-normal.woff2");
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect((await call("GET", "/api/public/fonts/..%2F..%2Fpackage.json")).statusCode).toBe(404);
  });
});
