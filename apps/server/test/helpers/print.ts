import { randomUUID } from "node:crypto";
import type { ResumeData } from "@sira/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { type BrowserPool, createBrowserPool } from "../../src/adapters/browser/browser-pool";
import { findChromium } from "../../src/adapters/browser/find-chromium";
import type { AppDeps } from "../../src/app-deps";
import { pointTransactions, type printKinds, prints, resumes, wallets } from "../../src/db/schema";
import { creditPoints } from "../../src/modules/wallet/credit-points";
import { signedInUser } from "./factories";
import { createTestApp, type TestApp } from "./test-app";

/**
 * The setup the print and download route tests share: the real app on a fresh database printing
 * through real Chromium (a pool a test may swap for a failing one), and helpers for points, print
 * rows and resumes. Call it in a describe block: it registers that block's beforeAll and afterAll
 * (which also checks no page was left open). `overrides` replace other dependencies (e.g. a
 * worker pool of slowed tasks), which the caller closes.
 */
export function setUpPrintTests(overrides: Partial<AppDeps> = {}) {
  const pool: BrowserPool = createBrowserPool({
    locate: () => findChromium({}),
    concurrency: 2,
    timeoutMs: 20_000,
  });
  // The app prints through whichever pool a test selects (usePool), the real one otherwise.
  let activePool = pool;
  const selectedPool: BrowserPool = {
    withPage: (work, options) => activePool.withPage(work, options),
    openPages: () => activePool.openPages(),
    close: async () => {},
  };

  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({}, { ...overrides, browserPool: selectedPool });
  });
  afterAll(async () => {
    await app?.close();
    expect(pool.openPages()).toBe(0);
    await pool.close();
  });
  const t = () => {
    if (!app) throw new Error("the print test app starts in beforeAll");
    return app;
  };
  const db = () => t().database.db;
  const fund = (userId: string, points: number) =>
    creditPoints(db(), {
      userId,
      points,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });

  return {
    get t() {
      return t();
    },
    get db() {
      return db();
    },
    /** Print through `replacement` (failing, slow, crashing) until `restorePool`. */
    usePool(replacement: BrowserPool) {
      activePool = replacement;
    },
    restorePool() {
      activePool = pool;
    },
    fund,
    balanceOf: async (userId: string) =>
      (await db().select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balance ?? 0,
    debitsOf: async (userId: string) =>
      (await db().select().from(pointTransactions).where(eq(pointTransactions.userId, userId))).filter(
        (e) => e.kind === "debit",
      ),
    printRowsOf: (resumeId: string, kind: (typeof printKinds)[number] = "pdf") =>
      db()
        .select()
        .from(prints)
        .where(and(eq(prints.resumeId, resumeId), eq(prints.kind, kind))),

    /** A signed-in user with `points` and a sample resume (two pages, free template and colour). */
    async ownerWithResume(points = 5, language: "ar" | "en" = "en") {
      const owner = await signedInUser(db());
      if (points > 0) await fund(owner.user.id, points);
      const res = await t().app.inject({
        method: "POST",
        url: "/api/resume",
        headers: { cookie: owner.cookie },
        payload: { title: "My CV", slug: "my-cv", language, sample: true },
      });
      expect(res.statusCode).toBe(201);
      const resume = res.json() as { id: string; data: ResumeData };
      return { ...owner, resumeId: resume.id, data: resume.data };
    },

    /** Change a resume's data in the database (no version bump, no API rules). */
    async setData(resumeId: string, change: (data: ResumeData) => ResumeData) {
      const [row] = await db().select().from(resumes).where(eq(resumes.id, resumeId));
      if (!row) throw new Error("no resume");
      await db()
        .update(resumes)
        .set({ data: change(structuredClone(row.data)) })
        .where(eq(resumes.id, resumeId));
    },
  };
}
