import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./app-error";
import { urlForLog } from "./request-log";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * preHandler (or onRequest) factory for /api/admin/* routes: the request must carry
 * `Authorization: Bearer <ADMIN_TOKEN>`. Compared in constant time over SHA-256 digests, so
 * neither the content nor the length of the token leaks through timing. Without a configured
 * token every call is refused.
 */
export function requireAdmin(adminToken: string | undefined) {
  const expected = adminToken ? digest(adminToken) : null;
  return async function requireAdminToken(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? "";
    const match = /^Bearer\s+(\S.*)$/i.exec(header.trim());
    const given = match?.[1] ? digest(match[1]) : null;
    if (!expected || !given || !timingSafeEqual(expected, given)) {
      request.log.warn({ url: urlForLog(request.url) }, "admin call refused");
      throw new AppError("Unauthorized");
    }
  };
}
