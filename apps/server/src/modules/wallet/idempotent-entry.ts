import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { findLedgerEntryByKey, findWallet, type PointTransactionRow } from "./ledger.repository";

/** Thrown inside a ledger transaction when another writer already used the idempotency key. */
class KeyAlreadyUsed extends Error {}

/** What a ledger command answers: the entry, the balance, and whether it had already happened. */
export interface LedgerOutcome {
  transaction: PointTransactionRow;
  balance: number;
  /** True when the idempotency key was used before: nothing changed this time. */
  replayed: boolean;
}

/** Signal from inside `runLedgerCommand` that the key's entry exists; rolls the transaction back. */
export function keyAlreadyUsed(): never {
  throw new KeyAlreadyUsed();
}

/**
 * Run one ledger command in a transaction (a savepoint when `db` is already a transaction),
 * exactly once per idempotency key. A key seen before (or taken by a concurrent writer, which the
 * command reports with `keyAlreadyUsed()`) answers the stored entry with `replayed: true` after
 * checking it belongs to the same user and kind (else 409 IdempotencyKeyReused: an operator's
 * grant retried with the key of another user's grant).
 */
export async function runLedgerCommand<T extends LedgerOutcome>(
  db: Db,
  expect: { userId: string; kind: PointTransactionRow["kind"]; idempotencyKey: string },
  command: (tx: Db) => Promise<T>,
): Promise<T | LedgerOutcome> {
  const replay = async (): Promise<LedgerOutcome> => {
    const entry = await findLedgerEntryByKey(db, expect.idempotencyKey);
    if (!entry) throw new Error(`ledger entry ${expect.idempotencyKey} vanished`);
    if (entry.userId !== expect.userId || entry.kind !== expect.kind)
      throw new AppError("IdempotencyKeyReused");
    const wallet = await findWallet(db, expect.userId);
    return { transaction: entry, balance: wallet?.balance ?? 0, replayed: true };
  };
  if (await findLedgerEntryByKey(db, expect.idempotencyKey)) return replay();
  try {
    return await db.transaction((tx) => command(tx));
  } catch (error) {
    if (error instanceof KeyAlreadyUsed) return replay();
    throw error;
  }
}
