import multipart from "@fastify/multipart";
import { type ImportIssue, type ImportType, importMessages, importTypes } from "@sira/importers";
import { type ErrorCode, resumeSchema } from "@sira/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RunningDeps } from "../../app-deps";
import { currentUser, requireUser } from "../../http/auth-guard";
import { sendError } from "../../http/error-handler";
import { requestLanguage } from "../../http/language";
import { taskRetryAfterSeconds } from "../../http/task-failure";
import {
  failOutcome,
  type ImportContext,
  type ImportOutcome,
  importResumeFile,
  maxImportFileBytes,
  type ResumeRefiner,
  type UploadedFile,
  uploadPdfResume,
} from "./import.service";

/** Messages about the request itself (the importers' own messages cover the file's content). */
const requestMessages = {
  noFile: { en: "Choose a file to upload.", ar: "اختر ملفًا لرفعه." },
  notMultipart: {
    en: "Send the file as a multipart form upload in the field “file”.",
    ar: "أرسل الملف كنموذج رفع multipart في الحقل «file».",
  },
  makeDefault: {
    en: "“makeDefault” must be true or false.",
    ar: "يجب أن تكون قيمة «makeDefault» إما true أو false.",
  },
  busy: {
    en: "Your previous file is still being read. Wait for it to finish, then try again.",
    ar: "ما زال ملفك السابق قيد القراءة. انتظر حتى ينتهي ثم حاول مرة أخرى.",
  },
} as const;

type ReadForm =
  | { ok: true; file: UploadedFile; fields: Record<string, string> }
  | { ok: false; outcome: ImportOutcome };

const failed = (code: ErrorCode, path: string, message: ImportIssue["message"]): ReadForm => ({
  ok: false,
  outcome: failOutcome(code, path, message),
});

/**
 * Read a multipart form: the first part named `file` into memory (cut at the size cap, then
 * marked truncated) and the text fields, in any order.
 */
async function readForm(request: FastifyRequest): Promise<ReadForm> {
  if (!request.isMultipart()) return failed("UnsupportedMediaType", "file", requestMessages.notMultipart);
  let file: UploadedFile | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === "file") {
      const bytes = await part.toBuffer();
      if (part.fieldname === "file" && !file) {
        file = {
          bytes: new Uint8Array(bytes),
          fileName: part.filename ?? "",
          mimeType: part.mimetype ?? "",
          truncated: part.file.truncated,
        };
      }
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file || file.bytes.byteLength === 0) return failed("ValidationError", "file", requestMessages.noFile);
  return { ok: true, file, fields };
}

/**
 * The optional `makeDefault` field: "true" (or absent, spec §4's forced default) makes the new
 * resume the default; "false" keeps the current one (the review step asks, issue 42).
 */
function makeDefaultOf(fields: Record<string, string>): boolean | ImportOutcome {
  const value = fields.makeDefault;
  if (value === undefined || value === "true") return true;
  if (value === "false") return false;
  return failOutcome("ValidationError", "makeDefault", requestMessages.makeDefault);
}

/**
 * Answer a created resume (201), or the outcome's code with its issues in the request's language
 * (RateLimited with Retry-After: the worker pool was full or the user's uploads still parse).
 */
function sendOutcome(request: FastifyRequest, reply: FastifyReply, outcome: ImportOutcome) {
  if (outcome.ok) return reply.status(201).send(outcome.resume);
  if (outcome.code === "RateLimited") reply.header("retry-after", String(taskRetryAfterSeconds));
  const language = requestLanguage(request);
  const issues = outcome.issues.map((issue) => ({ path: issue.path, message: issue.message[language] }));
  return sendError(request, reply, outcome.code, issues);
}

/**
 * Spec §7 POST /api/storage/cv (multipart `file`, a PDF → a new default resume) and our
 * POST /api/resume/import/file (multipart `type` + `file`: JSON Resume, LinkedIn export zip or
 * Reactive Resume → a new default resume). Both take an optional `makeDefault=false` that keeps
 * the current default (a first resume is the default anyway). Both answer 201 with the resume; a bad file answers
 * 400 ValidationError, 413 PayloadTooLarge or 415 UnsupportedMediaType with localized `issues`,
 * and creates nothing. One upload per user is read at a time (PDF parsing is CPU work).
 */
export async function registerImportRoutes(app: FastifyInstance, deps: RunningDeps, refiner?: ResumeRefiner) {
  const ctx: ImportContext = {
    db: deps.database.db,
    untrusted: deps.untrusted,
    resumeLimit: deps.config.RESUME_LIMIT,
    files: deps.files,
    // A model server (AI_BASE_URL) plugs in here as `refiner`; without one the parser stands alone.
    ...(refiner ? { refiner } : {}),
  };
  const inFlight = new Set<string>();

  /** Run one import for the signed-in user, refusing a second concurrent one with 429. */
  const withUserSlot = async (
    request: FastifyRequest,
    reply: FastifyReply,
    run: (userId: string) => Promise<ImportOutcome>,
  ) => {
    const userId = currentUser(request).id;
    if (inFlight.has(userId)) {
      const message = requestMessages.busy[requestLanguage(request)];
      return sendError(request, reply, "RateLimited", [{ path: "file", message }]);
    }
    inFlight.add(userId);
    try {
      return sendOutcome(request, reply, await run(userId));
    } finally {
      inFlight.delete(userId);
    }
  };

  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: maxImportFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const schema = { consumes: ["multipart/form-data"], response: { 201: resumeSchema } };

    r.post("/api/storage/cv", { onRequest: requireUser, schema }, (request, reply) =>
      withUserSlot(request, reply, async (userId) => {
        const form = await readForm(request);
        if (!form.ok) return form.outcome;
        const makeDefault = makeDefaultOf(form.fields);
        if (typeof makeDefault !== "boolean") return makeDefault;
        return uploadPdfResume(ctx, userId, form.file, makeDefault);
      }),
    );

    r.post("/api/resume/import/file", { onRequest: requireUser, schema }, (request, reply) =>
      withUserSlot(request, reply, async (userId) => {
        const form = await readForm(request);
        if (!form.ok) return form.outcome;
        const type = form.fields.type;
        if (!(importTypes as readonly string[]).includes(type ?? ""))
          return failOutcome("ValidationError", "type", importMessages.unknownType);
        const makeDefault = makeDefaultOf(form.fields);
        if (typeof makeDefault !== "boolean") return makeDefault;
        return importResumeFile(ctx, userId, type as ImportType, form.file, makeDefault);
      }),
    );
  });
}
