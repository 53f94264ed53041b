import { contentLanguageOf, type Language, type UiLocale, uiLocaleOf } from "@sira/schema";
import type { FastifyRequest } from "fastify";

/**
 * Interface locale of a request: the `sira-lang` cookie (the web app's choice), else the first
 * Accept-Language tag (e.g. "ur-PK" → ur, unknown → en), else Arabic (the default).
 */
export function requestLocale(request: FastifyRequest): UiLocale {
  const cookie = uiLocaleOf(request.cookies?.["sira-lang"]);
  if (cookie) return cookie;
  const header = request.headers["accept-language"];
  const first = typeof header === "string" ? header.split(",")[0]?.split(";")[0] : undefined;
  return uiLocaleOf(first) ?? "ar";
}

/** Content language of a request (texts built from Arabic/English data): Arabic for ar, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return contentLanguageOf(requestLocale(request));
}
