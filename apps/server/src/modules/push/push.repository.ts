import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions, resumes, users } from "../../db/schema";

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Store a device's subscription; an endpoint seen before moves to this user with new keys. */
export async function upsertSubscription(
  db: Db,
  values: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent },
    })
    .returning();
  return row!;
}

/** Remove a subscription by endpoint (unsubscribe, or the push service said it is gone). */
export async function deleteSubscription(db: Db, endpoint: string, userId?: string): Promise<void> {
  const byEndpoint = eq(pushSubscriptions.endpoint, endpoint);
  await db
    .delete(pushSubscriptions)
    .where(userId ? and(byEndpoint, eq(pushSubscriptions.userId, userId)) : byEndpoint);
}

/** The default resume of each of these users (users without one are absent). */
export async function findDefaultResumes(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ resume: resumes, locale: users.locale })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(and(inArray(resumes.userId, userIds), eq(resumes.isDefault, true)));
}

/** Every stored subscription (a push goes to each device of a user). */
export async function listSubscriptions(db: Db): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions);
}

/** One subscription by id, or undefined (deleted since the push was queued). */
export async function findSubscription(db: Db, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row;
}

/** Record that these subscriptions were just notified. */
export async function markNotified(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastNotifiedAt: new Date() })
    .where(inArray(pushSubscriptions.id, ids));
}
