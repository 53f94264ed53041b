import type { PointTransaction } from "@sira/schema";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pointTransactions, wallets } from "../../db/schema";

/** A stored ledger entry. */
export type PointTransactionRow = typeof pointTransactions.$inferSelect;
/** A ledger entry to append (id and time come from the database). */
export type NewPointTransaction = Omit<typeof pointTransactions.$inferInsert, "id" | "createdAt">;

/**
 * Append a ledger entry unless its idempotency key is already used; undefined means it was
 * (the caller rolls back whatever else it changed).
 */
export async function appendLedgerEntry(
  db: Db,
  entry: NewPointTransaction,
): Promise<PointTransactionRow | undefined> {
  const [row] = await db
    .insert(pointTransactions)
    .values(entry)
    .onConflictDoNothing({ target: pointTransactions.idempotencyKey })
    .returning();
  return row;
}

/** The entry recorded under an idempotency key, if any. */
export async function findLedgerEntryByKey(
  db: Db,
  idempotencyKey: string,
): Promise<PointTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(pointTransactions)
    .where(eq(pointTransactions.idempotencyKey, idempotencyKey))
    .limit(1);
  return row;
}

/** One of the user's entries by id. */
export async function findLedgerEntryOfUser(
  db: Db,
  userId: string,
  id: number,
): Promise<PointTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.userId, userId), eq(pointTransactions.id, id)))
    .limit(1);
  return row;
}

/**
 * Take points from the cached balance if it holds enough, in one statement: concurrent debits
 * queue on the row lock and each re-checks the balance it finds. Undefined when short.
 */
export async function debitBalance(db: Db, userId: string, points: number): Promise<number | undefined> {
  const [row] = await db
    .update(wallets)
    .set({ balance: sql`${wallets.balance} - ${points}`, updatedAt: sql`now()` })
    .where(and(eq(wallets.userId, userId), gte(wallets.balance, points)))
    .returning({ balance: wallets.balance });
  return row?.balance;
}

/** Add points to the cached balance, creating the wallet row on first credit; the new balance. */
export async function creditBalance(db: Db, userId: string, points: number): Promise<number> {
  const [row] = await db
    .insert(wallets)
    .values({ userId, balance: points })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: { balance: sql`${wallets.balance} + excluded.balance`, updatedAt: sql`now()` },
    })
    .returning({ balance: wallets.balance });
  if (!row) throw new Error("wallet upsert returned no row");
  return row.balance;
}

/** The user's wallet row, if they ever had points or premium. */
export async function findWallet(db: Db, userId: string) {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1);
  return row;
}

/** The user's entries, newest first, older than the `before` id when given; one extra to tell if more exist. */
export async function listLedgerEntries(
  db: Db,
  userId: string,
  options: { limit: number; before?: number },
): Promise<PointTransactionRow[]> {
  const where =
    options.before === undefined
      ? eq(pointTransactions.userId, userId)
      : and(eq(pointTransactions.userId, userId), lt(pointTransactions.id, options.before));
  return db
    .select()
    .from(pointTransactions)
    .where(where)
    .orderBy(desc(pointTransactions.id))
    .limit(options.limit + 1);
}

/** A ledger row as the API shows it. */
export function toPointTransaction(row: PointTransactionRow): PointTransaction {
  return {
    id: String(row.id),
    kind: row.kind,
    points: row.points,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    referenceType: row.referenceType,
    referenceId: row.referenceId,
    createdAt: row.createdAt.toISOString(),
  };
}
