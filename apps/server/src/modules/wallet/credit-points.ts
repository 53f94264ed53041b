import type { PointReferenceType } from "@sira/schema";
import type { Db } from "../../db/client";
import { keyAlreadyUsed, type LedgerOutcome, runLedgerCommand } from "./idempotent-entry";
import { appendLedgerEntry, creditBalance } from "./ledger.repository";

export interface CreditPointsInput {
  userId: string;
  points: number;
  /** The plan id for a purchase, the operator's text for a grant. */
  reason: string;
  reference: { type: PointReferenceType; id: string };
  /** One credit per key: the payment id for purchases, so a replayed webhook credits once. */
  idempotencyKey: string;
}

/**
 * Add points: in one transaction (a savepoint inside the caller's) raise the balance and append
 * the credit. A key used before changes nothing and answers the first entry with `replayed: true`.
 */
export async function creditPoints(db: Db, input: CreditPointsInput): Promise<LedgerOutcome> {
  if (!Number.isInteger(input.points) || input.points <= 0)
    throw new Error(`credit of ${input.points} points is not a positive integer`);
  return runLedgerCommand(
    db,
    { userId: input.userId, kind: "credit", idempotencyKey: input.idempotencyKey },
    async (tx) => {
      const balance = await creditBalance(tx, input.userId, input.points);
      const transaction = await appendLedgerEntry(tx, {
        userId: input.userId,
        kind: "credit",
        points: input.points,
        balanceAfter: balance,
        reason: input.reason,
        referenceType: input.reference.type,
        referenceId: input.reference.id,
        idempotencyKey: input.idempotencyKey,
      });
      if (!transaction) return keyAlreadyUsed();
      return { transaction, balance, replayed: false };
    },
  );
}
