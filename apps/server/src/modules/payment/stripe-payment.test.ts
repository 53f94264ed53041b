import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { createStripeProvider } from "../../adapters/payment/stripe-provider";
import { payments, pointTransactions } from "../../db/schema";

const webhookSecret = "whsec_test_secret";

/** A stand-in for api.stripe.com that creates Checkout Sessions and remembers the requests. */
async function startFakeStripe() {
  const requests: URLSearchParams[] = [];
  let count = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/checkout/sessions") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "not found" } }));
        return;
      }
      requests.push(new URLSearchParams(body));
      count += 1;
      const id = `cs_test_${count}`;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}` }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe(`Stripe payments (${testDatabaseKind})`, () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  const stripe = new Stripe("sk_test_123");
  beforeAll(async () => {
    fake = await startFakeStripe();
    const client = new Stripe("sk_test_123", { host: "127.0.0.1", port: fake.port, protocol: "http" });
    t = await createTestApp(
      {
        PAYMENT_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        PUBLIC_URL: "https://sira.example",
      },
      {
        paymentProvider: createStripeProvider({
          secretKey: "sk_test_123",
          webhookSecret,
          publicUrl: "https://sira.example",
          client,
        }),
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => vi.restoreAllMocks());

  const available = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } })).json().available;

  const checkout = async (cookie: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/payment",
      headers: { cookie },
      payload: { subscription: "gold" },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    const sessionId = url.split("/").at(-1) ?? "";
    return { url, sessionId };
  };

  const event = (type: string, session: Record<string, unknown>) =>
    JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object: { object: "checkout.session", currency: "usd", payment_status: "paid", ...session } },
    });
  const deliver = (payload: string, secret = webhookSecret) =>
    t.app.inject({
      method: "POST",
      url: "/api/payment/stripe/webhook",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });

  it("opens a Checkout Session with the plan's price and the return URLs, crediting nothing yet", async () => {
    const { cookie, user } = await signedInUser(t.database.db);
    const { url, sessionId } = await checkout(cookie);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const sent = fake.requests.at(-1);
    expect(sent?.get("mode")).toBe("payment");
    expect(sent?.get("line_items[0][price_data][unit_amount]")).toBe("5999");
    expect(sent?.get("line_items[0][price_data][currency]")).toBe("usd");
    expect(sent?.get("success_url")).toBe("https://sira.example/dashboard?state=success");
    expect(sent?.get("cancel_url")).toBe("https://sira.example/dashboard?state=fail");
    expect(sent?.get("customer_email")).toBe(user.email);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerSessionId, sessionId));
    expect(row).toMatchObject({ provider: "stripe", status: "pending", amountCents: 5999, points: 300 });
    expect(sent?.get("client_reference_id")).toBe(row?.id);
    expect(await available(cookie)).toBe(0);
  });

  it("fulfils checkout.session.completed once when it is replayed 10 times", async () => {
    const { cookie, user } = await signedInUser(t.database.db);
    const { sessionId } = await checkout(cookie);
    const payload = event("checkout.session.completed", { id: sessionId, amount_total: 5999 });
    const first = await deliver(payload);
    expect(first.json()).toEqual({ received: true, outcome: "fulfilled" });
    for (let i = 0; i < 10; i++)
      expect((await deliver(payload)).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await available(cookie)).toBe(300);
    const ledger = await t.database.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.userId, user.id));
    expect(ledger).toHaveLength(1);
    const premium = (
      await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } })
    ).json().premium;
    expect(premium.active).toBe(true);
  });

  it("rejects and logs a forged signature, a wrong amount and an unknown session", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const { sessionId } = await checkout(cookie);
    const warn = vi.spyOn(t.app.log, "warn");
    const forged = await deliver(
      event("checkout.session.completed", { id: sessionId, amount_total: 5999 }),
      "whsec_wrong",
    );
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({
      method: "POST",
      url: "/api/payment/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload: event("checkout.session.completed", { id: sessionId, amount_total: 5999 }),
    });
    expect(unsigned.statusCode).toBe(403);
    const cheap = await deliver(event("checkout.session.completed", { id: sessionId, amount_total: 993 }));
    expect(cheap.statusCode).toBe(400);
    const unknown = await deliver(
      event("checkout.session.completed", { id: "cs_test_unknown", amount_total: 5999 }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(await available(cookie)).toBe(0);
  });

  it("fulfils only on checkout.session.completed with the money paid", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const { sessionId } = await checkout(cookie);
    const other = await deliver(
      event("checkout.session.async_payment_failed", { id: sessionId, amount_total: 5999 }),
    );
    expect(other.json()).toEqual({ received: true, outcome: "ignored" });
    const unpaid = await deliver(
      event("checkout.session.completed", { id: sessionId, amount_total: 5999, payment_status: "unpaid" }),
    );
    expect(unpaid.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await available(cookie)).toBe(0);
  });

  it("serves no sandbox routes when Stripe is the provider", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/payment/sandbox/webhook", payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
