import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { keyAlreadyUsed, type LedgerOutcome, runLedgerCommand } from "./idempotent-entry";
import { appendLedgerEntry, creditBalance, findLedgerEntryOfUser } from "./ledger.repository";

export interface RefundPointsInput {
  userId: string;
  /** The debit to give back (its ledger id). */
  debitId: number;
}

/**
 * Give back a whole debit, for work that was charged and then failed outside the spend's
 * transaction. A debit is refunded at most once (key `refund:<debit id>`); another user's or a
 * non-debit entry is NotFound.
 */
export async function refundPoints(db: Db, input: RefundPointsInput): Promise<LedgerOutcome> {
  const debit = await findLedgerEntryOfUser(db, input.userId, input.debitId);
  if (debit?.kind !== "debit") throw new AppError("NotFound");
  const idempotencyKey = `refund:${debit.id}`;
  return runLedgerCommand(db, { userId: input.userId, kind: "refund", idempotencyKey }, async (tx) => {
    const balance = await creditBalance(tx, input.userId, debit.points);
    const transaction = await appendLedgerEntry(tx, {
      userId: input.userId,
      kind: "refund",
      points: debit.points,
      balanceAfter: balance,
      reason: debit.reason,
      referenceType: "transaction",
      referenceId: String(debit.id),
      idempotencyKey,
    });
    if (!transaction) return keyAlreadyUsed();
    return { transaction, balance, replayed: false };
  });
}
