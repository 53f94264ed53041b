import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

/** A new signed-in account (the register call sets the session cookies on the page's context). */
const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Layla" });

async function createResume(request: APIRequestContext, sample = false): Promise<string> {
  const res = await request.post("/api/resume", {
    data: { title: "سيرتي", slug: `cv-${Date.now()}`, language: "ar", sample },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

/** Decline cookies up front so the banner does not cover the wizard's buttons. */
async function declineConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
}

const preview = (page: Page) =>
  page.frameLocator('iframe[title="معاينة السيرة الذاتية"]').locator("[data-sira-pages]");
const saved = (page: Page) =>
  expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
const next = (page: Page) => page.getByRole("button", { name: "حفظ ومتابعة" }).click();

test("build a resume through all five steps in Arabic, with undo, reorder and delete-undo", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const id = await createResume(page.request);
  await page.goto(`/builder/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الخطوة 1 من 5");

  // Step 1: typing reaches the preview; Ctrl+Z undoes the whole field at once.
  await page.getByLabel("الاسم الكامل").fill("ليلى أحمد");
  await page.getByLabel("المسمى المهني").pressSequentially("مهندسة", { delay: 10 });
  await expect(preview(page)).toContainText("ليلى أحمد");
  await page.keyboard.press("Control+z");
  await expect(page.getByLabel("المسمى المهني")).toHaveValue("");
  await expect(page.getByLabel("الاسم الكامل")).toHaveValue("ليلى أحمد");
  await page.keyboard.press("Control+Shift+z");
  await expect(page.getByLabel("المسمى المهني")).toHaveValue("مهندسة");
  await page.getByLabel("الموقع الإلكتروني", { exact: true }).fill("example.com");
  await expect(page.getByText("يجب أن يبدأ الرابط بـ")).toBeVisible();
  await page.getByLabel("الموقع الإلكتروني", { exact: true }).fill("https://layla.example.com");
  await page.screenshot({ path: "test-results/screens/builder-ar.png" });
  await next(page);

  // Step 2: the summary's rich text editor.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الخطوة 2 من 5");
  await page.getByRole("textbox", { name: "النبذة المهنية" }).click();
  await page.keyboard.type("مهندسة برمجيات بخبرة سبع سنوات.");
  await expect(preview(page)).toContainText("مهندسة برمجيات بخبرة سبع سنوات.");
  await next(page);

  // Step 3: two experiences, reordered by keyboard, one deleted and restored.
  await page.getByRole("button", { name: "إضافة عنصر" }).click();
  await expect(page.getByRole("button", { name: "إضافة عنصر آخر" })).toBeDisabled();
  await page.getByLabel("الشركة").fill("أرامكو");
  await page.getByLabel("المسمى الوظيفي").fill("مهندسة");
  await page.getByRole("radio", { name: "حتى الآن" }).check();
  await page.getByLabel("شهر البداية").selectOption({ label: "يناير" });
  await page.getByLabel("سنة البداية").selectOption("2020");
  await expect(preview(page)).toContainText("يناير 2020 - حتى الآن");
  await page.getByRole("button", { name: "إضافة عنصر آخر" }).click();
  await page.getByLabel("الشركة").fill("سابك");
  const titles = page.locator("[data-item-title]");
  await expect(titles).toHaveText(["أرامكو", "سابك"]);
  await page.getByRole("button", { name: /إعادة ترتيب «سابك»/ }).focus();
  // dnd-kit's keyboard sensor measures between steps: give it a frame or two.
  await page.keyboard.press("Space");
  await page.waitForTimeout(200);
  await page.keyboard.press("ArrowUp");
  await page.waitForTimeout(200);
  await page.keyboard.press("Space");
  await expect(titles).toHaveText(["سابك", "أرامكو"]);
  await page
    .locator("[data-item]")
    .filter({ hasText: "أرامكو" })
    .getByRole("button", { name: "حذف العنصر" })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "حذف" }).click();
  await expect(titles).toHaveText(["سابك"]);
  await page.getByRole("status").getByRole("button", { name: "تراجع" }).click();
  await expect(titles).toHaveText(["سابك", "أرامكو"]);
  await next(page);

  // Step 4: education.
  await page.getByRole("button", { name: "إضافة عنصر" }).click();
  await page.getByLabel("المؤسسة التعليمية").fill("جامعة الملك سعود");
  await next(page);

  // Step 5: a skill with keywords and a custom section.
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الخطوة 5 من 5");
  await page.locator('[data-section="skills"]').getByRole("button", { name: "إضافة عنصر" }).click();
  await page.getByLabel("المهارة").fill("القيادة");
  await page.getByLabel("كلمات مفتاحية").fill("فرق، تخطيط,تخطيط");
  await page.getByLabel("كلمات مفتاحية").press("Enter");
  await expect(preview(page)).toContainText("تخطيط");
  await page.getByRole("button", { name: "إضافة قسم مخصص" }).click();
  await page.getByRole("dialog").getByLabel("اسم القسم").fill("الدورات");
  await page.getByRole("dialog").getByRole("button", { name: "إضافة القسم المخصص" }).click();
  await expect(page.locator('[data-section^="custom."]')).toBeVisible();
  await saved(page);
  await expect(page.getByRole("button", { name: "احصل على وظيفة" })).toBeVisible();

  // Everything survives a reload.
  await page.reload();
  await expect(page.getByLabel("الاسم الكامل")).toHaveValue("ليلى أحمد");
  await expect(page.getByLabel("المسمى المهني")).toHaveValue("مهندسة");
  await page.getByRole("button", { name: "الخبرات" }).click();
  await expect(titles).toHaveText(["سابك", "أرامكو"]);
  await page.getByRole("button", { name: "أقسام إضافية" }).click();
  // An empty section is not printed (spec §5), but it is kept in the editor.
  await expect(page.getByLabel("اسم القسم")).toHaveValue("الدورات");
});

test("a locked resume is read-only with the spec's notice", async ({ page, baseURL }) => {
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const id = await createResume(page.request, true);
  expect((await page.request.patch(`/api/resume/${id}/lock`, { data: { locked: true } })).ok()).toBe(true);
  await page.goto(`/builder/${id}`);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "هذه السيرة الذاتية مقفلة، يرجى إلغاء القفل لإجراء المزيد من التغييرات." }),
  ).toBeVisible();
  await expect(page.getByLabel("الاسم الكامل")).toBeDisabled();
  await page.getByRole("button", { name: "إلغاء قفل السيرة الذاتية" }).click();
  await expect(page.getByLabel("الاسم الكامل")).toBeEnabled();
});

test("two tabs editing the same resume get a conflict prompt, not a lost edit", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  await declineConsent(context, baseURL);
  const first = await context.newPage();
  await signUp(first.request);
  const id = await createResume(first.request);
  const second = await context.newPage();
  await first.goto(`/builder/${id}`);
  await second.goto(`/builder/${id}`);

  await first.getByLabel("الاسم الكامل").fill("من التبويب الأول");
  await saved(first);
  await second.getByLabel("المسمى المهني").fill("من التبويب الثاني");
  const dialog = second.getByRole("dialog");
  await expect(dialog).toContainText("تم تعديل هذه السيرة في مكان آخر");
  await expect(dialog).toContainText("من التبويب الأول");
  await dialog.getByRole("button", { name: "الاحتفاظ بنسختي وحفظها" }).click();
  await saved(second);

  await first.reload();
  await expect(first.getByLabel("المسمى المهني")).toHaveValue("من التبويب الثاني");
  await context.close();
});

test("the builder in English and on a phone", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await declineConsent(context, baseURL);
  const page = await context.newPage();
  await signUp(page.request);
  const id = await createResume(page.request, true);
  await page.goto("/auth/login");
  await page.evaluate(() => localStorage.setItem("sira-lang", "en"));
  await page.goto(`/builder/${id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Step 1 of 5");
  await page.screenshot({ path: "test-results/screens/builder-en-phone.png" });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("dialog", { name: "Resume preview" })).toBeVisible();
  await page.getByRole("button", { name: /Side headings/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: "test-results/screens/builder-en-phone-preview.png" });
  await context.close();
});

test("premium templates carry a badge, can be tried in the preview, and point to the plans (ar, en)", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const id = await createResume(page.request, true);
  await page.goto(`/builder/${id}`);
  await page.getByRole("button", { name: "القالب" }).click();
  const gengar = page.getByRole("button", { name: /عمود ملوّن/ });
  await expect(gengar).toContainText("مميز");
  await expect(gengar).toBeEnabled();
  await gengar.click();
  await expect(gengar).toHaveAttribute("aria-pressed", "true");
  await expect(preview(page)).toBeVisible();
  const notice = page.getByRole("status").filter({ hasText: "تصميم مميز: جرّبه هنا مجانًا" });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: "test-results/screens/premium-template-ar.png" });
  await notice.getByRole("link", { name: "عرض الباقات" }).click();
  await expect(page).toHaveURL(/\/dashboard\/wallet\/plans$/);

  await page.evaluate(() => localStorage.setItem("sira-lang", "en"));
  await page.goto(`/builder/${id}`);
  await page.getByRole("button", { name: "Template" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Premium design: try it freely here." }),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/screens/premium-template-en.png" });
});

test("sections drag between columns and to a new page in the layout board, with the keyboard too", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const id = await createResume(page.request, true);
  await page.setViewportSize({ width: 1400, height: 1200 });
  await page.goto(`/builder/${id}`);
  await page.getByRole("button", { name: "القالب" }).click();
  const main = page.getByRole("list", { name: "العمود الرئيسي، الصفحة 1" });
  const sidebar = page.getByRole("list", { name: "العمود الجانبي، الصفحة 1" });
  const skills = page.getByRole("button", { name: "نقل قسم المهارات" });
  await expect(sidebar.getByRole("button", { name: "نقل قسم المهارات" })).toBeVisible();
  // The board sits under the templates in the scrolling popover: bring it into view first.
  await page.getByRole("button", { name: "نقل قسم اللغات" }).scrollIntoViewIfNeeded();

  // Mouse: the skills section from the sidebar onto the summary in the main column.
  const from = await skills.boundingBox();
  const to = await main.getByRole("button", { name: "نقل قسم نبذة مهنية" }).boundingBox();
  if (!from || !to) throw new Error("layout board not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(main.getByRole("button", { name: "نقل قسم المهارات" })).toBeVisible();
  await expect(sidebar.getByRole("button", { name: "نقل قسم المهارات" })).toHaveCount(0);
  await saved(page);
  await page.screenshot({ path: "test-results/screens/layout-board-ar.png" });

  // Keyboard: pick up a section with Space, move it down into the new-page zone, drop with Space.
  const languages = sidebar.getByRole("button", { name: "نقل قسم اللغات" });
  await languages.focus();
  await page.keyboard.press("Space");
  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(sidebar.getByRole("button", { name: "نقل قسم اللغات" })).toHaveCount(0);
  await expect(page.getByRole("list", { name: /الصفحة 2/ }).first()).toBeVisible();

  // The arrangement is saved with the resume.
  await saved(page);
  const res = await page.request.get(`/api/resume/${id}`);
  const layout = ((await res.json()) as { data: { metadata: { layout: string[][][] } } }).data.metadata
    .layout;
  expect(layout[0]?.[0]).toContain("skills");
  expect(layout.flat(2)).toContain("languages");
  expect(layout[0]?.[1]).not.toContain("languages");
});
