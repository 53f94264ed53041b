import { type BrowserContext, expect, test } from "@playwright/test";
import { accountWithResumeAndJob } from "../accounts";

const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";

async function prepare(context: BrowserContext, baseURL: string | undefined) {
  const url = baseURL ?? "http://localhost";
  await context.addCookies([
    { name: "sira_consent", value: "false", url },
    { name: "sira-lang", value: "ar", url },
  ]);
  await context.addInitScript(() => localStorage.setItem("sira-lang", "ar"));
}

test.setTimeout(180_000);

test("cover letter in Arabic: draft one for a tracked job, move the application to Applied, download the sent PDF", async ({
  page,
  baseURL,
}) => {
  await prepare(page.context(), baseURL);
  const { jobId } = await accountWithResumeAndJob(page.request, "ar", { prefix: "cover", title: "سيرتي" });
  const me = (await (await page.request.get("/api/user/me")).json()) as { username: string };
  const granted = await page.request.post("/api/admin/points", {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { user: me.username, points: 5, reason: "e2e" },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  // Track the job (saved), as the job page's bookmark does.
  expect((await page.request.put(`/api/saved-jobs/${jobId}`)).ok()).toBe(true);

  // The services screen: no cover letters yet, then a new one for the tracked job.
  await page.goto("/dashboard/services");
  const section = page.locator("section[aria-labelledby=cover-letters-heading]");
  await expect(section.getByRole("heading", { name: "خطابات التقديم" })).toBeVisible({ timeout: 30_000 });
  await expect(section).toContainText("لا توجد خطابات تقديم بعد");
  await section.getByRole("button", { name: "خطاب تقديم جديد" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("الوظيفة").selectOption({ label: "Senior Frontend Engineer — Riyadh Tech" });
  await dialog.getByRole("button", { name: "إنشاء المسودة" }).click();

  // The editor: the drafted letter in the formal Gulf frame, citing the resume's skills.
  await expect(page).toHaveURL(/\/dashboard\/cover-letters\/[\w-]+$/);
  await expect(page.getByLabel("المرسل إليه")).toHaveValue("السادة/ Riyadh Tech المحترمين");
  await expect(page.getByLabel("الختام")).toHaveValue("وتفضلوا بقبول فائق الاحترام والتقدير،");
  await expect(page.getByLabel("الفقرة 1")).toHaveValue(/React/);
  await expect(page.getByLabel("الفقرة 1")).toHaveValue(/TypeScript/);
  const preview = page.frameLocator("[data-testid=cover-letter-preview]");
  await expect(preview.locator(".sira-pages .sira-section-title")).toHaveText(
    "السادة/ Riyadh Tech المحترمين",
  );
  // An edit is saved and shown in the preview.
  await page.getByLabel("التوقيع").fill("نورة القحطاني");
  await expect(preview.locator(".sira-pages")).toContainText("نورة القحطاني");
  await expect(page.getByTestId("save-status")).toHaveText("محفوظ");
  await page.screenshot({ path: "test-results/screens/cover-letter-editor-ar.png", fullPage: true });

  // The tracker: move the application to Applied from its dialog.
  await page.goto("/dashboard/applications");
  await page
    .getByTestId("application-card")
    .getByRole("button", { name: /^تفاصيل / })
    .click();
  let details = page.getByRole("dialog");
  await details.getByLabel("العمود").selectOption("applied");
  await details.getByRole("button", { name: "احفظ" }).click();
  await expect(details).toBeHidden();

  // Edit the letter after sending: the sent version does not change.
  const letters = (await (await page.request.get("/api/cover-letters")).json()) as {
    coverLetters: Array<{ id: string; version: number; data: Record<string, unknown> }>;
  };
  const letter = letters.coverLetters[0]!;
  const edited = await page.request.patch(`/api/cover-letters/${letter.id}`, {
    data: { version: letter.version, data: { ...letter.data, signature: "توقيع بعد الإرسال" } },
  });
  expect(edited.ok()).toBe(true);

  await page
    .getByTestId("application-card")
    .getByRole("button", { name: /^تفاصيل / })
    .click();
  details = page.getByRole("dialog");
  const sent = details.getByTestId("sent-documents");
  await expect(sent).toContainText("خطاب التقديم:");
  await expect(sent).toContainText("السيرة الذاتية: سيرتي");
  await page.screenshot({ path: "test-results/screens/cover-letter-sent-ar.png" });
  const popup = page.waitForEvent("popup");
  await details.getByTestId("sent-coverLetter-pdf").click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  // The PDF is exactly what was sent: the signature before the edit.
  const pdf = await page.request.get(
    `/api/applications/${(await (await page.request.get("/api/applications")).json()).applications[0].id}/sent/cover-letter.pdf`,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});
