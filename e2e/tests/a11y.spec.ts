import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeFindings, describeFindings, type Finding, type Language, tabTo, useLanguage } from "../a11y";

/**
 * Accessibility: axe-core (WCAG 2.1 A/AA rules) on every page in Arabic and English with no
 * serious or critical violation, and keyboard-only journeys through sign-in, the builder and
 * compare. Data comes from the API (register, resumes, the operator's points and job import).
 */

const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";
const password = "correct-horse-42";

interface Account {
  username: string;
  email: string;
  resumeId: string;
  publicSlug: string;
  jobId: string;
  interviewId: string;
}

const admin = { authorization: `Bearer ${adminToken}` };

/** A signed-in account (cookies on `request`'s context) with a public resume, a job and an interview. */
async function prepareAccount(request: APIRequestContext, language: Language): Promise<Account> {
  const tag = Math.random().toString(36).slice(2, 10);
  const username = `axe${tag}`;
  const email = `axe${tag}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { name: `Noura ${tag}`, username, email, password, locale: language === "ar" ? "ar-SA" : "en-US" },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const granted = await request.post("/api/admin/points", {
    headers: admin,
    data: { user: username, points: 50, reason: "a11y" },
  });
  expect(granted.status(), await granted.text()).toBe(201);

  const created = await request.post("/api/resume", {
    data: { title: "Sample CV", slug: `sample-${tag.replace(/\d/g, "")}`, language, sample: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const resume = (await created.json()) as {
    id: string;
    title: string;
    slug: string;
    data: unknown;
    version: number;
  };
  const published = await request.patch(`/api/resume/${resume.id}`, {
    data: {
      title: resume.title,
      slug: resume.slug,
      visibility: "public",
      data: resume.data,
      version: resume.version,
    },
  });
  expect(published.ok(), await published.text()).toBe(true);
  await request.patch(`/api/resume/${resume.id}/default`, { data: { isDefault: true } });

  const feed = [
    {
      id: `a11y-${tag}`,
      title: "Senior Frontend Engineer",
      company: "Riyadh Tech",
      location: "Riyadh, Saudi Arabia",
      description: "Requirements: 5 years of React, TypeScript and Node.js. AWS is a plus.",
    },
  ];
  const imported = await request.post("/api/admin/jobs/import?source=sira", {
    headers: admin,
    multipart: {
      file: { name: "feed.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(feed)) },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const matches = await request.get(`/api/job/match/${resume.id}?q=Frontend&sources=sira`);
  expect(matches.ok(), await matches.text()).toBe(true);
  const jobs = ((await matches.json()) as { jobs: Array<{ id: string }> }).jobs;
  const jobId = jobs[0]?.id;
  expect(jobId, "an imported job").toBeTruthy();

  const interview = await request.post("/api/interview", {
    data: { jobId, resumeId: resume.id, language },
  });
  expect(interview.ok(), await interview.text()).toBe(true);
  const interviewId = ((await interview.json()) as { id: string }).id;
  return { username, email, resumeId: resume.id, publicSlug: resume.slug, jobId: jobId!, interviewId };
}

/** Serious and critical WCAG 2.1 A/AA violations on the current page, once it has settled. */
async function audit(page: Page, name: string): Promise<Finding[]> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("h1").first()).toBeVisible();
  // The public page's resume pages are the user's own document too (share.spec.ts runs every
  // other rule on them).
  return axeFindings(page, name, [".sira-pages"]);
}

for (const language of ["ar", "en"] as const) {
  test(`axe finds no serious or critical violation on any page (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ reducedMotion: "reduce" });
    await useLanguage(context, language, baseURL);
    const page = await context.newPage();
    const findings: Finding[] = [];
    const visit = async (name: string, url: string) => {
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}`));
      findings.push(...(await audit(page, name)));
    };

    for (const [name, url] of [
      ["landing", "/welcome"],
      ["login", "/auth/login"],
      ["register", "/auth/register"],
      ["forgot password", "/auth/forgot-password"],
      ["reset password", "/auth/reset-password?token=abc"],
      ["verify otp", "/auth/verify-otp"],
      ["backup otp", "/auth/backup-otp"],
    ] as const)
      await visit(name, url);

    const account = await prepareAccount(page.request, language);
    // A card on the tracker board, so the board is audited with content.
    expect((await page.request.put(`/api/saved-jobs/${account.jobId}`)).ok()).toBe(true);
    for (const [name, url] of [
      ["verify email", "/auth/verify-email"],
      ["services", "/dashboard/services"],
      ["builder", `/builder/${account.resumeId}`],
      ["compare", "/dashboard/compare"],
      ["jobs", "/dashboard/jobs"],
      ["job detail", `/dashboard/jobs/${account.jobId}`],
      ["applications", "/dashboard/applications"],
      ["wallet", "/dashboard/wallet"],
      ["plans", "/dashboard/wallet/plans"],
      ["settings", "/dashboard/settings"],
      ["interview", `/interview/${account.interviewId}`],
      ["public resume", `/${account.username}/${account.publicSlug}`],
    ] as const)
      await visit(name, url);

    await context.close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
}

test("keyboard only: sign in, add an experience in the builder, compare with a job", async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page.context(), "ar", baseURL);
  // The account is made in a separate context so this page starts signed out.
  const setup = await browser.newContext();
  const account = await prepareAccount(setup.request, "ar");
  await setup.close();

  await page.goto("/auth/login");
  await tabTo(page, page.getByLabel("البريد الإلكتروني أو اسم المستخدم"));
  await page.keyboard.type(account.username);
  await tabTo(page, page.getByLabel("كلمة المرور", { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/services$/);

  await page.goto(`/builder/${account.resumeId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الخطوة 1 من 5");
  for (const step of ["2", "3"]) {
    // Step 1 holds the basics and the personal details (issue 40): many fields before the button.
    await tabTo(page, page.getByRole("button", { name: "حفظ ومتابعة" }), { max: 200 });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`الخطوة ${step} من 5`);
  }
  const items = page.locator("[data-item-title]");
  const before = await items.count();
  // From "Save and continue" the focus wraps through the preview and the toolbar (Share, twin panel).
  await tabTo(page, page.getByRole("button", { name: /^إضافة عنصر/ }), { max: 110 });
  await page.keyboard.press("Enter");
  await expect(items).toHaveCount(before + 1);
  // The new item opens with the focus in its first field.
  await expect(page.getByLabel("الشركة").last()).toBeFocused();
  await page.keyboard.type("شركة لوحة المفاتيح");
  await expect(
    page.frameLocator('iframe[title="معاينة السيرة الذاتية"]').locator("[data-sira-pages]"),
  ).toContainText("شركة لوحة المفاتيح");

  await page.goto("/dashboard/compare");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("قارن سيرتك الذاتية بوظيفة");
  await tabTo(page, page.getByLabel("وصف الوظيفة"));
  await page.keyboard.type("مطور واجهات أمامية. يشترط خبرة 5 سنوات في React و TypeScript.");
  const saved = page.getByRole("button", { name: /Sample CV/ });
  // The default resume comes chosen (issue 42); Enter deselects it and chooses it again.
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await tabTo(page, saved);
  await page.keyboard.press("Enter");
  await expect(saved).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await tabTo(page, page.getByRole("button", { name: "قارن (3 نقاط)", exact: true }));
  await page.keyboard.press("Enter");
  // The confirmation takes the focus on its confirm button: Enter spends.
  await expect(page.getByRole("alertdialog").getByRole("button", { name: "استخدام 3 نقاط" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "النتيجة" })).toBeVisible();
});
