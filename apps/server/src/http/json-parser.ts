import type { FastifyInstance } from "fastify";
import { hasUnstorableText } from "../workers/clean-text";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Localized text of the issue a body with U+0000 or a lone surrogate answers. */
/** A body refused for text that cannot be stored; the error handler answers 400 ValidationError at `path`. */
export class UnstorableTextError extends Error {
  readonly statusCode = 400;
  constructor(readonly path: string) {
    super("request body holds U+0000 or a lone surrogate");
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
 * JSON bodies must be valid UTF-8: Fastify's parser decodes leniently and would store broken
 * bytes as U+FFFD. Decode strictly, then hand the text to Fastify's own JSON parser (which keeps
 * its prototype-poisoning protection). Invalid bytes answer 400 InvalidJson; U+0000 or a lone
 * surrogate in any string answers 400 ValidationError with the field's path and a localized message.
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
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      // "\u0000" and lone "\ud800" escapes are valid JSON but not storable text (PostgreSQL refuses
      // them, which answered 500): refuse them here, once for every route.
      const path = unstorablePath(parsed);
      if (path !== undefined) return done(new UnstorableTextError(path), undefined);
      done(null, parsed);
    });
  });
}
