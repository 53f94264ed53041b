import {
  answerFeedbackSchema,
  createInterviewRequestSchema,
  createInterviewResponseSchema,
  interviewAnswerRequestSchema,
  interviewHistorySchema,
  interviewReportSchema,
  interviewRetryRequestSchema,
  interviewSchema,
  jobTitlesRequestSchema,
  jobTitlesResponseSchema,
  matchRequestSchema,
  matchResponseSchema,
  writingRequestSchema,
  writingResponseSchema,
} from "@sira/schema/ai-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RunningDeps } from "../../app-deps";
import { currentUser, requireUser } from "../../http/auth-guard";
import { requestLanguage } from "../../http/language";
import type { AiContext } from "./ai-context";
import { compareResumeWithJob } from "./compare.service";
import {
  answerInterviewQuestion,
  createInterview,
  finishInterview,
  getInterview,
  listInterviews,
  retryInterviewQuestion,
} from "./interview.service";
import { suggestTitlesForResume } from "./job-titles.service";
import { registerTailorRoutes } from "./tailor.routes";
import { writeWithAi } from "./writing.service";

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The AI calls of spec §7: POST /api/openai (writing help), POST /api/openai/job-titles,
 * POST /api/match (compare), and the mock interview: POST /api/interview, GET /api/interview
 * (history), GET /api/interview/:id, POST /api/interview/:id/answer, POST /api/interview/:id/retry,
 * POST /api/interview/:id/finish.
 * All need a signed-in user; prices come from pointPrices.
 */
export function registerAiRoutes(app: FastifyInstance, deps: RunningDeps) {
  const ctx: AiContext = {
    db: deps.database.db,
    resumeLimit: deps.config.RESUME_LIMIT,
    ai: deps.ai,
    untrusted: deps.untrusted,
    log: (message, details) => app.log.warn(details, message),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };

  r.post(
    "/api/openai",
    { ...auth, schema: { body: writingRequestSchema, response: { 200: writingResponseSchema } } },
    async (request) => writeWithAi(ctx, currentUser(request).id, request.body),
  );
  r.post(
    "/api/openai/job-titles",
    { ...auth, schema: { body: jobTitlesRequestSchema, response: { 200: jobTitlesResponseSchema } } },
    async (request) =>
      suggestTitlesForResume(ctx, currentUser(request).id, request.body.id, requestLanguage(request)),
  );
  r.post(
    "/api/match",
    { ...auth, schema: { body: matchRequestSchema, response: { 200: matchResponseSchema } } },
    async (request) =>
      compareResumeWithJob(ctx, currentUser(request).id, request.body, requestLanguage(request)),
  );
  r.post(
    "/api/interview",
    {
      ...auth,
      schema: { body: createInterviewRequestSchema, response: { 201: createInterviewResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createInterview(ctx, currentUser(request).id, request.body)),
  );
  r.get(
    "/api/interview",
    { ...auth, schema: { response: { 200: interviewHistorySchema } } },
    async (request) => listInterviews(ctx, currentUser(request).id),
  );
  r.get(
    "/api/interview/:id",
    { ...auth, schema: { params: idParams, response: { 200: interviewSchema } } },
    async (request) => getInterview(ctx, currentUser(request).id, request.params.id),
  );
  r.post(
    "/api/interview/:id/answer",
    {
      ...auth,
      schema: {
        params: idParams,
        body: interviewAnswerRequestSchema,
        response: { 200: answerFeedbackSchema },
      },
    },
    async (request) => answerInterviewQuestion(ctx, currentUser(request).id, request.params.id, request.body),
  );
  r.post(
    "/api/interview/:id/retry",
    {
      ...auth,
      schema: {
        params: idParams,
        body: interviewRetryRequestSchema,
        response: { 200: answerFeedbackSchema },
      },
    },
    async (request) => retryInterviewQuestion(ctx, currentUser(request).id, request.params.id, request.body),
  );
  r.post(
    "/api/interview/:id/finish",
    { ...auth, schema: { params: idParams, response: { 200: interviewReportSchema } } },
    async (request) => finishInterview(ctx, currentUser(request).id, request.params.id),
  );
  registerTailorRoutes(app, ctx);
}
