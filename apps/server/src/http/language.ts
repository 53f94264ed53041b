import type { Language } from "@sira/schema";
import type { FastifyRequest } from "fastify";

/** Language of a request: the `sira-lang` cookie, else Accept-Language, else Arabic (the default). */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.["sira-lang"];
  if (cookie === "ar" || cookie === "en") return cookie;
  const header = request.headers["accept-language"];
  if (typeof header === "string" && header.trim().toLowerCase().startsWith("en")) return "en";
  return "ar";
}
