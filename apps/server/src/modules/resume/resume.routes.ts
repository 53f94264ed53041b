import {
  createResumeRequestSchema,
  importResumeRequestSchema,
  resumeListSchema,
  resumeSchema,
  resumeSummarySchema,
  updateResumeCountryRequestSchema,
  updateResumeDefaultRequestSchema,
  updateResumeLockRequestSchema,
  updateResumeRequestSchema,
} from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RunningDeps } from "../../app-deps";
import { currentUser, requireUser } from "../../http/auth-guard";
import { prefersMinimal } from "../../http/prefer";
import { registerImportOriginalRoutes } from "./import-original.routes";
import {
  createResume,
  deleteResume,
  getResume,
  importResume,
  listResumes,
  type ResumeFilesContext,
  setResumeDefault,
  setResumeLock,
  updateResume,
  updateResumeCountry,
} from "./resume.service";
import { registerTwinRoutes } from "./twin.routes";

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The /api/resume calls of spec §7, plus three of our own (docs/api notes):
 * PATCH /api/resume/:id/lock `{ locked }`, PATCH /api/resume/:id/default `{ isDefault }`.
 * Each needs a signed-in user; another user's resume is ResumeNotFound. The public read lives in
 * the share module.
 */
export function registerResumeRoutes(app: FastifyInstance, deps: RunningDeps) {
  const ctx: ResumeFilesContext = {
    db: deps.database.db,
    resumeLimit: deps.config.RESUME_LIMIT,
    files: deps.files,
    untrusted: deps.untrusted,
    publicUrl: deps.config.PUBLIC_URL,
    log: app.log,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest, so a signed-out caller gets 401 before any body validation.
  const auth = { onRequest: requireUser };
  registerTwinRoutes(app, deps);
  registerImportOriginalRoutes(app, ctx);

  r.post(
    "/api/resume",
    { ...auth, schema: { body: createResumeRequestSchema, response: { 201: resumeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createResume(ctx, currentUser(request).id, request.body)),
  );
  r.post(
    "/api/resume/import",
    { ...auth, schema: { body: importResumeRequestSchema, response: { 201: resumeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await importResume(ctx, currentUser(request).id, request.body)),
  );
  r.get("/api/resume", { ...auth, schema: { response: { 200: resumeListSchema } } }, async (request) =>
    listResumes(ctx, currentUser(request).id),
  );
  r.get(
    "/api/resume/:id",
    { ...auth, schema: { params: idParams, response: { 200: resumeSchema } } },
    async (request) => getResume(ctx, currentUser(request).id, request.params.id),
  );
  r.patch(
    "/api/resume/:id",
    {
      ...auth,
      schema: {
        params: idParams,
        body: updateResumeRequestSchema,
        response: { 200: z.union([resumeSchema, resumeSummarySchema]) },
      },
    },
    async (request, reply) => {
      // RFC 7240: the builder's autosave asks for the new version only, not its content echoed back.
      const minimal = prefersMinimal(request.headers.prefer);
      const saved = await updateResume(ctx, currentUser(request).id, request.params.id, request.body, {
        minimal,
      });
      if (minimal) reply.header("preference-applied", "return=minimal");
      return saved;
    },
  );
  r.patch(
    "/api/resume/:id/country",
    {
      ...auth,
      schema: { params: idParams, body: updateResumeCountryRequestSchema, response: { 200: resumeSchema } },
    },
    async (request) =>
      updateResumeCountry(ctx, currentUser(request).id, request.params.id, request.body.country),
  );
  r.patch(
    "/api/resume/:id/lock",
    {
      ...auth,
      schema: { params: idParams, body: updateResumeLockRequestSchema, response: { 200: resumeSchema } },
    },
    async (request) => setResumeLock(ctx, currentUser(request).id, request.params.id, request.body.locked),
  );
  r.patch(
    "/api/resume/:id/default",
    {
      ...auth,
      schema: { params: idParams, body: updateResumeDefaultRequestSchema, response: { 200: resumeSchema } },
    },
    async (request) =>
      setResumeDefault(ctx, currentUser(request).id, request.params.id, request.body.isDefault),
  );
  r.delete(
    "/api/resume/:id",
    { ...auth, schema: { params: idParams, response: { 200: resumeSchema } } },
    async (request) => deleteResume(ctx, currentUser(request).id, request.params.id),
  );
}
