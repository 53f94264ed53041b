import {
  copyCoverLetterRequestSchema,
  coverLetterDownloadQuerySchema,
  coverLetterDraftSchema,
  coverLetterListSchema,
  coverLetterSchema,
  createCoverLetterRequestSchema,
  draftCoverLetterRequestSchema,
  sentDocumentsSchema,
  updateCoverLetterRequestSchema,
} from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../../http/auth-guard";
import { downloadContentTypes, downloadDisposition, type PrintContext } from "../print/print.public";
import {
  downloadCoverLetter,
  listSentDocuments,
  readCoverLetterFile,
  readSentPdf,
} from "./cover-letter-files";
import {
  createCoverLetter,
  deleteCoverLetter,
  duplicateCoverLetter,
  getCoverLetter,
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
export function registerCoverLetterRoutes(app: FastifyInstance, printing: PrintContext) {
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
      reply.status(201).send(await createCoverLetter(db, currentUser(request).id, request.body)),
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
    const fileKeys = await deleteCoverLetter(db, currentUser(request).id, request.params.id);
    await Promise.all(fileKeys.map((key) => printing.files.delete(key).catch(() => {})));
    return reply.status(204).send();
  });
  r.post(
    "/api/cover-letters/:id/duplicate",
    {
      ...auth,
      schema: { params: idParams, body: copyCoverLetterRequestSchema, response: { 201: coverLetterSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await duplicateCoverLetter(db, currentUser(request).id, request.params.id, request.body.title)),
  );
  r.post(
    "/api/cover-letters/:id/twin",
    {
      ...auth,
      schema: { params: idParams, body: copyCoverLetterRequestSchema, response: { 201: coverLetterSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await twinCoverLetter(db, currentUser(request).id, request.params.id, request.body.title)),
  );
  r.post(
    "/api/cover-letters/:id/draft",
    {
      ...auth,
      schema: {
        params: idParams,
        body: draftCoverLetterRequestSchema,
        response: { 200: coverLetterDraftSchema },
      },
    },
    async (request) => redraftCoverLetter(db, currentUser(request).id, request.params.id),
  );
  r.get(
    "/api/cover-letters/:id/download",
    { ...auth, schema: { params: idParams, querystring: coverLetterDownloadQuerySchema } },
    async (request) =>
      downloadCoverLetter(printing, currentUser(request).id, request.params.id, request.query.format),
  );
  r.get(
    "/api/cover-letters/:id/files/:fileId",
    { ...auth, schema: { params: idParams.extend({ fileId: z.uuid() }) } },
    async (request, reply) => {
      const file = await readCoverLetterFile(
        printing,
        currentUser(request).id,
        request.params.id,
        request.params.fileId,
      );
      return reply
        .header("content-type", downloadContentTypes[file.format])
        .header("content-disposition", downloadDisposition(file.title, file.format))
        .header("cache-control", "private, max-age=600")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(file.body));
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
      return reply
        .header("content-type", downloadContentTypes.pdf)
        .header("content-disposition", downloadDisposition(file.title, "pdf"))
        .header("cache-control", "private, max-age=600")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(file.body));
    },
  );
}
