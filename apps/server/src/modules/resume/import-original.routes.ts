import { importOriginalSchema } from "@sira/schema";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import { sendError } from "../../http/error-handler";
import { deleteImportOriginal, findImportOriginal, readImportOriginal } from "./import-original";
import { getResume, type ResumeFilesContext } from "./resume.service";

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The builder's review step (issue 18): GET /api/resume/:id/import-original answers what was
 * imported into the resume (file name, kind, size, time), GET …/import-original/file the file
 * itself, DELETE …/import-original dismisses the review and deletes the file. Only the owner's
 * resumes answer; another user's id, a resume without a kept original, or a dismissed one answer
 * 404 (ResumeNotFound for the resume, NotFound for the original).
 */
export function registerImportOriginalRoutes(app: FastifyInstance, ctx: ResumeFilesContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };
  /** The signed-in user's id once the resume is known to be theirs (else ResumeNotFound). */
  const ownerOf = async (request: FastifyRequest, id: string) => {
    const userId = currentUser(request).id;
    await getResume(ctx, userId, id);
    return userId;
  };

  r.get(
    "/api/resume/:id/import-original",
    { ...auth, schema: { params: idParams, response: { 200: importOriginalSchema, 204: z.null() } } },
    async (request, reply) => {
      const userId = await ownerOf(request, request.params.id);
      const meta = await findImportOriginal(ctx.files, userId, request.params.id);
      // The resume is the user's but nothing is kept (not imported, or dismissed): 204, not 404,
      // so that the builder's question on every load is not logged as a failed request.
      if (!meta) return reply.code(204).send(null);
      return meta;
    },
  );

  r.get(
    "/api/resume/:id/import-original/file",
    { ...auth, schema: { params: idParams } },
    async (request, reply) => {
      const userId = await ownerOf(request, request.params.id);
      const stored = await readImportOriginal(ctx.files, userId, request.params.id);
      if (!stored) return sendError(request, reply, "NotFound");
      const name = encodeURIComponent(stored.meta.fileName || `resume.${stored.meta.kind}`).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      );
      return reply
        .header("Content-Type", stored.meta.contentType)
        .header("Content-Disposition", `inline; filename*=UTF-8''${name}`)
        .header("Cache-Control", "private, no-store")
        .header("X-Content-Type-Options", "nosniff")
        .send(Buffer.from(stored.body));
    },
  );

  r.delete(
    "/api/resume/:id/import-original",
    { ...auth, schema: { params: idParams } },
    async (request, reply) => {
      const userId = await ownerOf(request, request.params.id);
      await deleteImportOriginal(ctx.files, userId, request.params.id);
      return reply.status(204).send();
    },
  );
}
