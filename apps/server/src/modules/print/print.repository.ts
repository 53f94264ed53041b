import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prints, resumes } from "../../db/schema";

/** A stored print or preview. */
export type PrintRow = typeof prints.$inferSelect;
type NewPrintRow = typeof prints.$inferInsert;
/** What a print can be rendered from: the resume row's fields printing needs. */
export type PrintableResume = Pick<
  typeof resumes.$inferSelect,
  "id" | "userId" | "title" | "visibility" | "data"
>;

const printableColumns = {
  id: resumes.id,
  userId: resumes.userId,
  title: resumes.title,
  visibility: resumes.visibility,
  data: resumes.data,
};

/** A resume by id whoever owns it (the service decides who may print it). */
export async function findPrintableResume(db: Db, id: string): Promise<PrintableResume | undefined> {
  const [row] = await db.select(printableColumns).from(resumes).where(eq(resumes.id, id)).limit(1);
  return row;
}

/** Whether the resume exists and belongs to the user (only its owner column is read). */
export async function isResumeOwnedBy(db: Db, resumeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The cached file of a resume's content, if it was rendered before. */
export async function findCachedPrint(
  db: Db,
  key: { resumeId: string; kind: PrintRow["kind"]; contentHash: string },
): Promise<PrintRow | undefined> {
  const [row] = await db
    .select()
    .from(prints)
    .where(
      and(
        eq(prints.resumeId, key.resumeId),
        eq(prints.kind, key.kind),
        eq(prints.contentHash, key.contentHash),
      ),
    )
    .limit(1);
  return row;
}

/** Record a rendered file; a concurrent identical render keeps the row that landed first. */
export async function insertPrint(
  db: Db,
  values: NewPrintRow & { kind: PrintRow["kind"] },
): Promise<PrintRow> {
  await db.insert(prints).values(values).onConflictDoNothing();
  const row = await findCachedPrint(db, values);
  if (!row) throw new Error("print row missing after insert");
  return row;
}

/** A print with its resume's title (for the download's file name). */
export async function findPrintWithTitle(
  db: Db,
  id: string,
): Promise<{ print: PrintRow; title: string } | undefined> {
  const [row] = await db
    .select({ print: prints, title: resumes.title })
    .from(prints)
    .innerJoin(resumes, eq(resumes.id, prints.resumeId))
    .where(eq(prints.id, id))
    .limit(1);
  return row;
}

/** Delete a resume's previews (of one kind) other than the current one; answers their file keys. */
export async function deleteOtherPreviews(
  db: Db,
  resumeId: string,
  keepId: string,
  kind: "preview" | "share-preview" = "preview",
): Promise<string[]> {
  const rows = await db
    .delete(prints)
    .where(and(eq(prints.resumeId, resumeId), eq(prints.kind, kind), ne(prints.id, keepId)))
    .returning({ fileKey: prints.fileKey });
  return rows.map((r) => r.fileKey);
}
