import {
  languages,
  previewResponseSchema,
  printQuerySchema,
  printResponseSchema,
  templateIds,
} from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import { requesterOf } from "../../http/requester";
import {
  findPrintable,
  getPreview,
  type PrintContext,
  printResume,
  readPreviewFile,
  readPrintFile,
  sendDownload,
  templateThumbnail,
} from "./print.service";
import { ViewerPrintBudget } from "./print-limits";

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Printing (spec §7): GET /api/resume/print/:id?lang=&format=&variant= answers `{ url }` of the PDF
 * (`variant=ats`: the ATS-safe PDF), Word, text or JSON Resume file (owner, or anyone for a public resume), served by GET /api/prints/:printId/file?exp&sig
 * for ten minutes;
 * GET /api/resume/print/:id/preview answers `{ url }` of the first-page image, served by
 * GET /api/resume/print/:id/preview/:hash.webp to the owner with immutable caching;
 * GET /api/templates/:id/thumbnail.webp?lang= the template picker's picture of each template.
 */
export function registerPrintRoutes(app: FastifyInstance, ctx: PrintContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewerPrints = new ViewerPrintBudget();

  r.get(
    "/api/resume/print/:id",
    { schema: { params: idParams, querystring: printQuerySchema, response: { 200: printResponseSchema } } },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const { format, variant } = request.query;
      const resume = await findPrintable(ctx, request.params.id);
      // The owner pays for their prints; anyone else prints a public resume for free, so on a
      // budget (per user, or per address signed out) and one at a time, leaving the print slots
      // to the users who need them.
      if (viewerId && resume?.userId === viewerId) return printResume(ctx, viewerId, resume, format, variant);
      return viewerPrints.run(requesterOf(request), () =>
        printResume(ctx, viewerId, resume, format, variant),
      );
    },
  );
  r.get(
    "/api/prints/:printId/file",
    {
      schema: {
        params: z.object({ printId: z.uuid() }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      return sendDownload(
        reply,
        await readPrintFile(ctx, { printId: request.params.printId, expires: exp, sig }),
      );
    },
  );
  r.get(
    "/api/resume/print/:id/preview",
    { onRequest: requireUser, schema: { params: idParams, response: { 200: previewResponseSchema } } },
    async (request) => getPreview(ctx, currentUser(request).id, request.params.id),
  );
  r.get(
    "/api/resume/print/:id/preview/:file",
    {
      onRequest: requireUser,
      schema: { params: idParams.extend({ file: z.string().regex(/^[a-f0-9]{64}\.webp$/) }) },
    },
    async (request, reply) => {
      const contentHash = request.params.file.slice(0, 64);
      const etag = `"${contentHash}"`;
      reply.header("cache-control", "private, max-age=31536000, immutable").header("etag", etag);
      const file = await readPreviewFile(ctx, {
        userId: currentUser(request).id,
        resumeId: request.params.id,
        contentHash,
      });
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply
        .header("content-type", file.contentType)
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(file.body));
    },
  );
  r.get(
    "/api/templates/:id/thumbnail.webp",
    {
      schema: {
        params: z.object({ id: z.enum(templateIds) }),
        querystring: z.object({ lang: z.enum(languages).default("ar") }),
      },
    },
    async (request, reply) => {
      const image = await templateThumbnail(ctx, request.params.id, request.query.lang);
      return reply
        .header("content-type", "image/webp")
        .header("cache-control", "public, max-age=86400")
        .header("x-content-type-options", "nosniff")
        .send(image);
    },
  );
}
