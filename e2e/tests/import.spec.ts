import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** A rendercv resume of "John Doe" from the repository's fixtures. */
const rendercvPdf = path.resolve(repoRoot, "fixtures/resumes-pdf/rendercv/John_Doe_ClassicTheme_CV.pdf");

/** A new signed-in Arabic account (the register call sets the session cookies on the page's context). */
const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Reem" });

/** Decline cookies up front so the banner does not cover the dialog. */
async function declineConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
}

/** The services screen with the import dialog opened by its shortcut, Ctrl+I. */
async function openImportDialog(page: Page) {
  await page.goto("/dashboard/services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سيرك الذاتية");
  await expect(page.getByRole("button", { name: /رفع سيرة ذاتية/ })).toContainText("Ctrl+I");
  await page.keyboard.press("Control+KeyI");
  const dialog = page.getByRole("dialog", { name: "استيراد سيرة ذاتية" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("import a PDF resume in Arabic: overlay while it is read, then the builder with the parsed name", async ({
  page,
  baseURL,
}) => {
  expect(fs.existsSync(rendercvPdf), `missing test fixture: ${rendercvPdf}`).toBe(true);
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const dialog = await openImportDialog(page);
  await expect(dialog.getByRole("radio", { name: "سيرة ذاتية بصيغة PDF" })).toBeChecked();
  await expect(dialog.getByText("لم يُختر أي ملف")).toBeVisible();

  // Import with no file: the reason shows under "الأخطاء" and nothing is sent.
  await dialog.getByRole("button", { name: "استيراد", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("الأخطاء");
  await expect(dialog.getByRole("alert")).toContainText("اختر ملفًا لاستيراده.");

  await dialog.getByLabel("الملف").setInputFiles(rendercvPdf);
  await expect(dialog.getByText("John_Doe_ClassicTheme_CV.pdf")).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  // Hold the upload for a moment so the overlay can be seen (a real upload takes seconds).
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/storage/cv", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole("button", { name: "استيراد", exact: true }).click();

  const overlay = page.getByTestId("upload-overlay");
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("heading", { name: "نقرأ سيرتك الذاتية" })).toBeVisible();
  await expect(overlay).toContainText("نقرأ معلوماتك الشخصية…");
  const progress = overlay.getByRole("progressbar", { name: "تقدّم القراءة" });
  await expect(progress).toHaveAttribute("aria-valuenow", "5");
  // After one 4 s tick the message moves on and the bar advances by 5 (spec §4).
  await expect(overlay).toContainText("نقرأ خبراتك…", { timeout: 6000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "10");
  await page.screenshot({ path: "test-results/screens/import-overlay-ar.png" });
  release();

  await expect(page).toHaveURL(/\/builder\/[0-9a-f-]+$/, { timeout: 30_000 });
  await expect(overlay).toHaveCount(0);
  // The builder opens on the review step with the PDF drawn beside what was read.
  const review = page.getByRole("dialog", { name: "ما قرأناه من ملفك" });
  await expect(review).toBeVisible();
  await expect(review.getByTestId("original-pdf").locator("canvas")).toHaveCount(2);
  await expect(review.getByTestId("original-pdf").locator("canvas").first()).toHaveAttribute(
    "aria-label",
    "الصفحة 1 من 2",
  );
  await review.getByRole("button", { name: "العودة إلى المحرر" }).click();
  await expect(page.getByLabel("الاسم الكامل")).toHaveValue("John Doe");
  await expect(
    page.frameLocator('iframe[title="معاينة السيرة الذاتية"]').locator("[data-sira-pages]"),
  ).toContainText("John Doe");
  await page.screenshot({ path: "test-results/screens/import-builder-ar.png" });

  // Back on the services screen the imported resume is the default.
  await page.goto("/dashboard/services");
  const cards = page.getByTestId("resume-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole("button", { pressed: true })).toBeVisible();
});

test("an invalid JSON Resume lists its problems under الأخطاء and creates nothing", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const dialog = await openImportDialog(page);
  await dialog.getByRole("radio", { name: "JSON Resume" }).check();
  await expect(dialog.getByText("ملف resume.json بصيغة JSON Resume، حتى 5 ميغابايت.")).toBeVisible();

  await dialog.getByLabel("الملف").setInputFiles({
    name: "resume.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"basics": {"name": "Sara"'),
  });
  await dialog.getByRole("button", { name: "استيراد", exact: true }).click();
  const errors = dialog.getByRole("alert");
  await expect(errors.getByRole("heading", { name: "الأخطاء" })).toBeVisible();
  await expect(errors).toContainText("ليس بصيغة JSON صالحة");
  // The box keeps line breaks, but not a monospace font, which breaks Arabic letters apart.
  const font = await errors.locator("pre").evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).not.toMatch(/mono|courier/i);
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: "test-results/screens/import-errors-ar.png" });

  await dialog.getByLabel("الملف").setInputFiles({
    name: "resume.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(errors).toHaveCount(0);
  await dialog.getByRole("button", { name: "استيراد", exact: true }).click();
  await expect(errors).toContainText("ليس بصيغة JSON Resume");

  await dialog.getByRole("button", { name: "إلغاء" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("resume-card")).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/services$/);
});

test("import an Arabic Word CV (.docx): the builder opens with its name and jobs; an old .doc is refused", async ({
  page,
  baseURL,
}) => {
  const docx = path.resolve(repoRoot, "fixtures/resumes-docx/sira-set/ar-01-single.docx");
  expect(fs.existsSync(docx), `missing test fixture: ${docx}`).toBe(true);
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const dialog = await openImportDialog(page);
  await dialog.getByRole("radio", { name: /مستند Word/ }).check();
  await expect(dialog.getByText(/محفوظة بصيغة/)).toBeVisible();

  // An old .doc is refused before anything is sent, with what to do instead.
  await dialog.getByLabel("الملف").setInputFiles({
    name: "سيرتي.doc",
    mimeType: "application/msword",
    buffer: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  });
  await dialog.getByRole("button", { name: "استيراد", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("احفظه بصيغة");
  await page.screenshot({ path: "test-results/screens/import-docx-dialog-ar.png" });

  await dialog.getByLabel("الملف").setInputFiles(docx);
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "استيراد", exact: true }).click();
  await expect(page).toHaveURL(/\/builder\/[0-9a-f-]+$/, { timeout: 30_000 });
  const resumeId = page.url().split("/").pop() ?? "";

  // The builder opens on the review step: what was read where, beside the original.
  const review = page.getByRole("dialog", { name: "ما قرأناه من ملفك" });
  await expect(review).toBeVisible();
  await expect(review).toHaveAttribute("dir", "rtl");
  await expect(review.getByTestId("review-summary")).toContainText("وظيفتان");
  const read = review.getByRole("region", { name: "ما قرأناه" });
  await expect(read.getByRole("heading", { name: "لا شيء بحاجة إلى مراجعة" })).toBeVisible();
  await expect(read.getByRole("definition").filter({ hasText: "ahmed.zahrani@example.com" })).toBeVisible();
  const jobs = read.getByRole("region", { name: /الخبرات/ }).getByRole("listitem");
  await expect(jobs).toHaveCount(2);
  await expect(jobs.first()).toContainText("مهندس برمجيات أول");
  await expect(jobs.first()).toContainText("شركة الأفق للتقنية");
  await expect(jobs.nth(1)).toContainText("مطور واجهات");
  await expect(jobs.nth(1)).toContainText("بنك الخليج الأول");
  // Dates read in the interface's language, not as stored ("Jan 2020 - Present"; issue 42).
  for (const job of [jobs.first(), jobs.nth(1)]) {
    await expect(job).toContainText(/\d{4}/);
    await expect(job).not.toContainText(/\b(Present|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  }
  // The original Word file, read in the browser, with its direction kept.
  const original = review.getByRole("region", { name: "الملف الأصلي" });
  await expect(original).toContainText("ar-01-single.docx");
  const docxView = original.getByTestId("original-docx");
  await expect(docxView).toContainText("أحمد الزهراني");
  await expect(docxView.getByText("شركة الأفق للتقنية").first()).toBeVisible();
  await expect(docxView.locator('[dir="rtl"]').first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/import-review-ar.png" });

  // Keyboard: the first job's Edit link closes the review and focuses that job's company field.
  const edit = jobs.first().getByRole("button", { name: "تعديل مهندس برمجيات أول" });
  await edit.focus();
  await page.keyboard.press("Enter");
  await expect(review).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الخبرات");
  await expect(page.locator(":focus")).toHaveValue("شركة الأفق للتقنية");
  await expect(page.locator(":focus")).toHaveAccessibleName("الشركة");
  const preview = page.frameLocator('iframe[title="معاينة السيرة الذاتية"]').locator("[data-sira-pages]");
  await expect(preview).toContainText("أحمد الزهراني");
  await expect(preview).toContainText("مهندس برمجيات أول");

  // Until dismissed the review stays one button away; Escape closes it without dismissing.
  const banner = page.getByRole("region", { name: "راجع ما قرأناه من ملفك" });
  await expect(banner).toContainText("ar-01-single.docx");
  await page.screenshot({ path: "test-results/screens/import-review-banner-ar.png" });
  await banner.getByRole("button", { name: "راجِع" }).click();
  await expect(review).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(review).toHaveCount(0);
  await page.reload();
  await banner.getByRole("button", { name: "راجِع" }).click();
  await review.getByRole("button", { name: "تم، أخفِ المراجعة" }).click();
  await expect(review).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  await expect(page.getByText("أُخفيت المراجعة وحُذف الملف المرفوع.")).toBeVisible();
  expect((await page.request.get(`/api/resume/${resumeId}/import-original`)).status()).toBe(204);
  await page.reload();
  await expect(page.getByLabel("الاسم الكامل")).toHaveValue("أحمد الزهراني");
  await expect(banner).toHaveCount(0);
});

test("an import keeps the main resume unless the review is told otherwise", async ({ page, baseURL }) => {
  const docx = path.resolve(repoRoot, "fixtures/resumes-docx/sira-set/ar-01-single.docx");
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  // The user's main resume, made before the import.
  const first = await page.request.post("/api/resume", {
    data: { title: "سيرتي الأساسية", slug: `main-${Date.now()}`, language: "ar", sample: true },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const mainId = ((await first.json()) as { id: string }).id;

  const dialog = await openImportDialog(page);
  await dialog.getByRole("radio", { name: /مستند Word/ }).check();
  await dialog.getByLabel("الملف").setInputFiles(docx);
  await dialog.getByRole("button", { name: "استيراد", exact: true }).click();
  await expect(page).toHaveURL(/\/builder\/[0-9a-f-]+$/, { timeout: 30_000 });
  const importedId = page.url().split("/").pop() ?? "";

  // Asked once, in the review: off, because another resume is the main one.
  const review = page.getByRole("dialog", { name: "ما قرأناه من ملفك" });
  const main = review.getByRole("checkbox", { name: "اجعلها سيرتي الرئيسية" });
  await expect(main).not.toBeChecked();
  await expect(main).toBeEnabled();
  await expect(review).toContainText("تُطابَق الوظائف المقترحة مع سيرتك الرئيسية");
  await page.screenshot({ path: "test-results/screens/import-main-choice-ar.png" });
  const defaultOf = async () => {
    const list = (await (await page.request.get("/api/resume")).json()) as {
      id: string;
      isDefault: boolean;
    }[];
    return list.filter((r) => r.isDefault).map((r) => r.id);
  };
  expect(await defaultOf()).toEqual([mainId]);

  // Chosen: the imported resume becomes the main one.
  await main.check();
  await expect(main).toBeChecked();
  await expect.poll(defaultOf).toEqual([importedId]);
});

/** Upload a CV through the API as the signed-in user of the page; answers the new resume's id. */
async function uploadCv(page: Page, file: string) {
  const res = await page.request.post("/api/storage/cv", {
    multipart: {
      file: {
        name: path.basename(file),
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: fs.readFileSync(file),
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

for (const language of ["ar", "en"] as const) {
  test(`the import review in ${language} on a phone: what was read and the original in tabs`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await declineConsent(page.context(), baseURL);
    await page.context().addInitScript((lang) => localStorage.setItem("sira-lang", lang), language);
    await page
      .context()
      .addCookies([{ name: "sira-lang", value: language, url: baseURL ?? "http://localhost" }]);
    await signUp(page.request);
    const id = await uploadCv(
      page,
      path.resolve(repoRoot, `fixtures/resumes-docx/sira-set/${language}-02-two-column-table.docx`),
    );
    const en = language === "en";
    await page.goto(`/builder/${id}`);
    // Opened without the import: the review waits behind the banner.
    const banner = page.getByRole("region", {
      name: en ? "Check what we read from your file" : "راجع ما قرأناه من ملفك",
    });
    await banner.getByRole("button", { name: en ? "Review" : "راجِع" }).click();
    const review = page.getByRole("dialog", {
      name: en ? "What we read from your file" : "ما قرأناه من ملفك",
    });
    await expect(review).toHaveAttribute("dir", en ? "ltr" : "rtl");
    // The only resume is the main one: the choice is shown on and cannot be unset.
    const main = review.getByRole("checkbox", {
      name: en ? "Make this my main resume" : "اجعلها سيرتي الرئيسية",
    });
    await expect(main).toBeChecked();
    await expect(main).toBeDisabled();
    await expect(review).toContainText(
      en ? "Your only resume is your main resume." : "سيرتك الوحيدة هي سيرتك الرئيسية.",
    );
    const tabs = review.getByRole("tablist");
    await expect(tabs.getByRole("tab")).toHaveText(
      en ? ["What we read", "Original file"] : ["ما قرأناه", "الملف الأصلي"],
    );
    await expect(review.getByRole("tabpanel")).toContainText(en ? "Experience" : "الخبرات");
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/import-review-phone-${language}.png` });
    // Arrow keys move between the tabs (RTL: left is next in Arabic).
    await tabs.getByRole("tab").first().focus();
    await page.keyboard.press(en ? "ArrowRight" : "ArrowLeft");
    await expect(tabs.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(review.getByTestId("original-docx")).toBeVisible();
    await page.screenshot({ path: `test-results/screens/import-review-phone-original-${language}.png` });
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 1366, height: 900 });
    await banner.getByRole("button", { name: en ? "Review" : "راجِع" }).click();
    await expect(review.getByTestId("original-docx")).toBeVisible();
    await page.screenshot({ path: `test-results/screens/import-review-desktop-${language}.png` });
    // axe (WCAG 2.1 A/AA) on the review: no serious or critical violation.
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("a JSON Resume import lists what is empty: each row opens its field", async ({ page, baseURL }) => {
  await declineConsent(page.context(), baseURL);
  await page.context().addInitScript(() => localStorage.setItem("sira-lang", "en"));
  await page.context().addCookies([{ name: "sira-lang", value: "en", url: baseURL ?? "http://localhost" }]);
  await signUp(page.request);
  const json = {
    basics: { name: "Sam Carter", label: "Nurse" },
    work: [
      { name: "City Hospital", position: "Staff Nurse", startDate: "2019-03" },
      { position: "Night Nurse" },
    ],
    skills: [{ name: "Patient care" }],
  };
  const res = await page.request.post("/api/resume/import/file", {
    multipart: {
      type: "json-resume-json",
      file: { name: "resume.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(json)) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto(`/builder/${id}`);
  await page
    .getByRole("region", { name: "Check what we read from your file" })
    .getByRole("button", { name: "Review" })
    .click();
  const review = page.getByRole("dialog", { name: "What we read from your file" });
  await expect(review.getByTestId("review-summary")).toHaveText("2 jobs · 1 skill");
  const check = review.getByRole("region", { name: /fields to check/ });
  await expect(check.getByRole("heading")).toHaveText("3 fields to check");
  await expect(check.getByRole("button")).toHaveText([
    /^E-mail: empty.*Personal information/,
    /^Company: empty.*Experience 2 · Night Nurse/,
    /^Dates: empty.*Experience 2 · Night Nurse/,
  ]);
  // The original JSON is shown as text beside the list.
  await expect(review.getByRole("region", { name: "Original file" })).toContainText('"Night Nurse"');
  await page.screenshot({ path: "test-results/screens/import-review-problems-en.png" });
  await check.getByRole("button", { name: /Company: empty/ }).click();
  await expect(review).toHaveCount(0);
  await expect(page.locator(":focus")).toHaveAccessibleName("Company");
  await expect(page.locator(":focus")).toHaveValue("");
  await page.keyboard.type("Harbor Clinic");
  await page.getByRole("button", { name: "Review" }).click();
  await expect(check.getByRole("heading")).toHaveText("2 fields to check");
});
