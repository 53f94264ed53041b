import type { ResumeData } from "@sira/schema";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, resumeSnapshots, resumes, users } from "../../db/schema";

/**
 * Lock the user's row for the rest of the transaction, so the tracker's per-user rules hold
 * under concurrent requests: the cap on applications, and a snapshot is never deleted while
 * another request attaches it. Every tracker transaction that adds or removes an application
 * or a version sent takes it first. `no key update` leaves inserts that refer to the user free.
 */
export async function lockUserForTracker(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/** How many applications (saved jobs included) the user keeps. */
export async function countApplicationsOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.userId, userId));
  return row?.n ?? 0;
}

/** A resume frozen as sent: the snapshot of its data, and its title and version at that moment. */
export interface FrozenResume {
  snapshotId: string;
  title: string;
  version: number;
}

/**
 * Freeze one of the user's resumes as sent: its data goes into `resume_snapshots` once per
 * content (the SHA-256 of its jsonb text; an identical copy is reused), copied inside the
 * database so the server never reads the data. Undefined when the user has no such resume.
 * Call under `lockUserForTracker`, which keeps the reused copy from being deleted meanwhile.
 */
export async function freezeResume(
  db: Db,
  userId: string,
  resumeId: string,
): Promise<FrozenResume | undefined> {
  const result = await db.execute(sql`
    with source as (
      select user_id, title, version, data,
             encode(sha256(convert_to(data::text, 'UTF8')), 'hex') as content_hash
        from ${resumes}
       where id = ${resumeId} and user_id = ${userId}
    ), inserted as (
      insert into ${resumeSnapshots} (user_id, content_hash, data)
      select user_id, content_hash, data from source
      on conflict (user_id, content_hash) do nothing
      returning id
    )
    select coalesce(
             (select id from inserted),
             (select s.id from ${resumeSnapshots} s join source using (user_id, content_hash))
           ) as "snapshotId",
           title, version
      from source`);
  const [row] = (result as unknown as { rows: FrozenResume[] }).rows;
  return row;
}

/** Delete the user's snapshots no application refers to any more (after a detach or a delete). */
export async function deleteUnsentSnapshots(db: Db, userId: string): Promise<void> {
  await db
    .delete(resumeSnapshots)
    .where(
      and(
        eq(resumeSnapshots.userId, userId),
        sql`not exists (select 1 from ${applications} where ${applications.sentSnapshotId} = ${resumeSnapshots.id})`,
      ),
    );
}

/** The version sent with one of the user's applications, data included; undefined when none. */
export async function findSentResume(
  db: Db,
  userId: string,
  applicationId: string,
): Promise<{ title: string; version: number; at: string; data: ResumeData } | undefined> {
  const [row] = await db
    .select({
      title: applications.sentTitle,
      version: applications.sentVersion,
      at: applications.sentAt,
      data: resumeSnapshots.data,
    })
    .from(applications)
    .innerJoin(resumeSnapshots, eq(resumeSnapshots.id, applications.sentSnapshotId))
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!row) return undefined;
  return {
    title: row.title ?? "",
    version: row.version ?? 0,
    at: row.at?.toISOString() ?? "",
    data: row.data,
  };
}
