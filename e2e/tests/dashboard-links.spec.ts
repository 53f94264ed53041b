import { expect, test } from "@playwright/test";
import { useLanguage } from "../a11y";

/**
 * Issue 42 items 8 and 13: the resume card's title opens the builder, and signing out lands on
 * the plain login page (not `/auth/login?redirect=/auth/login`), in Arabic and English.
 */
for (const language of ["ar", "en"] as const) {
  test(`card title opens the builder; sign-out lands on /auth/login (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext();
    await useLanguage(context, language, baseURL);
    const page = await context.newPage();
    const tag = Math.random().toString(36).slice(2, 10);
    const registered = await page.request.post("/api/auth/register", {
      data: {
        name: `Huda ${tag}`,
        username: `links${tag}`,
        email: `links${tag}@example.com`,
        password: "correct-horse-42",
        locale: language === "ar" ? "ar-SA" : "en-US",
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const title = language === "ar" ? "سيرة المصممة" : "Designer resume";
    const created = await page.request.post("/api/resume", {
      data: { title, slug: `links-${tag.replace(/\d/g, "")}`, language },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const resumeId = ((await created.json()) as { id: string }).id;

    await page.goto("/dashboard/services");
    const heading = page.getByTestId("resume-card").getByRole("heading", { name: title, exact: true });
    await heading.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/builder/${resumeId}$`));

    await page.goto("/dashboard/services");
    await expect(heading).toBeVisible();
    await page.getByRole("button", { name: language === "ar" ? "قائمة الحساب" : "Account menu" }).click();
    await page.getByRole("menuitem", { name: language === "ar" ? /تسجيل الخروج/ : /Sign out/ }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    // A late request of the left dashboard must not reload the page with ?redirect=/auth/login.
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });
}
