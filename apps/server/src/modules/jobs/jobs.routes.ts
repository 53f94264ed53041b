import multipart from "@fastify/multipart";
import { jobSources } from "@sira/schema/constants";
import {
  jobImportResultSchema,
  jobImportUrlRequestSchema,
  jobMatchListSchema,
  jobMatchQuerySchema,
  jobMatchSchema,
  jobRegionListSchema,
  jobSchema,
} from "@sira/schema/job-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { requireAdmin } from "../../http/admin-guard";
import { AppError } from "../../http/app-error";
import { currentUser, requireUser } from "../../http/auth-guard";
import { requestLanguage } from "../../http/language";
import { importJobFeed, importJobsFromUrl, type JobImportContext, maxFeedBytes } from "./job-import.service";
import { jobPlaces } from "./job-index";
import { type JobMatcher, matchOneJob, matchPageBodyForResume } from "./job-match.service";
import { getJob } from "./job-view";

const idParams = z.object({ id: z.string().min(1).max(100) });
const resumeParams = z.object({ resumeId: z.string().min(1).max(100) });
const jobResumeParams = idParams.extend(resumeParams.shape);
const importQuery = z.object({ source: z.enum(jobSources).optional() });

/**
 * Jobs API: GET /api/job/match/:resumeId (spec §7; search, filters, sort and paging in the
 * query), GET /api/job/regions (the location filter), GET /api/job/:id, GET
 * /api/job/:id/match/:resumeId (one job's match and reasons, free), and the operator's
 * POST /api/admin/jobs/import (multipart field `file`, or JSON `{ url }`; `?source=` names the
 * platform when the feed does not).
 */
export async function registerJobRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  matcher: JobMatcher,
  importContext: JobImportContext,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };

  r.get(
    "/api/job/match/:resumeId",
    {
      ...auth,
      schema: {
        params: resumeParams,
        querystring: jobMatchQuerySchema,
        response: { 200: jobMatchListSchema },
      },
    },
    async (request, reply) => {
      const body = await matchPageBodyForResume(
        matcher,
        currentUser(request).id,
        request.params.resumeId,
        request.query,
        requestLanguage(request),
      );
      // The body as the schema's serializer would give it, its cards' JSON reused across pages
      // and the whole page kept while the resume's scores are the same.
      return reply.type("application/json; charset=utf-8").send(body as never);
    },
  );
  r.get("/api/job/regions", { ...auth, schema: { response: { 200: jobRegionListSchema } } }, async () =>
    jobPlaces().map(({ keys: _keys, ...region }) => region),
  );
  r.get(
    "/api/job/:id",
    { ...auth, schema: { params: idParams, response: { 200: jobSchema } } },
    async (request) => getJob(deps.database.db, request.params.id),
  );

  r.get(
    "/api/job/:id/match/:resumeId",
    { ...auth, schema: { params: jobResumeParams, response: { 200: jobMatchSchema } } },
    async (request) =>
      matchOneJob(
        matcher,
        currentUser(request).id,
        request.params.resumeId,
        request.params.id,
        requestLanguage(request),
      ),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxFeedBytes, files: 1, fields: 5 } });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/admin/jobs/import",
      {
        onRequest: requireAdmin(deps.config.ADMIN_TOKEN),
        bodyLimit: 64 * 1024,
        schema: { querystring: importQuery, response: { 200: jobImportResultSchema } },
      },
      async (request) => {
        if (!request.isMultipart()) {
          const { url, source } = jobImportUrlRequestSchema.parse(request.body);
          return importJobsFromUrl(importContext, url, source ?? request.query.source);
        }
        const upload = await request.file();
        if (upload?.fieldname !== "file")
          throw new AppError("ValidationError", { reason: "field file missing" });
        const body = await upload.toBuffer();
        return importJobFeed(importContext, body, {
          source: request.query.source,
          name: upload.filename,
          contentType: upload.mimetype,
        });
      },
    );
  });
}
