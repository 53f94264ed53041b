import { readFile } from "node:fs/promises";
import { type APIRequestContext, type BrowserContext, expect, test } from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

/** The operator token the e2e server runs with (playwright.config.ts sets ADMIN_TOKEN). */
const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";

const signUp = (request: APIRequestContext) => signUpAs(request, { name: "Noura" });

async function grantPoints(request: APIRequestContext, user: string, points: number) {
  const res = await request.post("/api/admin/points", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { user, points, reason: "e2e" },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function declineConsent(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
}

const available = async (request: APIRequestContext) =>
  ((await (await request.get("/api/subscription")).json()) as { available: number }).available;

test("Arabic builder: the download menu gives the Word file, the ATS view shows the score and a marked word", async ({
  page,
  baseURL,
}) => {
  await declineConsent(page.context(), baseURL);
  const user = await signUp(page.request);
  await grantPoints(page.request, user, 3);
  const created = await page.request.post("/api/resume", {
    data: { title: "سيرتي", slug: `cv-${Date.now()}`, language: "ar", sample: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/builder/${id}`);

  await page.getByRole("button", { name: /^تنزيل السيرة/ }).click();
  await expect(page.getByRole("menuitem", { name: /ملف PDF/ })).toBeVisible();
  await expect(page.getByText("رسوم تنزيل واحدة تشمل كل الصيغ")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/download-menu-ar.png" });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: /ملف Word/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("سيرتي.docx");
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  expect(await available(page.request)).toBe(2);

  // Copy text: the plain text of the same content, in logical order, for no further charge.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: /^تنزيل السيرة/ }).click();
  await page.getByRole("menuitem", { name: "نسخ النص" }).click();
  await expect(page.getByText("نُسخ نص السيرة الذاتية.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split("\n")[0]).toBe("عبدالله بن فهد القحطاني");
  expect(copied).toContain("\nالخبرات العملية\n");
  expect(await available(page.request)).toBe(2);

  await page.getByRole("button", { name: /^تنزيل السيرة/ }).click();
  await page.getByRole("menuitem", { name: "ماذا تقرأ أنظمة الفرز؟" }).click();
  const dialog = page.getByRole("dialog", { name: "ماذا تقرأ أنظمة الفرز الآلي (ATS) من ملف PDF؟" });
  await expect(dialog.getByTestId("ats-score")).toContainText("كلمات قُرئت كما كتبتها:", { timeout: 30_000 });
  await expect(dialog.getByRole("rowheader", { name: "الاسم" })).toBeVisible();
  // With the Arabic text layer poppler reads the name back exactly (no mark on it); MuPDF gives
  // each line's words in visual order, and the view marks the words it lost.
  await expect(dialog.getByRole("row", { name: /الاسم/ }).locator("mark[data-lost]")).toHaveCount(0);
  await dialog.getByRole("tab", { name: "MuPDF" }).click();
  await expect(dialog.getByTestId("ats-score")).toBeVisible();
  const marked = dialog.locator("mark[data-lost]");
  await expect(marked.first()).toBeVisible();
  expect(await marked.count()).toBeGreaterThan(0);
  await expect(dialog.getByText("أرسل ملف Word عندما يقبله صاحب العمل")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/ats-ar.png", fullPage: true });
  // The ATS view is free, and the Word file and the PDF of the same content share one charge.
  expect(await available(page.request)).toBe(2);

  // The ATS-safe PDF (issue 36) is offered in the view with its reason, and the same content's
  // charge covers it.
  const safe = dialog.getByTestId("ats-safe");
  await safe.scrollIntoViewIfNeeded();
  await expect(safe).toContainText("ملف PDF آمن لأنظمة الفرز");
  await page.screenshot({ path: "test-results/screens/ats-safe-ar.png" });
  // A PDF opens in a tab, as the designed PDF does.
  const safeTab = page.waitForEvent("popup");
  await safe.getByRole("button", { name: "تنزيل ملف PDF الآمن" }).click();
  const tab = await safeTab;
  await tab.waitForURL(/\/api\/prints\/[^/]+\/file\?/);
  const file = await page.request.get(tab.url());
  expect(file.headers()["content-type"]).toContain("application/pdf");
  expect(decodeURIComponent(file.headers()["content-disposition"] ?? "")).toContain("سيرتي (ATS).pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  expect(await available(page.request)).toBe(2);
});
