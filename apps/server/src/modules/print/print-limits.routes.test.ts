import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { resumes } from "../../db/schema";
import { publicPrintLimits } from "../share/public-print.routes";
import { creditPoints } from "../wallet/credit-points";
import { viewerPrintLimit } from "./print-limits";

/**
 * Everyone who is not the owner prints on a budget: per user when signed in (a signed-in
 * non-owner had none, and one account's free prints made a paying user's print wait 31 s), per
 * address when signed out. Text files: no browser needed, and each print counts the same.
 */
describe(`print limits for viewers who are not the owner (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let resumeId: string;
  let publicPath: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    owner = await signedInUser(db);
    await creditPoints(db, {
      userId: owner.user.id,
      points: 5,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/resume",
      headers: { cookie: owner.cookie },
      payload: { title: "Public CV", slug: "public-cv", language: "en", sample: true },
    });
    resumeId = created.json<{ id: string }>().id;
    await db.update(resumes).set({ visibility: "public" }).where(eq(resumes.id, resumeId));
    publicPath = `/api/public/${owner.user.username}/public-cv`;
  });
  afterAll(() => t?.close());

  const print = (ip: string, cookie?: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}?format=txt`,
      headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
    });

  it("limits a signed-in viewer's prints of someone else's public resume, per user", async () => {
    const viewer = await signedInUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < viewerPrintLimit.max; i++)
      statuses.push((await print("198.51.100.1", viewer.cookie)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // From another address too: the budget is the user's.
    const refused = await print("198.51.100.2", viewer.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RateLimited");

    // Another user at the same address has a budget of their own, as does a signed-out visitor.
    const other = await signedInUser(t.database.db);
    expect((await print("198.51.100.1", other.cookie)).statusCode).toBe(200);
    expect((await print("198.51.100.1")).statusCode).toBe(200);
    // The owner pays for their prints and is not on a viewer's budget.
    for (let i = 0; i < viewerPrintLimit.max + 1; i++)
      expect((await print("198.51.100.1", owner.cookie)).statusCode).toBe(200);
  });

  it("limits the public PDF download per user when signed in, per address when not", async () => {
    const viewer = await signedInUser(t.database.db);
    const download = (ip: string, cookie?: string) =>
      t.app.inject({
        method: "GET",
        url: `${publicPath}/pdf`,
        headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
      });
    // No browser in this app: each download fails to render, and each counts.
    for (let i = 0; i < publicPrintLimits.pdfPerMinute; i++)
      expect((await download("198.51.100.7", viewer.cookie)).statusCode).not.toBe(429);
    expect((await download("198.51.100.8", viewer.cookie)).statusCode).toBe(429);
    const other = await signedInUser(t.database.db);
    expect((await download("198.51.100.7", other.cookie)).statusCode).not.toBe(429);
    expect((await download("198.51.100.7")).statusCode).not.toBe(429);
  });
});
