import { expect, test } from "@playwright/test";

test("a visitor opening / lands on the Arabic login page, then switches to English", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("تسجيل الدخول");
  await page.screenshot({ path: "test-results/screens/login-ar.png", fullPage: true });

  const switcher = page.getByRole("button", { name: "English", exact: true });
  await expect(switcher).toHaveAccessibleDescription("التبديل إلى الإنجليزية");
  await switcher.click();
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(html).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sign in");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
  expect(await page.evaluate(() => localStorage.getItem("sira-lang"))).toBe("en");
  await page.screenshot({ path: "test-results/screens/login-en.png", fullPage: true });
});

test("the landing page is bilingual and theme cycles light → system → dark", async ({ page }) => {
  await page.goto("/welcome");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("سيرتك الذاتية");
  const toggle = page.getByRole("button", { name: /المظهر/ });
  // A first visit follows the system; the cycle is light → system → dark → light.
  await expect(toggle).toHaveAttribute("aria-label", /حسب النظام/);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-label", /داكن/);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: "test-results/screens/landing-ar-dark.png", fullPage: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-label", /فاتح/);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-label", /حسب النظام/);
  await page.screenshot({ path: "test-results/screens/landing-ar.png", fullPage: true });
});

test("no request leaves the origin", async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:") && !url.startsWith("blob:"))
      outside.push(url);
  });
  await page.goto("/welcome");
  await page.waitForLoadState("networkidle");
  await page.goto("/auth/login");
  await page.waitForLoadState("networkidle");
  expect(outside).toEqual([]);
});

test("a visitor's pages make no failing request and log no error, in Arabic and English", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  for (const language of ["ar", "en"]) {
    await page.goto("/welcome");
    await page.evaluate((lang) => localStorage.setItem("sira-lang", lang), language);
    for (const path of ["/welcome", "/auth/login", "/auth/register", "/auth/forgot-password"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.locator("h1").first()).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
  }
  expect(problems).toEqual([]);
});

test("the login form checks its fields before sending, without loading zod until it is used", async ({
  page,
}) => {
  const zodChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(zod|schemas)-/.test(request.url())) zodChunks.push(request.url());
  });
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/login")) sent.push(request.url());
  });
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("تسجيل الدخول");
  await page.waitForLoadState("networkidle");
  expect(zodChunks).toEqual([]);
  // Submitting at once (nothing typed) loads the schema and shows both field messages in Arabic.
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByText("أدخل بريدك الإلكتروني أو اسم المستخدم.")).toBeVisible();
  await expect(page.getByText("أدخل كلمة المرور.")).toBeVisible();
  expect(sent).toEqual([]);
  expect(zodChunks.length).toBeGreaterThan(0);
});

test("a logged-in-only deep link keeps its path and query in redirect", async ({ page }) => {
  await page.goto("/dashboard/jobs?q=nurse");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Fjobs%3Fq%3Dnurse$/);
});

test.describe("without the service worker's precache (it would serve the missing file)", () => {
  test.use({ serviceWorkers: "block" });
  test("a page whose code fails to load reloads once by itself, then shows a localized error screen with reload", async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
    const tag = Math.random().toString(36).slice(2, 10);
    const res = await page.request.post("/api/auth/register", {
      data: {
        name: `Huda ${tag}`,
        username: `huda${tag}`,
        email: `huda${tag}@example.com`,
        password: "correct-horse-42",
        locale: "ar-SA",
      },
    });
    expect(res.ok()).toBe(true);
    // A deploy replaced the files: the settings page's chunk is gone.
    await page.route(/\/assets\/jobs-page-[^/]*\.js$/, (route) => route.abort());
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.goto("/dashboard/jobs");
    const heading = page.getByRole("heading", { name: "حدث خطأ في هذه الصفحة" });
    await expect(heading).toBeVisible();
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    expect(loads).toBe(2);
    await page.screenshot({ path: "test-results/screens/route-error-ar.png" });

    // The files are back: "reload" opens the page.
    await page.unroute(/\/assets\/jobs-page-[^/]*\.js$/);
    await page.getByRole("button", { name: "إعادة التحميل" }).click();
    await expect(heading).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/jobs$/);

    await page.evaluate(() => localStorage.setItem("sira-lang", "en"));
    await page.route(/\/assets\/jobs-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/dashboard/jobs");
    await expect(page.getByRole("heading", { name: "Something went wrong on this page" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reload" })).toBeVisible();
    await page.screenshot({ path: "test-results/screens/route-error-en.png" });
  });
});
