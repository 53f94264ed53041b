import { expect, test } from "@playwright/test";
import { accountWithResumeAndJob } from "../accounts";

/**
 * "Tailor for this job" (issue 41), in Arabic: from a recommended job, tailor the default
 * resume (a copy linked to the job's tracker card), accept two proposals one by one and see the
 * match score before and after; the panel is also shown in English. Screenshots of the panel in
 * both languages go to test-results/.
 */
test("tailor a resume for a recommended job in Arabic, accept two proposals, score before and after", async ({
  page,
  baseURL,
}, info) => {
  await page
    .context()
    .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
  const { resumeId, jobId } = await accountWithResumeAndJob(page.request, "ar", {
    prefix: "tailor",
    title: "سيرتي",
  });

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

  // The same panel in English.
  await page.context().addCookies([{ name: "sira-lang", value: "en", url: baseURL ?? "http://localhost" }]);
  await page.evaluate(() => localStorage.setItem("sira-lang", "en"));
  await page.reload();
  await expect(panel.getByRole("heading", { name: "Tailored for this job" })).toBeVisible();
  await expect(panel.getByTestId("tailor-score")).toContainText("Before");
  await panel.screenshot({ path: info.outputPath("tailor-panel-en.png") });
});
