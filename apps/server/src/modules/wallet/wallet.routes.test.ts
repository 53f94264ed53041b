import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { spendPoints } from "./spend-points";

describe(`wallet routes (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const grant = (payload: unknown, authorization?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/points",
      headers: authorization ? { authorization } : {},
      payload: payload as Record<string, unknown>,
    });

  it("answers the subscription only to a signed-in user: 0 points, no premium at first", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/subscription" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/subscription/transactions" })).statusCode).toBe(
      401,
    );
    const { cookie } = await signedInUser(t.database.db);
    const res = await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } });
    expect(res.json()).toEqual({ available: 0, premium: { active: false, until: null } });
  });

  it("grants points with the admin token, by e-mail or username, recorded in the ledger", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const byEmail = await grant(
      { user: user.email.toUpperCase(), points: 20, reason: "Launch gift" },
      "Bearer test-admin-token",
    );
    expect(byEmail.statusCode).toBe(201);
    expect(byEmail.json()).toMatchObject({
      userId: user.id,
      available: 20,
      transaction: { kind: "credit", points: 20, reason: "Launch gift", referenceType: "admin" },
    });
    const byUsername = await grant(
      { user: user.username, points: 5, reason: "Support" },
      "Bearer test-admin-token",
    );
    expect(byUsername.json().available).toBe(25);
    const subscription = await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } });
    expect(subscription.json().available).toBe(25);
  });

  it("grants once per idempotency key", async () => {
    const { user } = await signedInUser(t.database.db);
    const body = { user: user.username, points: 10, reason: "retry", idempotencyKey: randomUUID() };
    await grant(body, "Bearer test-admin-token");
    const again = await grant(body, "Bearer test-admin-token");
    expect(again.json().available).toBe(10);
  });

  it("answers 409 when an idempotency key is reused for another user, granting nothing to them", async () => {
    const first = await signedInUser(t.database.db);
    const second = await signedInUser(t.database.db);
    const idempotencyKey = randomUUID();
    await grant(
      { user: first.user.username, points: 10, reason: "gift", idempotencyKey },
      "Bearer test-admin-token",
    );
    const reused = await grant(
      { user: second.user.username, points: 10, reason: "gift", idempotencyKey },
      "Bearer test-admin-token",
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe("IdempotencyKeyReused");
    const balance = await t.app.inject({
      method: "GET",
      url: "/api/subscription",
      headers: { cookie: second.cookie },
    });
    expect(balance.json().available).toBe(0);
  });

  it("refuses a grant without the admin token or with a wrong one, changing nothing", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const body = { user: user.email, points: 1000, reason: "free points" };
    for (const authorization of [
      undefined,
      "Bearer wrong-token",
      "Bearer test-admin-token-longer",
      "test-admin-token",
    ]) {
      const res = await grant(body, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("Unauthorized");
    }
    // A user's session is not an admin token.
    const withCookie = await t.app.inject({
      method: "POST",
      url: "/api/admin/points",
      headers: { cookie },
      payload: body,
    });
    expect(withCookie.statusCode).toBe(401);
    const subscription = await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } });
    expect(subscription.json().available).toBe(0);
  });

  it("answers NotFound for an unknown user and ValidationError for a bad amount", async () => {
    const unknown = await grant(
      { user: "nobody@example.com", points: 5, reason: "x" },
      "Bearer test-admin-token",
    );
    expect(unknown.statusCode).toBe(404);
    const negative = await grant(
      { user: "nobody@example.com", points: -5, reason: "x" },
      "Bearer test-admin-token",
    );
    expect(negative.json().code).toBe("ValidationError");
  });

  it("pages the history newest first", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    await grant({ user: user.username, points: 30, reason: "seed" }, "Bearer test-admin-token");
    for (let i = 0; i < 4; i++)
      await spendPoints(t.database.db, {
        userId: user.id,
        spender: "compare",
        reference: { id: `compare-${i}` },
        idempotencyKey: randomUUID(),
      });
    const page = async (query: string) =>
      (
        await t.app.inject({
          method: "GET",
          url: `/api/subscription/transactions${query}`,
          headers: { cookie },
        })
      ).json();
    const first = await page("?limit=3");
    expect(first.items.map((e: { balanceAfter: number }) => e.balanceAfter)).toEqual([18, 21, 24]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(`?limit=3&before=${first.nextCursor}`);
    expect(second.items.map((e: { kind: string; balanceAfter: number }) => [e.kind, e.balanceAfter])).toEqual(
      [
        ["debit", 27],
        ["credit", 30],
      ],
    );
    expect(second.nextCursor).toBeNull();
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/subscription/transactions?limit=0",
          headers: { cookie },
        })
      ).statusCode,
    ).toBe(400);
  });
});
