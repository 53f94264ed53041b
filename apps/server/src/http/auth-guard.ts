import type { ApiKeyPrincipal } from "@sira/schema/api-key-api";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { sessions, users } from "../db/schema";
import { AppError } from "./app-error";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** The live session and user behind an access token, or null (the auth module's lookup). */
export type SessionLookup = (accessToken: string) => Promise<{ session: SessionRow; user: UserRow } | null>;

/**
 * Personal API keys as the auth context sees them (the api-keys module fills it in): `find` is the
 * user and key behind a `sira_` token, null when unknown or expired; `authorize` refuses a key
 * request the route does not allow (scope, rate limit) by throwing.
 */
export interface ApiKeyAuth {
  find(token: string): Promise<{ user: UserRow; key: ApiKeyPrincipal } | null>;
  authorize(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

const bearerKey = /^Bearer\s+(sira_[A-Za-z0-9_-]{1,200})\s*$/i;

/** The personal API key of `Authorization: Bearer sira_…`, or null. */
export function bearerApiKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (bearerKey.exec(header)?.[1] ?? null) : null;
}

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

/**
 * Attaches the user (or null) to every request. A request with an Authorization header never
 * reads cookies: `Bearer sira_…` is a personal API key (unknown, revoked or expired: 401; then
 * the route's scope and the key's rate limit), any other value is someone else's (the admin
 * token) and the request is anonymous. Otherwise the access cookie names the session.
 */
export function registerAuthContext(app: FastifyInstance, findSession: SessionLookup, apiKeys?: ApiKeyAuth) {
  app.decorateRequest("user", null);
  app.decorateRequest("session", null);
  app.decorateRequest("apiKey", null);
  app.addHook("onRequest", async (request, reply) => {
    if (request.headers.authorization !== undefined) {
      const key = bearerApiKey(request);
      if (!key || !apiKeys) return;
      const found = await apiKeys.find(key);
      if (!found) throw new AppError("Unauthorized");
      request.user = found.user;
      request.apiKey = found.key;
      await apiKeys.authorize(request, reply);
      return;
    }
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
