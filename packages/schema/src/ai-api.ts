import { languages } from "./constants";
import { z } from "./zod";

/**
 * POST /api/openai (spec §7): writing help. `type` summary improves a summary (in `language`,
 * default the text's own) or, with `changeLanguage: "english"`, translates it to English; `type`
 * list writes bullet text for an item from its notes. `text` may be HTML (the builder's rich text).
 */
export const writingRequestSchema = z.object({
  changeLanguage: z.literal("english").optional(),
  type: z.enum(["summary", "list"]),
  text: z.string().trim().min(1).max(6000),
  /** Spec §7 sends `job: false`; kept for compatibility, no effect. */
  job: z.boolean().optional(),
  language: z.enum(languages).optional(),
});
export type WritingRequest = z.infer<typeof writingRequestSchema>;

/** The suggestion: plain text (lists as "- " lines) and the same as HTML for the rich editor. */
export const writingResponseSchema = z.object({ text: z.string(), html: z.string() });
export type WritingResponse = z.infer<typeof writingResponseSchema>;

/** POST /api/openai/job-titles: the resume to suggest search titles for. */
export const jobTitlesRequestSchema = z.object({ id: z.string().min(1).max(100) });

/** One suggested title, labelled in both languages; `reason` says why it is offered. */
export const jobTitleSuggestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  en: z.string(),
  ar: z.string(),
  score: z.number().min(0).max(1),
  reason: z.enum(["own", "related", "skills"]),
});
export const jobTitlesResponseSchema = z.object({ titles: z.array(jobTitleSuggestionSchema) });
export type JobTitlesResponse = z.infer<typeof jobTitlesResponseSchema>;

/**
 * POST /api/match (spec §7): a job description and a resume, either its text (a PDF upload
 * extracted in the browser) or a saved resume's id. `jobId` records which job card it came from.
 */
export const matchRequestSchema = z.object({
  job: z.string().trim().min(1).max(20_000),
  jobId: z.string().min(1).max(100).optional(),
  resume: z.union([z.string().trim().min(1).max(50_000), z.object({ id: z.string().min(1).max(100) })]),
});
export type MatchRequest = z.infer<typeof matchRequestSchema>;

const labelled = z.object({ id: z.string(), label: z.string() });

/** What a job seeker can act on, labels in the reader's language; a null score means "not asked". */
export const matchBreakdownSchema = z.object({
  mustHave: z.object({ found: z.array(labelled), missing: z.array(labelled) }),
  niceToHave: z.object({ found: z.array(labelled), missing: z.array(labelled) }),
  title: z.object({ score: z.number(), job: z.string().nullable(), resume: z.string().nullable() }),
  /** `fromLevel`: the job states no years; `required` is what its level (senior) implies. */
  years: z.object({
    required: z.number().nullable(),
    have: z.number(),
    score: z.number().nullable(),
    fromLevel: z.boolean().optional(),
  }),
  education: z.object({
    required: labelled.nullable(),
    have: labelled.nullable(),
    score: z.number().nullable(),
  }),
  language: z.object({
    required: z.array(labelled),
    missing: z.array(labelled),
    score: z.number().nullable(),
  }),
  /**
   * The score as points of 100 per part (the same model the explanation and fixes come from):
   * points add up to the score in percent; "level" is a deduction (max 0). Absent in results
   * stored before it was added.
   */
  parts: z
    .array(
      z.object({
        key: z.enum(["must", "nice", "title", "years", "education", "language", "level"]),
        score: z.number(),
        points: z.number().int(),
        max: z.number().int(),
      }),
    )
    .optional(),
});
export type MatchBreakdown = z.infer<typeof matchBreakdownSchema>;

/** The comparison: score 0..1, pass when above limits.passThreshold, why, and what to change. */
export const matchResponseSchema = z.object({
  id: z.string(),
  score: z.number().min(0).max(1),
  pass: z.boolean(),
  explanation: z.string(),
  fixes: z.array(z.string()),
  breakdown: matchBreakdownSchema,
});
export type MatchResponse = z.infer<typeof matchResponseSchema>;

/** POST /api/interview (spec §7): a job, the (default) resume and the interview language. */
export const createInterviewRequestSchema = z.object({
  jobId: z.string().min(1).max(100),
  resumeId: z.string().min(1).max(100),
  language: z.enum(languages),
});
export type CreateInterviewRequest = z.infer<typeof createInterviewRequestSchema>;
export const createInterviewResponseSchema = z.object({ id: z.string(), url: z.string() });

/** Kinds of interview questions: technical and gulf (context) come from the banks (issue 38). */
export const interviewQuestionKinds = [
  "opening",
  "skill",
  "gap",
  "experience",
  "behavioural",
  "technical",
  "gulf",
] as const;
export const interviewQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(interviewQuestionKinds),
  text: z.string(),
});
export type InterviewQuestionView = z.infer<typeof interviewQuestionSchema>;

const score = z.number().min(0).max(1);
export const answerScoresSchema = z.object({
  relevance: score,
  structure: score,
  specifics: score,
  length: score,
  fluency: score,
  overall: score,
});
export type AnswerScoresView = z.infer<typeof answerScoresSchema>;

/** Feedback on one answer, from what the text shows (relevance, STAR, specifics, length, fillers). */
export const answerFeedbackSchema = z.object({
  index: z.number().int().min(0),
  answer: z.string(),
  scores: answerScoresSchema,
  star: z.object({ situation: z.boolean(), task: z.boolean(), action: z.boolean(), result: z.boolean() }),
  counts: z.object({ words: z.number().int(), numbers: z.number().int(), fillers: z.number().int() }),
  fillerWords: z.array(z.string()),
  suggestions: z.array(z.string()),
  /** How many times this question was answered (1 + retries); the latest attempt is kept. */
  attempts: z.number().int().min(1),
  /** Per-question review: what was good, what was missing, the model answer's outline. */
  review: z
    .object({ good: z.array(z.string()), missing: z.array(z.string()), outline: z.array(z.string()) })
    .optional(),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

/** Attempts per question in one (paid) interview: the first answer and up to four retries. */
export const interviewMaxAttempts = 5;

/** POST /api/interview/:id/answer: the answer (typed or transcribed) to question `index`. */
export const interviewAnswerRequestSchema = z.object({
  index: z.number().int().min(0).max(20),
  answer: z.string().trim().max(8000),
});

/**
 * POST /api/interview/:id/retry: answer an already answered question again (free within the
 * interview, up to interviewMaxAttempts); the new attempt replaces the stored one.
 */
export const interviewRetryRequestSchema = interviewAnswerRequestSchema;

/** The final report: averaged scores, verdict, strengths, the most common improvements. */
export const interviewReportSchema = z.object({
  overall: score,
  scores: answerScoresSchema,
  verdict: z.enum(["strong", "good", "needs-work"]),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  summary: z.string(),
  answered: z.number().int(),
  total: z.number().int(),
});
export type InterviewReport = z.infer<typeof interviewReportSchema>;

/** GET /api/interview/:id: the room's state. */
export const interviewSchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  jobTitle: z.string(),
  language: z.enum(languages),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  questions: z.array(interviewQuestionSchema),
  answers: z.array(answerFeedbackSchema),
  report: interviewReportSchema.nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** GET /api/interview: the user's interviews, newest first. */
export const interviewHistorySchema = z.array(
  z.object({
    id: z.string(),
    jobTitle: z.string(),
    language: z.enum(languages),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    overall: score.nullable(),
  }),
);
export type InterviewHistory = z.infer<typeof interviewHistorySchema>;
