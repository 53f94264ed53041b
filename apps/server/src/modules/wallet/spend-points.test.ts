import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import type { Db } from "../../db/client";
import { pointTransactions, wallets } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { creditPoints } from "./credit-points";
import { refundPoints } from "./refund-points";
import { assertCanAfford, spendPoints } from "./spend-points";

describe(`points ledger (${testDatabaseKind})`, () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  const fund = async (userId: string, points: number) =>
    creditPoints(db, {
      userId,
      points,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
  const balanceOf = async (userId: string) =>
    (await db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balance ?? 0;
  const ledgerOf = (userId: string) =>
    db.select().from(pointTransactions).where(eq(pointTransactions.userId, userId));

  it("lets exactly 50 of 200 parallel 1-point spends through a balance of 50, never below zero", async () => {
    const user = await createUser(db);
    await fund(user.id, 50);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        spendPoints(db, {
          userId: user.id,
          spender: "cvDownload",
          reference: { id: `print-${i}` },
          idempotencyKey: `spend:${user.id}:${i}`,
        }),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(ok).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) expect((r.reason as AppError).code).toBe("PackageIsOver");
    expect(await balanceOf(user.id)).toBe(0);
    const debits = (await ledgerOf(user.id)).filter((e) => e.kind === "debit");
    expect(debits).toHaveLength(50);
    expect(debits.every((d) => d.balanceAfter >= 0)).toBe(true);
    expect(new Set(debits.map((d) => d.balanceAfter)).size).toBe(50);
  });

  it("refuses a spend the balance cannot cover with PackageIsOver and records nothing", async () => {
    const user = await createUser(db);
    await fund(user.id, 7);
    const spend = spendPoints(db, {
      userId: user.id,
      spender: "interview",
      reference: { id: "interview-1" },
      idempotencyKey: randomUUID(),
    });
    await expect(spend).rejects.toMatchObject({ code: "PackageIsOver" });
    await expect(assertCanAfford(db, user.id, "interview")).rejects.toBeInstanceOf(AppError);
    await expect(assertCanAfford(db, user.id, "compare")).resolves.toBeUndefined();
    expect(await balanceOf(user.id)).toBe(7);
    expect((await ledgerOf(user.id)).map((e) => e.kind)).toEqual(["credit"]);
  });

  it("charges the spender's price and commits the work's result with the debit", async () => {
    const user = await createUser(db);
    await fund(user.id, 10);
    const spent = await spendPoints(
      db,
      {
        userId: user.id,
        spender: "summaryImprovement",
        reference: { id: "ai-1" },
        idempotencyKey: randomUUID(),
      },
      async (tx, debit) => {
        // The work sees the debit inside the same transaction.
        const [row] = await tx.select().from(pointTransactions).where(eq(pointTransactions.id, debit.id));
        return `improved (${row?.points})`;
      },
    );
    expect(spent.replayed).toBe(false);
    if (!spent.replayed) expect(spent.result).toBe("improved (3)");
    expect(spent.balance).toBe(7);
    expect(spent.transaction).toMatchObject({
      kind: "debit",
      points: 3,
      referenceType: "ai",
      reason: "summaryImprovement",
    });
  });

  it("charges nothing when the work inside the spend throws", async () => {
    const user = await createUser(db);
    await fund(user.id, 10);
    const spend = spendPoints(
      db,
      { userId: user.id, spender: "cvDownload", reference: { id: "print-x" }, idempotencyKey: randomUUID() },
      async () => {
        throw new AppError("ResumePrinterError");
      },
    );
    await expect(spend).rejects.toMatchObject({ code: "ResumePrinterError" });
    expect(await balanceOf(user.id)).toBe(10);
    expect((await ledgerOf(user.id)).filter((e) => e.kind === "debit")).toHaveLength(0);
  });

  it("charges a repeated idempotency key once, even when the repeats race", async () => {
    const user = await createUser(db);
    await fund(user.id, 10);
    const input = {
      userId: user.id,
      spender: "compare" as const,
      reference: { id: "c-1" },
      idempotencyKey: randomUUID(),
    };
    let runs = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        spendPoints(db, input, async () => {
          runs += 1;
          return runs;
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transaction.id)).size).toBe(1);
    expect(runs).toBe(1);
    expect(await balanceOf(user.id)).toBe(7);
  });

  it("refunds a debit once and only the owner's debits", async () => {
    const user = await createUser(db);
    const other = await createUser(db);
    await fund(user.id, 5);
    const spent = await spendPoints(db, {
      userId: user.id,
      spender: "compare",
      reference: { id: "c-2" },
      idempotencyKey: randomUUID(),
    });
    expect(spent.balance).toBe(2);
    const refund = await refundPoints(db, { userId: user.id, debitId: spent.transaction.id });
    expect(refund).toMatchObject({ replayed: false, balance: 5 });
    expect(refund.transaction).toMatchObject({ kind: "refund", points: 3, referenceType: "transaction" });
    expect(await refundPoints(db, { userId: user.id, debitId: spent.transaction.id })).toMatchObject({
      replayed: true,
      balance: 5,
    });
    await expect(refundPoints(db, { userId: other.id, debitId: spent.transaction.id })).rejects.toMatchObject(
      {
        code: "NotFound",
      },
    );
  });

  it("rejects a negative balance at the database even if code tried to write one", async () => {
    const user = await createUser(db);
    await fund(user.id, 1);
    await expect(
      db.update(wallets).set({ balance: -1 }).where(eq(wallets.userId, user.id)),
    ).rejects.toThrow();
    expect(await balanceOf(user.id)).toBe(1);
  });
});
