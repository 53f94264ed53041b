import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { createOutboundClient, parseOutboundAllowList } from "../../http/guarded-fetch";
import { registerPushRoutes } from "../push/push.routes";
import { notifyNewJobs, type PushContext, PushQueue } from "../push/push.service";
import { resolveVapidKeys } from "../push/vapid";
import { JobMatcher } from "./job-match.service";
import { registerJobRoutes } from "./jobs.routes";

/**
 * The jobs module: matching state (job index and per-resume score cache), the jobs routes and
 * Web Push (keys from config or generated into DATA_DIR). Jobs an import inserts are scored
 * for subscribed users, who get a push when one reaches their threshold: in the background,
 * through the push queue and the guarded outbound client, never inside the import request.
 */
export async function registerJobsModule(app: FastifyInstance, deps: AppDeps): Promise<JobMatcher> {
  const db = deps.database.db;
  const matcher = new JobMatcher(db);
  const outboundPolicy = parseOutboundAllowList(deps.config.OUTBOUND_ALLOW_HOSTS);
  const outbound = createOutboundClient(outboundPolicy);
  const push: PushContext = {
    db,
    vapid: resolveVapidKeys(deps.config),
    log: app.log,
    allowHttp: deps.config.NODE_ENV === "test",
    outbound,
    outboundPolicy,
  };
  const queue = new PushQueue(push);
  app.addHook("onClose", async () => {
    await queue.close();
    await outbound.close();
  });
  registerPushRoutes(app, push);
  await registerJobRoutes(app, deps, matcher, {
    db,
    outbound,
    // Scoring and delivery run after the import has answered.
    onNewJobs: async (ids) => queue.run(() => notifyNewJobs(push, queue, matcher, ids)),
  });
  return matcher;
}
