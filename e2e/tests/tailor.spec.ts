import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { accountWithResumeAndJob } from "../accounts";

/**
 * Applying with Sira (issue 41), in Arabic: from a recommended job, tailor the default resume (a
 * copy linked to the job's tracker card), accept two proposals one by one and see the match
 * score before and after, draft a cover letter for the job from the copy, move the application
 * to Applied and download the sent PDF; the panel is also shown in English. Screenshots of the
 * panel in both languages and of what was sent go to test-results/.
 */
test("apply in Arabic: tailor for a recommended job, accept two proposals, draft a letter, apply, download what was sent", async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  await page
    .context()
    .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
  const { resumeId, jobId } = await accountWithResumeAndJob(page.request, "ar", {
    prefix: "tailor",
    title: "سيرتي",
  });
  // Points for the downloads of what was sent (a CV download's price each).
  const me = (await (await page.request.get("/api/user/me")).json()) as { username: string };
  const granted = await page.request.post("/api/admin/points", {
    headers: { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token"}` },
    data: { user: me.username, points: 5, reason: "e2e" },
  });
  expect(granted.status(), await granted.text()).toBe(201);

  // A recommended job: the jobs page lists it, its card opens the job page.
  await page.goto("/dashboard/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الوظائف المقترحة");
  await page.locator(`a[href$="/dashboard/jobs/${jobId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/jobs/${jobId}`));

  await page.getByTestId("tailor-button").click();
  const dialog = page.getByRole("dialog", { name: "تخصيص سيرة لهذه الوظيفة" });
  await expect(dialog.getByTestId("tailor-resume")).toHaveValue(resumeId);
  await dialog.getByTestId("tailor-start").click();

  // The copy opens in the builder with the panel; the original is not the one open.
  await expect(page).toHaveURL(/\/builder\/[^/?]+\?tailor=/);
  expect(page.url()).not.toContain(resumeId);
  const panel = page.getByTestId("tailor-panel");
  await expect(panel.getByRole("heading", { name: "مخصّصة لهذه الوظيفة" })).toBeVisible();
  await expect(panel).toContainText("Senior Frontend Engineer — Riyadh Tech");
  const before = await panel.getByTestId("tailor-score-before").textContent();
  const proposals = panel.getByTestId("tailor-proposal");
  await expect(proposals.first()).toBeVisible();
  const count = await proposals.count();
  expect(count, "at least two proposals").toBeGreaterThanOrEqual(2);
  await panel.screenshot({ path: info.outputPath("tailor-panel-ar.png") });

  // Accept two proposals, one by one: each leaves the list and is saved into the copy.
  for (let i = 0; i < 2; i++) {
    const first = proposals.first();
    const title = await first.locator("h3").textContent();
    await first.getByTestId("tailor-accept").click();
    await expect(panel.getByRole("heading", { name: title ?? "", exact: true })).toHaveCount(0);
  }
  await expect(panel.getByTestId("tailor-score-before")).toHaveText(before ?? "");
  const after = await panel.getByTestId("tailor-score-after").textContent();
  expect(Number.parseInt(after ?? "0", 10)).toBeGreaterThanOrEqual(Number.parseInt(before ?? "0", 10));

  // The copy is linked to the job's card in the tracker, saved; the original is unchanged.
  const copyId = /\/builder\/([^/?]+)/.exec(page.url())?.[1] ?? "";
  const copy = await (await page.request.get(`/api/resume/${copyId}`)).json();
  expect(copy.title).toBe("Senior Frontend Engineer — Riyadh Tech");
  expect(copy.version).toBeGreaterThanOrEqual(3);
  const original = await (await page.request.get(`/api/resume/${resumeId}`)).json();
  expect(original.version).toBe(1);

  // A reject hides a proposal without changing the copy.
  const left = await proposals.count();
  if (left > 0) {
    await proposals.first().getByTestId("tailor-reject").click();
    await expect(proposals).toHaveCount(left - 1);
  }

  // A cover letter for the job, drafted from the tailored copy: the formal Gulf frame, the
  // posting's must-haves the resume shows.
  const builderUrl = page.url();
  await page.goto("/dashboard/services");
  const letters = page.locator("section[aria-labelledby=cover-letters-heading]");
  await letters.getByRole("button", { name: "خطاب تقديم جديد" }).click();
  const create = page.getByRole("dialog");
  await create.getByLabel("السيرة الذاتية").selectOption({ label: "Senior Frontend Engineer — Riyadh Tech" });
  await create.getByLabel("الوظيفة").selectOption({ label: "Senior Frontend Engineer — Riyadh Tech" });
  await create.getByRole("button", { name: "إنشاء المسودة" }).click();
  await expect(page).toHaveURL(/\/dashboard\/cover-letters\/[\w-]+$/);
  await expect(page.getByLabel("المرسل إليه")).toHaveValue("السادة/ Riyadh Tech المحترمين");
  await expect(page.getByLabel("الختام")).toHaveValue("وتفضلوا بقبول فائق الاحترام والتقدير،");
  await expect(page.getByLabel("الفقرة 1")).toHaveValue(/React/);
  // The AI rewrite shows its price (no model server here: not clicked).
  await expect(page.getByTestId("rewrite-letter")).toContainText("إعادة الصياغة بالذكاء الاصطناعي");
  await expect(page.getByTestId("save-status")).toHaveText("محفوظ");

  // Move the application to Applied in the tracker: the tailored copy and the letter are sent.
  await page.goto("/dashboard/applications");
  const card = page.getByTestId("application-card").filter({ hasText: "Riyadh Tech" });
  await card.getByRole("button", { name: /^تفاصيل / }).click();
  let details = page.getByRole("dialog");
  await details.getByLabel("العمود").selectOption("applied");
  await details.getByRole("button", { name: "احفظ" }).click();
  await expect(details).toBeHidden();
  await card.getByRole("button", { name: /^تفاصيل / }).click();
  details = page.getByRole("dialog");
  const sent = details.getByTestId("sent-documents");
  await expect(sent).toContainText("السيرة الذاتية: Senior Frontend Engineer — Riyadh Tech");
  await expect(sent).toContainText("خطاب التقديم:");
  await page.screenshot({ path: info.outputPath("tailor-sent-ar.png") });
  // Download the sent PDF: it opens in a new tab.
  const popup = page.waitForEvent("popup");
  await details.getByTestId("sent-resume-pdf").click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  const applicationId = (await (await page.request.get("/api/applications")).json()).applications.find(
    (a: { job: { company: string } }) => a.job.company === "Riyadh Tech",
  ).id;
  for (const file of ["resume.pdf", "cover-letter.pdf"]) {
    const pdf = await page.request.get(`/api/applications/${applicationId}/sent/${file}`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    fs.writeFileSync(info.outputPath(`sent-${file}`), body);
  }

  // The same panel in English.
  await page.context().addCookies([{ name: "sira-lang", value: "en", url: baseURL ?? "http://localhost" }]);
  await page.evaluate(() => localStorage.setItem("sira-lang", "en"));
  await page.goto(builderUrl);
  await expect(panel.getByRole("heading", { name: "Tailored for this job" })).toBeVisible();
  await expect(panel.getByTestId("tailor-score")).toContainText("Before");
  await panel.screenshot({ path: info.outputPath("tailor-panel-en.png") });
});
