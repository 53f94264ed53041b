import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";

/** A stored checkout. */
export type PaymentRow = typeof payments.$inferSelect;

/** Record a new pending checkout. */
export async function insertPayment(
  db: Db,
  values: Omit<typeof payments.$inferInsert, "id" | "status" | "createdAt" | "completedAt">,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error("insert returned no payment");
  return row;
}

/** Set fields of a payment. */
export async function updatePayment(
  db: Db,
  id: string,
  values: Partial<Pick<PaymentRow, "status" | "providerSessionId" | "completedAt">>,
): Promise<void> {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** A payment by id; `forUpdate` locks it for the rest of the transaction. */
export async function findPayment(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** The payment a provider's checkout session belongs to. */
export async function findPaymentBySession(
  db: Db,
  provider: PaymentRow["provider"],
  sessionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  return row;
}

/** Mark a still-pending payment failed (a decline never undoes a payment). */
export async function failPendingPayment(db: Db, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: "failed", completedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, "pending")));
}
