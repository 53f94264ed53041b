import {
  acceptTailorRequestSchema,
  acceptTailorResponseSchema,
  createTailorRequestSchema,
  createTailorResponseSchema,
  rewriteTailorResponseSchema,
  tailorStateSchema,
} from "@sira/schema/tailor-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import type { AiContext } from "./ai-context";
import { acceptTailorChange, createTailoredCopy, getTailorState, rewriteForJob } from "./tailor.service";

const params = z.object({ applicationId: z.string().min(1).max(100) });

/**
 * Tailoring a resume for one job (docs/api/tailor.md): POST /api/tailor (copy and link),
 * GET /api/tailor/:applicationId (score and proposals), POST …/accept (one change, checked),
 * POST …/rewrite (model server, pointPrices.listWriting). Another user's application is 404.
 */
export function registerTailorRoutes(app: FastifyInstance, ctx: AiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };
  r.post(
    "/api/tailor",
    { ...auth, schema: { body: createTailorRequestSchema, response: { 201: createTailorResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createTailoredCopy(ctx, currentUser(request).id, request.body)),
  );
  r.get(
    "/api/tailor/:applicationId",
    { ...auth, schema: { params, response: { 200: tailorStateSchema } } },
    async (request) => getTailorState(ctx, currentUser(request).id, request.params.applicationId),
  );
  r.post(
    "/api/tailor/:applicationId/accept",
    {
      ...auth,
      schema: { params, body: acceptTailorRequestSchema, response: { 200: acceptTailorResponseSchema } },
    },
    async (request) =>
      acceptTailorChange(ctx, currentUser(request).id, request.params.applicationId, request.body),
  );
  r.post(
    "/api/tailor/:applicationId/rewrite",
    { ...auth, schema: { params, response: { 200: rewriteTailorResponseSchema } } },
    async (request) => rewriteForJob(ctx, currentUser(request).id, request.params.applicationId),
  );
}
