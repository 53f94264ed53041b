import { randomUUID } from "node:crypto";
import { htmlToText } from "@sira/html";
import { type AnswerAssessment, generateInterviewQuestions, summarizeInterview } from "@sira/nlp";
import type {
  AnswerFeedback,
  CreateInterviewRequest,
  Interview,
  InterviewHistory,
  InterviewReport,
} from "@sira/schema";
import { interviewMaxAttempts, interviewQuestionKinds } from "@sira/schema/ai-api";
import { z } from "zod";
import type { AiTask } from "../../adapters/ai/ai";
import { interviews } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { runForRequest } from "../../http/task-failure";
import { getJob, readResumeFeatures } from "../jobs/jobs.public";
import { getResume } from "../resume/resume.public";
import { type AiContext, runPaidAiTask, runWithOfflineFallback } from "./ai-context";
import {
  findAnswer,
  findInterviewOfUser,
  finishInterviewRow,
  type InterviewRow,
  listAnswers,
  listInterviewsOfUser,
  upsertAnswer,
} from "./interview.repository";
import { answerFeedbackPrompt, interviewQuestionsPrompt, interviewReportPrompt } from "./prompts";

const questionCount = 6;

const questionsSchema = z.object({
  questions: z
    .array(
      z.object({
        id: z.string().min(1).max(80),
        kind: z.enum(interviewQuestionKinds),
        text: z.string().trim().min(5).max(600),
        focus: z.array(z.string().max(80)).max(10).default([]),
        skill: z.string().max(120).optional(),
        outline: z.array(z.string().trim().min(1).max(400)).max(6).optional(),
      }),
    )
    .min(5)
    .max(8),
});
const suggestionsSchema = z.object({ suggestions: z.array(z.string().trim().min(1).max(400)).max(5) });
const reportTextSchema = z.object({
  summary: z.string().trim().min(1).max(1500),
  improvements: z.array(z.string().trim().min(1).max(400)).max(6),
});

/** The interview room's address for an interview id. */
export const interviewUrl = (id: string) => `/interview/${id}`;

/**
 * POST /api/interview: a mock interview for one job and one of the user's resumes, in Arabic or
 * English, for pointPrices.interview. 5–8 questions mix the job's must-haves, the resume's latest
 * experience and STAR behavioural questions (the offline engine, or a model server when one is
 * configured). The interview is stored with its charge; ResumeNotFound, NotFound (job) or
 * PackageIsOver charge nothing.
 */
export async function createInterview(
  ctx: AiContext,
  userId: string,
  request: CreateInterviewRequest,
): Promise<{ id: string; url: string }> {
  const resume = await getResume(ctx, userId, request.resumeId);
  const job = await getJob(ctx.db, request.jobId);
  const { language } = request;
  const description =
    (language === "ar" ? job.descriptionAr || job.descriptionEn : job.descriptionEn || job.descriptionAr) ??
    "";
  // The room names the job as posted, as its card does (issue 38); the questions are written from
  // the title in the interview's language when the vocabulary knows it.
  const jobTitle = job.position;
  const jobText = `${job.positionNames?.[language] ?? job.position}\n${htmlToText(description)}`.trim();
  const features = await readResumeFeatures(ctx.untrusted, { data: resume.data, country: null });
  const id = randomUUID();
  const task: AiTask<z.infer<typeof questionsSchema>> = {
    name: "interview-questions",
    language,
    schema: questionsSchema,
    ...interviewQuestionsPrompt(
      {
        jobText,
        resumeSummary: {
          titles: features.positions.slice(0, 3),
          experience: features.experience.slice(0, 3),
        },
        count: questionCount,
      },
      language,
    ),
    offline: () => ({
      // Seeded by the interview id: two interviews for one job ask different questions.
      questions: generateInterviewQuestions({
        jobText,
        resume: features,
        language,
        count: questionCount,
        seed: id,
      }).map(({ family: _family, ...q }) => q),
    }),
  };
  await runPaidAiTask(ctx, { userId, spender: "interview", referenceId: id, task }, async (tx, answer) => {
    const questions = answer.questions.map((q, i) => ({ ...q, id: `${i + 1}.${q.id}` }));
    await tx.insert(interviews).values({
      id,
      userId,
      resumeId: resume.id,
      jobId: job.id,
      jobTitle,
      jobText,
      language,
      questions,
    });
  });
  return { id, url: interviewUrl(id) };
}

async function mustFindInterview(ctx: AiContext, userId: string, id: string): Promise<InterviewRow> {
  const row = await findInterviewOfUser(ctx.db, userId, id);
  if (!row) throw new AppError("NotFound");
  return row;
}

function toInterview(row: InterviewRow, answers: AnswerFeedback[]): Interview {
  return {
    id: row.id,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    questions: row.questions.map(({ id, kind, text }) => ({ id, kind, text })),
    answers,
    report: row.report ?? null,
  };
}

/** GET /api/interview/:id: questions, answers with feedback, and the report once finished. */
export async function getInterview(ctx: AiContext, userId: string, id: string): Promise<Interview> {
  const row = await mustFindInterview(ctx, userId, id);
  return toInterview(row, await listAnswers(ctx.db, row.id));
}

/** GET /api/interview: the user's interviews, newest first, with the overall score when finished. */
export async function listInterviews(ctx: AiContext, userId: string): Promise<InterviewHistory> {
  return (await listInterviewsOfUser(ctx.db, userId)).map((row) => ({
    id: row.id,
    jobTitle: row.jobTitle,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    overall: row.report?.overall ?? null,
  }));
}

/**
 * POST /api/interview/:id/answer: assess the answer to question `index` on observable things
 * (relevance to the question and the job, STAR structure, specifics and numbers, length, filler
 * words), with a review (what was good, what was missing, the model answer's outline), and store
 * it, replacing an earlier answer (counted as another attempt). Free (the interview's price
 * covers it). A finished interview, an unknown question index or a question answered
 * interviewMaxAttempts times is a ValidationError.
 */
export async function answerInterviewQuestion(
  ctx: AiContext,
  userId: string,
  id: string,
  input: { index: number; answer: string },
): Promise<AnswerFeedback> {
  const row = await mustFindInterview(ctx, userId, id);
  return assessAndStore(ctx, row, input, await findAnswer(ctx.db, row.id, input.index));
}

/**
 * POST /api/interview/:id/retry: answer question `index` again after seeing its review. Only an
 * answered question can be retried (else ValidationError); the new attempt replaces the stored
 * one and its attempt count grows. Free within the paid interview, up to interviewMaxAttempts.
 */
export async function retryInterviewQuestion(
  ctx: AiContext,
  userId: string,
  id: string,
  input: { index: number; answer: string },
): Promise<AnswerFeedback> {
  const row = await mustFindInterview(ctx, userId, id);
  const previous = await findAnswer(ctx.db, row.id, input.index);
  if (!previous) throw new AppError("ValidationError", { reason: "question not answered yet" });
  return assessAndStore(ctx, row, input, previous);
}

async function assessAndStore(
  ctx: AiContext,
  row: InterviewRow,
  input: { index: number; answer: string },
  previous: AnswerFeedback | undefined,
): Promise<AnswerFeedback> {
  if (row.finishedAt) throw new AppError("ValidationError", { reason: "interview finished" });
  const question = row.questions[input.index];
  if (!question) throw new AppError("ValidationError", { reason: "no such question" });
  const attempts = (previous?.attempts ?? 0) + 1;
  if (attempts > interviewMaxAttempts) throw new AppError("ValidationError", { reason: "no attempts left" });
  // The answer is the user's text: assessed in the worker pool, off the event loop.
  const assessment = await runForRequest(() =>
    ctx.untrusted.run("assessInterviewAnswer", {
      question,
      answer: input.answer,
      jobText: row.jobText,
      language: row.language,
    }),
  );
  const { suggestions } =
    assessment.counts.words === 0
      ? { suggestions: assessment.suggestions }
      : await runWithOfflineFallback(ctx, {
          name: "interview-feedback",
          language: row.language,
          schema: suggestionsSchema,
          ...answerFeedbackPrompt(
            {
              question: question.text,
              answer: input.answer,
              observations: { scores: assessment.scores, star: assessment.star, counts: assessment.counts },
            },
            row.language,
          ),
          offline: () => ({ suggestions: assessment.suggestions }),
        });
  const feedback: AnswerFeedback = {
    index: input.index,
    answer: input.answer,
    scores: assessment.scores,
    star: assessment.star,
    counts: assessment.counts,
    fillerWords: assessment.fillerWords,
    suggestions,
    attempts,
    review: assessment.review,
  };
  await upsertAnswer(ctx.db, row.id, feedback);
  return feedback;
}

/**
 * POST /api/interview/:id/finish: the final report (averaged scores, verdict, strengths, most
 * common improvements, summary), stored in the user's history. Finishing again answers the
 * stored report.
 */
export async function finishInterview(ctx: AiContext, userId: string, id: string): Promise<InterviewReport> {
  const row = await mustFindInterview(ctx, userId, id);
  if (row.report) return row.report;
  const answers = await listAnswers(ctx.db, row.id);
  const assessments: AnswerAssessment[] = answers.map((a) => ({
    ...a,
    matchedSkills: [],
    review: a.review ?? { good: [], missing: a.suggestions, outline: [] },
    language: row.language,
  }));
  const summary = summarizeInterview(assessments, row.language);
  const text = await runWithOfflineFallback(ctx, {
    name: "interview-report",
    language: row.language,
    schema: reportTextSchema,
    ...interviewReportPrompt(
      { scores: summary.scores, verdict: summary.verdict, suggestions: answers.map((a) => a.suggestions) },
      row.language,
    ),
    offline: () => ({ summary: summary.summary, improvements: summary.improvements }),
  });
  const report: InterviewReport = {
    overall: summary.overall,
    scores: summary.scores,
    verdict: summary.verdict,
    strengths: summary.strengths,
    improvements: text.improvements,
    summary: text.summary,
    answered: answers.length,
    total: row.questions.length,
  };
  if (await finishInterviewRow(ctx.db, row.id, report)) return report;
  return (await mustFindInterview(ctx, userId, id)).report ?? report;
}
