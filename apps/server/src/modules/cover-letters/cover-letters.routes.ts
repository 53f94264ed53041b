import {
  copyCoverLetterRequestSchema,
  coverLetterDownloadQuerySchema,
  coverLetterDraftSchema,
  coverLetterListSchema,
  coverLetterSchema,
  createCoverLetterRequestSchema,
  draftCoverLetterRequestSchema,
  printResponseSchema,
  sentDocumentsSchema,
  updateCoverLetterRequestSchema,
} from "@sira/schema";
import type { FastifyInstance, FastifySchema } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import { type PrintContext, sendDownload } from "../print/print.public";
import {
  downloadCoverLetter,
  listSentDocuments,
  readCoverLetterFile,
  readSentPdf,
  removeStoredFiles,
} from "./cover-letter-files";
import {
  createCoverLetter,
  deleteCoverLetter,
  duplicateCoverLetter,
  getCoverLetter,
  type LetterContext,
  listCoverLetters,
  redraftCoverLetter,
  twinCoverLetter,
  updateCoverLetter,
} from "./cover-letters.service";

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Cover letters (docs/api/cover-letters.md): /api/cover-letters (list, create with the offline
 * draft), one, change, delete, duplicate, the twin in the other language, a new draft, the
 * downloads (PDF, Word, text; priced like a CV download) and their files; and what was sent with
 * an application (/api/applications/:id/sent, its PDFs). Each needs a signed-in user; another
 * user's letter or application answers 404.
 */
export function registerCoverLetterRoutes(app: FastifyInstance, printing: PrintContext, ctx: LetterContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };
  const { db } = printing;

  r.get(
    "/api/cover-letters",
    { ...auth, schema: { response: { 200: coverLetterListSchema } } },
    async (request) => ({
      coverLetters: await listCoverLetters(db, currentUser(request).id),
    }),
  );
  r.post(
    "/api/cover-letters",
    { ...auth, schema: { body: createCoverLetterRequestSchema, response: { 201: coverLetterSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createCoverLetter(ctx, currentUser(request).id, request.body)),
  );
  r.get(
    "/api/cover-letters/:id",
    { ...auth, schema: { params: idParams, response: { 200: coverLetterSchema } } },
    async (request) => getCoverLetter(db, currentUser(request).id, request.params.id),
  );
  r.patch(
    "/api/cover-letters/:id",
    {
      ...auth,
      schema: {
        params: idParams,
        body: updateCoverLetterRequestSchema,
        response: { 200: coverLetterSchema },
      },
    },
    async (request) => updateCoverLetter(db, currentUser(request).id, request.params.id, request.body),
  );
  r.delete("/api/cover-letters/:id", { ...auth, schema: { params: idParams } }, async (request, reply) => {
    await removeStoredFiles(
      printing,
      await deleteCoverLetter(db, currentUser(request).id, request.params.id),
    );
    return reply.status(204).send();
  });
  /**
   * POST /api/cover-letters/:id/<action>: one of the user's letters, a body, an answer. The
   * schemas validate and serialize as on the typed routes; the handler's types come from them.
   */
  const letterAction = <Body extends z.ZodType, Answer extends z.ZodType>(
    action: string,
    status: 200 | 201,
    schema: { body: Body; answer: Answer },
    run: (userId: string, id: string, body: z.infer<Body>) => Promise<z.infer<Answer>>,
  ) =>
    app.post(
      `/api/cover-letters/:id/${action}`,
      {
        ...auth,
        schema: {
          params: idParams,
          body: schema.body,
          response: { [status]: schema.answer },
        } as FastifySchema,
      },
      async (request, reply) => {
        const { id } = request.params as z.infer<typeof idParams>;
        const answer = await run(currentUser(request).id, id, request.body as z.infer<Body>);
        return reply.status(status).send(answer);
      },
    );
  const copy = { body: copyCoverLetterRequestSchema, answer: coverLetterSchema };
  letterAction("duplicate", 201, copy, (userId, id, body) =>
    duplicateCoverLetter(db, userId, id, body.title),
  );
  letterAction("twin", 201, copy, (userId, id, body) => twinCoverLetter(ctx, userId, id, body.title));
  letterAction(
    "draft",
    200,
    { body: draftCoverLetterRequestSchema, answer: coverLetterDraftSchema },
    (userId, id, body) => redraftCoverLetter(ctx, userId, id, body),
  );
  r.get(
    "/api/cover-letters/:id/download",
    {
      ...auth,
      schema: {
        params: idParams,
        querystring: coverLetterDownloadQuerySchema,
        response: { 200: printResponseSchema },
      },
    },
    async (request) =>
      downloadCoverLetter(printing, currentUser(request).id, request.params.id, request.query.format),
  );
  r.get(
    "/api/cover-letters/:id/files/:fileId",
    { ...auth, schema: { params: idParams.extend({ fileId: z.uuid() }) } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      return sendDownload(reply, await readCoverLetterFile(printing, currentUser(request).id, id, fileId));
    },
  );

  r.get(
    "/api/applications/:id/sent",
    { ...auth, schema: { params: idParams, response: { 200: sentDocumentsSchema } } },
    async (request) => listSentDocuments(db, currentUser(request).id, request.params.id),
  );
  r.get(
    "/api/applications/:id/sent/:file",
    { ...auth, schema: { params: idParams.extend({ file: z.enum(["resume.pdf", "cover-letter.pdf"]) }) } },
    async (request, reply) => {
      const kind = request.params.file === "resume.pdf" ? "resume" : "coverLetter";
      const file = await readSentPdf(printing, currentUser(request).id, request.params.id, kind);
      return sendDownload(reply, { ...file, format: "pdf" });
    },
  );
}
