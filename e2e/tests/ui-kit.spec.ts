import { type APIRequestContext, expect, type Locator, test } from "@playwright/test";
import { axeFindings, describeFindings, type Finding, type Language, tabTo, useLanguage } from "../a11y";
import { accountWithResumeAndJob } from "../accounts";

/**
 * The screens built from the UI kit (components/ui: buttons, fields, selects, switches, sliders,
 * the dialog shell) in Arabic and English: axe finds no serious or critical WCAG 2.1 A/AA
 * violation with their dialogs and panels open, and a kit button reached with the keyboard
 * shows the kit's focus outline (the tracker's and dashboard's primary buttons had none).
 */

const texts = {
  ar: {
    createResume: "إنشاء سيرة ذاتية جديدة",
    create: "إنشاء",
    more: "إجراءات أخرى لـ Sample CV",
    share: "مشاركة",
    publicLink: "رابط عام",
    addJob: "أضف وظيفة",
    theme: "الألوان",
    fonts: "الخطوط",
    register: "إنشاء الحساب",
    details: /^تفاصيل /,
  },
  en: {
    createResume: "Create a new resume",
    create: "Create",
    more: "More actions for Sample CV",
    share: "Share",
    publicLink: "Public link",
    addJob: "Add a job",
    theme: "Theme",
    fonts: "Fonts",
    register: "Create account",
    details: /^Details of /,
  },
} as const;

/** A signed-in account (cookies on `request`'s context) with a resume and a saved job on the tracker. */
async function prepareAccount(request: APIRequestContext, language: Language) {
  const { resumeId, jobId } = await accountWithResumeAndJob(request, language, {
    prefix: "kit",
    title: "Sample CV",
  });
  expect((await request.put(`/api/saved-jobs/${jobId}`)).ok()).toBe(true);
  return { resumeId };
}

/** The focus outline the element shows now. */
function outlineOf(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
}

for (const language of ["ar", "en"] as const) {
  const t = texts[language];

  test(`axe: the kit's screens and dialogs have no serious or critical violation (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ reducedMotion: "reduce" });
    await useLanguage(context, language, baseURL);
    const page = await context.newPage();
    const findings: Finding[] = [];
    const check = async (name: string) => {
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}`));
      findings.push(...(await axeFindings(page, name)));
    };
    const dialog = page.getByRole("dialog");
    const closeDialog = async () => {
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    };

    await page.goto("/auth/login");
    await expect(page.locator("form input").first()).toBeVisible();
    await check("sign-in");
    await page.goto("/auth/register");
    await page.getByRole("button", { name: t.register }).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await check("register with errors");

    const { resumeId } = await prepareAccount(page.request, language);
    await page.goto("/dashboard/settings");
    await expect(page.locator("main form input").first()).toBeVisible();
    await check("settings");

    await page.goto("/dashboard/services");
    await expect(page.getByRole("button", { name: t.more })).toBeVisible();
    await check("dashboard");
    await page.getByRole("button", { name: t.createResume }).first().click();
    await expect(dialog).toBeVisible();
    await check("resume dialog");
    await closeDialog();
    await page.keyboard.press("Control+KeyI");
    await expect(dialog).toBeVisible();
    await check("import dialog");
    await closeDialog();
    await page.getByRole("button", { name: t.more }).click();
    await page.getByRole("menuitem", { name: t.share }).click();
    await dialog.getByRole("switch", { name: t.publicLink }).click();
    await expect(dialog.getByRole("textbox")).toBeVisible();
    await check("share dialog");
    await closeDialog();

    await page.goto(`/builder/${resumeId}`);
    await expect(page.locator("#builder-form h1")).toBeVisible();
    await check("builder");
    await page.getByRole("button", { name: t.theme }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await check("builder theme panel");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: t.fonts }).first().click();
    await expect(page.getByRole("slider").first()).toBeVisible();
    await check("builder fonts panel");
    await page.keyboard.press("Escape");

    await page.goto("/dashboard/applications");
    await expect(page.getByTestId("application-card")).toHaveCount(1);
    await check("applications");
    await page.getByRole("button", { name: t.addJob }).click();
    await expect(dialog).toBeVisible();
    await check("add job dialog");
    await closeDialog();
    await page.getByTestId("application-card").getByRole("button", { name: t.details }).click();
    await expect(dialog).toBeVisible();
    await check("application dialog");

    await context.close();
    expect(findings, describeFindings(findings)).toEqual([]);
  });
}

test("keyboard focus shows the kit's outline on the tracker's and the dashboard's primary buttons", async ({
  page,
  baseURL,
}) => {
  await useLanguage(page.context(), "ar", baseURL);
  await prepareAccount(page.request, "ar");
  const solid = { style: "solid", width: "2px" };

  await page.goto("/dashboard/applications");
  const add = page.getByRole("button", { name: texts.ar.addJob });
  await tabTo(page, add, { max: 40 });
  expect(await outlineOf(add)).toEqual(solid);

  await page.goto("/dashboard/services");
  await page.getByRole("button", { name: texts.ar.createResume }).first().click();
  const create = page.getByRole("dialog").getByRole("button", { name: texts.ar.create, exact: true });
  await tabTo(page, create, { max: 40 });
  expect(await outlineOf(create)).toEqual(solid);
});
