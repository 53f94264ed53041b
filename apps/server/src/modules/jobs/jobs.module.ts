import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { registerPushRoutes } from "../push/push.routes";
import { notifyNewJobs, type PushContext } from "../push/push.service";
import { resolveVapidKeys } from "../push/vapid";
import { JobMatcher } from "./job-match.service";
import { registerJobRoutes } from "./jobs.routes";

/**
 * The jobs module: matching state (job index and per-resume score cache), the jobs routes and
 * Web Push (keys from config or generated into DATA_DIR). Jobs an import inserts are scored
 * for subscribed users, who get a push when one reaches their threshold.
 */
export async function registerJobsModule(app: FastifyInstance, deps: AppDeps): Promise<JobMatcher> {
  const db = deps.database.db;
  const matcher = new JobMatcher(db);
  const push: PushContext = {
    db,
    vapid: resolveVapidKeys(deps.config),
    log: app.log,
    allowHttp: deps.config.NODE_ENV === "test",
  };
  registerPushRoutes(app, push);
  await registerJobRoutes(app, deps, matcher, {
    db,
    onNewJobs: async (ids) => {
      await notifyNewJobs(push, matcher, ids);
    },
  });
  return matcher;
}
