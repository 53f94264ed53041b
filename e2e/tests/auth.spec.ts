import { createHmac } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** The operator token the e2e server runs with (playwright.config.ts sets ADMIN_TOKEN). */
const adminToken = process.env.E2E_ADMIN_TOKEN ?? "e2e-admin-token";

/** The newest outbox link to `email` whose path is `path` (the embedded mail default). */
async function mailedLink(request: APIRequestContext, email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const mails = (await res.json()) as { link: string | null }[];
      link = mails.map((m) => m.link).find((l) => l && new URL(l).pathname === path) ?? undefined;
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) for a base32 secret, `offset` steps from now. */
function totp(secret: string, offset = 0): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/(?<!=)=+$/, ""))
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const mac = createHmac("sha1", key).update(counter).digest();
  const at = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

async function signIn(
  page: Page,
  identifier: string,
  password: string,
  labels = { id: "البريد الإلكتروني أو اسم المستخدم", pw: "كلمة المرور", submit: "تسجيل الدخول" },
) {
  await page.goto("/auth/login");
  await page.getByLabel(labels.id).fill(identifier);
  await page.getByLabel(labels.pw, { exact: true }).fill(password);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

/**
 * Sign out through the API; the page's context shares its cookies, so the session ends there too.
 * The page leaves the app first, so its own reaction to the ended session cannot race the test.
 */
async function signOut(page: Page) {
  await page.goto("about:blank");
  expect((await page.request.post("/api/auth/logout")).ok()).toBe(true);
}

test("Arabic: register → verify by the mailed link → sign out → sign in; 2FA with a TOTP code and a backup code", async ({
  page,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const email = `huda${tag}@example.com`;
  const password = "kalimat-sirr-1";

  await page.goto("/auth/register");
  await page.getByRole("button", { name: "رفض" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("أنشئ حسابك");
  await page.getByLabel("الاسم الكامل").fill("هدى العنزي");
  await page.getByLabel("اسم المستخدم").fill(`huda${tag}`);
  await page.getByLabel("البريد الإلكتروني").fill(email);
  await page.getByLabel("كلمة المرور").fill(password);
  await page.getByRole("button", { name: "إنشاء الحساب" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: "test-results/screens/verify-email-ar.png", fullPage: true });

  await page.goto(await mailedLink(page.request, email, "/auth/verify-email"));
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await expect(
    page.getByRole("status").filter({ hasText: "تم التحقق من بريدك الإلكتروني بنجاح." }),
  ).toBeVisible();

  await signOut(page);
  await signIn(page, `huda${tag}`, "wrong-password");
  await expect(
    page.getByRole("alert").filter({ hasText: "يبدو أن اسم المستخدم أو كلمة المرور غير صحيحة." }),
  ).toBeVisible();
  // A failed sign-in clears the form (spec §4).
  await expect(page.getByLabel("البريد الإلكتروني أو اسم المستخدم")).toHaveValue("");
  await signIn(page, `huda${tag}`, password);
  await expect(page).toHaveURL(/\/dashboard\/services$/);

  await page.goto("/dashboard/settings");
  await page.getByRole("tab", { name: "الأمان" }).click();
  await page.getByRole("button", { name: "تفعيل المصادقة الثنائية" }).click();
  await expect(page.getByRole("img", { name: "رمز QR لتطبيق المصادقة" })).toBeVisible();
  const secret = (await page.locator("code").textContent())!.trim();
  await page.getByLabel("الرمز من التطبيق").fill(totp(secret, -1));
  await page.getByRole("button", { name: "تأكيد وتفعيل" }).click();
  const codes = page.getByRole("list", { name: "احفظ رموزك الاحتياطية" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backup = (await codes.first().textContent())!.trim();
  expect(backup).toMatch(/^[a-z0-9]{10}$/);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "تنزيل الرموز" }).click();
  expect((await download).suggestedFilename()).toBe("sira-backup-codes.txt");
  await page.screenshot({ path: "test-results/screens/backup-codes-ar.png", fullPage: true });
  await page.getByRole("button", { name: "حفظت رموزي" }).click();
  await expect(page.getByText("المصادقة الثنائية مفعّلة.")).toBeVisible();

  await signOut(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/auth\/verify-otp$/);
  await page.getByLabel("رمز لمرة واحدة").fill(totp(secret));
  await page.getByRole("button", { name: "تحقق" }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);

  await signOut(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/auth\/verify-otp$/);
  await page.getByRole("link", { name: "فقدت جهازك؟ استخدم رمزًا احتياطيًا" }).click();
  await page.getByLabel("الرمز الاحتياطي").fill("ABC");
  await expect(
    page.getByText(
      "يجب أن يتكون الرمز الاحتياطي من 10 خانات بالضبط، وأن يحتوي على أحرف إنجليزية صغيرة أو أرقام فقط.",
    ),
  ).toBeVisible();
  await page.getByLabel("الرمز الاحتياطي").fill(backup);
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
});

test("English: forgot → reset by the mailed link → sign in; settings: name, uploaded picture, e-mail change", async ({
  page,
}) => {
  await page.goto("/auth/login");
  await page.evaluate(() => localStorage.setItem("sira-lang", "en"));
  const tag = Math.random().toString(36).slice(2, 8);
  const email = `omar${tag}@example.com`;
  const res = await page.request.post("/api/auth/register", {
    data: { name: "Omar", username: `omar${tag}`, email, password: "old-password-1", locale: "en-US" },
  });
  expect(res.ok()).toBe(true);
  await signOut(page);

  await page.goto("/auth/login");
  await page.getByRole("button", { name: "Reject" }).click();
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByText(
      "A password reset link should have been sent to your inbox, if an account existed with the email you provided.",
    ),
  ).toBeVisible();
  await page.screenshot({ path: "test-results/screens/forgot-sent-en.png", fullPage: true });

  await page.goto(await mailedLink(page.request, email, "/auth/reset-password"));
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.getByLabel("New password").fill("new-password-2");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, email, "old-password-1", { id: "Email or username", pw: "Password", submit: "Sign in" });
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "It looks like the username or password you entered is incorrect." }),
  ).toBeVisible();
  await signIn(page, email, "new-password-2", { id: "Email or username", pw: "Password", submit: "Sign in" });
  await expect(page).toHaveURL(/\/dashboard\/services$/);

  // Settings → account: the reset link proved the mailbox, so the address shows as verified.
  await page.goto("/dashboard/settings");
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await page.getByLabel("Name", { exact: true }).fill("Omar Al-Harbi");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your changes have been saved." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);

  // Upload is offered while there is no picture; the server answers a re-encoded image's URL.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByLabel("Picture URL")).toHaveValue(/^\/api\/storage\/image\/.+\.webp\?sig=/);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your changes have been saved." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload a picture" })).toHaveCount(0);

  // A new e-mail only takes effect once its link is opened.
  await page.getByLabel("Email", { exact: true }).fill(`new-${email}`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `We sent a confirmation link to new-${email}` }),
  ).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.goto(await mailedLink(page.request, `new-${email}`, "/auth/verify-email"));
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await page.goto("/dashboard/settings");
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(`new-${email}`);
  await page.screenshot({ path: "test-results/screens/settings-account-en.png", fullPage: true });
});

test("reset-password without a token goes to forgot-password", async ({ page }) => {
  await page.goto("/auth/reset-password");
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
});

test("settings → security asks for the current password and signs out other sessions (ar, en)", async ({
  page,
  browser,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([{ name: "sira_consent", value: "false", url: baseURL ?? "http://localhost" }]);
  const tag = Math.random().toString(36).slice(2, 8);
  const username = `nora${tag}`;
  const res = await page.request.post("/api/auth/register", {
    data: {
      name: "Nora",
      username,
      email: `${username}@example.com`,
      password: "old-password-1",
      locale: "ar-SA",
    },
  });
  expect(res.ok()).toBe(true);
  // Another device signed in with the same account.
  const other = await browser.newContext({ baseURL });
  expect(
    (
      await other.request.post("/api/auth/login", {
        data: { identifier: username, password: "old-password-1" },
      })
    ).ok(),
  ).toBe(true);

  await page.goto("/dashboard/settings");
  await page.getByRole("tab", { name: "الأمان" }).click();
  await page.getByLabel("كلمة المرور الحالية").fill("not-my-password");
  await page.getByLabel("كلمة المرور الجديدة").fill("new-password-2");
  await page.getByLabel("تأكيد كلمة المرور").fill("new-password-2");
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(page.getByText("كلمة المرور الحالية غير صحيحة.")).toBeVisible();
  expect((await other.request.get("/api/user/me")).status()).toBe(200);
  await page.screenshot({ path: "test-results/screens/security-wrong-current-ar.png" });

  await page.getByLabel("كلمة المرور الحالية").fill("old-password-1");
  await page.getByRole("button", { name: "تغيير كلمة المرور" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم تغيير كلمة المرور." })).toBeVisible();
  expect((await other.request.get("/api/user/me")).status()).toBe(401);
  await other.close();

  await page.evaluate(() => localStorage.setItem("sira-lang", "en"));
  await page.goto("/dashboard/settings");
  await page.getByRole("tab", { name: "Security" }).click();
  await expect(page.getByLabel("Current password")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/security-en.png" });
});
