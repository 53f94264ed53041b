import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { createOutboundClient, parseOutboundAllowList } from "../../http/guarded-fetch";
import { registerPushRoutes } from "../push/push.routes";
import { type PushContext, pushTasks, registerPushTasks } from "../push/push.service";
import { resolveVapidKeys } from "../push/vapid";
import { registerFeedModule } from "./feeds/feed-sources.module";
import { indexLoadLockKey } from "./job-index";
import { JobMatcher } from "./job-match.service";
import { registerJobRoutes } from "./jobs.routes";

/**
 * The jobs module: matching state (job index and per-resume score cache), the jobs routes, the
 * operator's feed sources (refreshed on the task queue) and Web Push (keys from config or
 * generated into DATA_DIR). Jobs an import inserts are scored for subscribed users, who get a
 * push when one reaches their threshold: as queued tasks, through the guarded outbound client,
 * never inside the import request.
 */
export async function registerJobsModule(app: FastifyInstance, deps: RunningDeps): Promise<JobMatcher> {
  const db = deps.database.db;
  // Web processes load a refreshed job set one after another, not all at once.
  const matcher = new JobMatcher(db, deps.untrusted, (load) =>
    deps.database.withLock(indexLoadLockKey, load),
  );
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
  app.addHook("onClose", async () => {
    await outbound.close();
  });
  registerPushTasks(push, deps.queue, matcher);
  registerPushRoutes(app, push);
  const importContext = {
    db,
    outbound,
    outboundPolicy,
    untrusted: deps.untrusted,
    // Scoring and delivery run on the queue, after the import has answered.
    onNewJobs: async (ids: string[]) => {
      await deps.queue.enqueue(pushTasks.notify, { jobIds: ids });
    },
  };
  registerFeedModule(app, deps, importContext);
  await registerJobRoutes(app, deps, matcher, importContext);
  return matcher;
}
