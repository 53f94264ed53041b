import { randomUUID } from "node:crypto";
import { plans } from "@sira/schema";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import {
  buildSandboxWebhook,
  sandboxSignatureHeader,
  signSandboxPayload,
} from "../../adapters/payment/sandbox-provider";
import { payments, pointTransactions } from "../../db/schema";

const day = 24 * 60 * 60 * 1000;

describe(`sandbox payments (${testDatabaseKind})`, () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ PREMIUM_DAYS: "365" });
    secret = t.config.SECRET_KEY ?? "";
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const subscription = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } })).json();

  /** POST /api/payment and the checkout URL and payment id it answers. */
  const startCheckout = async (cookie: string, plan: "bronze" | "silver" | "gold") => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payment",
      headers: { cookie },
      payload: { subscription: plan },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    const id = url.split("/").at(-1) ?? "";
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, id));
    if (!payment) throw new Error("no payment row");
    return { url, payment };
  };
  const decide = (url: string, cookie: string, decision: "pay" | "decline") =>
    t.app.inject({
      method: "POST",
      url,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: `decision=${decision}`,
    });
  const deliver = (body: string, signature?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/payment/sandbox/webhook",
      headers: {
        "content-type": "application/json",
        ...(signature === undefined ? {} : { [sandboxSignatureHeader]: signature }),
      },
      payload: body,
    });

  it("needs a signed-in user and a known plan", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/payment",
      payload: { subscription: "gold" },
    });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signedInUser(t.database.db);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/payment",
      headers: { cookie },
      payload: { subscription: "platinum" },
    });
    expect(bad.json().code).toBe("ValidationError");
  });

  it("buys VIP end to end: Arabic checkout page, Pay, signed webhook, success return, points and premium", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const { url, payment } = await startCheckout(cookie, "gold");
    expect(url).toBe(`/api/payment/sandbox/checkout/${payment.id}`);
    expect(payment).toMatchObject({ status: "pending", amountCents: 5999, currency: "usd", points: 300 });
    expect((await subscription(cookie)).available).toBe(0);

    const page = await t.app.inject({ method: "GET", url, headers: { cookie: `${cookie}; sira-lang=ar` } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    // So the browser's form POST carries our Origin and passes the cross-site check.
    expect(page.headers["referrer-policy"]).toBe("same-origin");
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain("كبار الشخصيات");
    expect(page.body).toContain("59.99 دولار أمريكي");
    expect(page.body).toContain('value="pay"');
    expect(page.body).not.toContain("<script");
    const english = await t.app.inject({
      method: "GET",
      url,
      headers: { cookie: `${cookie}; sira-lang=en` },
    });
    expect(english.body).toContain('dir="ltr"');
    expect(english.body).toContain("$59.99");

    const paid = await decide(url, cookie, "pay");
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe("/dashboard?state=success");

    const after = await subscription(cookie);
    expect(after.available).toBe(300);
    expect(after.premium.active).toBe(true);
    expect(Math.abs(new Date(after.premium.until).getTime() - (Date.now() + 365 * day))).toBeLessThan(60_000);

    const history = await t.app.inject({
      method: "GET",
      url: "/api/subscription/transactions",
      headers: { cookie },
    });
    expect(history.json().items).toEqual([
      expect.objectContaining({
        kind: "credit",
        points: 300,
        balanceAfter: 300,
        reason: "gold",
        referenceType: "payment",
        referenceId: payment.id,
      }),
    ]);

    // Paying the same checkout again, or reopening it, credits nothing more.
    expect((await decide(url, cookie, "pay")).headers.location).toBe("/dashboard?state=success");
    const reopened = await t.app.inject({ method: "GET", url, headers: { cookie } });
    expect(reopened.statusCode).toBe(303);
    expect((await subscription(cookie)).available).toBe(300);
  });

  it("declines: failure return, payment failed, nothing credited", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const { url, payment } = await startCheckout(cookie, "silver");
    const declined = await decide(url, cookie, "decline");
    expect(declined.headers.location).toBe("/dashboard?state=fail");
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe("failed");
    expect(await subscription(cookie)).toEqual({ available: 0, premium: { active: false, until: null } });
  });

  it("shows a checkout only to its owner", async () => {
    const owner = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    const { url } = await startCheckout(owner.cookie, "bronze");
    expect((await t.app.inject({ method: "GET", url, headers: { cookie: other.cookie } })).statusCode).toBe(
      404,
    );
    expect((await decide(url, other.cookie, "pay")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await subscription(owner.cookie)).available).toBe(0);
  });

  it("Basic adds points without premium; a second Standard extends premium from its current end", async () => {
    const { cookie } = await signedInUser(t.database.db);
    await decide((await startCheckout(cookie, "bronze")).url, cookie, "pay");
    expect(await subscription(cookie)).toEqual({ available: 35, premium: { active: false, until: null } });
    await decide((await startCheckout(cookie, "silver")).url, cookie, "pay");
    await decide((await startCheckout(cookie, "silver")).url, cookie, "pay");
    const after = await subscription(cookie);
    expect(after.available).toBe(35 + 90 + 90);
    expect(Math.abs(new Date(after.premium.until).getTime() - (Date.now() + 730 * day))).toBeLessThan(60_000);
  });

  it("credits a valid webhook once when it is replayed 10 times", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const { payment } = await startCheckout(cookie, "gold");
    const { body, signature } = buildSandboxWebhook(secret, payment, "pay");
    const first = await deliver(body, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: "fulfilled" });
    const warn = vi.spyOn(t.app.log, "warn");
    const replays = await Promise.all(Array.from({ length: 10 }, () => deliver(body, signature)));
    for (const replay of replays) expect(replay.json()).toEqual({ received: true, outcome: "duplicate" });
    expect(warn).toHaveBeenCalledTimes(10);
    expect((await subscription(cookie)).available).toBe(300);
    const credits = await t.database.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, user.id));
    expect(credits).toHaveLength(1);
    expect(credits[0]?.idempotencyKey).toBe(`payment:${payment.id}`);
  });

  it("rejects and logs forged, tampered, unsigned and stale webhooks", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const { payment } = await startCheckout(cookie, "gold");
    const { body, signature } = buildSandboxWebhook(secret, payment, "pay");
    const warn = vi.spyOn(t.app.log, "warn");
    const forged = buildSandboxWebhook("not-the-secret", payment, "pay");
    const stale = signSandboxPayload(secret, body, Math.floor(Date.now() / 1000) - 3600);
    const attempts = [
      await deliver(forged.body, forged.signature),
      await deliver(body.replace("5999", "1"), signature),
      await deliver(body),
      await deliver(body, "t=abc,v1=zz"),
      await deliver(body, stale),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("Forbidden");
    }
    expect(warn).toHaveBeenCalledTimes(attempts.length);
    expect((await subscription(cookie)).available).toBe(0);
  });

  it("rejects and logs a signed webhook with the wrong amount or an unknown session", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const { payment } = await startCheckout(cookie, "gold");
    const warn = vi.spyOn(t.app.log, "warn");
    const cheap = buildSandboxWebhook(secret, { ...payment, amountCents: 993 }, "pay");
    const wrongAmount = await deliver(cheap.body, cheap.signature);
    expect(wrongAmount.statusCode).toBe(400);
    const euros = buildSandboxWebhook(secret, { ...payment, currency: "eur" }, "pay");
    expect((await deliver(euros.body, euros.signature)).statusCode).toBe(400);
    const unknown = buildSandboxWebhook(secret, { ...payment, id: randomUUID() }, "pay");
    const unknownRes = await deliver(unknown.body, unknown.signature);
    expect(unknownRes.statusCode).toBe(404);
    expect(warn).toHaveBeenCalledTimes(3);
    expect((await subscription(cookie)).available).toBe(0);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe("pending");
  });

  it("prices every plan from the shared plan table", async () => {
    const { cookie } = await signedInUser(t.database.db);
    for (const plan of plans) {
      const { payment } = await startCheckout(cookie, plan.id);
      expect(payment.amountCents).toBe(Math.round(plan.priceUsd * 100));
      expect(payment.points).toBe(plan.points);
    }
  });
});

describe(`checkout in a Gulf currency (${testDatabaseKind})`, () => {
  it("charges PAYMENT_CURRENCY at the fixed rate, shows it on the checkout page and fulfils it", async () => {
    const t = await createTestApp({ PAYMENT_CURRENCY: "kwd" });
    try {
      const { cookie } = await signedInUser(t.database.db);
      const gold = plans.find((p) => p.id === "gold")!;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payment",
        headers: { cookie },
        payload: { subscription: gold.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().url;
      const [payment] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, url.split("/").at(-1)!));
      // 59.99 USD × 0.307 = 18.417 KWD, charged in fils rounded to ten: 18.420.
      expect(payment).toMatchObject({ currency: "kwd", amountCents: 18_420 });
      const page = await t.app.inject({ method: "GET", url, headers: { cookie, "accept-language": "en" } });
      expect(page.body).toContain("KWD");
      expect(page.body).toContain("18.420");
      const paid = await t.app.inject({
        method: "POST",
        url,
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        payload: "decision=pay",
      });
      expect(paid.statusCode).toBe(303);
      const balance = await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } });
      expect(balance.json().available).toBe(gold.points);
      const health = (await t.app.inject({ method: "GET", url: "/api/health" })).json();
      expect(health.payment).toMatchObject({ ok: true, currency: "KWD" });
    } finally {
      await t.close();
    }
  });
});

describe(`the sandbox in production (${testDatabaseKind})`, () => {
  const buy = async (t: TestApp) => {
    const { cookie } = await signedInUser(t.database.db);
    return t.app.inject({
      method: "POST",
      url: "/api/payment",
      headers: { cookie, "content-type": "application/json", "accept-language": "en" },
      payload: JSON.stringify({ subscription: plans[0]!.id }),
    });
  };

  it("is off when PAYMENT_PROVIDER is unset: no checkout, no points, and health says why", async () => {
    const t = await createTestApp({ NODE_ENV: "production" });
    try {
      const res = await buy(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: "PaymentUnavailable",
        message: expect.stringMatching(/not available/),
      });
      expect(await t.database.db.select().from(payments)).toHaveLength(0);
      const sandboxPage = await t.app.inject({
        method: "GET",
        url: `/api/payment/sandbox/checkout/${randomUUID()}`,
      });
      expect(sandboxPage.statusCode).toBe(404);
      const health = (await t.app.inject({ method: "GET", url: "/api/health" })).json();
      expect(health.payment).toEqual({
        ok: false,
        driver: "none",
        detail: expect.stringMatching(/PAYMENT_PROVIDER/),
      });
    } finally {
      await t.close();
    }
  });

  it("runs when PAYMENT_PROVIDER=sandbox is set explicitly", async () => {
    const t = await createTestApp({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" });
    try {
      const res = await buy(t);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ url: string }>().url).toMatch(/\/api\/payment\/sandbox\/checkout\//);
      const health = (await t.app.inject({ method: "GET", url: "/api/health" })).json();
      expect(health.payment).toEqual({ ok: true, driver: "sandbox", currency: "USD" });
    } finally {
      await t.close();
    }
  });
});
