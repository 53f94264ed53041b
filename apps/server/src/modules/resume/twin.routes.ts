import {
  applyTwinChangesRequestSchema,
  createTwinRequestSchema,
  resumeSchema,
  twinSyncSchema,
  twinTextRequestSchema,
  twinWriteResponseSchema,
} from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RunningDeps } from "../../app-deps";
import { currentUser, requireUser } from "../../http/auth-guard";
import {
  applyTwinChanges,
  createTwin,
  getTwinSync,
  setTwinText,
  type TwinContext,
  unlinkTwin,
} from "./twin.service";

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Linked twins (docs/api/resumes.md, "Twins"): POST /api/resume/:id/twin creates the twin,
 * GET reads the link and sync state, POST …/twin/apply applies or dismisses the twin's changes,
 * PUT …/twin/text writes a marked field side by side, DELETE …/twin unlinks both.
 */
export function registerTwinRoutes(app: FastifyInstance, deps: RunningDeps) {
  const ctx: TwinContext = {
    db: deps.database.db,
    resumeLimit: deps.config.RESUME_LIMIT,
    ai: deps.ai,
    untrusted: deps.untrusted,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };

  r.post(
    "/api/resume/:id/twin",
    {
      ...auth,
      schema: { params: idParams, body: createTwinRequestSchema, response: { 201: resumeSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await createTwin(ctx, currentUser(request).id, request.params.id, request.body)),
  );
  r.get(
    "/api/resume/:id/twin",
    { ...auth, schema: { params: idParams, response: { 200: twinSyncSchema } } },
    async (request) => getTwinSync(ctx, currentUser(request).id, request.params.id),
  );
  r.post(
    "/api/resume/:id/twin/apply",
    {
      ...auth,
      schema: {
        params: idParams,
        body: applyTwinChangesRequestSchema,
        response: { 200: twinWriteResponseSchema },
      },
    },
    async (request) => applyTwinChanges(ctx, currentUser(request).id, request.params.id, request.body),
  );
  r.put(
    "/api/resume/:id/twin/text",
    {
      ...auth,
      schema: { params: idParams, body: twinTextRequestSchema, response: { 200: twinWriteResponseSchema } },
    },
    async (request) => setTwinText(ctx, currentUser(request).id, request.params.id, request.body),
  );
  r.delete(
    "/api/resume/:id/twin",
    { ...auth, schema: { params: idParams, response: { 200: resumeSchema } } },
    async (request) => unlinkTwin(ctx, currentUser(request).id, request.params.id),
  );
}
