import type { FastifyInstance } from "fastify";
import { createMailer } from "../../adapters/mail/create-mailer";
import type { AppDeps, RunningDeps } from "../../app-deps";
import { type ApiKeyAuth, registerAuthContext } from "../../http/auth-guard";
import type { ServerKeys } from "../../keys";
import { registerAuthRoutes } from "./auth.routes";
import { type AuthContext, createAuthContext } from "./auth-context";
import { registerAuthRateLimits } from "./auth-rate-limit";
import { registerOutboxRoutes } from "./outbox.routes";
import { findSessionByAccessToken } from "./session.service";

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
  await app.register(async (scope) => {
    registerAuthRoutes(scope, ctx, await registerAuthRateLimits(scope, deps.config));
  });
  registerOutboxRoutes(app, ctx.db, deps.config.ADMIN_TOKEN);
}
