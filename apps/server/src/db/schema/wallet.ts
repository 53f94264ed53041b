import { planIds, pointReferenceTypes, pointTransactionKinds } from "@sira/schema";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { userIdColumn, users } from "./users";

/**
 * The points ledger: append-only (the code only inserts). Every credit, debit and refund is one
 * row; the idempotency key makes a retried payment, grant or spend land once. The identity id
 * orders the ledger and pages the history.
 */
export const pointTransactions = pgTable(
  "point_transactions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    kind: text("kind", { enum: pointTransactionKinds }).notNull(),
    points: integer("points").notNull(),
    /** The cached balance right after this entry (what the history shows). */
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    referenceType: text("reference_type", { enum: pointReferenceTypes }).notNull(),
    referenceId: text("reference_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("point_transactions_idempotency_key_unique").on(t.idempotencyKey),
    index("point_transactions_user_idx").on(t.userId, t.id),
    check("point_transactions_points_positive", sql`${t.points} > 0`),
    check("point_transactions_balance_after_nonnegative", sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * One row per user: the cached balance (changed only in the transaction that appends the ledger
 * entry, never negative by constraint) and the premium membership's end.
 */
export const wallets = pgTable(
  "wallets",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    premiumUntil: timestamp("premium_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("wallets_balance_nonnegative", sql`${t.balance} >= 0`)],
);

export const paymentProviders = ["sandbox", "stripe"] as const;
export const paymentStatuses = ["pending", "paid", "failed"] as const;

/**
 * One row per checkout. Points are credited only when a verified webhook marks it paid; the
 * amount and plan are fixed here when the checkout starts, so a webhook with another amount is
 * refused.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    planId: text("plan_id", { enum: planIds }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    points: integer("points").notNull(),
    status: text("status", { enum: paymentStatuses }).notNull().default("pending"),
    /** The provider's checkout session id (Stripe `cs_…`; the payment id for the sandbox). */
    providerSessionId: text("provider_session_id"),
    createdAt: createdAtColumn(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_provider_session_unique").on(t.provider, t.providerSessionId),
    index("payments_user_idx").on(t.userId, t.createdAt),
  ],
);
