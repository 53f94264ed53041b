import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** A new signed-in Arabic account (the register call sets the session cookies on the page's context). */
async function signUp(request: APIRequestContext) {
  const tag = Math.random().toString(36).slice(2, 10);
  const res = await request.post("/api/auth/register", {
    data: {
      name: `Huda ${tag}`,
      username: `huda${tag}`,
      email: `huda${tag}@example.com`,
      password: "correct-horse-42",
      locale: "ar-SA",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** From the wallet to the sandbox checkout of a plan. */
async function openCheckout(page: Page, planName: string) {
  await page.goto("/dashboard/wallet/plans");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("اختر باقتك");
  await expect(page.getByRole("article")).toHaveCount(3);
  await page.getByRole("button", { name: `شراء ${planName}` }).click();
  await expect(page).toHaveURL(/\/api\/payment\/sandbox\/checkout\/[0-9a-f-]+$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

test("buys VIP through the sandbox checkout in Arabic, then a declined payment fails", async ({ page }) => {
  await signUp(page.request);
  await page.goto("/dashboard/wallet");
  await page.getByRole("button", { name: "رفض" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("محفظتي");
  await expect(page.getByText("لا توجد معاملات بعد", { exact: false })).toBeVisible();

  await page.getByRole("link", { name: "شراء نقاط" }).click();
  await expect(page.getByText("59.99 دولار أمريكي")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/plans-ar.png", fullPage: true });
  await openCheckout(page, "كبار الشخصيات");
  await expect(page.getByText("59.99 دولار أمريكي")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/sandbox-checkout-ar.png", fullPage: true });
  await page.getByRole("button", { name: "ادفع" }).click();

  await expect(page).toHaveURL(/\/dashboard\?state=success$/);
  await expect(page.getByRole("heading", { name: "تمت عملية الدفع بنجاح" })).toBeVisible();
  await expect(page.getByText("ستُضاف النقاط إلى محفظتك")).toBeVisible();
  await expect(page.getByRole("link", { name: "300 نقطة متاحة" })).toBeVisible();

  await page.goto("/dashboard/wallet");
  await expect(page.getByText("شراء الباقة كبار الشخصيات")).toBeVisible();
  await expect(page.getByText(/عضو مميز حتى/)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/wallet-ar.png", fullPage: true });

  await openCheckout(page, "الأساسية");
  await page.getByRole("button", { name: "رفض" }).click();
  await expect(page).toHaveURL(/\/dashboard\?state=fail$/);
  await expect(page.getByRole("heading", { name: "فشلت عملية الدفع" })).toBeVisible();
  await page.getByRole("button", { name: "العودة" }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\/plans$/);
  await expect(page.getByRole("link", { name: "300 نقطة متاحة" })).toBeVisible();
});
