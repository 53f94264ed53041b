import { type ApiError, type ErrorCode, errorStatus } from "@sira/schema";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { AppError } from "./app-error";
import { JsonBoundsError, UnstorableTextError } from "./json-parser";
import { jsonBodyLimits } from "./json-scan";
import { requestLocale } from "./language";
import { fill, messagesOf } from "./messages";

/** Unique constraints whose violation means a known catalogue error. */
const uniqueViolationCodes: Record<string, ErrorCode> = {
  users_email_unique: "UserAlreadyExists",
  users_username_unique: "UserAlreadyExists",
  resumes_user_slug_unique: "ResumeSlugAlreadyExists",
};

type Issue = NonNullable<ApiError["issues"]>[number];

function errorBody(request: FastifyRequest, code: ErrorCode, issues?: Issue[], details?: unknown): ApiError {
  const body: ApiError = { code, message: messagesOf(requestLocale(request)).errors[code] };
  if (issues) body.issues = issues;
  if (details !== undefined) body.details = details;
  return body;
}

/** Answer `{ code, message }` (plus validation issues or AppError details) with the code's status. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  issues?: Issue[],
  details?: unknown,
) {
  return reply.status(errorStatus[code]).send(errorBody(request, code, issues, details));
}

function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  const e = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (typeof e?.code === "string" && /^\d{5}$/.test(e.code))
    return e as { code: string; constraint?: string };
  if (e?.cause) return pgErrorOf(e.cause);
  return undefined;
}

/**
 * Maps every error to `{ code, message }`: AppError by its code, request validation errors to
 * 400 with field paths (unstorable text and JSON bodies over their bounds among them), body
 * parser errors (bad JSON, too large, wrong type), rate limits, known unique violations;
 * anything else is logged and answered as SomethingWentWrong.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return sendError(request, reply, error.code, undefined, error.details);
    }
    if (error instanceof UnstorableTextError) {
      const message = messagesOf(requestLocale(request)).unstorableText;
      return sendError(request, reply, "ValidationError", [{ path: error.path, message }]);
    }
    if (error instanceof JsonBoundsError) {
      const locale = requestLocale(request);
      const number = new Intl.NumberFormat(locale);
      const message = fill(messagesOf(locale).jsonBounds, {
        depth: number.format(jsonBodyLimits.depth),
        values: number.format(jsonBodyLimits.values),
      });
      return sendError(request, reply, "ValidationError", [{ path: "body", message }]);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [
          error.validationContext,
          ...(v.instancePath ? v.instancePath.split("/").filter(Boolean) : []),
        ].join("."),
        message: v.message ?? "invalid",
      }));
      return sendError(request, reply, "ValidationError", issues);
    }
    if (error instanceof ZodError) {
      const issues = error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      return sendError(request, reply, "ValidationError", issues);
    }

    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return sendError(request, reply, "PayloadTooLarge");
    if (status === 415 || error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return sendError(request, reply, "UnsupportedMediaType");
    if (status === 429) return sendError(request, reply, "RateLimited");
    if (status === 400 && (error instanceof SyntaxError || error.code?.startsWith("FST_ERR_CTP_")))
      return sendError(request, reply, "InvalidJson");

    const pgError = pgErrorOf(error);
    if (pgError?.code === "23505") {
      const code = uniqueViolationCodes[pgError.constraint ?? ""];
      if (code) return sendError(request, reply, code);
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "client error");
      return sendError(request, reply, status === 404 ? "NotFound" : "ValidationError");
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(request, reply, "SomethingWentWrong");
  });
}
