import { and, count, desc, eq, getTableColumns, inArray, like, ne, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { cachePerDb, resumeTag } from "../../db/change-feed";
import { type Db, preparedPerDb } from "../../db/client";
import { prints, resumes, users } from "../../db/schema";

/** A stored resume row. */
export type ResumeRow = typeof resumes.$inferSelect;
type NewResumeRow = typeof resumes.$inferInsert;
/** The content fields PATCH /resume/:id writes (each write bumps the version). */
export type ResumeContent = Required<
  Pick<NewResumeRow, "title" | "slug" | "visibility" | "language" | "data">
>;

/**
 * Lock the user's row for the rest of the transaction, so per-user rules (limit, single
 * default) hold under concurrent requests.
 */
export async function lockUserForResumeWrite(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** How many resumes the user has. */
export async function countResumesOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  return row?.n ?? 0;
}

/** Whether one of the user's resumes is marked default. */
export async function hasDefaultResume(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.isDefault, true)))
    .limit(1);
  return row !== undefined;
}

/** Insert a resume and return it. */
export async function insertResume(db: Db, values: NewResumeRow): Promise<ResumeRow> {
  const [row] = await db.insert(resumes).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A resume row without its content: what lists read. */
export type ResumeListRow = Omit<ResumeRow, "data">;
const { data: _content, ...listColumns } = getTableColumns(resumes);

/** The user's resumes without their content, most recently updated first. */
export async function listResumesOfUser(db: Db, userId: string): Promise<ResumeListRow[]> {
  return resumeListQuery(db).execute({ userId });
}

/** The resume list, asked on every dashboard visit and after each builder save: prepared. */
const resumeListQuery = preparedPerDb((db) =>
  db
    .select(listColumns)
    .from(resumes)
    .where(eq(resumes.userId, sql.placeholder("userId")))
    .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt), desc(resumes.id))
    .prepare("list_resumes_of_user"),
);

/** The content of some of the user's resumes, by id (another user's are left out). */
export async function resumeDataOfUser(
  db: Db,
  userId: string,
  ids: string[],
): Promise<Map<string, ResumeRow["data"]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: resumes.id, data: resumes.data })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), inArray(resumes.id, ids)));
  return new Map(rows.map((r) => [r.id, r.data]));
}

/** One of the user's resumes (another user's resume is simply not found); `forUpdate` locks the row. */
export async function findResumeOfUser(
  db: Db,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<ResumeRow | undefined> {
  if (options.forUpdate) {
    const [row] = await db
      .select()
      .from(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
      .for("update");
    return row;
  }
  const [row] = await resumeQuery(db).execute({ id, userId });
  return row;
}

/** What the job matching reads of a resume on every request (its content only when it scores it). */
export type ResumeHead = Pick<ResumeRow, "id" | "userId" | "version" | "updatedAt" | "country">;

/** One of the user's resumes without its content (the key of its cached job scores). */
export async function findResumeHeadOfUser(
  db: Db,
  userId: string,
  id: string,
): Promise<ResumeHead | undefined> {
  const read = async () => (await resumeHeadQuery(db).execute({ id, userId }))[0];
  const kept = keptHeads(db);
  if (!kept) return read();
  // Kept by id (ids are unique): another user's resume is not theirs, as the query would say.
  const head = await kept.through(id, read, (row) => [resumeTag(row.id)]);
  return head?.userId === userId ? head : undefined;
}

/**
 * Resume heads kept per process while PostgreSQL announces changes (db/change-feed.ts): every
 * update or delete of the resume's row (an autosave, a delete, the owner's account deleted)
 * drops it in every process. The job list asks for it on every page.
 */
const keptHeads = cachePerDb<ResumeHead>(20_000);

/** The resume `id` of the user `userId` (placeholders of the prepared lookups below). */
const ofUserById = and(eq(resumes.id, sql.placeholder("id")), eq(resumes.userId, sql.placeholder("userId")));

const resumeHeadQuery = preparedPerDb((db) =>
  db
    .select({
      id: resumes.id,
      userId: resumes.userId,
      version: resumes.version,
      updatedAt: resumes.updatedAt,
      country: resumes.country,
    })
    .from(resumes)
    .where(ofUserById)
    .prepare("find_resume_head_of_user"),
);

/** A user's resume by id, asked on every builder and job-list request: built once, prepared. */
const resumeQuery = preparedPerDb((db) =>
  db.select().from(resumes).where(ofUserById).prepare("find_resume_of_user"),
);

/**
 * Autosave in one statement: write new content and bump the version only if the resume is the
 * user's, unlocked and still at `expectedVersion`. Undefined when nothing was written (the caller
 * reads the row to say why). One round trip instead of a locking read plus an update.
 */
export async function updateResumeContentIfCurrent(
  db: Db,
  target: { id: string; userId: string; expectedVersion: number },
  content: ResumeContent,
): Promise<ResumeRow | undefined> {
  const [row] = await autosaveQuery(db).execute(autosaveValues(target, content));
  return row;
}

/**
 * The same autosave answering the row without its content (Prefer: return=minimal): the data
 * just written is not sent back by the database, parsed and serialized again for nothing.
 */
export async function updateResumeContentIfCurrentSummary(
  db: Db,
  target: { id: string; userId: string; expectedVersion: number },
  content: ResumeContent,
): Promise<ResumeListRow | undefined> {
  const [row] = await autosaveSummaryQuery(db).execute(autosaveValues(target, content));
  return row;
}

/** The autosave's values: the content's JSON as text, serialized once, cast by the statement. */
function autosaveValues(
  target: { id: string; userId: string; expectedVersion: number },
  content: ResumeContent,
) {
  return {
    ...target,
    title: content.title,
    slug: content.slug,
    visibility: content.visibility,
    language: content.language,
    data: JSON.stringify(content.data),
    updatedAt: new Date().toISOString(),
  };
}

/** The autosave statement, prepared: built once, parsed and planned once per connection. */
function autosaveStatement(db: Db) {
  return db
    .update(resumes)
    .set({
      title: sql`${sql.placeholder("title")}`,
      slug: sql`${sql.placeholder("slug")}`,
      visibility: sql`${sql.placeholder("visibility")}`,
      language: sql`${sql.placeholder("language")}`,
      data: sql`${sql.placeholder("data")}::jsonb`,
      version: sql`${resumes.version} + 1`,
      updatedAt: sql`${sql.placeholder("updatedAt")}::timestamptz`,
    })
    .where(
      and(
        eq(resumes.id, sql.placeholder("id")),
        eq(resumes.userId, sql.placeholder("userId")),
        eq(resumes.version, sql.placeholder("expectedVersion")),
        eq(resumes.locked, false),
      ),
    );
}
const autosaveQuery = preparedPerDb((db) => autosaveStatement(db).returning().prepare("autosave_resume"));
const autosaveSummaryQuery = preparedPerDb((db) =>
  autosaveStatement(db).returning(listColumns).prepare("autosave_resume_summary"),
);

/** The update of `fields` of resume `id`, moving `updated_at` unless only the default mark changes. */
function updateFields(db: Db, id: string, fields: PgUpdateSetSource<typeof resumes>) {
  // Marking a default is a preference, not an edit: it must not reorder the list by last update.
  const touchesUpdatedAt = !("isDefault" in fields && Object.keys(fields).length === 1);
  return db
    .update(resumes)
    .set({ ...fields, ...(touchesUpdatedAt ? { updatedAt: new Date() } : {}) })
    .where(eq(resumes.id, id));
}

/** Change fields outside the versioned content (country, lock, default). */
export async function updateResumeRow(
  db: Db,
  id: string,
  fields: PgUpdateSetSource<typeof resumes>,
): Promise<ResumeRow> {
  const [row] = await updateFields(db, id, fields).returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

/**
 * Change fields of a resume without reading it back: for a write whose caller already holds
 * the row (the twin's sync state), so a long resume's data is not sent back for nothing.
 */
export async function setResumeFields(db: Db, id: string, fields: PgUpdateSetSource<typeof resumes>) {
  await updateFields(db, id, fields);
}

/** One of the user's resumes without its content, its row locked for the caller's transaction. */
export async function lockResumeHeadOfUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({
      id: resumes.id,
      version: resumes.version,
      updatedAt: resumes.updatedAt,
      twinId: resumes.twinId,
      locked: resumes.locked,
    })
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .for("update");
  return row;
}

/** The slugs the user's resumes already take. */
export async function listSlugsOfUser(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.select({ slug: resumes.slug }).from(resumes).where(eq(resumes.userId, userId));
  return new Set(rows.map((r) => r.slug));
}

/** Clear the default mark on all the user's resumes. */
export async function clearDefaultResume(db: Db, userId: string): Promise<void> {
  await db
    .update(resumes)
    .set({ isDefault: false })
    .where(and(eq(resumes.userId, userId), eq(resumes.isDefault, true)));
}

/** The file-store keys of a resume's rendered files: downloads, preview images, ATS readings. */
export async function listPrintFileKeysOfResume(db: Db, resumeId: string): Promise<string[]> {
  const rows = await db.select({ fileKey: prints.fileKey }).from(prints).where(eq(prints.resumeId, resumeId));
  return rows.map((row) => row.fileKey);
}

/**
 * Whether a stored picture (its `/api/storage/image/{userId}/{file}` path, signed or not) is
 * still shown by a resume other than `exceptResumeId` (any user's) or is someone's profile picture.
 */
export async function isPictureInUse(db: Db, picturePath: string, exceptResumeId: string): Promise<boolean> {
  // The path holds only letters, digits, "-", "/" and "." (no LIKE wildcard).
  const pattern = `%${picturePath}%`;
  const [resume] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(
      and(
        ne(resumes.id, exceptResumeId),
        like(sql<string>`${resumes.data}->'basics'->'picture'->>'url'`, pattern),
      ),
    )
    .limit(1);
  if (resume) return true;
  const [user] = await db.select({ id: users.id }).from(users).where(like(users.picture, pattern)).limit(1);
  return user !== undefined;
}

/** Delete a resume and return it. */
export async function deleteResumeRow(db: Db, id: string): Promise<ResumeRow | undefined> {
  const [row] = await db.delete(resumes).where(eq(resumes.id, id)).returning();
  return row;
}
