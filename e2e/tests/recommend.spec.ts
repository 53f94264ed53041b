import { expect, type Page, test } from "@playwright/test";

/**
 * Issue 38: recall first in the recommended list. An Arabic reader of an Arabic resume (a Riyadh
 * software engineer) sees, in the list sorted by match by default, an English posting of the
 * same occupation whose skills are worded unlike the resume's (the floor does not hide it), its
 * title as posted (lang="en", dir="ltr") with the Arabic title beside it. The same list in English.
 */

const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";
const cards = (page: Page) => page.getByTestId("job-card");

/** The match percentages of the cards shown, in order. */
async function percents(page: Page): Promise<number[]> {
  const labels = await cards(page)
    .getByRole("img")
    .evaluateAll((rings) =>
      rings.map((r) => r.getAttribute("aria-label") ?? "").filter((l) => l.includes("%")),
    );
  return labels.map((l) => Number(l.replace(/\D/g, "")));
}

test("in Arabic, recommended jobs sorted by match include an English job of the same occupation", async ({
  page,
  baseURL,
}) => {
  // Two languages, two full lists: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  await page
    .context()
    .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
  const tag = Math.random().toString(36).slice(2, 10);
  const registered = await page.request.post("/api/auth/register", {
    data: {
      name: `Noura ${tag}`,
      username: `rec${tag}`,
      email: `rec${tag}@example.com`,
      password: "correct-horse-42",
      locale: "ar-SA",
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // The sample resume: an Arabic senior software engineer in Riyadh (the only one, so the default).
  const created = await page.request.post("/api/resume", {
    data: { title: "مهندس البرمجيات", slug: `rec-${tag.replace(/\d/g, "")}`, language: "ar", sample: true },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // An English posting of the same occupation, its skills unlike the resume's.
  const company = `Najd Payments ${tag}`;
  const feed = [
    {
      id: `rec-${tag}`,
      title: "Back-end Developer",
      company,
      location: "Riyadh, Saudi Arabia",
      description:
        "Requirements: Go, gRPC, Kafka, Kubernetes, Terraform and Cassandra. Nice to have: Rust and Elixir.",
    },
  ];
  const imported = await page.request.post("/api/admin/jobs/import?source=sira", {
    headers: { authorization: `Bearer ${adminToken}` },
    multipart: {
      file: { name: "feed.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(feed)) },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  await page.goto("/dashboard/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الوظائف المقترحة", { timeout: 30_000 });
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });

  // Sorted by match by default: the rings never rise down the list.
  const shown = await percents(page);
  expect(shown.length).toBeGreaterThan(3);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  const toggle = page.locator("button[aria-controls=job-filters]");
  await toggle.click();
  await expect(page.locator("#job-filters").getByRole("radio", { name: "الأعلى تطابقًا" })).toBeChecked();
  await toggle.click();

  // The English job is in the list, its title as posted with its own language and direction,
  // the Arabic title beside it.
  const card = cards(page).filter({ hasText: company });
  await card.scrollIntoViewIfNeeded();
  await expect(card).toBeVisible();
  const posted = card.getByTestId("job-title-posted");
  await expect(posted).toHaveText("Back-end Developer");
  await expect(posted).toHaveAttribute("lang", "en");
  await expect(posted).toHaveAttribute("dir", "ltr");
  await expect(card.getByTestId("job-title-translated")).toContainText("مطور واجهات خلفية");
  await page.screenshot({ path: "test-results/screens/recommend-ar.png", fullPage: false });
  await card.screenshot({ path: "test-results/screens/recommend-ar-card.png" });

  // The same list in English: the Arabic postings keep their Arabic titles (lang="ar", rtl).
  await page.request.patch("/api/user/me", { data: { locale: "en-US" } });
  await page.evaluate(() => localStorage.setItem("sira-lang", "en"));
  await page.goto("/dashboard/jobs");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recommended jobs", { timeout: 60_000 });
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  const english = await percents(page);
  expect(english).toEqual([...english].sort((a, b) => b - a));
  await expect(cards(page).filter({ hasText: company }).getByTestId("job-title-posted")).toHaveText(
    "Back-end Developer",
  );
  await expect(cards(page).locator("[data-testid=job-title-posted][lang=ar][dir=rtl]").first()).toBeVisible();
  await page.screenshot({ path: "test-results/screens/recommend-en.png", fullPage: false });
});
