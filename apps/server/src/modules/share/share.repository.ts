import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { resumeShares, resumeShareVisits, resumes, users } from "../../db/schema";

export type ShareEventKind = (typeof resumeShareVisits.$inferSelect)["kind"];
export type ShareRow = typeof resumeShares.$inferSelect;

/** The resume at username/slug, when it is public. */
const isPublicResumeAt = (username: string, slug: string) =>
  and(eq(users.username, username.toLowerCase()), eq(resumes.slug, slug), eq(resumes.visibility, "public"));

/** A public resume with what its page needs: the owner's username and the share settings. */
export async function findPublicResumeWithShare(db: Db, username: string, slug: string) {
  const [row] = await db
    .select({ resume: resumes, username: users.username, hideContact: resumeShares.hideContact })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .leftJoin(resumeShares, eq(resumeShares.resumeId, resumes.id))
    .where(isPublicResumeAt(username, slug))
    .limit(1);
  return row ? { ...row, hideContact: row.hideContact ?? false } : undefined;
}

/**
 * What tells one state of a public resume from another, without its data: its id, owner, version
 * and update time, the owner's username and the share settings. Cheap to ask on every view.
 */
export async function findPublicResumeStamp(db: Db, username: string, slug: string) {
  const [row] = await db
    .select({
      id: resumes.id,
      version: resumes.version,
      updatedAt: resumes.updatedAt,
      username: users.username,
      hideContact: resumeShares.hideContact,
    })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .leftJoin(resumeShares, eq(resumeShares.resumeId, resumes.id))
    .where(isPublicResumeAt(username, slug))
    .limit(1);
  return row ? { ...row, hideContact: row.hideContact ?? false } : undefined;
}

/** The share rows of these resumes (resumes never shared have none). */
export async function listShares(db: Db, resumeIds: string[]): Promise<ShareRow[]> {
  if (resumeIds.length === 0) return [];
  return db.select().from(resumeShares).where(inArray(resumeShares.resumeId, resumeIds));
}

/** Set whether the public page hides the e-mail and phone. */
export async function upsertHideContact(db: Db, resumeId: string, hideContact: boolean): Promise<ShareRow> {
  const [row] = await db
    .insert(resumeShares)
    .values({ resumeId, hideContact })
    .onConflictDoUpdate({ target: resumeShares.resumeId, set: { hideContact, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error("share upsert returned no row");
  return row;
}

/**
 * Count one visit unless this visitor was counted today for this resume and kind: the visit row
 * and the counter change together. Earlier days' visit rows are removed first, so a visitor's
 * daily hash is kept for one day at most. Answers whether the visit was counted.
 */
export async function recordShareVisit(
  db: Db,
  visit: { resumeId: string; kind: ShareEventKind; day: string; visitor: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(resumeShareVisits).where(lt(resumeShareVisits.day, visit.day));
    const inserted = await tx
      .insert(resumeShareVisits)
      .values(visit)
      .onConflictDoNothing()
      .returning({ day: resumeShareVisits.day });
    if (inserted.length === 0) return false;
    const counter = visit.kind === "view" ? resumeShares.views : resumeShares.downloads;
    const column = visit.kind === "view" ? "views" : "downloads";
    await tx
      .insert(resumeShares)
      .values({ resumeId: visit.resumeId, [column]: 1 })
      .onConflictDoUpdate({ target: resumeShares.resumeId, set: { [column]: sql`${counter} + 1` } });
    return true;
  });
}

/** Every public resume's address and last change, newest first (the sitemap; at most `limit`). */
export async function listPublicResumePaths(db: Db, limit: number) {
  return db
    .select({ username: users.username, slug: resumes.slug, updatedAt: resumes.updatedAt })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(eq(resumes.visibility, "public"))
    .orderBy(desc(resumes.updatedAt))
    .limit(limit);
}
