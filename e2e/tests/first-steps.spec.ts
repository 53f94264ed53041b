import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

/**
 * Issue 24 "Done when": what a first-time user meets. A new account has no points; the download
 * button shows its price, the failed download says why and links to the plans, the sandbox sells
 * a plan, and the download then works. Also the job detail's free reasons and the interview's
 * confirmation, in Arabic and English.
 */

const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Reem" });

async function createSampleResume(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/resume", {
    data: { title: "سيرتي", slug: `first-${Date.now()}`, language: "ar", sample: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

async function declineConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
}

const balance = async (page: Page) =>
  ((await (await page.request.get("/api/subscription")).json()) as { available: number }).available;

test("register → no points: the price and the plans link → buy in the sandbox → download", async ({
  page,
  baseURL,
}) => {
  // The first print warms the browser: slow on a busy machine.
  test.setTimeout(120_000);
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const id = await createSampleResume(page.request);
  expect(await balance(page)).toBe(0);

  await page.goto(`/builder/${id}`);
  // The download menu (PDF, Word, text) shows its one price.
  const download = page.getByRole("button", { name: /^تنزيل السيرة/ });
  const takePdf = async () => {
    await download.click();
    await page.getByRole("menuitem", { name: /ملف PDF/ }).click();
  };
  await expect(download).toBeEnabled();
  await expect(download).toContainText("نقطة واحدة");

  // No points: the blank tab closes and the toast says why, with the way to buy points.
  const failedTab = page.waitForEvent("popup");
  await takePdf();
  const blank = await failedTab;
  const toast = page.getByRole("alert");
  await expect(toast).toContainText("انتهت باقة النقاط");
  await expect.poll(() => blank.isClosed()).toBe(true);
  await page.screenshot({ path: "test-results/screens/out-of-points-ar.png" });
  await toast.getByRole("link", { name: "عرض الباقات والأسعار" }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\/plans$/);

  await page.getByRole("button", { name: "شراء الأساسية" }).click();
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\/checkout\/[0-9a-f-]+$/);
  await page.getByRole("button", { name: "ادفع" }).click();
  await expect(page).toHaveURL(/\/dashboard\?state=success$/);
  expect(await balance(page)).toBe(35);

  await page.goto(`/builder/${id}`);
  await expect(download).toBeEnabled();
  const pdfTab = page.waitForEvent("popup");
  await takePdf();
  const tab = await pdfTab;
  await tab.waitForURL(/\/api\/prints\/[^/]+\/file\?/);
  expect(await balance(page)).toBe(34);
});

for (const language of ["ar", "en"] as const) {
  test(`job detail (${language}): free match reasons; an 8-point interview asks first`, async ({
    page,
    baseURL,
  }) => {
    await declineConsent(page.context(), baseURL);
    await page.context().addInitScript((lang) => localStorage.setItem("sira-lang", lang), language);
    await signUp(page.request);
    await createSampleResume(page.request);

    await page.goto("/dashboard/jobs");
    await page.getByTestId("job-card").first().click();
    const reasons = page.getByTestId("match-reasons");
    await expect(reasons).toBeVisible();
    await expect(reasons).toContainText(language === "ar" ? "لماذا هذه النسبة" : "Why this match");
    await expect(reasons).toContainText(language === "ar" ? "الخبرة:" : "Experience:");
    await page.screenshot({ path: `test-results/screens/job-reasons-${language}.png`, fullPage: true });

    const interview = page.getByRole("button", {
      name: language === "ar" ? /بدء المقابلة/ : /Start interview/,
    });
    await expect(interview).toContainText(language === "ar" ? "8 نقاط" : "8 points");
    await interview.click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole("link", { name: language === "ar" ? "عرض الباقات والأسعار" : "See plans and prices" }),
    ).toBeVisible();
    await page.screenshot({ path: `test-results/screens/interview-confirm-${language}.png` });
    await dialog.getByRole("button", { name: language === "ar" ? "إلغاء" : "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await balance(page)).toBe(0);
  });
}
