import type { FastifyInstance } from "fastify";
import { createMailer } from "../../adapters/mail/create-mailer";
import type { AppDeps, RunningDeps } from "../../app-deps";
import { type ApiKeyAuth, registerAuthContext } from "../../http/auth-guard";
import type { ServerKeys } from "../../keys";
import { registerAuthRoutes } from "./auth.routes";
import { type AuthContext, createAuthContext } from "./auth-context";
import { registerAuthRateLimits } from "./auth-rate-limit";
import { registerOutboxRoutes } from "./outbox.routes";
import { findSessionByAccessToken, sessionChangesSettled } from "./session.service";

/**
 * Sign-in's context, built once for the app (AppServices in app.ts): its mailer (deps.mailer, else
 * SMTP or the outbox per config), keys and background mail. Pending background mail is flushed
 * when the app closes, then the mailer it made is closed.
 */
export function createAuth(app: FastifyInstance, deps: AppDeps, keys: ServerKeys): AuthContext {
  const mailer = deps.mailer ?? createMailer(deps.config, deps.database.db, app.log);
  const ctx = createAuthContext({ db: deps.database.db, config: deps.config, mailer, keys, log: app.log });
  app.addHook("onClose", async () => {
    await ctx.settle();
    await mailer.close();
  });
  return ctx;
}

/**
 * Whether a request may revoke or change sessions or users: a write under /api/auth/ or
 * /api/user, or Google's sign-in callback (a GET that may revoke the sessions of an account it
 * links). test/session-writers.test.ts keeps every such route and writer in this rule.
 */
export function changesSessions(method: string, url: string): boolean {
  if (url.startsWith("/api/auth/google/callback")) return true;
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  return (
    url.startsWith("/api/auth/") ||
    url === "/api/user" ||
    url.startsWith("/api/user/") ||
    url.startsWith("/api/user?")
  );
}

/**
 * Accounts and sign-in: the signed-in user of every request (the access cookie's session, or the
 * personal API key of `Authorization: Bearer sira_…`, which the api-keys module resolves),
 * /api/auth/* with its rate limits, and the operator's /api/admin/outbox.
 */
export async function registerAuth(
  app: FastifyInstance,
  deps: RunningDeps & { auth: AuthContext; apiKeys: ApiKeyAuth },
): Promise<void> {
  const ctx = deps.auth;
  registerAuthContext(app, (token) => findSessionByAccessToken(ctx.db, token), deps.apiKeys);
  // Every route that revokes or changes sessions or users (sign-out, password, 2FA, reset,
  // Google link, account deletion; changesSessions) answers once every process has dropped the
  // sessions it changed (sessionChangesSettled).
  app.addHook("onSend", async (request, _reply, payload) => {
    if (changesSessions(request.method, request.url)) await sessionChangesSettled(ctx.db);
    return payload;
  });
  await app.register(async (scope) => {
    registerAuthRoutes(scope, ctx, await registerAuthRateLimits(scope, deps.config));
  });
  registerOutboxRoutes(app, ctx.db, deps.config.ADMIN_TOKEN);
}
