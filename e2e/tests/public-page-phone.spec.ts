import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";

/**
 * The public resume page on a phone (issue 36): at 390×844 a visitor reads the resume reflowed
 * in its template's colours and direction, at 16 px, with no sideways scroll (a long e-mail
 * wraps), hidden items still hidden; "View as PDF page" shows the page frame with a way back,
 * and the download sits beside it. At a desktop width the page frame is shown, as before.
 */

type Language = "ar" | "en";

const text = {
  ar: { viewPage: "عرض كصفحة PDF", back: "العودة إلى السيرة", download: "تنزيل PDF" },
  en: { viewPage: "View as PDF page", back: "Back to the resume", download: "Download PDF" },
} as const;

const longEmail =
  "a.very.long.address.that.never.fits.a.phone.screen@an-equally-long-domain-name.example.com";

interface Resume {
  id: string;
  title: string;
  slug: string;
  version: number;
  data: {
    basics: { name: string; email: string };
    metadata: { template: string };
    sections: { experience: { items: { company: string; visible: boolean }[] } };
  };
}

/** A user with one public sample resume in `language` and `template`: its link and data. */
async function publicResume(request: APIRequestContext, language: Language, template: string) {
  const tag = Math.random().toString(36).slice(2, 10);
  const registered = await request.post("/api/auth/register", {
    data: {
      name: `Phone ${tag}`,
      username: `phone${tag}`,
      email: `phone${tag}@example.com`,
      password: "correct-horse-42",
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const created = await request.post("/api/resume", {
    data: { title: `Phone ${language}`, slug: `phone-${language}`, language, sample: true },
  });
  expect(created.ok()).toBe(true);
  const resume = (await created.json()) as Resume;
  const data = structuredClone(resume.data);
  data.metadata.template = template;
  data.basics.email = longEmail;
  const [shown, hidden] = data.sections.experience.items;
  if (!shown || !hidden) throw new Error("the sample resume has two jobs");
  hidden.visible = false;
  const patched = await request.patch(`/api/resume/${resume.id}`, {
    data: { title: resume.title, slug: resume.slug, visibility: "public", data, version: resume.version },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  return {
    path: `/phone${tag}/phone-${language}`,
    name: data.basics.name,
    hiddenCompany: hidden.company,
    shownCompany: shown.company,
  };
}

const personUserAgent =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function open(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL, viewport, userAgent: personUserAgent, hasTouch: true });
  return { context, page: await context.newPage() };
}

for (const [language, template] of [
  ["ar", "pikachu"],
  ["en", "onyx"],
  ["en", "gengar"],
] as const) {
  test(`public page on a 390×844 phone (${language}, ${template}): reflowed, readable, PDF page on demand`, async ({
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = text[language];
    const resume = await publicResume(request, language, template);
    const { context, page } = await open(browser, baseURL, { width: 390, height: 844 });
    await page.goto(resume.path);
    await page.waitForSelector("html[data-share-ready]", { state: "attached" });

    const reflow = page.locator("[data-sira-reflow]");
    await expect(reflow).toBeVisible();
    await expect(reflow).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    // The resume as text: its name as the one visible first-level heading, its sections' titles.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resume.name);
    await expect(reflow.locator(".sira-section-title").first()).toBeVisible();
    expect(await reflow.locator(".sira-section-title").count()).toBeGreaterThanOrEqual(6);
    await expect(reflow).toContainText(resume.shownCompany);
    await expect(reflow).toContainText(longEmail);
    // A hidden item stays hidden, as on the pages.
    expect(resume.hiddenCompany).not.toBe("");
    await expect(reflow).not.toContainText(resume.hiddenCompany);
    // The page frame is not shown (no scaled A4 sheet) until asked for.
    await expect(page.locator(".sira-page")).toHaveCount(0);

    const measured = await page.evaluate(() => {
      const sizes: number[] = [];
      const root = document.querySelector("[data-sira-reflow]");
      const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.getClientRects().length === 0) continue;
        sizes.push(Number.parseFloat(getComputedStyle(parent).fontSize));
      }
      const body = document.querySelector(
        "[data-sira-reflow] .sira-rich p, [data-sira-reflow] .sira-rich li",
      );
      return {
        smallest: Math.min(...sizes),
        body: body ? Number.parseFloat(getComputedStyle(body).fontSize) : 0,
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      };
    });
    expect(measured.body).toBe(16);
    expect(measured.smallest).toBeGreaterThanOrEqual(14);
    expect(measured.scrollWidth).toBeLessThanOrEqual(measured.innerWidth);

    // The two actions side by side, each a 44 px target.
    const viewPage = page.getByRole("link", { name: t.viewPage });
    const download = page.getByRole("link", { name: t.download });
    for (const action of [viewPage, download]) {
      await expect(action).toBeVisible();
      expect((await action.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: `test-results/screens/public-phone-${language}-${template}.png` });

    // WCAG 2.1 A/AA on the phone view; the resume's own colours are the owner's choice.
    const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
    const page1 = await new AxeBuilder({ page }).withTags(wcag).exclude("[data-sira-reflow]").analyze();
    const resumeOnly = await new AxeBuilder({ page })
      .withTags(wcag)
      .include("[data-sira-reflow]")
      .disableRules(["color-contrast"])
      .analyze();
    const serious = [...page1.violations, ...resumeOnly.violations].filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // Printed before the pages were laid out: the reflowed resume, not an empty frame.
    await page.emulateMedia({ media: "print" });
    await expect(reflow).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // "View as PDF page": the page frame, scaled to the width, and the way back.
    await viewPage.click();
    await page.waitForSelector("html[data-share-ready]", { state: "attached" });
    await expect(page.locator(".sira-page").first()).toBeVisible();
    await expect(reflow).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/screens/public-phone-page-${language}-${template}.png` });
    await page.getByRole("link", { name: t.back }).click();
    await expect(reflow).toBeVisible();
    await expect(page.locator(".sira-page").first()).toBeHidden();
    await context.close();

    // A desktop keeps the page-format frame; the phone's view and its action are not shown.
    const desktop = await open(browser, baseURL, { width: 1280, height: 900 });
    await desktop.page.goto(resume.path);
    await desktop.page.waitForSelector("html[data-share-ready]", { state: "attached" });
    await expect(desktop.page.locator(".sira-page").first()).toBeVisible();
    await expect(desktop.page.locator("[data-sira-reflow]")).toBeHidden();
    await expect(desktop.page.getByRole("link", { name: t.viewPage })).toBeHidden();
    await expect(desktop.page.getByRole("link", { name: t.download })).toBeVisible();
    await desktop.context.close();
  });
}
