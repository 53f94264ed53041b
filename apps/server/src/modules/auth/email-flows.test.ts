import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient, waitFor } from "../../../test/helpers/auth-client";
import { createUserWithPassword } from "../../../test/helpers/factories";
import { linkIn, startSmtpServer } from "../../../test/helpers/smtp";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { authTokens, outbox, users } from "../../db/schema";

const password = "first password";

describe(`verification and reset mail over real SMTP (${testDatabaseKind})`, () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: "https://sira.example",
      MAIL_FROM: "Sira <no-reply@sira.example>",
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("register mails an Arabic RTL verification link; following it verifies the address, once", async () => {
    const client = new TestClient(t.app);
    const res = await client.post("/api/auth/register", {
      name: "نورة",
      username: "noura",
      email: "noura@example.com",
      password,
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitForMail("noura@example.com");
    expect(mail.subject).toBe("تأكيد بريدك الإلكتروني في سيرة");
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.text).toContain("مرحبًا نورة");
    const link = linkIn(mail, "/auth/verify-email");
    expect(link.origin).toBe("https://sira.example");
    const token = link.searchParams.get("token")!;
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.email, "noura@example.com"));
    expect(stored?.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(24 * 3600 * 1000, -4);

    const verified = await client.post(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: "noura@example.com", emailVerified: true });
    expect((await client.get("/api/user/me")).json().emailVerified).toBe(true);
    const again = await client.post(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("InvalidVerificationToken");
    const resend = await client.post("/api/auth/verify-email/resend");
    expect(resend.json().code).toBe("EmailAlreadyVerified");
  });

  it("mails English users in English (LTR) and resend replaces the earlier link", async () => {
    const client = new TestClient(t.app);
    await client.post("/api/auth/register", {
      name: "Omar",
      username: "omar",
      email: "omar@example.com",
      password,
      locale: "en-US",
    });
    const first = await smtp.waitForMail("omar@example.com", 1);
    expect(first.subject).toBe("Confirm your email address for Sira");
    expect(first.html).toContain('dir="ltr"');
    const resend = await client.post("/api/auth/verify-email/resend", undefined, { "accept-language": "en" });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe("A new verification link has been sent to your email address.");
    const second = await smtp.waitForMail("omar@example.com", 2);
    const oldToken = linkIn(first, "/auth/verify-email").searchParams.get("token")!;
    const newToken = linkIn(second, "/auth/verify-email").searchParams.get("token")!;
    expect((await client.post(`/api/auth/verify-email?token=${oldToken}`)).json().code).toBe(
      "InvalidVerificationToken",
    );
    expect((await client.post(`/api/auth/verify-email?token=${newToken}`)).statusCode).toBe(200);
  });

  it("mails an Urdu user in Urdu, right to left, and answers errors in the request's locale", async () => {
    const client = new TestClient(t.app);
    await client.post(
      "/api/auth/register",
      { name: "عائشہ", username: "ayesha", email: "ayesha@example.com", password, locale: "ur-PK" },
      { cookie: "sira-lang=ur" },
    );
    const mail = await smtp.waitForMail("ayesha@example.com");
    expect(mail.subject).toBe("سیرہ کے لیے اپنے ای میل پتے کی تصدیق کریں");
    expect(mail.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(mail.html).toContain('<body dir="rtl"');
    expect(mail.html).toContain("text-align:right");
    expect(mail.text).toContain("السلام علیکم عائشہ،");
    expect(mail.text).toContain("یہ لنک 24 گھنٹوں میں ختم ہو جائے گا");
    // The link stays isolated left to right inside the Urdu text.
    expect(mail.html).toMatch(/<bdi dir="ltr">https:\/\/sira\.example\/auth\/verify-email\?token=/);

    const taken = await new TestClient(t.app).post(
      "/api/auth/register",
      { name: "x", username: "ayesha", email: "other@example.com", password },
      { "accept-language": "ur-PK,ur;q=0.9,en;q=0.8" },
    );
    expect(taken.json()).toMatchObject({
      code: "UserAlreadyExists",
      message: "اس ای میل پتے اور/یا صارف نام کے ساتھ ایک صارف پہلے سے موجود ہے۔",
    });
    // A locale without server texts (Norwegian, spec §9) answers in English.
    const norwegian = await new TestClient(t.app).post(
      "/api/auth/register",
      { name: "x", username: "ayesha", email: "other@example.com", password },
      { "accept-language": "nb-NO" },
    );
    expect(norwegian.json().message).toBe("A user with this email address and/or username already exists.");
  });

  it("mails a Hindi user in Hindi, left to right", async () => {
    await new TestClient(t.app).post("/api/auth/register", {
      name: "प्रिया",
      username: "priya",
      email: "priya@example.com",
      password,
      locale: "hi-IN",
    });
    const mail = await smtp.waitForMail("priya@example.com");
    expect(mail.subject).toBe("Sira के लिए अपने ईमेल पते की पुष्टि करें");
    expect(mail.html).toMatch(/<html lang="hi" dir="ltr">/);
    expect(mail.text).toContain("नमस्ते प्रिया,");
  });

  it("refuses an expired verification link", async () => {
    const client = new TestClient(t.app);
    await client.post("/api/auth/register", {
      name: "Late",
      username: "late",
      email: "late@example.com",
      password,
    });
    const mail = await smtp.waitForMail("late@example.com");
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.email, "late@example.com"));
    const token = linkIn(mail, "/auth/verify-email").searchParams.get("token")!;
    expect((await client.post(`/api/auth/verify-email?token=${token}`)).json().code).toBe(
      "InvalidVerificationToken",
    );
  });

  it("forgot → reset mail → follow the link → new password works, old sessions end, link is single use", async () => {
    const user = await createUserWithPassword(t.database.db, password, { email: "reset-me@example.com" });
    const signedIn = new TestClient(t.app);
    await signedIn.post("/api/auth/login", { identifier: user.username, password });
    const forgot = await new TestClient(t.app).post(
      "/api/auth/forgot-password",
      { email: "Reset-Me@example.com" },
      { "accept-language": "en" },
    );
    expect(forgot.json().message).toBe(
      "A password reset link should have been sent to your inbox, if an account existed with the email you provided.",
    );
    const mail = await smtp.waitForMail("reset-me@example.com");
    expect(mail.subject).toBe("إعادة تعيين كلمة المرور في سيرة");
    const link = linkIn(mail, "/auth/reset-password");
    const token = link.searchParams.get("token")!;
    const reset = await new TestClient(t.app).post("/api/auth/reset-password", {
      token,
      password: "second password",
    });
    expect(reset.statusCode).toBe(200);
    expect((await signedIn.get("/api/user/me")).statusCode).toBe(401);
    const old = await new TestClient(t.app).post("/api/auth/login", { identifier: user.username, password });
    expect(old.json().code).toBe("InvalidCredentials");
    const fresh = await new TestClient(t.app).post("/api/auth/login", {
      identifier: user.username,
      password: "second password",
    });
    expect(fresh.statusCode).toBe(200);
    const reuse = await new TestClient(t.app).post("/api/auth/reset-password", {
      token,
      password: "third password",
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe("InvalidResetToken");
  });

  it("reset links expire after an hour", async () => {
    await createUserWithPassword(t.database.db, password, { email: "slow@example.com" });
    await new TestClient(t.app).post("/api/auth/forgot-password", { email: "slow@example.com" });
    const mail = await smtp.waitForMail("slow@example.com");
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.email, "slow@example.com"));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(3600 * 1000, -4);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(authTokens.email, "slow@example.com"));
    const token = linkIn(mail, "/auth/reset-password").searchParams.get("token")!;
    const res = await new TestClient(t.app).post("/api/auth/reset-password", {
      token,
      password: "never used",
    });
    expect(res.json().code).toBe("InvalidResetToken");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = smtp.mails.length;
    const known = await createUserWithPassword(t.database.db, password, { email: "known@example.com" });
    const a = await new TestClient(t.app).post("/api/auth/forgot-password", { email: "nobody@example.com" });
    const b = await new TestClient(t.app).post("/api/auth/forgot-password", { email: known.email });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    await smtp.waitForMail("known@example.com");
    expect(smtp.mails.length).toBe(before + 1);
  });

  it("changing e-mail takes effect only after the new address is verified", async () => {
    const user = await createUserWithPassword(t.database.db, password, { email: "old@example.com" });
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    const res = await client.patch("/api/user/me", { email: "New@Example.com" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: "old@example.com", emailVerified: true });
    const mail = await smtp.waitForMail("new@example.com");
    expect(mail.subject).toBe("تأكيد بريدك الإلكتروني الجديد في سيرة");
    // Resend goes to the pending address, not the current one.
    await client.post("/api/auth/verify-email/resend");
    const resent = await smtp.waitForMail("new@example.com", 2);
    const token = linkIn(resent, "/auth/verify-email").searchParams.get("token")!;
    const verified = await client.post(`/api/auth/verify-email?token=${token}`);
    expect(verified.json()).toMatchObject({ email: "new@example.com", emailVerified: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe("new@example.com");
  });

  it("refuses to change to an e-mail another account holds", async () => {
    const other = await createUserWithPassword(t.database.db, password);
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    const res = await client.patch("/api/user/me", { email: other.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("UserAlreadyExists");
  });
});

describe(`embedded outbox mail (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores the verification mail with its link in the outbox when SMTP is not configured", async () => {
    const client = new TestClient(t.app);
    await client.post("/api/auth/register", {
      name: "Huda",
      username: "huda",
      email: "huda@example.com",
      password,
    });
    const mail = await waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.toAddress, "huda@example.com"))
        .orderBy(desc(outbox.createdAt));
      return row;
    });
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=/);
    expect(mail.html).toContain('dir="rtl"');
    const token = new URL(mail.link!).searchParams.get("token")!;
    expect((await client.post(`/api/auth/verify-email?token=${token}`)).json().emailVerified).toBe(true);
  });

  it("lists the outbox to the operator (bearer ADMIN_TOKEN) and to nobody else", async () => {
    await new TestClient(t.app).post("/api/auth/register", {
      name: "Op",
      username: "operator",
      email: "op@example.com",
      password,
    });
    const url = "/api/admin/outbox?to=OP@example.com";
    const listed = await waitFor(async () => {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { authorization: "Bearer test-admin-token" },
      });
      const mails = res.json() as { to: string; subject: string; link: string | null }[];
      return mails.length > 0 ? mails : null;
    });
    expect(listed[0]).toMatchObject({ to: "op@example.com", subject: "تأكيد بريدك الإلكتروني في سيرة" });
    expect(listed[0]?.link).toContain("/auth/verify-email?token=");
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });
});

describe(`mail links are never logged (${testDatabaseKind})`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, { logger: { level: "info", stream: { write: (line) => lines.push(line) } } });
  });
  afterAll(() => t.close());

  it("logs that a verification or reset mail went to the outbox, and neither its link nor its token, even when followed", async () => {
    const client = new TestClient(t.app);
    await client.post("/api/auth/register", {
      name: "Reem",
      username: "reem",
      email: "reem@example.com",
      password,
    });
    await client.post("/api/auth/forgot-password", { email: "reem@example.com" });
    const links = await waitFor(async () => {
      const rows = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, "reem@example.com"));
      return rows.length === 2 ? rows.map((row) => new URL(row.link ?? "")) : null;
    });
    const tokens = links.map((link) => link.searchParams.get("token") ?? "");
    expect(tokens.every((token) => token.length > 20)).toBe(true);
    // Following the links as a browser does: the web page, then the API call it makes.
    for (const link of links) await client.get(`${link.pathname}${link.search}`);
    const verify = links.find((link) => link.pathname === "/auth/verify-email");
    const reset = links.find((link) => link.pathname === "/auth/reset-password");
    expect((await client.post(`/api/auth/verify-email${verify?.search}`)).statusCode).toBe(200);
    expect(
      (
        await client.post("/api/auth/reset-password", {
          token: reset?.searchParams.get("token"),
          password: "second password",
        })
      ).statusCode,
    ).toBe(200);

    const log = lines.join("");
    expect(log.match(/mail to outbox/g)).toHaveLength(2);
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
    }
    expect(log).not.toMatch(/token=(?!…)/);
    expect(log).toContain("/api/auth/verify-email?token=…");
  });
});
