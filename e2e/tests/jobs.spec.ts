import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

/** A new signed-in Arabic account (the register call sets the session cookies on the page's context). */
const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Noura" });

/** The sample resume: a Riyadh senior software engineer, in Arabic; the only resume, so the default. */
async function createSampleResume(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const title = "مهندس البرمجيات";
  const res = await request.post("/api/resume", {
    data: { title, slug: `engineer-${Date.now()}`, language: "ar", sample: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { id: ((await res.json()) as { id: string }).id, title };
}

/** Decline cookies up front so the banner does not cover the page. */
async function declineConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
}

const cards = (page: Page) => page.getByTestId("job-card");
/** The "N وظيفة" line above the grid, as a number (Arabic plural forms included). */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.locator("p[aria-live=polite]").first().textContent()) ?? "";
  if (text.includes("وظيفة واحدة")) return 1;
  if (text.includes("وظيفتان")) return 2;
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

test("jobs in Arabic: filters, Arabic search, keyword chips, match ring, detail and compare", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const resume = await createSampleResume(page.request);

  await page.goto("/dashboard/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الوظائف المقترحة");
  await expect(page.getByText(`مطابقة مع سيرتك الافتراضية «${resume.title}»`)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const recommended = await shownTotal(page);
  expect(recommended).toBeGreaterThan(0);

  // Every recommended card carries a match ring; the best ones are green (spec §9: 60–100).
  const ring = cards(page)
    .first()
    .getByRole("img", { name: /^تطابق \d+%$/ });
  await expect(ring).toBeVisible();
  await page.goto("/dashboard/jobs?sort=high");
  const best = cards(page)
    .first()
    .getByRole("img", { name: /^تطابق \d+%$/ });
  await expect(best).toHaveAttribute("data-tone", "green");
  const percent = Number(/\d+/.exec((await best.getAttribute("aria-label")) ?? "")?.[0]);
  expect(percent).toBeGreaterThanOrEqual(60);
  await page.screenshot({ path: "test-results/screens/jobs-ar.png", fullPage: false });

  // The filter panel opens and closes; a job-type filter narrows the list to that type.
  await page.goto("/dashboard/jobs");
  await expect(cards(page).first()).toBeVisible();
  const toggle = page.getByRole("button", { name: "التصفية" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("#job-filters")).toHaveCount(0);
  await toggle.click();
  const panel = page.locator("#job-filters");
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("group", { name: "نوع الوظيفة" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/jobs-filters-ar.png", fullPage: false });
  await panel.getByRole("group", { name: "نوع الوظيفة" }).getByText("عقد", { exact: true }).click();
  await expect(page).toHaveURL(/[?&]types=contract/);
  await expect.poll(() => shownTotal(page)).toBeLessThan(recommended);
  const contractCount = await cards(page).count();
  expect(contractCount).toBeGreaterThan(0);
  for (let i = 0; i < contractCount; i++) await expect(cards(page).nth(i)).toContainText("عقد");
  await page.getByRole("button", { name: "إخفاء التصفية" }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole("button", { name: "التصفية" })).toHaveAttribute("aria-expanded", "false");

  // Arabic search: the nurse postings, which do not match a software engineer's resume.
  await page.goto("/dashboard/jobs");
  await expect(cards(page).first()).toBeVisible();
  const titles = cards(page).getByRole("heading", { level: 3 });
  expect((await titles.allTextContents()).some((t) => t.includes("ممرض"))).toBe(false);
  await page.getByRole("searchbox", { name: "ابحث بالمسمى الوظيفي أو الوصف" }).fill("ممرض");
  await expect(page).toHaveURL(/[?&]q=%D9%85%D9%85%D8%B1%D8%B6/);
  await expect(titles.filter({ hasText: "ممرض" }).first()).toBeVisible();
  const found = await titles.allTextContents();
  expect(found.filter((t) => t.includes("ممرض")).length).toBeGreaterThanOrEqual(3);

  // A keyword chip narrows the search; clicking it removes it and the list comes back.
  const before = await shownTotal(page);
  const keywordBox = page.getByRole("textbox", { name: "أضف كلمات مفتاحية ثم Enter" });
  await keywordBox.fill("متدرب");
  await keywordBox.press("Enter");
  const chip = page.getByRole("button", { name: "إزالة الكلمة متدرب" });
  await expect(chip).toBeVisible();
  await expect(keywordBox).toHaveValue("");
  await expect(page).toHaveURL(/[?&]keywords=/);
  await expect.poll(() => shownTotal(page)).toBeLessThan(before);
  await chip.click();
  await expect(chip).toHaveCount(0);
  await expect(page).not.toHaveURL(/keywords=/);
  await expect.poll(() => shownTotal(page)).toBe(before);

  // Detail: on desktop the side list of the first jobs, the job with its ring and description.
  const first = cards(page).filter({ hasText: "ممرض" }).first();
  const position = ((await first.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
  await first.click();
  await expect(page).toHaveURL(/\/dashboard\/jobs\/[^/?]+\?q=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(position);
  const side = page.getByRole("complementary", { name: "وظائف أخرى" });
  await expect(side).toBeVisible();
  const sideCards = side.getByTestId("job-card");
  await expect(sideCards.first()).toBeVisible();
  expect(await sideCards.count()).toBeLessThanOrEqual(10);
  await expect(side.locator("[aria-current=page]")).toContainText(position);
  await expect(page.getByRole("link", { name: "كل الوظائف" })).toHaveAttribute("href", /q=/);
  const article = page.getByRole("article");
  await expect(article.getByRole("img", { name: /^تطابق \d+%$/ })).toBeVisible();
  const description = article.locator("div[lang=ar]").filter({ hasText: "المهام الوظيفية" });
  await expect(description).toHaveAttribute("dir", "rtl");
  await expect(description).toContainText("المهام الوظيفية");
  await page.screenshot({ path: "test-results/screens/job-detail-ar.png", fullPage: false });

  // Compare with my resume: the job text arrives prefilled and locked.
  await article.getByRole("button", { name: "مقارنة مع سيرتي" }).click();
  await expect(page).toHaveURL(/\/dashboard\/compare$/);
  const job = page.getByLabel("وصف الوظيفة");
  await expect(job).toHaveValue(new RegExp(`^${position.replace(/[/()]/g, "\\$&")}\\n\\n`));
  await expect(job).toHaveValue(/المهام الوظيفية/);
  await expect(job).not.toBeEditable();
  await expect(page.getByText("تمت تعبئته من الوظيفة التي اخترتها؛ لا يمكن تعديله هنا.")).toBeVisible();
});

test("a phone shows the job detail without the side list", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await declineConsent(context, baseURL);
  const page = await context.newPage();
  await signUp(page.request);
  await createSampleResume(page.request);
  await page.goto("/dashboard/jobs");
  await cards(page).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("job-side-list")).toBeHidden();
  await context.close();
});

for (const language of ["ar", "en"] as const) {
  test(`a Dubai user filters jobs by country, then city, on a phone (${language})`, async ({
    browser,
    baseURL,
  }) => {
    const text = {
      ar: {
        filters: "التصفية",
        location: "الموقع",
        uae: "الإمارات العربية المتحدة",
        saudi: "المملكة العربية السعودية",
        uaePlaces: "المناطق والمدن في الإمارات العربية المتحدة",
        abuDhabi: "أبوظبي",
        riyadh: "منطقة الرياض",
        remote: "عن بُعد (أي دولة)",
      },
      en: {
        filters: "Filters",
        location: "Location",
        uae: "United Arab Emirates",
        saudi: "Saudi Arabia",
        uaePlaces: "Regions and cities in United Arab Emirates",
        abuDhabi: "Abu Dhabi",
        riyadh: "Riyadh Region",
        remote: "Remote (any country)",
      },
    }[language];
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const url = baseURL ?? "http://localhost";
    await context.addCookies([
      { name: "sira_consent", value: "false", url },
      { name: "sira-lang", value: language, url },
    ]);
    await context.addInitScript((lang) => localStorage.setItem("sira-lang", lang), language);
    const page = await context.newPage();
    await signUp(page.request);
    const resume = await createSampleResume(page.request);
    // The resume's job country is the UAE: the user lives in Dubai.
    const patched = await page.request.patch(`/api/resume/${resume.id}/country`, { data: { country: "AE" } });
    expect(patched.ok(), await patched.text()).toBe(true);

    await page.goto("/dashboard/jobs?q=a");
    await page.getByRole("button", { name: text.filters, exact: true }).click();
    const location = page.locator("#job-filters").getByRole("group", { name: text.location, exact: true });
    // Countries first, the resume's country preselected, then its cities.
    await expect(location.getByRole("radio", { name: text.uae })).toBeChecked();
    await expect(location.getByRole("radio", { name: text.remote })).not.toBeChecked();
    const places = page.getByRole("group", { name: text.uaePlaces });
    await expect(places.getByText(text.abuDhabi, { exact: true })).toBeVisible();
    await expect(page.getByText(text.riyadh, { exact: true })).toHaveCount(0);
    await places.getByText(text.abuDhabi, { exact: true }).click();
    await expect(page).toHaveURL(/[?&]regions=abu-dhabi/);
    await expect(cards(page).first()).toBeVisible();
    for (const place of await cards(page).getByTestId("job-place").allTextContents())
      expect(place).toContain(text.abuDhabi);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await location.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/jobs-location-${language}.png`, fullPage: false });

    // Another country: its regions replace the UAE's cities, the old city choice is dropped.
    await location.getByText(text.saudi, { exact: true }).click();
    await expect(page).toHaveURL(/[?&]country=SA/);
    await expect(page).not.toHaveURL(/regions=/);
    await expect(page.getByText(text.riyadh, { exact: true })).toBeVisible();
    await expect(page.getByText(text.abuDhabi, { exact: true })).toHaveCount(0);
    await context.close();
  });
}
