import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** A new signed-in account with the Arabic interface. */
async function signUp(request: APIRequestContext) {
  const tag = Math.random().toString(36).slice(2, 10);
  const res = await request.post("/api/auth/register", {
    data: {
      name: `Sara ${tag}`,
      username: `sara${tag}`,
      email: `sara${tag}@example.com`,
      password: "correct-horse-42",
      locale: "ar-SA",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** An Arabic resume with one job, written through the API. */
async function arabicResumeWithJob(request: APIRequestContext): Promise<string> {
  const created = await request.post("/api/resume", {
    data: { title: "سيرتي", slug: `cv-${Date.now()}`, language: "ar" },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const resume = await created.json();
  resume.data.basics.name = "سارة";
  resume.data.basics.headline = "محاسب";
  resume.data.sections.experience.items.push({
    id: "job1",
    visible: true,
    company: "المراعي",
    position: "محاسب أول",
    location: "الرياض",
    date: "Jan 2020 - Present",
    summary: "<ul><li><p>أعددت القوائم المالية الشهرية</p></li></ul>",
    url: { label: "", href: "" },
  });
  const saved = await request.patch(`/api/resume/${resume.id}`, {
    data: {
      title: resume.title,
      slug: resume.slug,
      visibility: resume.visibility,
      data: resume.data,
      version: resume.version,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return resume.id;
}

const preview = (page: Page) =>
  page.frameLocator('iframe[title="معاينة السيرة الذاتية"]').locator("[data-sira-pages]");

test("Arabic resume → English twin → edit a job in Arabic → the twin shows it → apply → English preview", async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
  await signUp(page.request);
  const id = await arabicResumeWithJob(page.request);
  await page.goto(`/builder/${id}`);
  const panel = page.getByTestId("twin-panel");
  await panel.getByRole("button", { name: "إنشاء النسخة الإنجليزية" }).click();
  await expect(panel).toContainText("النسخة الإنجليزية المرتبطة:");

  // Edit the job in Arabic.
  await page.getByRole("button", { name: "الخبرات" }).click();
  await page
    .locator("[data-item]")
    .filter({ hasText: "محاسب أول" })
    .locator("[aria-expanded]")
    .first()
    .click();
  await page.getByLabel("المسمى الوظيفي").fill("مدير مشروع");
  await expect(preview(page)).toContainText("مدير مشروع");
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
  await page.screenshot({ path: "test-results/screens/twin-ar.png" });

  // The dashboard shows the English twin has a change to review.
  await page.goto("/dashboard/services");
  const twinCard = page.getByTestId("resume-card").filter({ hasText: "(English)" });
  await expect(twinCard.getByTestId("twin-link")).toContainText("مرتبطة بنسخة عربية");
  await expect(twinCard.getByTestId("twin-link")).toContainText("تغيير واحد للمراجعة");
  await page.screenshot({ path: "test-results/screens/twin-dashboard-ar.png" });
  await page.goto(`/builder/${id}`);

  // The English twin shows what changed, per section, and applies it translated.
  await panel.getByRole("link", { name: "فتح" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/builder/${id}$`));
  await expect(preview(page)).toContainText("Senior Accountant");
  await expect(panel.getByTestId("twin-badge")).toHaveText("تغيير واحد");
  await panel.getByRole("button", { name: "مراجعة" }).click();
  const change = panel.getByTestId("twin-change");
  await expect(change).toContainText("تعديل المسمى: مدير مشروع");
  // Opening the twin's builder is not an edit of either resume.
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
  // The Arabic-only texts wait for a translation, side by side.
  await expect(panel.getByTestId("twin-pending").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/twin-en-changes.png" });
  await change.getByRole("button", { name: "تطبيق" }).click();
  await expect(panel).toContainText("النسختان متطابقتان.");
  await expect(panel.getByTestId("twin-badge")).toHaveCount(0);
  await expect(preview(page)).toContainText("Project Manager");
  await expect(preview(page)).toContainText("Experience");
  await expect(preview(page)).not.toContainText("Senior Accountant");

  // Edits of the twin are saved on top of the applied version (no conflict).
  await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
  await page.reload();
  await expect(preview(page)).toContainText("Project Manager");
  await page.screenshot({ path: "test-results/screens/twin-en.png" });

  // The same panel in the English interface.
  await page.getByRole("button", { name: "English" }).click();
  await panel.getByRole("button", { name: "Review" }).click();
  await expect(panel).toContainText("Both versions are in step.");
  await expect(panel).toContainText("To translate");
  await page.screenshot({ path: "test-results/screens/twin-en-ui.png" });
});

test("offline writing suggestions say why and fix with one click", async ({ page, baseURL }) => {
  await page
    .context()
    .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
  await signUp(page.request);
  const id = await arabicResumeWithJob(page.request);
  await page.goto(`/builder/${id}`);
  await page.getByRole("button", { name: "حفظ ومتابعة" }).click();
  await page.getByRole("textbox", { name: "النبذة المهنية" }).click();
  await page.keyboard.type("قمت بإعداد التقارير الشهرية للادارة");
  const suggestions = page.getByTestId("suggestions-summary");
  // No model server: no paid buttons, the free suggestions instead.
  await expect(page.getByTestId("ai-writing-summary")).toHaveCount(0);
  await suggestions.getByRole("button", { name: /اقتراح/ }).click();
  await expect(suggestions).toContainText("هذه البداية تصف مهمة لا إنجازًا");
  await suggestions.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/suggestions-ar.png" });
  // Each fix names the words before and after it (issue 42 item 13), the arrow mirrored in Arabic.
  await suggestions
    .getByRole("button", { name: /^إصلاح: قمت بإعداد.* ← أعددت التقارير الشهرية للادارة$/ })
    .click();
  await expect(preview(page)).toContainText("أعددت التقارير الشهرية للادارة");
  await suggestions.getByRole("button", { name: /^إصلاح: للادارة ← للإدارة$/ }).click();
  await expect(preview(page)).toContainText("أعددت التقارير الشهرية للإدارة");

  // Fixed: nothing left to suggest, said in the English interface too.
  await page.getByRole("button", { name: "English" }).click();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await suggestions.getByRole("button", { name: /Suggestions/ }).click();
  await expect(suggestions).toContainText("No suggestions: this text reads well.");
  await suggestions.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/suggestions-en.png" });
});
