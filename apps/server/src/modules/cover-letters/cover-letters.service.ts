import { draftCoverLetter } from "@sira/nlp/cover-letter";
import {
  type CoverLetter,
  type CoverLetterData,
  type CoverLetterDraft,
  type CreateCoverLetterRequest,
  coverLetterLimit,
  defaultResumeData,
  emptyCoverLetterData,
  type Language,
  type ResumeData,
  type UpdateCoverLetterRequest,
} from "@sira/schema";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, coverLetterFiles, coverLetterSnapshots, coverLetters, resumes } from "../../db/schema";
import { AppError } from "../../http/app-error";

type LetterRow = typeof coverLetters.$inferSelect;

function toCoverLetter(row: LetterRow, resumeTitle: string | null): CoverLetter {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    resumeId: row.resumeId,
    resumeTitle,
    applicationId: row.applicationId,
    version: row.version,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const letterColumns = { letter: coverLetters, resumeTitle: resumes.title };

/** The user's letters, newest change first, with the title of the resume each goes with. */
export async function listCoverLetters(db: Db, userId: string): Promise<CoverLetter[]> {
  const rows = await db
    .select(letterColumns)
    .from(coverLetters)
    .leftJoin(resumes, eq(resumes.id, coverLetters.resumeId))
    .where(eq(coverLetters.userId, userId))
    .orderBy(desc(coverLetters.updatedAt));
  return rows.map((r) => toCoverLetter(r.letter, r.resumeTitle));
}

/** One of the user's letters; NotFound for a missing one or anyone else's. */
export async function findOwnLetter(db: Db, userId: string, id: string): Promise<LetterRow> {
  const [row] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)));
  if (!row) throw new AppError("NotFound");
  return row;
}

export async function getCoverLetter(db: Db, userId: string, id: string): Promise<CoverLetter> {
  const [row] = await db
    .select(letterColumns)
    .from(coverLetters)
    .leftJoin(resumes, eq(resumes.id, coverLetters.resumeId))
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)));
  if (!row) throw new AppError("NotFound");
  return toCoverLetter(row.letter, row.resumeTitle);
}

interface OwnResume {
  id: string;
  title: string;
  language: Language;
  data: ResumeData;
  twinId: string | null;
}

/** One of the user's resumes; ResumeNotFound for anyone else's. */
async function findOwnResume(db: Db, userId: string, id: string): Promise<OwnResume> {
  const [row] = await db
    .select({
      id: resumes.id,
      title: resumes.title,
      language: resumes.language,
      data: resumes.data,
      twinId: resumes.twinId,
    })
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
  if (!row) throw new AppError("ResumeNotFound");
  return row;
}

/** The resume a letter prints with: its linked resume, or a blank one in its language once that is deleted. */
export async function letterResumeData(db: Db, letter: LetterRow): Promise<ResumeData> {
  if (letter.resumeId) {
    const [row] = await db
      .select({ data: resumes.data })
      .from(resumes)
      .where(and(eq(resumes.id, letter.resumeId), eq(resumes.userId, letter.userId)));
    if (row) return row.data;
  }
  return defaultResumeData(letter.language);
}

interface Posting {
  position: string;
  company: string;
  description: string;
}

/** One of the user's applications' posting; NotFound for anyone else's. */
async function findOwnPosting(db: Db, userId: string, applicationId: string): Promise<Posting> {
  const [row] = await db
    .select({
      position: applications.position,
      company: applications.company,
      description: applications.description,
    })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
  if (!row) throw new AppError("NotFound");
  return row;
}

/** The offline draft of a resume for a posting (or a general letter without one): free. */
function offlineDraft(resume: ResumeData, posting: Posting | undefined): CoverLetterDraft {
  const draft = draftCoverLetter(resume, posting ?? { position: "", company: "", description: "" });
  return { data: draft.data, cited: draft.cited };
}

function titleOf(language: Language, posting: Posting | undefined, resumeTitle: string): string {
  const target = posting ? [posting.position, posting.company].filter((s) => s.trim()).join(" — ") : "";
  const base = language === "ar" ? "خطاب تقديم" : "Cover letter";
  return `${base} — ${target || resumeTitle}`.slice(0, 100);
}

async function assertUnderLimit(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(coverLetters).where(eq(coverLetters.userId, userId));
  if ((row?.n ?? 0) >= coverLetterLimit) throw new AppError("CoverLetterLimitExceeded");
}

async function insertLetter(
  db: Db,
  values: {
    userId: string;
    title: string;
    language: Language;
    resumeId: string | null;
    applicationId: string | null;
    data: CoverLetterData;
  },
): Promise<LetterRow> {
  return db.transaction(async (tx) => {
    // One writer per user at a time, so the limit holds under concurrent creates.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cover-letters:${values.userId}`}))`);
    await assertUnderLimit(tx, values.userId);
    const [row] = await tx.insert(coverLetters).values(values).returning();
    if (!row) throw new AppError("SomethingWentWrong");
    return row;
  });
}

/**
 * POST /api/cover-letters: a letter for one of the user's resumes, in its language, optionally
 * for one of their applications; with `draft`, the offline first draft from the resume and the
 * application's posting, else an empty letter signed with the resume's name.
 */
export async function createCoverLetter(
  db: Db,
  userId: string,
  input: CreateCoverLetterRequest,
): Promise<CoverLetter> {
  const resume = await findOwnResume(db, userId, input.resumeId);
  const applicationId = input.applicationId ?? null;
  const posting = applicationId ? await findOwnPosting(db, userId, applicationId) : undefined;
  const data =
    input.draft === false
      ? { ...emptyCoverLetterData, signature: resume.data.basics.name.trim() }
      : offlineDraft(resume.data, posting).data;
  const row = await insertLetter(db, {
    userId,
    title: input.title ?? titleOf(resume.language, posting, resume.title),
    language: resume.language,
    resumeId: resume.id,
    applicationId,
    data,
  });
  return toCoverLetter(row, resume.title);
}

/** PATCH /api/cover-letters/:id: title, text or application; each change bumps the version. */
export async function updateCoverLetter(
  db: Db,
  userId: string,
  id: string,
  changes: UpdateCoverLetterRequest,
): Promise<CoverLetter> {
  await findOwnLetter(db, userId, id);
  if (changes.applicationId) await findOwnPosting(db, userId, changes.applicationId);
  const next: Partial<typeof coverLetters.$inferInsert> = { updatedAt: new Date() };
  if (changes.title !== undefined) next.title = changes.title;
  if (changes.data !== undefined) next.data = changes.data;
  if (changes.applicationId !== undefined) next.applicationId = changes.applicationId;
  const [row] = await db
    .update(coverLetters)
    .set({ ...next, version: sql`${coverLetters.version} + 1` })
    .where(
      and(
        eq(coverLetters.id, id),
        eq(coverLetters.userId, userId),
        eq(coverLetters.version, changes.version),
      ),
    )
    .returning();
  if (!row)
    throw new AppError("CoverLetterVersionConflict", { current: await getCoverLetter(db, userId, id) });
  return getCoverLetter(db, userId, row.id);
}

/** DELETE /api/cover-letters/:id (its cached files go with it; a letter already sent stays frozen). */
export async function deleteCoverLetter(db: Db, userId: string, id: string): Promise<string[]> {
  await findOwnLetter(db, userId, id);
  const files = await db
    .select({ fileKey: coverLetterFiles.fileKey })
    .from(coverLetterFiles)
    .where(and(eq(coverLetterFiles.letterId, id), eq(coverLetterFiles.userId, userId)));
  await db.delete(coverLetters).where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)));
  return files.map((f) => f.fileKey);
}

/** POST /api/cover-letters/:id/duplicate: a copy with the same resume, application and text. */
export async function duplicateCoverLetter(
  db: Db,
  userId: string,
  id: string,
  title?: string,
): Promise<CoverLetter> {
  const source = await findOwnLetter(db, userId, id);
  const copyWord = source.language === "ar" ? "نسخة" : "copy";
  const row = await insertLetter(db, {
    userId,
    title: title ?? `${source.title} (${copyWord})`.slice(0, 100),
    language: source.language,
    resumeId: source.resumeId,
    applicationId: source.applicationId,
    data: source.data,
  });
  return getCoverLetter(db, userId, row.id);
}

/**
 * POST /api/cover-letters/:id/twin: the letter in the other language, drafted (offline) from the
 * twin of its resume for the same application. ResumeNotFound when the resume has no twin.
 */
export async function twinCoverLetter(
  db: Db,
  userId: string,
  id: string,
  title?: string,
): Promise<CoverLetter> {
  const source = await findOwnLetter(db, userId, id);
  if (!source.resumeId) throw new AppError("ResumeNotFound");
  const resume = await findOwnResume(db, userId, source.resumeId);
  if (!resume.twinId) throw new AppError("ResumeNotFound");
  return createCoverLetter(db, userId, {
    resumeId: resume.twinId,
    applicationId: source.applicationId,
    title,
    draft: true,
  });
}

/** POST /api/cover-letters/:id/draft (offline): a new draft from the resume and posting, not saved. */
export async function redraftCoverLetter(db: Db, userId: string, id: string): Promise<CoverLetterDraft> {
  const letter = await findOwnLetter(db, userId, id);
  const resume = await letterResumeData(db, letter);
  const posting = letter.applicationId ? await findOwnPosting(db, userId, letter.applicationId) : undefined;
  return offlineDraft(resume, posting);
}

/**
 * Freeze the letter used for an application (the one most lately changed that is linked to
 * it), when it moves on from Saved: its text and its resume's data as they are now, once. Runs
 * inside the caller's transaction (applications.service); nothing when no letter is linked.
 */
export async function freezeCoverLetter(db: Db, userId: string, applicationId: string): Promise<void> {
  const [letter] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), eq(coverLetters.applicationId, applicationId)))
    .orderBy(desc(coverLetters.updatedAt))
    .limit(1);
  if (!letter) return;
  const resume = await letterResumeData(db, letter);
  await db
    .insert(coverLetterSnapshots)
    .values({ userId, applicationId, letterId: letter.id, title: letter.title, letter: letter.data, resume })
    .onConflictDoNothing();
}
