import type { FastifyInstance } from "fastify";
import { createMailer } from "../../adapters/mail/create-mailer";
import type { AppDeps } from "../../app-deps";
import { registerPictureRoutes } from "../user/picture.routes";
import { registerUserRoutes } from "../user/user.routes";
import { registerAuthRoutes } from "./auth.routes";
import { createAuthContext } from "./auth-context";
import { registerAuthRateLimits } from "./auth-rate-limit";
import { registerOutboxRoutes } from "./outbox.routes";

/**
 * Accounts and sign-in: /api/auth/*, /api/user/me, /api/storage/image and the operator's
 * /api/admin/outbox, with their mailer
 * (deps.mailer, else SMTP or the outbox per config) and rate limits. Pending background mail is
 * flushed when the app closes.
 */
export async function registerAuthModule(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const mailer = deps.mailer ?? createMailer(deps.config, deps.database.db, app.log);
  const ctx = createAuthContext({ db: deps.database.db, config: deps.config, mailer, log: app.log });
  app.addHook("onClose", async () => {
    await ctx.settle();
    await mailer.close();
  });
  await app.register(async (scope) => {
    registerAuthRoutes(scope, ctx, await registerAuthRateLimits(scope, deps.config));
  });
  registerOutboxRoutes(app, ctx.db, deps.config.ADMIN_TOKEN);
  registerUserRoutes(app, ctx);
  await registerPictureRoutes(app, ctx, deps.files);
}
