import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from "@playwright/test";
import { signUp as signUpAs } from "../accounts";

const signUp = (request: APIRequestContext, locale = "ar-SA") => signUpAs(request, { name: "Noura", locale });

async function createSampleResume(request: APIRequestContext, language: "ar" | "en" = "ar") {
  const res = await request.post("/api/resume", {
    data: { title: "مهندس البرمجيات", slug: `engineer-${Date.now()}`, language, sample: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function prepare(context: BrowserContext, baseURL: string | undefined, language: "ar" | "en") {
  const url = baseURL ?? "http://localhost";
  await context.addCookies([
    { name: "sira_consent", value: "false", url },
    { name: "sira-lang", value: language, url },
  ]);
  await context.addInitScript((lang) => localStorage.setItem("sira-lang", lang), language);
}

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);

/** Drag a card's handle onto a column with the mouse, in small steps as a person would. */
async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

test("tracker in Arabic: save a recommended job, drag and keyboard moves, next step kept, compare from the card", async ({
  page,
  baseURL,
}) => {
  await prepare(page.context(), baseURL, "ar");
  await signUp(page.request);
  await createSampleResume(page.request);

  // Save the first recommended job from the services screen.
  await page.goto("/dashboard/services");
  const strip = page.locator("section[aria-labelledby=recommended-jobs]");
  const save = strip.getByTestId("save-job").first();
  await expect(save).toBeVisible();
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(save).toHaveAccessibleName(/^أزل .* من الوظائف المحفوظة$/);

  await page.getByRole("navigation").getByRole("link", { name: "طلبات التوظيف" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/applications$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("طلبات التوظيف");
  await expect(column(page, "saved").getByTestId("application-card")).toHaveCount(1);
  const card = page.getByTestId("application-card");
  await expect(card).toHaveAttribute("data-status", "saved");
  const position = ((await card.getByRole("button", { name: /^تفاصيل / }).textContent()) ?? "").trim();

  // Right to left: Saved is the rightmost column, Applied to its left, then Interview.
  const saved = (await column(page, "saved").boundingBox())!;
  const applied = (await column(page, "applied").boundingBox())!;
  const interview = (await column(page, "interview").boundingBox())!;
  expect(saved.x).toBeGreaterThan(applied.x);
  expect(applied.x).toBeGreaterThan(interview.x);

  // Saved → Applied with the mouse.
  const handle = card.getByTestId("drag-handle");
  await dragTo(page, handle, column(page, "applied"));
  await expect(column(page, "applied").getByTestId("application-card")).toHaveCount(1);
  await expect(column(page, "saved").getByTestId("application-card")).toHaveCount(0);

  // Applied → Interview with the keyboard: Space, the arrow toward the next column (left in RTL), Space.
  // Each key waits for the board's announcement (what a screen-reader user hears) before the next.
  const announced = page.locator("[id^='DndLiveRegion']");
  await card.getByTestId("drag-handle").focus();
  await page.keyboard.press("Space");
  await expect(announced).toContainText("فوق عمود تم التقديم");
  await page.keyboard.press("ArrowLeft");
  await expect(announced).toContainText("فوق عمود");
  await expect(announced).not.toContainText("تم التقديم");
  await page.keyboard.press("Space");
  await expect(column(page, "interview").getByTestId("application-card")).toHaveCount(1);
  await expect(page.getByTestId("application-card").first()).toHaveAttribute("data-status", "interview");

  // A next step due today.
  await card.getByRole("button", { name: /^تفاصيل / }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("sent-resume")).toContainText("مهندس البرمجيات");
  await expect(dialog.getByTestId("timeline").locator("li")).toHaveCount(3);
  await dialog.getByLabel("الخطوة التالية").fill("اتصل بمسؤول التوظيف");
  const today = await page.evaluate(() => {
    const d = new Date();
    return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  });
  await dialog.getByLabel("التاريخ").fill(today);
  await dialog.getByRole("button", { name: "احفظ", exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const kept = page.getByTestId("application-card");
  await expect(kept).toContainText(position);
  await expect(kept).toHaveAttribute("data-status", "interview");
  await expect(kept).toContainText("اتصل بمسؤول التوظيف");
  await expect(kept.locator("[data-follow-up=due]")).toContainText("مستحقة اليوم");
  await expect(page.getByTestId("follow-up-notice")).toContainText("خطوة تالية واحدة مستحقة اليوم");

  // Compare from the card: the compare page opens with the job prefilled and locked.
  await card.getByRole("button", { name: /^تفاصيل / }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /قارن سيرتي/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/compare$/);
  const job = page.getByLabel("وصف الوظيفة");
  await expect(job).toHaveValue(new RegExp(`^${position.replace(/[/()]/g, "\\$&")}`));
  await expect(job).not.toBeEditable();

  // The services screen counts it.
  await page.goto("/dashboard/services");
  await expect(page.getByTestId("tracker-summary")).toContainText("طلب واحد يحتاج إلى متابعة");
});

test("a job added by hand, and the board and list in Arabic and English on desktop and phone", async ({
  browser,
  baseURL,
}) => {
  for (const language of ["ar", "en"] as const) {
    for (const viewport of [
      { name: "desktop", width: 1280, height: 800 },
      { name: "phone", width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ baseURL, viewport });
      await prepare(context, baseURL, language);
      const page = await context.newPage();
      await signUp(page.request, language === "ar" ? "ar-SA" : "en-US");
      await createSampleResume(page.request, language);
      const jobs = (await (await page.request.get("/api/resume")).json()) as { id: string }[];
      const match = await page.request.get(`/api/job/match/${jobs[0]!.id}?limit=3`);
      for (const job of ((await match.json()) as { jobs: { id: string }[] }).jobs)
        await page.request.put(`/api/saved-jobs/${job.id}`);
      await page.goto("/dashboard/applications");
      const add = page.getByRole("button", { name: language === "ar" ? "أضف وظيفة" : "Add a job" });
      await add.click();
      const dialog = page.getByRole("dialog");
      await dialog
        .getByLabel(language === "ar" ? "رابط الإعلان أو نصه" : "Link or text of the posting")
        .fill("Data Analyst\nSQL, Power BI <script>alert(1)</script> and dashboards.");
      await dialog.getByRole("button", { name: language === "ar" ? "اقرأ الإعلان" : "Read posting" }).click();
      await expect(dialog.getByLabel(language === "ar" ? "المسمى الوظيفي" : "Position")).toHaveValue(
        "Data Analyst",
      );
      await dialog
        .getByRole("button", { name: language === "ar" ? "أضف إلى المتابعة" : "Add to tracker" })
        .click();
      await expect(dialog).toBeHidden();
      if (viewport.name === "phone") {
        await expect(page.getByTestId("application-list")).toBeVisible();
        await expect(page.getByTestId("application-row")).toHaveCount(4);
        // Move one on with the list's column picker.
        await page.getByTestId("application-row").first().getByRole("combobox").selectOption("applied");
        await expect(page.getByTestId("application-row").first().getByRole("combobox")).toHaveValue(
          "applied",
        );
      } else {
        await expect(page.getByTestId("application-board")).toBeVisible();
        await expect(column(page, "saved").getByTestId("application-card")).toHaveCount(4);
      }
      await page.screenshot({ path: `test-results/screens/tracker-${language}-${viewport.name}.png` });
      await page.getByRole("button", { name: language === "ar" ? "قائمة" : "List", exact: true }).click();
      await page.screenshot({ path: `test-results/screens/tracker-list-${language}-${viewport.name}.png` });
      await page.getByRole("button", { name: language === "ar" ? "لوحة" : "Board", exact: true }).click();
      await page.getByTestId("application-card").first().getByRole("button").nth(1).click();
      await page.screenshot({ path: `test-results/screens/tracker-dialog-${language}-${viewport.name}.png` });
      if (viewport.name === "desktop") {
        // The job page's bookmark shows a saved job as saved.
        const saved = ((await (await page.request.get("/api/saved-jobs")).json()) as { jobIds: string[] })
          .jobIds;
        await page.goto(`/dashboard/jobs/${saved[0]}`);
        await expect(page.getByRole("article").getByTestId("save-job")).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        // Alert e-mails: choose daily in settings; it is kept.
        await page.goto("/dashboard/settings");
        await page.getByRole("radio", { name: language === "ar" ? "يومية" : "Daily" }).check();
        await expect(page.getByRole("radio", { name: language === "ar" ? "يومية" : "Daily" })).toBeChecked();
        await page.reload();
        await expect(page.getByRole("radio", { name: language === "ar" ? "يومية" : "Daily" })).toBeChecked();
        await page.screenshot({ path: `test-results/screens/settings-alerts-${language}.png` });
      }
      await context.close();
    }
  }
});
