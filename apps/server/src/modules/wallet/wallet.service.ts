import type { SubscriptionResponse, TransactionsPage } from "@sira/schema";
import type { Db } from "../../db/client";
import { findLedgerEntryByKey, findWallet, listLedgerEntries, toPointTransaction } from "./ledger.repository";
import { premiumState } from "./premium.service";

/** GET /api/subscription: available points and premium membership. */
export async function getSubscription(db: Db, userId: string): Promise<SubscriptionResponse> {
  const wallet = await findWallet(db, userId);
  const premium = premiumState(wallet?.premiumUntil ?? null);
  return {
    available: wallet?.balance ?? 0,
    premium: { active: premium.active, until: premium.until?.toISOString() ?? null },
  };
}

/** One page of the user's ledger, newest first; `before` is the previous page's nextCursor. */
export async function listTransactions(
  db: Db,
  userId: string,
  query: { limit: number; before?: string | undefined },
): Promise<TransactionsPage> {
  const rows = await listLedgerEntries(db, userId, {
    limit: query.limit,
    before: query.before === undefined ? undefined : Number(query.before),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toPointTransaction),
    nextCursor: rows.length > query.limit && last ? String(last.id) : null,
  };
}

/** The user's available points (0 without a wallet). */
export async function pointBalance(db: Db, userId: string): Promise<number> {
  return (await findWallet(db, userId))?.balance ?? 0;
}

/** Whether an entry was recorded under this idempotency key (a charge already made). */
export async function hasLedgerEntry(db: Db, idempotencyKey: string): Promise<boolean> {
  return (await findLedgerEntryByKey(db, idempotencyKey)) !== undefined;
}
