import type { FastifyInstance } from "fastify";
import { createMailer } from "../../adapters/mail/create-mailer";
import type { RunningDeps } from "../../app-deps";
import { createOutboundClient, parseOutboundAllowList } from "../../http/guarded-fetch";
import { deleteWithSentPdfs, makeSentPdfs } from "../cover-letters/cover-letters.public";
import type { JobMatcher } from "../jobs/jobs.public";
import type { PrintContext } from "../print/print.public";
import { registerApplicationRoutes } from "./applications.routes";
import { scheduledWork } from "./scheduled-work";

/**
 * The application tracker and job alerts: routes, with the app's mailer (deps.mailer, else
 * SMTP or the outbox), the jobs module's matcher (the app's one score cache) and a guarded outbound
 * client for postings pasted by URL, read in the worker pool (deps.untrusted), and the print
 * context, to print what was sent when an application moves on (deps.printing). The scheduled runs (`scheduled-work.ts`) are registered on
 * the durable task queue: each is safe to repeat (a user mailed too recently is skipped), so a
 * retried or re-run alert never mails twice.
 */
export async function registerApplications(
  app: FastifyInstance,
  deps: RunningDeps & { matcher: JobMatcher; printing: PrintContext },
): Promise<void> {
  const { matcher } = deps;
  const mailer = deps.mailer ?? createMailer(deps.config, deps.database.db, app.log);
  const outbound = createOutboundClient(parseOutboundAllowList(deps.config.OUTBOUND_ALLOW_HOSTS));
  app.addHook("onClose", async () => {
    await outbound.close();
    if (!deps.mailer) await mailer.close();
  });
  const db = deps.database.db;
  for (const work of scheduledWork) {
    deps.queue.registerTask({
      name: `applications.${work.name}`,
      handler: () => work.run({ db, mailer, config: deps.config, matcher }),
      retry: { limit: 3, delaySeconds: 300, backoff: true },
      expireInSeconds: 1800,
      concurrency: 1,
    });
    deps.queue.schedule(`applications.${work.name}`, work.cron);
  }
  const printSent = (userId: string, applicationId: string) =>
    makeSentPdfs(deps.printing, userId, applicationId).catch((error: unknown) => {
      app.log.warn({ err: error, applicationId }, "printing what was sent failed; a download prints it");
    });
  await registerApplicationRoutes(app, deps, {
    db,
    mailer,
    matcher,
    outbound,
    untrusted: deps.untrusted,
    printSent,
    deleteWithSent: (userId, applicationId, remove) =>
      deleteWithSentPdfs(deps.printing, userId, applicationId, remove),
  });
}
