import { randomUUID } from "node:crypto";
import {
  type CoverLetter,
  type CoverLetterData,
  type CoverLetterDraft,
  type CreateCoverLetterRequest,
  coverLetterLimit,
  type DraftCoverLetterRequest,
  defaultResumeData,
  emptyCoverLetterData,
  type Language,
  type ResumeData,
  type UpdateCoverLetterRequest,
} from "@sira/schema";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { AiTask } from "../../adapters/ai/ai";
import type { Db } from "../../db/client";
import {
  aiRequests,
  applications,
  coverLetterFiles,
  coverLetterSnapshots,
  coverLetters,
  resumes,
} from "../../db/schema";
import { AppError } from "../../http/app-error";
import { runForRequest } from "../../http/task-failure";
import { type AiContext, coverLetterRewritePrompt, runPaidAiTask } from "../ai/ai.public";

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

/**
 * What the letters' rules need: the database, the worker pool (drafts and checks read the
 * user's text) and the AI provider (a rewrite, priced as AI writing).
 */
export type LetterContext = AiContext;

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
  return (await loadOwnedLetter(db, userId, id)).letter;
}

/** A letter with the resume data it prints with (see `withResume`). */
export interface LetterWithResume {
  letter: LetterRow;
  resume: ResumeData;
}

/**
 * Letters matching `where` with the data of the resume each prints with, in one query: its
 * linked resume (the letter owner's), or a blank one in its language once that is deleted.
 */
async function lettersWithResume(db: Db, where: SQL | undefined, newestFirst = false) {
  const query = db
    .select({ letter: coverLetters, resume: resumes.data })
    .from(coverLetters)
    .leftJoin(resumes, and(eq(resumes.id, coverLetters.resumeId), eq(resumes.userId, coverLetters.userId)))
    .where(where);
  const rows = await (newestFirst ? query.orderBy(desc(coverLetters.updatedAt)).limit(1) : query);
  return rows.map(
    (r): LetterWithResume => ({ letter: r.letter, resume: r.resume ?? defaultResumeData(r.letter.language) }),
  );
}

/** One of the user's letters and its resume's data; NotFound for a missing one or anyone else's. */
export async function loadOwnedLetter(db: Db, userId: string, id: string): Promise<LetterWithResume> {
  const [found] = await lettersWithResume(db, and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)));
  if (!found) throw new AppError("NotFound");
  return found;
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

const noPosting: Posting = { position: "", company: "", description: "" };

/**
 * The offline draft of a resume for a posting (or a general letter without one): free. It reads
 * the user's resume and the posting's text, so it is made in the worker pool.
 */
function offlineDraft(ctx: LetterContext, resume: ResumeData, posting: Posting | undefined) {
  return runForRequest(() =>
    ctx.untrusted.run("coverLetterDraft", { resume, posting: posting ?? noPosting }),
  );
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
  ctx: LetterContext,
  userId: string,
  input: CreateCoverLetterRequest,
): Promise<CoverLetter> {
  const { db } = ctx;
  const resume = await findOwnResume(db, userId, input.resumeId);
  const applicationId = input.applicationId ?? null;
  const posting = applicationId ? await findOwnPosting(db, userId, applicationId) : undefined;
  const data =
    input.draft === false
      ? { ...emptyCoverLetterData, signature: resume.data.basics.name.trim() }
      : (await offlineDraft(ctx, resume.data, posting)).data;
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
  ctx: LetterContext,
  userId: string,
  id: string,
  title?: string,
): Promise<CoverLetter> {
  const source = await findOwnLetter(ctx.db, userId, id);
  if (!source.resumeId) throw new AppError("ResumeNotFound");
  const resume = await findOwnResume(ctx.db, userId, source.resumeId);
  if (!resume.twinId) throw new AppError("ResumeNotFound");
  return createCoverLetter(ctx, userId, {
    resumeId: resume.twinId,
    applicationId: source.applicationId,
    title,
    draft: true,
  });
}

const rewriteAnswerSchema = z.object({
  opening: z.string().trim().min(1).max(3000),
  body: z.array(z.string().trim().min(1).max(3000)).min(1).max(6),
});

/**
 * POST /api/cover-letters/:id/draft: a new draft from the resume and posting, not saved. Offline
 * (free) by default; with `rewrite`, the model server rewrites the letter's opening and body
 * (pointPrices.listWriting, confirmed in the app; ModelServerRequired offline, nothing charged).
 * The rewrite passes the no-invention check of tailoring proposals against the resume, the
 * posting's position and company, and the offline draft: a letter stating a skill, employer,
 * title, date, figure or degree none of them shows is refused (TailorInvented, with the facts),
 * and nothing is charged.
 */
export async function redraftCoverLetter(
  ctx: LetterContext,
  userId: string,
  id: string,
  request: DraftCoverLetterRequest = {},
): Promise<CoverLetterDraft> {
  const { letter, resume } = await loadOwnedLetter(ctx.db, userId, id);
  const posting = letter.applicationId
    ? await findOwnPosting(ctx.db, userId, letter.applicationId)
    : undefined;
  if (!request.rewrite) return offlineDraft(ctx, resume, posting);

  const language = letter.language;
  const written = letter.data.opening.trim() || letter.data.body.some((p) => p.trim());
  const base = written ? letter.data : (await offlineDraft(ctx, resume, posting)).data;
  const input = {
    job: {
      position: posting?.position ?? "",
      company: posting?.company ?? "",
      text: (posting?.description ?? "").slice(0, 6000),
    },
    resume: {
      headline: resume.basics.headline,
      summary: resume.sections.summary.content.slice(0, 3000),
      experience: resume.sections.experience.items
        .filter((i) => i.visible)
        .slice(0, 8)
        .map((i) => ({
          position: i.position,
          company: i.company,
          date: i.date,
          text: i.summary.slice(0, 2000),
        })),
      skills: resume.sections.skills.items.filter((i) => i.visible).map((i) => i.name),
    },
    letter: { opening: base.opening, body: base.body },
  };
  const referenceId = randomUUID();
  const task: AiTask<z.infer<typeof rewriteAnswerSchema>> = {
    name: "cover-letter-rewrite",
    language,
    schema: rewriteAnswerSchema,
    ...coverLetterRewritePrompt(input, language),
  };
  // The check runs in the worker pool on the model's answer, before the charge: a refused
  // letter charges nothing.
  const review = async (answer: z.infer<typeof rewriteAnswerSchema>) => {
    const data: CoverLetterData = { ...base, opening: answer.opening, body: answer.body };
    const invented = await runForRequest(() =>
      ctx.untrusted.run("coverLetterInvented", { resume, posting: posting ?? noPosting, letter: data }),
    );
    if (invented.length) {
      ctx.log?.("cover letter rewrite refused: it states facts the resume does not show", {
        facts: invented,
      });
      throw new AppError("TailorInvented", { facts: invented });
    }
    return { answer, data };
  };
  const paid = { userId, spender: "listWriting" as const, referenceId, task, review };
  return runPaidAiTask(ctx, paid, async (tx, { answer, data }) => {
    await tx.insert(aiRequests).values({
      id: referenceId,
      userId,
      task: "cover-letter-rewrite",
      language,
      driver: ctx.ai.driver,
      input: JSON.stringify(input).slice(0, 20_000),
      output: JSON.stringify(answer).slice(0, 20_000),
    });
    return { data, cited: [] };
  });
}

/**
 * Freeze the letter used for an application (the one most lately changed that is linked to
 * it), when it moves on from Saved: its text and its resume's data as they are now, once. Runs
 * inside the caller's transaction (applications.service); nothing when no letter is linked.
 */
export async function freezeCoverLetter(db: Db, userId: string, applicationId: string): Promise<void> {
  const [found] = await lettersWithResume(
    db,
    and(eq(coverLetters.userId, userId), eq(coverLetters.applicationId, applicationId)),
    true,
  );
  if (!found) return;
  const { letter, resume } = found;
  await db
    .insert(coverLetterSnapshots)
    .values({ userId, applicationId, letterId: letter.id, title: letter.title, letter: letter.data, resume })
    .onConflictDoNothing();
}
