import { type PointReferenceType, type PointSpender, pointPrices, spenderReferenceTypes } from "@sira/schema";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { keyAlreadyUsed, runLedgerCommand } from "./idempotent-entry";
import { appendLedgerEntry, debitBalance, findWallet, type PointTransactionRow } from "./ledger.repository";

export interface SpendPointsInput {
  userId: string;
  /** What is bought; its price comes from `pointPrices` (spec §9). */
  spender: PointSpender;
  /** The print, AI call, comparison or interview paid for; `type` defaults to the spender's. */
  reference: { id: string; type?: PointReferenceType };
  /** One charge per key: a retried request with the same key is not charged again. */
  idempotencyKey: string;
}

/** A spend that happened now: the debit, the balance it left and the callback's result. */
export interface SpendPointsCharged<T> {
  replayed: false;
  transaction: PointTransactionRow;
  balance: number;
  result: T;
}

/** A spend whose idempotency key was already used: nothing charged, the callback did not run. */
export interface SpendPointsReplayed {
  replayed: true;
  transaction: PointTransactionRow;
  balance: number;
}

export type SpendPointsResult<T> = SpendPointsCharged<T> | SpendPointsReplayed;

/**
 * The one way to spend points (print, AI, compare, interview). In one transaction: take the
 * spender's price from the balance, append the debit to the ledger, then run `work` with the
 * same transaction so what was bought is recorded with the charge. Throws PackageIsOver (402)
 * when the balance is short; if `work` throws, nothing is charged and the error propagates.
 * Concurrent spends queue on the wallet row, so the balance never goes below zero.
 */
export async function spendPoints<T = undefined>(
  db: Db,
  input: SpendPointsInput,
  work?: (tx: Db, debit: PointTransactionRow) => Promise<T>,
): Promise<SpendPointsResult<T>> {
  const points = pointPrices[input.spender];
  const outcome = await runLedgerCommand(
    db,
    { userId: input.userId, kind: "debit", idempotencyKey: input.idempotencyKey },
    async (tx) => {
      const balance = await debitBalance(tx, input.userId, points);
      if (balance === undefined) throw new AppError("PackageIsOver");
      const transaction = await appendLedgerEntry(tx, {
        userId: input.userId,
        kind: "debit",
        points,
        balanceAfter: balance,
        reason: input.spender,
        referenceType: input.reference.type ?? spenderReferenceTypes[input.spender],
        referenceId: input.reference.id,
        idempotencyKey: input.idempotencyKey,
      });
      if (!transaction) return keyAlreadyUsed();
      const result = (work ? await work(tx, transaction) : undefined) as T;
      return { replayed: false as const, transaction, balance, result };
    },
  );
  return outcome as SpendPointsResult<T>;
}

/**
 * Throws PackageIsOver unless the user's balance covers the spender's price right now. A cheap
 * early check before slow work (an AI call, a print); `spendPoints` still decides atomically.
 */
export async function assertCanAfford(db: Db, userId: string, spender: PointSpender): Promise<void> {
  const wallet = await findWallet(db, userId);
  if ((wallet?.balance ?? 0) < pointPrices[spender]) throw new AppError("PackageIsOver");
}
