import type { ApiKeyPrincipal } from "@sira/schema/api-key-api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { sessions, users } from "../db/schema";
import { AppError } from "./app-error";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** The live session and user behind an access token, or null (the auth module's lookup). */
export type SessionLookup = (accessToken: string) => Promise<{ session: SessionRow; user: UserRow } | null>;

export const accessCookie = "sira_access";
export const refreshCookie = "sira_refresh";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests. */
    user: UserRow | null;
    session: SessionRow | null;
    /** The personal API key a request was made with (issue 43), or null for cookie sessions. */
    apiKey: ApiKeyPrincipal | null;
  }
}

/** Reads the access cookie on every request and attaches the user (or null). */
export function registerAuthContext(app: FastifyInstance, findSession: SessionLookup) {
  app.decorateRequest("user", null);
  app.decorateRequest("session", null);
  app.decorateRequest("apiKey", null);
  app.addHook("onRequest", async (request) => {
    const token = request.cookies[accessCookie];
    if (!token) return;
    const found = await findSession(token);
    if (found) {
      request.user = found.user;
      request.session = found.session;
    }
  });
}

/** preHandler for routes that need a signed-in user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw new AppError("Unauthorized");
}

/** The signed-in user of a request guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError("Unauthorized");
  return request.user;
}
