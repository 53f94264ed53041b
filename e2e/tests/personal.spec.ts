import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

/**
 * Issue 40: an Arabic resume aimed at Saudi Arabia. The preset puts the visa line under the
 * name; an Egyptian with a transferable Iqama and a 30-day notice period downloads the PDF and
 * the Word file, and both carry those lines as written (poppler and the DOCX XML read back).
 * The first pages are written as PNGs to test-results/screens to look at.
 */

const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";

const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Mona" });

/** As the templates' print tests: NFKC, no bidi marks, diacritics, lam/alef, punctuation or spaces. */
function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\u0640\u00ad\u064b-\u065f\u0670]/g, "")
    .replace(/[لاأإآ]/g, "")
    .replace(/[\p{P}\s]/gu, "")
    .toLowerCase();
}

const saved = (page: Page) =>
  expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");

const lines = ["الجنسية: مصرية", "الإقامة: إقامة سعودية، قابلة للنقل", "فترة الإشعار: 30 يومًا"];

test("Arabic resume with the Saudi preset: Iqama transferable and 30 days' notice in the PDF and DOCX", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  page.on("pageerror", (error) => console.log("pageerror", error.message));
  await page
    .context()
    .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
  const user = await signUp(page.request);
  const points = await page.request.post("/api/admin/points", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { user, points: 3, reason: "e2e" },
  });
  expect(points.status(), await points.text()).toBe(201);
  const created = await page.request.post("/api/resume", {
    data: { title: "سيرتي الخليجية", slug: `gulf-${Date.now()}`, language: "ar", sample: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const country = await page.request.patch(`/api/resume/${id}/country`, { data: { country: "SA" } });
  expect(country.ok(), await country.text()).toBe(true);

  await page.goto(`/builder/${id}`);
  const editor = page.getByTestId("personal-editor");
  // The section is closed until asked for.
  await editor.getByText("البيانات التي يفرز عليها مسؤولو التوظيف في الخليج").click();
  // The builder's chunk is large; a busy machine takes a while.
  await expect(editor).toBeVisible({ timeout: 60_000 });
  // The sample's "الجنسية: سعودي" custom field was moved into the block when the resume was read.
  await expect(editor.locator("#personal-nationality")).toHaveValue("SA");

  const preset = editor.getByTestId("personal-preset");
  await expect(preset.locator("#personal-preset-country")).toHaveValue("SA");
  await expect(preset).toContainText("تظهر الجنسية والإقامة مباشرة تحت الاسم");
  // The sample is a software engineer: the preset explains why it hides the photo.
  await expect(preset).toContainText("تفضّل جهات التقنية والجامعات");
  await preset.getByRole("button", { name: "تطبيق الاقتراحات" }).click();
  await expect(preset).toContainText("طُبّقت الاقتراحات");
  await expect(editor.locator("#personal-placement")).toHaveValue("under-name");

  await editor.locator("#personal-gender").selectOption("female");
  await editor.locator("#personal-nationality").selectOption("EG");
  await editor.locator("#personal-residency-country").selectOption("SA");
  await editor.locator("#personal-residency-kind").selectOption("iqama");
  await editor.locator("#personal-residency-transferable").selectOption("yes");
  await editor.locator("#personal-availability-kind").selectOption("notice");
  await editor.locator("#personal-notice-amount").fill("30");
  await editor.locator("#personal-notice-unit").selectOption("days");
  await editor.locator("#personal-notice-amount").blur();
  await saved(page);
  await editor.screenshot({ path: "test-results/screens/personal-editor-ar.png" });

  const dir = mkdtempSync(join(tmpdir(), "sira-personal-e2e-"));
  const menu = page.getByRole("button", { name: /^تنزيل السيرة/ });

  // PDF: the download opens the print in a new tab; read the file it shows.
  const pdfTab = page.waitForEvent("popup");
  await menu.click();
  await page.getByRole("menuitem", { name: /ملف PDF/ }).click();
  const tab = await pdfTab;
  await tab.waitForURL(/\/api\/prints\/[^/]+\/file\?/, { timeout: 240_000 });
  const pdf = await page.request.get(tab.url());
  expect(pdf.ok()).toBe(true);
  const pdfFile = join(dir, "resume.pdf");
  writeFileSync(pdfFile, await pdf.body());
  await tab.close();
  const pdfText = normalize(execFileSync("pdftotext", ["-enc", "UTF-8", pdfFile, "-"]).toString());
  for (const line of lines) expect(pdfText, line).toContain(normalize(line));
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "60",
    "-f",
    "1",
    "-l",
    "1",
    pdfFile,
    "test-results/screens/personal-pdf-ar",
  ]);

  // Word: the same lines in the document XML, in logical order as typed.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await menu.click();
      await page.getByRole("menuitem", { name: /ملف Word/ }).click();
    })(),
  ]);
  const docxFile = join(dir, "resume.docx");
  writeFileSync(docxFile, readFileSync(await download.path()));
  const xml = execFileSync("unzip", ["-p", docxFile, "word/document.xml"]).toString();
  const docText = xml
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^<>]*>/g, "")
    .replace(/[\u200e\u200f\u2066-\u2069]/g, "");
  for (const line of lines) expect(docText, line).toContain(line);
  // Look at the Word file too: LibreOffice renders its first page.
  try {
    execFileSync("soffice", ["--headless", "--convert-to", "pdf", "--outdir", dir, docxFile], {
      timeout: 90_000,
    });
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "60",
      "-f",
      "1",
      "-l",
      "1",
      join(dir, "resume.pdf"),
      "test-results/screens/personal-docx-ar",
    ]);
  } catch {
    // LibreOffice is only for looking; the assertions above are the test.
  }
});
