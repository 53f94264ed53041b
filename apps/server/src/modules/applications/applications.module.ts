import type { FastifyInstance } from "fastify";
import { createMailer } from "../../adapters/mail/create-mailer";
import type { AppDeps } from "../../app-deps";
import { createOutboundClient, parseOutboundAllowList } from "../../http/guarded-fetch";
import type { JobMatcher } from "../jobs/job-match.service";
import { registerApplicationRoutes } from "./applications.routes";

/**
 * The application tracker and job alerts: routes, with the app's mailer (deps.mailer, else
 * SMTP or the outbox), the jobs module's matcher (shared score cache) and a guarded outbound
 * client for postings pasted by URL. The scheduled runs are in `scheduled-work.ts`.
 */
export async function registerApplicationsModule(app: FastifyInstance, deps: AppDeps, matcher: JobMatcher) {
  const mailer = deps.mailer ?? createMailer(deps.config, deps.database.db, app.log);
  const outbound = createOutboundClient(parseOutboundAllowList(deps.config.OUTBOUND_ALLOW_HOSTS));
  app.addHook("onClose", async () => {
    await outbound.close();
    if (!deps.mailer) await mailer.close();
  });
  await registerApplicationRoutes(app, deps, { db: deps.database.db, mailer, matcher, outbound });
}
