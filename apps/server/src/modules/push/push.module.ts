import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { createOutboundClient, parseOutboundAllowList } from "../../http/guarded-fetch";
import type { TaskQueue } from "../../queue/task-queue";
import type { JobMatcher } from "../jobs/jobs.public";
import { registerPushRoutes } from "./push.routes";
import { type PushContext, pushTasks, registerPushTasks } from "./push.service";

/**
 * What an import's new jobs set off (the app's `onNewJobs`): a `push.notify-new-jobs` task that
 * scores them for subscribed users, on the queue, never inside the import request.
 */
export function notifyOfNewJobs(queue: TaskQueue): (jobIds: string[]) => Promise<void> {
  return async (jobIds) => {
    await queue.enqueue(pushTasks.notify, { jobIds });
  };
}

/**
 * Web Push: the routes (VAPID public key, subscribe, unsubscribe) and the queued work that scores
 * new jobs with the jobs module's matcher and delivers a push to each device whose threshold the
 * best one reaches, through the guarded outbound client.
 */
export function registerPush(app: FastifyInstance, deps: RunningDeps & { matcher: JobMatcher }): void {
  const outboundPolicy = parseOutboundAllowList(deps.config.OUTBOUND_ALLOW_HOSTS);
  const outbound = createOutboundClient(outboundPolicy);
  app.addHook("onClose", async () => {
    await outbound.close();
  });
  const push: PushContext = {
    db: deps.database.db,
    vapid: deps.keys.vapid,
    log: app.log,
    allowHttp: deps.config.NODE_ENV === "test",
    outbound,
    outboundPolicy,
  };
  registerPushTasks(push, deps.queue, deps.matcher);
  registerPushRoutes(app, push);
}
