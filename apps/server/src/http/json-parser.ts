import type { FastifyInstance } from "fastify";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * JSON bodies must be valid UTF-8: Fastify's parser decodes leniently and would store broken
 * bytes as U+FFFD. Decode strictly, then hand the text to Fastify's own JSON parser (which keeps
 * its prototype-poisoning protection). Invalid bytes answer 400 InvalidJson.
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
    parseJson(request, text, done);
  });
}
