import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import type { Database } from "../../db/client";
import { createOutboundClient, parseOutboundAllowList } from "../../http/guarded-fetch";
import type { UntrustedWork } from "../../untrusted-work";
import { registerFeedModule } from "./feeds/feed-sources.module";
import { indexLoadLockKey } from "./job-index";
import { JobMatcher } from "./job-match.service";
import { registerJobRoutes } from "./jobs.routes";

export { demoJobsSeeder } from "./demo/demo-jobs.seeder";
export { syncDemoJobs } from "./job-lifecycle";

/**
 * The jobs module's matching state (job index and per-resume score cache), built once for the
 * app (AppServices in app.ts) and shared with applications and push. Web processes load a
 * refreshed job set one after another, not all at once.
 */
export function createJobMatcher(database: Database, untrusted: UntrustedWork): JobMatcher {
  return new JobMatcher(database.db, untrusted, (load) => database.withLock(indexLoadLockKey, load));
}

/**
 * The jobs module: the jobs routes and the operator's feed sources (refreshed on the task queue),
 * fetched through the guarded outbound client. Jobs an import inserts are handed to
 * `deps.onNewJobs` (the push module scores them on the queue, after the import has answered).
 */
export async function registerJobs(
  app: FastifyInstance,
  deps: RunningDeps & { matcher: JobMatcher; onNewJobs: (jobIds: string[]) => Promise<void> },
): Promise<void> {
  const outboundPolicy = parseOutboundAllowList(deps.config.OUTBOUND_ALLOW_HOSTS);
  const outbound = createOutboundClient(outboundPolicy);
  app.addHook("onClose", async () => {
    await outbound.close();
  });
  const importContext = {
    db: deps.database.db,
    outbound,
    outboundPolicy,
    untrusted: deps.untrusted,
    onNewJobs: deps.onNewJobs,
  };
  // Once the port answers (health first), warm what the first recommended-jobs request needs.
  app.addHook("onListen", async () => {
    setImmediate(() => void deps.matcher.warmUp());
  });
  registerFeedModule(app, deps, importContext);
  await registerJobRoutes(app, deps, deps.matcher, importContext);
}
