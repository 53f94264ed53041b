import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

/**
 * Issue 37: CVs as Gulf job seekers make them (fixtures/cv-gulf), imported through the dialog and
 * landing on the builder's review step with the right job titles: an Arabic Word CV laid out as a
 * table (a header row, then one row per job: period, title, employer, duties) and a scanned PDF
 * (page images only, read with OCR), whose read values the review marks as read from a scan.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const fixture = (name: string) => {
  const file = path.resolve(repoRoot, "fixtures/cv-gulf", name);
  expect(fs.existsSync(file), `missing test fixture: ${file}`).toBe(true);
  return file;
};

const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Khaled" });

async function declineConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
}

/** Upload `file` through the import dialog as `kind` and wait for the builder's review step. */
async function importThroughDialog(page: Page, kind: RegExp | string, file: string): Promise<Locator> {
  await page.goto("/dashboard/services");
  // A loaded machine takes seconds to bring the page's messages; wait for them, not for less.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سيرك الذاتية", { timeout: 30_000 });
  await page.keyboard.press("Control+KeyI");
  const dialog = page.getByRole("dialog", { name: "استيراد سيرة ذاتية" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("radio", { name: kind }).check();
  await dialog.getByLabel("الملف").setInputFiles(file);
  await expect(dialog.getByText(path.basename(file))).toBeVisible();
  await dialog.getByRole("button", { name: "استيراد", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(page).toHaveURL(/\/builder\/[0-9a-f-]+$/, { timeout: 45_000 });
  const review = page.getByRole("dialog", { name: "ما قرأناه من ملفك" });
  await expect(review).toBeVisible({ timeout: 30_000 });
  return review;
}

const jobsOf = (review: Locator) =>
  review
    .getByRole("region", { name: "ما قرأناه" })
    .getByRole("region", { name: /الخبرات/ })
    .getByRole("listitem");

test("an Arabic Word CV with its jobs in a table lands on the review with each job's title and employer", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const review = await importThroughDialog(page, /مستند Word/, fixture("ar-03-sales-jobs-table.docx"));
  const read = review.getByRole("region", { name: "ما قرأناه" });
  await expect(read.getByRole("definition").filter({ hasText: "خالد سعيد الغامدي" })).toBeVisible();
  await expect(read.getByRole("definition").filter({ hasText: "مدير مبيعات" })).toBeVisible();
  // The table's header row (الفترة، المسمى الوظيفي، جهة العمل) is not a job; each row is one.
  const jobs = jobsOf(review);
  await expect(jobs).toHaveCount(3);
  await expect(jobs.nth(0)).toContainText("مدير مبيعات");
  await expect(jobs.nth(0)).toContainText("شركة المراعي");
  await expect(jobs.nth(1)).toContainText("مشرف مبيعات");
  await expect(jobs.nth(1)).toContainText("شركة صافولا");
  await expect(jobs.nth(2)).toContainText("مندوب مبيعات");
  await expect(jobs.nth(2)).toContainText("شركة العثيم");
  await page.screenshot({ path: "test-results/screens/import-gulf-table-ar.png" });
});

test("a scanned Arabic CV is read with OCR: the review shows its job titles, each marked as read from a scan", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await declineConsent(page.context(), baseURL);
  await signUp(page.request);
  const review = await importThroughDialog(page, "سيرة ذاتية بصيغة PDF", fixture("ar-27-scan.pdf"));
  const read = review.getByRole("region", { name: "ما قرأناه" });
  await expect(read.getByRole("definition").filter({ hasText: "محمد أحمد عبدالرحمن" })).toBeVisible();
  await expect(read.getByRole("definition").filter({ hasText: "m.abdelrahman@example.com" })).toBeVisible();
  const jobs = jobsOf(review);
  await expect(jobs.filter({ hasText: "محاسب أول" })).toHaveCount(1);
  await expect(jobs.filter({ hasText: "محاسب مبتدئ" })).toHaveCount(1);
  // A job read from the scan carries the scan mark (one whose date is missing shows that
  // problem instead: one mark per field, review-report.ts).
  await expect(jobs.filter({ hasText: "محاسب مبتدئ" }).getByText("مقروء من صورة ممسوحة")).toBeVisible();
  // The name carries the mark too, and the banner says why.
  await expect(read.getByText("مقروء من صورة ممسوحة").first()).toBeVisible();
  await review.getByRole("button", { name: "العودة إلى المحرر" }).click();
  await expect(page.getByRole("region", { name: "راجع ما قرأناه من ملفك" })).toContainText(
    "بالتعرف الآلي على الحروف (OCR)",
  );
  await page.screenshot({ path: "test-results/screens/import-gulf-scan-ar.png" });
});
