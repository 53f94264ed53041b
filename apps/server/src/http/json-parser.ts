import type { FastifyInstance } from "fastify";
import { hasUnstorableText } from "../workers/clean-text";
import { jsonBodyLimits, scanJson } from "./json-scan";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** A body refused for text that cannot be stored; the error handler answers 400 ValidationError at `path`. */
export class UnstorableTextError extends Error {
  readonly statusCode = 400;
  constructor(readonly path: string) {
    super("request holds U+0000 or a lone surrogate");
  }
}

/** A JSON body nested deeper, or holding more values, than `jsonBodyLimits`; answered 400 ValidationError. */
export class JsonBoundsError extends Error {
  readonly statusCode = 400;
  constructor(readonly over: "depth" | "values") {
    super(`request body passes the JSON ${over} limit`);
  }
}

/** The path of the first string (value or key) PostgreSQL could not store, or undefined. */
function unstorablePath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === "string") return hasUnstorableText(value) ? path.join(".") : undefined;
  if (!value || typeof value !== "object") return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (hasUnstorableText(key)) return [...path, key].join(".");
    const found = unstorablePath(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * JSON bodies of every route, signed in or not: valid UTF-8 (Fastify's parser decodes leniently
 * and would store broken bytes as U+FFFD), within `jsonBodyLimits` (depth and values, counted on
 * the text in one pass before anything parses or walks it: a 2 MB `[[[…]]]` or `[0,0,…]` costs
 * its scan up to the limit, not a parse, a walk and a schema's error list), then parsed by
 * Fastify's own JSON parser (which keeps its prototype-poisoning protection). Invalid bytes
 * answer 400 InvalidJson; a body over the limits, or with U+0000 or a lone surrogate in any
 * string, 400 ValidationError with a localized message (and the field's path for the latter).
 */
export function registerStrictJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      const error = Object.assign(new SyntaxError("request body is not valid UTF-8"), { statusCode: 400 });
      done(error, undefined);
      return;
    }
    const scan = scanJson(text, jsonBodyLimits);
    if (scan.over) return done(new JsonBoundsError(scan.over), undefined);
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      // "\u0000" and lone "\ud800" escapes are valid JSON but not storable text (PostgreSQL refuses
      // them, which answered 500): refuse them here, once for every route. Only an escape can
      // carry them into a strictly decoded body, so the walk (for the field's path) runs only
      // when the scan saw one.
      const path = scan.hasUnstorableEscape ? unstorablePath(parsed) : undefined;
      if (path !== undefined) return done(new UnstorableTextError(`body.${path}`), undefined);
      done(null, parsed);
    });
  });
}
