import { fastifyCookie } from "@fastify/cookie";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasUnstorableText } from "../workers/clean-text";
import { sendError } from "./error-handler";
import { UnstorableTextError } from "./json-parser";
import { requestLocale } from "./language";
import { messagesOf } from "./messages";

/** The text of one query string key or value, or undefined when its percent-encoding is broken. */
function decodeQueryPart(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replaceAll("+", " "));
  } catch {
    return undefined;
  }
}

/**
 * Where a request's address holds what no route can use: the path parameter or query string
 * key (`params.id`, `query.q`, `query` when the key itself is the problem) with U+0000, a lone
 * surrogate or a broken percent-encoding; undefined when the address is clean. Path parameters
 * arrive decoded by the router (which refuses broken encodings itself, see
 * `answerFrameworkError`); the query string is decoded here strictly, part by part, because
 * Fastify's parser keeps a broken part as it came.
 */
export function unstorableUrlPart(request: FastifyRequest): string | undefined {
  for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>))
    if (typeof value === "string" && hasUnstorableText(value)) return `params.${name}`;
  const queryAt = request.url.indexOf("?");
  if (queryAt === -1) return undefined;
  for (const pair of request.url.slice(queryAt + 1).split("&")) {
    const equals = pair.indexOf("=");
    const key = decodeQueryPart(equals === -1 ? pair : pair.slice(0, equals));
    if (key === undefined || hasUnstorableText(key)) return "query";
    const value = equals === -1 ? "" : decodeQueryPart(pair.slice(equals + 1));
    if (value === undefined || hasUnstorableText(value)) return `query.${key}`;
  }
  return undefined;
}

/**
 * Every route answers 400 ValidationError, with the localized unstorable-text message, for a
 * path parameter or query string holding U+0000, a lone surrogate or a broken percent-encoding
 * (these reached PostgreSQL and answered 500). Registered first, before any other hook, so the
 * check runs ahead of authentication and rate limits, for routes added later too.
 */
export function registerUrlTextCheck(app: FastifyInstance) {
  // A synchronous hook: it runs on every request (no promise for the common case).
  app.addHook("onRequest", (request, _reply, done) => {
    const part = unstorableUrlPart(request);
    done(part === undefined ? undefined : new UnstorableTextError(part));
  });
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs, answered
 * like every other error. A path whose percent-encoding does not decode (`%ED%A0%80`, a lone
 * surrogate; `%zz`) is the URL check's 400 ValidationError; a path parameter over the router's
 * length limit is 400 ValidationError too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook has run: read the language cookie here so the message is in the user's language.
  request.cookies ??= fastifyCookie.parse(request.headers.cookie ?? "");
  if (error.code === "FST_ERR_BAD_URL") {
    const message = messagesOf(requestLocale(request)).unstorableText;
    return sendError(request, reply, "ValidationError", [{ path: "params", message }]);
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return sendError(request, reply, "ValidationError");
  request.log.error({ err: error }, "router error");
  return sendError(request, reply, "SomethingWentWrong");
}
