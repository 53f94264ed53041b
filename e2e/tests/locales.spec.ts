import { expect, type Page, test } from "@playwright/test";

/**
 * Issue 22: the interface in the languages of the Gulf's workforce. A visitor chooses Urdu (right
 * to left) or Hindi from the language menu, where every language is named in its own script,
 * registers, opens the builder, and meets no English in the shell: the visible text of the page
 * (the resume preview frame aside) has no Latin word outside brand and format names.
 */

/** Latin words allowed in a translated screen: brands, formats and the Arabic-English toggle. */
const allowed = new Set([
  "Sira",
  "PDF",
  "Word",
  "docx",
  "ATS",
  "API",
  "A4",
  "Letter",
  "Google",
  "Play",
  "App",
  "Store",
  "LinkedIn",
  "VIP",
  "STAR",
  "English",
  // Keys and units, as printed on keyboards and rulers.
  "Ctrl",
  "Shift",
  "Space",
  "Enter",
  "Z",
  "px",
]);

/** Latin words in the page's visible text, minus the allowed ones, e-mail addresses and links. */
async function englishWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    // Language names in the menu are each in their own script; the resume's own content
    // (isolated in <bdi>, or marked with its lang) is the user's, not the interface's.
    const skip = "select, bdi, [lang='en'], [lang='ar'], iframe";
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(skip)) continue;
      const style = getComputedStyle(parent);
      if (style.display === "none" || style.visibility === "hidden") continue;
      parts.push(node.textContent ?? "");
    }
    // Labels name content too ("Save Software Engineer" on a job card's bookmark): text the page
    // shows as content (in <bdi> or with its own lang) is taken out of the labels as well.
    const contents = Array.from(document.querySelectorAll("bdi, [lang='en'], [lang='ar']"))
      .map((e) => e.textContent?.trim() ?? "")
      .filter((c) => c.length > 1)
      .sort((a, b) => b.length - a.length);
    const labels = Array.from(document.querySelectorAll("[aria-label], [title], [placeholder]"))
      .filter((e) => !e.closest(skip))
      .flatMap((e) => ["aria-label", "title", "placeholder"].map((a) => e.getAttribute(a) ?? ""))
      .map((label) => contents.reduce((rest, content) => rest.split(content).join(" "), label));
    return [...parts, ...labels].join(" ");
  });
  // Labels quote the user's own titles (“GitHub”): those are content, not interface.
  const interfaceText = text.replace(/“[^“”]*”|(?<!\S)\S+@\S+|https?:\/\/\S*/g, " ");
  return [...interfaceText.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]).filter((word) => !allowed.has(word));
}

const journeys = [
  {
    code: "ur",
    name: "اردو",
    dir: "rtl",
    register: { name: "پورا نام", username: "صارف نام", email: "ای میل", password: "پاس ورڈ" },
    submit: "اکاؤنٹ بنائیں",
    verifyTitle: "اپنی ای میل کی تصدیق کریں",
    builderStep: "ذاتی معلومات",
    services: "آپ کے سی ویز",
    updated: "اپ ڈیٹ ہوا",
    menuLabel: "انٹرفیس کی زبان",
  },
  {
    code: "hi",
    name: "हिन्दी",
    dir: "ltr",
    register: { name: "पूरा नाम", username: "उपयोगकर्ता नाम", email: "ईमेल", password: "पासवर्ड" },
    submit: "खाता बनाएँ",
    verifyTitle: "अपना ईमेल सत्यापित करें",
    builderStep: "व्यक्तिगत जानकारी",
    services: "आपके रिज़्यूमे",
    updated: "अपडेट किया गया",
    menuLabel: "इंटरफ़ेस की भाषा",
  },
] as const;

for (const j of journeys) {
  test(`${j.code}: choose the language, register, open the builder; no English in the shell`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page
      .context()
      .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
    await page.goto("/auth/register");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");

    // Closed, the menu holds only the current language (the names load when it is first
    // focused, keeping them off the sign-in screens' first load); then every language, each
    // named in its own script.
    const menu = page.getByRole("combobox", { name: "لغة الواجهة" }).first();
    await expect(menu.locator("option")).toHaveText(["العربية"]);
    await expect(menu).toHaveValue("ar");
    await menu.focus();
    await expect(menu.locator("option")).toHaveCount(45);
    for (const name of ["اردو", "हिन्दी", "বাংলা", "தமிழ்", "简体中文", "Français", "Norsk bokmål", "پښتو"])
      await expect(menu.locator("option", { hasText: name })).toHaveCount(1);
    await menu.selectOption({ label: j.name });
    await expect(page.locator("html")).toHaveAttribute("lang", j.code);
    await expect(page.locator("html")).toHaveAttribute("dir", j.dir);
    // The locale's own font is loaded (bundled, no CDN).
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .toContain(j.code === "ur" ? "Noto Nastaliq Urdu" : "Noto Sans Devanagari");

    const tag = Math.random().toString(36).slice(2, 10);
    await page.getByLabel(j.register.name).fill(`Test ${tag}`);
    await page.getByLabel(j.register.username).fill(`loc${tag}`);
    await page.getByLabel(j.register.email).fill(`loc${tag}@example.com`);
    await page.getByLabel(j.register.password, { exact: true }).fill("correct-horse-42");
    await expect(async () => expect(await englishWords(page)).toEqual([])).toPass();
    await page.screenshot({ path: `test-results/screens/locale-${j.code}-register.png`, fullPage: true });
    await page.getByRole("button", { name: j.submit }).click();
    await expect(page.getByRole("heading", { name: j.verifyTitle })).toBeVisible();

    // The saved locale goes with the account (PATCH-free: the register call carried it).
    const me = await (await page.request.post("/api/auth/session")).json();
    expect(me.user.locale).toBe(j.code);

    // An Arabic sample resume: its content stays Arabic; the interface around it is the locale's.
    const created = await page.request.post("/api/resume", {
      data: { title: "سيرتي", slug: `loc-${Date.now()}`, language: "ar", sample: true },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };

    // The resume card's date ("updated … ago") is in the locale too.
    await page.goto("/dashboard/services");
    await expect(page.getByRole("heading", { name: j.services })).toBeVisible();
    await expect(page.getByTestId("resume-card")).toContainText(j.updated);
    await expect(page.locator("html")).toHaveAttribute("dir", j.dir);
    await expect(async () => expect(await englishWords(page)).toEqual([])).toPass();
    await page.screenshot({ path: `test-results/screens/locale-${j.code}-services.png`, fullPage: true });
    await page.goto(`/builder/${id}`);
    await expect(page.getByText(j.builderStep).first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", j.code);
    await expect(async () => expect(await englishWords(page)).toEqual([])).toPass();
    await page.screenshot({ path: `test-results/screens/locale-${j.code}-builder.png` });

    // Settings offer the same menu, showing the chosen language.
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("combobox", { name: j.menuLabel }).last()).toHaveValue(j.code);
    await expect(async () => expect(await englishWords(page)).toEqual([])).toPass();
    await page.screenshot({ path: `test-results/screens/locale-${j.code}-settings.png`, fullPage: true });

    // A refused request answers in the locale (the server's catalogue for it).
    const refused = await page.request.get("/api/resume/00000000-0000-4000-8000-000000000000");
    expect(((await refused.json()) as { message: string }).message).not.toMatch(/[A-Za-z]{3,}/);
  });
}
