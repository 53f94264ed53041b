import type { AnswerFeedback, InterviewReport } from "@sira/schema";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { interviewAnswers, interviews } from "../../db/schema";

export type InterviewRow = typeof interviews.$inferSelect;

/** One of the user's interviews, or undefined (also for another user's). */
export async function findInterviewOfUser(
  db: Db,
  userId: string,
  id: string,
): Promise<InterviewRow | undefined> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.userId, userId)))
    .limit(1);
  return row;
}

/** Answers stored before retries existed have no attempt count: they were one attempt. */
const withAttempts = (feedback: AnswerFeedback): AnswerFeedback => ({
  ...feedback,
  attempts: feedback.attempts ?? 1,
});

/** The answers given so far, in question order. */
export async function listAnswers(db: Db, interviewId: string): Promise<AnswerFeedback[]> {
  const rows = await db
    .select({ feedback: interviewAnswers.feedback })
    .from(interviewAnswers)
    .where(eq(interviewAnswers.interviewId, interviewId))
    .orderBy(interviewAnswers.index);
  return rows.map((r) => withAttempts(r.feedback));
}

/** The stored answer to question `index`, or undefined. */
export async function findAnswer(
  db: Db,
  interviewId: string,
  index: number,
): Promise<AnswerFeedback | undefined> {
  const [row] = await db
    .select({ feedback: interviewAnswers.feedback })
    .from(interviewAnswers)
    .where(and(eq(interviewAnswers.interviewId, interviewId), eq(interviewAnswers.index, index)))
    .limit(1);
  return row ? withAttempts(row.feedback) : undefined;
}

/** Store an answer's feedback, replacing an earlier answer to the same question. */
export async function upsertAnswer(db: Db, interviewId: string, feedback: AnswerFeedback): Promise<void> {
  await db
    .insert(interviewAnswers)
    .values({ interviewId, index: feedback.index, feedback })
    .onConflictDoUpdate({
      target: [interviewAnswers.interviewId, interviewAnswers.index],
      set: { feedback, updatedAt: new Date() },
    });
}

/** Close an open interview with its report; false when it was already finished. */
export async function finishInterviewRow(db: Db, id: string, report: InterviewReport): Promise<boolean> {
  const rows = await db
    .update(interviews)
    .set({ report, finishedAt: new Date() })
    .where(and(eq(interviews.id, id), isNull(interviews.finishedAt)))
    .returning({ id: interviews.id });
  return rows.length > 0;
}

/** The user's interviews, newest first (history). */
export async function listInterviewsOfUser(db: Db, userId: string, limit = 50): Promise<InterviewRow[]> {
  return db
    .select()
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.createdAt))
    .limit(limit);
}
