import { type APIRequestContext, expect, test } from "@playwright/test";
import { type Language, useLanguage } from "../a11y";
import { accountWithResumeAndJob } from "../accounts";

/**
 * Issue 42 item 2: no dashboard page scrolls sideways on a 390×844 phone, in Arabic and English,
 * with a resume on the services screen (its card's action row was wider than a two-column card).
 * The services screen is also shot at phone and desktop width for the record.
 */

/** A signed-in account with one sample resume and one imported job; returns the job's id. */
async function prepareAccount(request: APIRequestContext, language: Language): Promise<string> {
  const title = language === "ar" ? "سيرة مهندسة البرمجيات الأولى" : "Senior Software Engineer resume";
  return (await accountWithResumeAndJob(request, language, { prefix: "phone", title })).jobId;
}

for (const language of ["ar", "en"] as const) {
  test(`no dashboard page scrolls sideways at 390 px (${language})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: "reduce",
    });
    await useLanguage(context, language, baseURL);
    const page = await context.newPage();
    const jobId = await prepareAccount(page.request, language);
    // Every /dashboard/* route of apps/web/src/router.tsx (the index redirects to services).
    const routes = [
      "/dashboard/services",
      "/dashboard/compare",
      "/dashboard/wallet",
      "/dashboard/wallet/plans",
      "/dashboard/settings",
      "/dashboard/applications",
      "/dashboard/jobs",
      `/dashboard/jobs/${jobId}`,
    ];
    const overflows: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(page.locator("h1").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      if (route === "/dashboard/services") await expect(page.getByTestId("resume-card")).toHaveCount(1);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      if (scrollWidth > innerWidth) overflows.push(`${route}: ${scrollWidth} > ${innerWidth}`);
    }
    expect(overflows, overflows.join("\n")).toEqual([]);

    // The card's own row stays inside the card, on the phone and on a desktop.
    for (const [name, viewport] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto("/dashboard/services");
      const card = page.getByTestId("resume-card");
      await expect(card).toBeVisible();
      await page.waitForLoadState("networkidle");
      const outside = await card.evaluate((article) => {
        const box = article.getBoundingClientRect();
        return Array.from(article.querySelectorAll<HTMLElement>("button, a"))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
          })
          .map((el) => el.getAttribute("aria-label") ?? el.textContent ?? el.tagName);
      });
      await card.evaluate((article) => article.scrollIntoView({ block: "center" }));
      await page.screenshot({ path: `test-results/screens/dashboard-${name}-${language}.png` });
      expect(outside, `controls outside the card (${name})`).toEqual([]);
    }
    await context.close();
  });
}
