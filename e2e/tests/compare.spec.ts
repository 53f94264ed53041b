import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

/** The operator token the e2e server runs with (playwright.config.ts sets ADMIN_TOKEN). */
const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";

/** A new signed-in Arabic account (the register call sets the session cookies on the page's context). */
const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Fahad" });

/** Credit points the way an operator does (POST /api/admin/points with the bearer ADMIN_TOKEN). */
async function grantPoints(request: APIRequestContext, user: string, points: number) {
  const res = await request.post("/api/admin/points", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { user, points, reason: "e2e" },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(((await res.json()) as { available: number }).available).toBe(points);
}

/** The sample resume: a Riyadh senior software engineer (React, TypeScript, Node.js, AWS), in Arabic. */
async function createSampleResume(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post("/api/resume", {
    data: { title, slug: `cv-${Date.now()}`, language: "ar", sample: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/** Decline cookies up front so the banner does not cover the buttons. */
async function declineConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
}

const balance = (page: Page, text: string) => page.getByRole("link", { name: text, exact: true });

const frontendJob = `مطور واجهات أمامية أول
نبحث عن مهندس برمجيات لبناء منصاتنا الرقمية في الرياض.
يشترط خبرة 5 سنوات في React و TypeScript و Node.js.
يفضل معرفة AWS والخدمات المصغرة.`;

const nurseJob = `ممرض / ممرضة عناية مركزة
يشترط بكالوريوس تمريض وترخيص الهيئة السعودية للتخصصات الصحية وشهادة BLS و ACLS.
خبرة سنتين في العناية المركزة ورعاية المرضى وإعطاء الأدوية ومكافحة العدوى.`;

test("compare in Arabic: validation, a pass and a fail against a saved resume, points charged", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  const username = await signUp(page.request);
  const title = "سيرة المهندس";
  await createSampleResume(page.request, title);
  await grantPoints(page.request, username, 20);

  await page.goto("/dashboard/compare");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("قارن سيرتك الذاتية بوظيفة");
  await expect(balance(page, "20 نقطة متاحة")).toBeVisible();
  await expect(page.getByText("التكلفة 3 نقاط")).toBeVisible();

  // Spec §5 messages show on blur and on submit only, never before any input; with a field
  // missing, Compare shows them and makes no call (nothing charged). The button shows its
  // price; 3 points are more than a download, so it asks first (issue 24).
  const submit = page.getByRole("button", { name: "قارن (3 نقاط)", exact: true });
  const confirmSpend = () =>
    page.getByRole("alertdialog").getByRole("button", { name: "استخدام 3 نقاط" }).click();
  const job = page.getByLabel("وصف الوظيفة");
  await expect(page.getByRole("tab", { name: "سيري الذاتية" })).toBeVisible();
  // Issue 42: the default resume comes chosen; the placeholder follows the Arabic page (right).
  const preselected = page.getByRole("button", { name: new RegExp(title) });
  await expect(preselected).toHaveAttribute("aria-pressed", "true");
  await expect(job).toHaveAttribute("dir", "rtl");
  await preselected.click();
  await expect(preselected).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("يرجى اختيار سيرة ذاتية")).toHaveCount(0);
  await expect(page.getByText("يرجى إدخال وصف الوظيفة")).toHaveCount(0);
  await job.focus();
  await job.blur();
  await expect(page.getByText("يرجى إدخال وصف الوظيفة")).toBeVisible();
  await expect(page.getByText("يرجى اختيار سيرة ذاتية")).toHaveCount(0);
  await submit.click();
  await expect(page.getByText("يرجى اختيار سيرة ذاتية")).toBeVisible();
  await expect(balance(page, "20 نقطة متاحة")).toBeVisible();
  await page.getByRole("tab", { name: "رفع ملف PDF" }).click();
  await expect(page.getByText("يرجى تقديم سيرة ذاتية")).toBeVisible();
  await page.getByRole("tab", { name: "سيري الذاتية" }).click();
  await job.fill(frontendJob);
  await expect(page.getByText("يرجى إدخال وصف الوظيفة")).toHaveCount(0);
  await expect(page.getByText("يرجى اختيار سيرة ذاتية")).toBeVisible();
  const saved = page.getByRole("button", { name: new RegExp(title) });
  await saved.click();
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("يرجى اختيار سيرة ذاتية")).toHaveCount(0);
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(page.getByRole("alertdialog")).toContainText("ورصيدك 20 نقطة");
  await confirmSpend();
  const result = page.getByRole("region", { name: "النتيجة" });
  await expect(result).toBeVisible();
  await expect(result).toContainText("مناسبة");
  await expect(result).not.toContainText("غير مناسبة بعد");
  await expect(result.getByRole("img", { name: /نسبة التطابق/ })).toBeVisible();
  await expect(result.getByRole("heading", { name: "السبب" })).toBeVisible();
  await expect(result.getByRole("heading", { name: "ما الذي تعدّله" })).toBeVisible();
  const fixes = result
    .getByRole("heading", { name: "ما الذي تعدّله" })
    .locator("xpath=..")
    .getByRole("listitem");
  expect(await fixes.count()).toBeGreaterThan(0);
  await expect(result.getByText("React", { exact: true })).toBeVisible();
  // Issue 38: each row shows its points of the score ("45/45"), left to right in the Arabic card.
  const points = result.getByText(/^\d+\/\d+$/);
  expect(await points.count()).toBeGreaterThan(1);
  await expect(points.first()).toHaveAttribute("dir", "ltr");
  await expect(balance(page, "17 نقطة متاحة")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/screens/compare-pass-ar.png", fullPage: true });

  // Cancel clears the job, the chosen resume and the result.
  await page.getByRole("button", { name: "إلغاء" }).click();
  await expect(job).toHaveValue("");
  await expect(result).toHaveCount(0);
  await expect(saved).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("يرجى اختيار سيرة ذاتية")).toHaveCount(0);
  await expect(page.getByText("يرجى إدخال وصف الوظيفة")).toHaveCount(0);

  await job.fill(nurseJob);
  await saved.click();
  await submit.click();
  await confirmSpend();
  await expect(result).toContainText("غير مناسبة بعد");
  const missing = result.getByText("غير ظاهرة", { exact: true }).first();
  await expect(missing).toBeVisible();
  expect(
    await result
      .getByRole("heading", { name: "ما الذي تعدّله" })
      .locator("xpath=..")
      .getByRole("listitem")
      .count(),
  ).toBeGreaterThan(0);
  await expect(balance(page, "14 نقطة متاحة")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/screens/compare-fail-ar.png", fullPage: true });
});

test("a mock interview by typing: from a job, answer each question, feedback, then the report", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  const username = await signUp(page.request);
  await createSampleResume(page.request, "سيرتي");
  await grantPoints(page.request, username, 10);

  await page.goto("/dashboard/jobs?sort=high");
  const card = page.getByTestId("job-card").first();
  // The title as posted, and the card's whole heading (a translation may sit beside it, issue 38).
  const position = ((await card.getByTestId("job-title-posted").textContent()) ?? "").trim();
  const translated = card.getByTestId("job-title-translated");
  const cardTitles = [position];
  if (await translated.count()) cardTitles.push(((await translated.textContent()) ?? "").trim());
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(position);
  await page.getByRole("button", { name: "بدء المقابلة (8 نقاط)" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "استخدام 8 نقاط" }).click();

  await expect(page).toHaveURL(/\/interview\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("مقابلة تجريبية");
  // The interview names the job in the interview's language: the posted title or its translation.
  const interviewTitle = page.locator("header p bdi").first();
  await expect(interviewTitle).not.toBeEmpty();
  expect(cardTitles).toContain(((await interviewTitle.textContent()) ?? "").trim());
  const counter = page.getByText(/^السؤال \d+ من \d+$/);
  await expect(counter).toHaveText(/^السؤال 1 من \d+$/);
  const total = Number(/من (\d+)/.exec((await counter.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThanOrEqual(5);
  expect(total).toBeLessThanOrEqual(8);
  await expect(balance(page, "نقطتان متاحتان")).toBeVisible();

  const question = page.getByTestId("interview-question");
  const answer = page.getByLabel("إجابتك");
  const feedback = page.getByRole("region", { name: "تقييم هذه الإجابة" });
  const seen = new Set<string>();
  for (let i = 1; i <= total; i++) {
    await expect(counter).toHaveText(`السؤال ${i} من ${total}`);
    const text = ((await question.textContent()) ?? "").trim();
    expect(text.length).toBeGreaterThan(10);
    expect(seen.has(text)).toBe(false);
    seen.add(text);
    await expect(page.getByRole("button", { name: "احصل على التقييم" })).toBeDisabled();
    await answer.fill(
      "عندما كنت قائد فريق في سحابة الخليج كان زمن استجابة البوابة مرتفعًا. كانت مهمتي خفضه قبل موسم الذروة. قمت بنقل الخدمات إلى AWS وأضفت التخزين المؤقت وراقبت الأداء يوميًا مع الفريق. النتيجة انخفض زمن الاستجابة بنسبة 45% وتكاليف الاستضافة بنسبة 30% خلال ثلاثة أشهر.",
    );
    await page.getByRole("button", { name: "احصل على التقييم" }).click();
    await expect(feedback).toBeVisible();
    await expect(feedback.getByRole("img", { name: /الإجمالي/ })).toBeVisible();
    await expect(feedback).toContainText("بناء STAR");
    if (i === 1)
      await page.screenshot({ path: "test-results/screens/interview-feedback-ar.png", fullPage: true });
    if (i < total) {
      await page.getByRole("button", { name: "السؤال التالي" }).click();
      await expect(feedback).toHaveCount(0);
      await expect(answer).toHaveValue("");
    }
  }
  await expect(page.getByRole("button", { name: "السؤال التالي" })).toBeDisabled();

  await page.getByRole("button", { name: "أنهِ المقابلة واعرض التقرير" }).click();
  const report = page.getByTestId("interview-report");
  await expect(report.getByRole("heading", { name: "تقرير المقابلة" })).toBeVisible();
  await expect(report).toContainText(`أجبت عن ${total} من ${total} أسئلة`);
  await expect(report).toContainText(/قوي|جيد|يحتاج إلى تحسين/);
  await expect(report.getByRole("img", { name: /الإجمالي/ })).toBeVisible();
  await expect(answer).toHaveCount(0);
  // The history names the interview as its header does (the posted title or its translation).
  const shownTitle = ((await interviewTitle.textContent()) ?? "").trim();
  const history = page.getByRole("region", { name: "مقابلاتك" });
  const current = history.getByRole("link", { name: shownTitle });
  await expect(current).toHaveAttribute("aria-current", "page");
  // A long title is cut at its own end: an English one reads left to right in the Arabic page.
  const latin = /^[\x20-\x7e]+$/.test(shownTitle);
  expect(await current.evaluate((el) => getComputedStyle(el).direction)).toBe(latin ? "ltr" : "rtl");
  await expect(history).toContainText("%");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/screens/interview-report-ar.png", fullPage: true });
});
