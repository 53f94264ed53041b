import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";

/**
 * Sharing a resume (issue 23), in Arabic and English: the owner publishes from the share panel
 * (the card menu in Arabic, the builder toolbar in English), a signed-out visitor opens the link
 * in a fresh browser, sees the resume in its template and direction, downloads the PDF, and the
 * owner sees the view and download counted. The page also fits a 390 px phone (reflowed) with no
 * sideways scroll, and a private resume answers 404 and sends the visitor home. An Arabic slug is offered
 * as a short Latin link (issue 42).
 */

type Language = "ar" | "en";

const text = {
  ar: {
    title: "سيرتي العامة",
    reject: "رفض",
    more: /إجراءات أخرى/,
    share: "مشاركة",
    public: "رابط عام",
    madePublic: "أصبحت السيرة عامة",
    download: "تنزيل PDF",
    close: "إغلاق",
  },
  en: {
    title: "My public CV",
    reject: "Reject",
    more: /More actions/,
    share: "Share",
    public: "Public link",
    madePublic: "The resume is public now",
    download: "Download PDF",
    close: "Close",
  },
} as const;

async function signUp(request: APIRequestContext, language: Language) {
  const tag = Math.random().toString(36).slice(2, 10);
  const res = await request.post("/api/auth/register", {
    data: {
      name: `Huda ${tag}`,
      username: `huda${tag}`,
      email: `huda${tag}@example.com`,
      password: "correct-horse-42",
      locale: language === "ar" ? "ar-SA" : "en-US",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return `huda${tag}`;
}

/** A fresh, signed-out browser context: what someone who got the link sees. */
/** A person's browser: headless Chromium's own user agent names it, and the view count ignores it as a bot. */
const personUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function visitor(
  browser: Browser,
  baseURL: string | undefined,
  viewport = { width: 1280, height: 900 },
) {
  const context = await browser.newContext({
    baseURL,
    viewport,
    acceptDownloads: true,
    userAgent: personUserAgent,
  });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on("request", (request) => calls.push(new URL(request.url()).pathname));
  return { context, page, calls };
}

const ready = (page: Page) => page.waitForSelector("html[data-share-ready]", { state: "attached" });

for (const language of ["ar", "en"] as const) {
  test(`share a resume (${language}): publish, visit signed out, download, counted`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = text[language];
    await page.addInitScript((lang) => localStorage.setItem("sira-lang", lang), language);
    const username = await signUp(page.request, language);
    const slug = language === "ar" ? "سيرتي-العامة" : "my-public-cv";
    const created = await page.request.post("/api/resume", {
      data: { title: t.title, slug, language, sample: true },
    });
    expect(created.ok()).toBe(true);
    const resume = (await created.json()) as { id: string; data: { basics: { name: string } } };
    const name = resume.data.basics.name;

    let dialog = page.getByRole("dialog");
    if (language === "ar") {
      await page.goto("/dashboard/services");
      await page.getByRole("button", { name: t.reject }).click();
      await page.getByRole("button", { name: t.more }).click();
      await page.getByRole("menuitem", { name: t.share }).click();
    } else {
      await page.goto(`/builder/${resume.id}`);
      await page.getByRole("button", { name: t.reject }).click();
      await page.getByRole("banner").getByRole("button", { name: t.share, exact: true }).click();
      dialog = page.getByRole("dialog");
    }
    const toggle = dialog.getByRole("switch", { name: t.public });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await toggle.click();
    await expect(page.getByText(t.madePublic)).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    const link = await dialog.getByRole("textbox").inputValue();
    expect(decodeURIComponent(new URL(link).pathname)).toBe(`/${username}/${slug}`);
    await expect(dialog.getByRole("img", { name: /QR/ }).locator("svg")).toBeVisible();
    await page.screenshot({ path: `test-results/screens/share-panel-${language}.png` });
    await dialog.getByRole("button", { name: t.close }).click();

    // A signed-out visitor in a fresh browser.
    const guest = await visitor(browser, baseURL);
    const response = await guest.page.goto(link);
    expect(response?.status()).toBe(200);
    await ready(guest.page);
    const root = guest.page.locator("[data-sira-root]");
    await expect(root).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    await expect(guest.page.locator(".sira-page").first().getByRole("heading", { level: 1 })).toHaveText(
      name,
    );
    await expect(guest.page.locator(".sira-page").first()).toBeVisible();
    // No sign-in call and no app bundle for a visitor.
    expect(guest.calls.filter((p) => p.startsWith("/api/auth") || p.startsWith("/assets/"))).toEqual([]);
    await guest.page.screenshot({ path: `test-results/screens/public-page-${language}.png` });
    // axe, WCAG 2.1 A/AA: the whole page; inside the resume pages every rule but colour contrast,
    // since the resume's colours are the owner's choice (as in the builder's preview).
    const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
    const page1 = await new AxeBuilder({ page: guest.page }).withTags(wcag).exclude(".sira-pages").analyze();
    const resumeOnly = await new AxeBuilder({ page: guest.page })
      .withTags(wcag)
      .include(".sira-pages")
      .disableRules(["color-contrast"])
      .analyze();
    const serious = [...page1.violations, ...resumeOnly.violations].filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    const [download] = await Promise.all([
      guest.page.waitForEvent("download"),
      guest.page.getByRole("link", { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    await guest.context.close();

    // On a phone: the resume reflowed to the width (public-page-phone.spec.ts), no sideways scroll.
    const phone = await visitor(browser, baseURL, { width: 390, height: 844 });
    await phone.page.goto(link);
    await ready(phone.page);
    const widths = await phone.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await expect(
      phone.page.locator("[data-sira-reflow]").getByRole("heading", { level: 1 }),
    ).toBeInViewport();
    await phone.page.screenshot({ path: `test-results/screens/public-page-phone-${language}.png` });
    await phone.context.close();

    // The owner sees the view and the download (the two visits were one visitor today).
    await page.goto("/dashboard/services");
    const summary = page.getByTestId("share-summary");
    await expect(summary.getByTestId("share-summary-views")).toHaveText(/^(1|١)$/);
    await summary.click();
    await expect(page.getByTestId("share-views")).toContainText(
      language === "ar" ? "مشاهدة واحدة" : "1 view",
    );
    await expect(page.getByTestId("share-downloads")).toContainText(
      language === "ar" ? "تنزيل واحد" : "1 download",
    );
    await page.screenshot({ path: `test-results/screens/share-stats-${language}.png` });

    // Private again: the link answers 404 and the visitor is sent home.
    await page.getByRole("dialog").getByRole("switch", { name: t.public }).click();
    await expect(page.getByRole("dialog").getByRole("switch", { name: t.public })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    const late = await visitor(browser, baseURL);
    const gone = await late.page.goto(link);
    expect(gone?.status()).toBe(404);
    await expect(late.page).not.toHaveURL(new RegExp(`/${username}/`));
    await late.context.close();
  });
}

test("an Arabic link is offered as a short Latin one (issue 42): one click, the visitor gets it", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem("sira-lang", "ar"));
  const username = await signUp(page.request, "ar");
  const created = await page.request.post("/api/resume", {
    data: { title: "سيرتي العامة", slug: "سيرتي-العامة", language: "ar", sample: true },
  });
  expect(created.ok()).toBe(true);
  const resume = (await created.json()) as { id: string };

  // From the builder toolbar: the rename goes through the builder's own save.
  await page.goto(`/builder/${resume.id}`);
  await page.getByRole("button", { name: "رفض" }).click();
  await page.getByRole("banner").getByRole("button", { name: "مشاركة", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("switch", { name: "رابط عام" }).click();
  await expect(page.getByText("أصبحت السيرة عامة")).toBeVisible();
  const before = await dialog.getByRole("textbox").inputValue();
  // Shown with its Arabic letters, but sent as %-encoded bytes.
  expect(new URL(before).href.length).toBeGreaterThan(70);
  await expect(dialog.getByText("sirati-al-amma")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/share-short-link-ar-before.png" });
  await dialog.getByRole("button", { name: "استخدم الرابط القصير" }).click();
  // The Latin slug is isolated inside the Arabic sentence (U+2068 … U+2069), so it reads in order.
  await expect(page.getByText("صار الرابط ينتهي بـ «\u2068sirati-al-amma\u2069»")).toBeVisible();
  const link = await dialog.getByRole("textbox").inputValue();
  expect(new URL(link).pathname).toBe(`/${username}/sirati-al-amma`);
  await expect(dialog.getByRole("button", { name: "استخدم الرابط القصير" })).toHaveCount(0);
  await page.screenshot({ path: "test-results/screens/share-short-link-ar-after.png" });
  const saved = await page.request.get(`/api/resume/${resume.id}`);
  expect(((await saved.json()) as { slug: string }).slug).toBe("sirati-al-amma");

  const guest = await visitor(browser, baseURL);
  expect((await guest.page.goto(link))?.status()).toBe(200);
  await guest.context.close();
});
