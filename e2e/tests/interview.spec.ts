import { type APIRequestContext, expect, test } from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

/**
 * The mock interview coach in Arabic (issue 38): questions from the job's occupation bank, a
 * per-question review with what was good, what was missing and a model answer's outline, one
 * question retried for free, and a report whose strengths and improvements never overlap,
 * counting the questions with Arabic plurals.
 */

const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";

const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Noura" });

test("a mock interview in Arabic: a weak answer reviewed, retried for free, then the report", async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
  const username = await signUp(page.request);
  const resume = await page.request.post("/api/resume", {
    data: { title: "سيرتي", slug: `cv-${Date.now()}`, language: "ar", sample: true },
  });
  expect(resume.ok(), await resume.text()).toBe(true);
  const grant = await page.request.post("/api/admin/points", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { user: username, points: 10, reason: "e2e" },
  });
  expect(grant.status(), await grant.text()).toBe(201);

  await page.goto("/dashboard/jobs?sort=high");
  await page.getByTestId("job-card").first().click();
  await page.getByRole("button", { name: "بدء المقابلة (8 نقاط)" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "استخدام 8 نقاط" }).click();
  await expect(page).toHaveURL(/\/interview\/[^/]+$/);
  const balance = page.getByRole("link", { name: "نقطتان متاحتان", exact: true });
  await expect(balance).toBeVisible();

  const counter = page.getByText(/^السؤال \d+ من \d+$/);
  await expect(counter).toHaveText(/^السؤال 1 من \d+$/);
  const total = Number(/من (\d+)/.exec((await counter.textContent()) ?? "")?.[1]);
  const question = page.getByTestId("interview-question");
  // Written questions, not keyword slots ("a project where you used …").
  await expect(question).not.toContainText("استخدمت فيها");
  const answer = page.getByLabel("إجابتك");
  const submit = page.getByRole("button", { name: "احصل على التقييم" });
  const feedback = page.getByRole("region", { name: "تقييم هذه الإجابة" });
  const overall = () =>
    feedback
      .getByRole("img", { name: /الإجمالي/ })
      .getAttribute("aria-label")
      .then((label) => Number(/(\d+)/.exec(label ?? "")?.[1]));

  // 1. A short, vague answer: the review names what is missing and shows the model outline.
  await answer.fill("أنا شخص مجتهد وأحب العمل الجماعي وأتعلم بسرعة.");
  await submit.click();
  await expect(feedback).toBeVisible();
  await expect(feedback.getByTestId("review-missing")).toContainText("ما ينقص إجابتك");
  await expect(feedback.getByTestId("review-missing")).toContainText("STAR");
  await expect(feedback.getByTestId("review-outline")).toContainText("هيكل إجابة نموذجية");
  expect(await feedback.getByTestId("review-outline").getByRole("listitem").count()).toBeGreaterThanOrEqual(
    3,
  );
  const before = await overall();
  expect(before).toBeLessThan(40);

  // 2. Try again: the draft is cleared; a full STAR answer with figures replaces the first.
  await feedback.getByRole("button", { name: "إعادة المحاولة" }).click();
  await expect(answer).toHaveValue("");
  await expect(answer).toBeFocused();
  await answer.fill(
    "الموقف: عندما كنت أعمل مهندسة برمجيات في سحابة الخليج كان زمن استجابة بوابة العملاء مرتفعًا وتزايدت الشكاوى. " +
      "المهمة: كان علي خفض زمن الاستجابة قبل موسم الذروة مع فريق من خمس جنسيات. " +
      "الإجراء: قمت بتحليل السجلات ونقلت الخدمات إلى AWS وأضفت التخزين المؤقت، ونظمت اجتماعًا يوميًا قصيرًا لتنسيق العمل. " +
      "النتيجة: انخفض زمن الاستجابة بنسبة 45% وتراجعت الشكاوى إلى النصف خلال ثلاثة أشهر.",
  );
  await submit.click();
  await expect(feedback.getByTestId("answer-attempt")).toHaveText("المحاولة 2");
  await expect(feedback.getByTestId("review-good")).toContainText("ما أحسنت فيه");
  await expect.poll(overall).toBeGreaterThan(before);
  await page.screenshot({ path: "test-results/screens/interview-retry-ar.png", fullPage: true });

  // 3. A second question answered once.
  await page.getByRole("button", { name: "السؤال التالي" }).click();
  await expect(counter).toHaveText(`السؤال 2 من ${total}`);
  await answer.fill(
    "في عملي السابق واجهنا تأخرًا في تسليم ميزة مهمة لأحد العملاء. كانت مهمتي إنهاءها خلال أسبوعين. قمت بتقسيم العمل ومراجعة الكود يوميًا مع الفريق. النتيجة أننا سلمنا في الموعد دون أخطاء في الإنتاج.",
  );
  await submit.click();
  await expect(feedback).toBeVisible();

  // 4. The report: Arabic plurals, strengths and improvements never the same point; retry and
  // answers cost nothing beyond the interview.
  await page.getByRole("button", { name: "أنهِ المقابلة واعرض التقرير" }).click();
  const report = page.getByTestId("interview-report");
  await expect(report.getByRole("heading", { name: "تقرير المقابلة" })).toBeVisible();
  await expect(report).toContainText(`أجبت عن 2 من ${total} أسئلة`);
  await expect(report).toContainText("أجبت عن سؤالين");
  await expect(report).not.toContainText(/أجبت عن \d+ أسئلة/);
  const listOf = async (name: string) => {
    const section = report.locator("div", { has: page.getByRole("heading", { name, exact: true }) });
    return (await section.count()) ? section.last().getByRole("listitem").allTextContents() : [];
  };
  const strengths = await listOf("نقاط القوة");
  const improvements = await listOf("ما يحتاج إلى تحسين");
  for (const s of strengths) expect(improvements).not.toContain(s);
  expect(strengths.some((s) => s.includes("STAR")) && improvements.some((s) => s.includes("STAR"))).toBe(
    false,
  );
  await expect(balance).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/screens/interview-coach-report-ar.png", fullPage: true });
});
