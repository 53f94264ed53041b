import type {
  AnswerFeedback,
  InterviewQuestionView,
  InterviewReport,
  Language,
  MatchResponse,
} from "@sira/schema";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { jobs } from "./jobs";
import { resumes } from "./resumes";
import { userIdColumn } from "./users";

/**
 * Paid writing help (POST /api/openai): what was asked and the suggestion, written in the
 * transaction that charges for it. `driver` is the provider that answered.
 */
export const aiRequests = pgTable(
  "ai_requests",
  {
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    task: text("task").notNull(),
    language: text("language").$type<Language>().notNull(),
    driver: text("driver").notNull(),
    input: text("input").notNull(),
    output: text("output").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("ai_requests_user_idx").on(t.userId, t.createdAt)],
);

/** Resume-versus-job comparisons (POST /api/match), recorded with their charge. */
export const comparisons = pgTable(
  "comparisons",
  {
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    resumeId: text("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    jobText: text("job_text").notNull(),
    score: real("score").notNull(),
    language: text("language").$type<Language>().notNull(),
    result: jsonb("result").$type<MatchResponse>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index("comparisons_user_idx").on(t.userId, t.createdAt)],
);

/**
 * Mock interviews (POST /api/interview): the questions asked for a job, in one language, and
 * the final report once finished. The job's title and text are copied so history survives the
 * job leaving the feed. `job_requirements` keeps what answers are assessed against.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: text("id").primaryKey(),
    userId: userIdColumn(),
    resumeId: text("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    jobTitle: text("job_title").notNull(),
    jobText: text("job_text").notNull(),
    language: text("language").$type<Language>().notNull(),
    questions: jsonb("questions")
      .$type<(InterviewQuestionView & { focus: string[]; skill?: string; outline?: string[] })[]>()
      .notNull(),
    report: jsonb("report").$type<InterviewReport>(),
    createdAt: createdAtColumn(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("interviews_user_idx").on(t.userId, t.createdAt)],
);

/** One answer per question; answering again replaces it (until the interview is finished). */
export const interviewAnswers = pgTable(
  "interview_answers",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    interviewId: text("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    feedback: jsonb("feedback").$type<AnswerFeedback>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("interview_answers_question_unique").on(t.interviewId, t.index)],
);
