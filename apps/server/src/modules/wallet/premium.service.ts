import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { wallets } from "../../db/schema";
import { findWallet } from "./ledger.repository";

/** A membership ending at `until` (null: never premium), seen from now. */
export function premiumState(until: Date | null): { active: boolean; until: Date | null } {
  return { active: until !== null && until.getTime() > Date.now(), until };
}

/** The user's premium membership: active now, and until when (null if never premium). */
export async function getPremium(db: Db, userId: string): Promise<{ active: boolean; until: Date | null }> {
  return premiumState((await findWallet(db, userId))?.premiumUntil ?? null);
}

/**
 * Whether the user has premium membership now (premium templates and palette need it; spec §6).
 * The templates and printing work call this before saving or printing a premium choice.
 */
export async function isPremium(db: Db, userId: string): Promise<boolean> {
  return (await getPremium(db, userId)).active;
}

/**
 * Grant premium for `days` more days: from now, or from the current end if still active (a
 * second purchase extends rather than overlaps). Call inside the purchase's transaction.
 */
export async function extendPremium(db: Db, userId: string, days: number): Promise<Date> {
  const [row] = await db
    .insert(wallets)
    .values({ userId, premiumUntil: sql`now() + make_interval(days => ${days}::int)` })
    .onConflictDoUpdate({
      target: wallets.userId,
      set: {
        premiumUntil: sql`greatest(coalesce(${wallets.premiumUntil}, now()), now()) + make_interval(days => ${days}::int)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ premiumUntil: wallets.premiumUntil });
  if (!row?.premiumUntil) throw new Error("premium upsert returned no end date");
  return row.premiumUntil;
}
