import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RunningDeps } from "../../../app-deps";
import { requireAdmin } from "../../../http/admin-guard";
import { AppError } from "../../../http/app-error";
import type { OutboundPolicy } from "../../../http/guarded-fetch";
import type { JobImportContext } from "../job-import.service";
import { closeExpiredJobs, syncDemoJobs } from "../job-lifecycle";
import {
  addFeedSource,
  dueFeedSources,
  type FeedContext,
  feedAddSchema,
  listFeedSources,
  refreshFeed,
  removeFeedSource,
} from "./feed-sources.service";

/** The queue's names for feed work. */
export const feedTasks = {
  /** Every minute: queue a refresh for each source whose interval has passed. */
  tick: "feeds.due",
  /** One source's refresh (singleton per source). */
  refresh: "feeds.refresh",
  /** Hourly: close jobs past their closing date or older than JOB_MAX_AGE_DAYS; DEMO_JOBS applied. */
  expire: "jobs.expire",
} as const;

const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Feed sources: the operator's routes (`/api/admin/feeds`, bearer ADMIN_TOKEN) and the queue
 * tasks that refresh each source on its interval and close expired jobs. Refreshes retry three
 * times with backoff (FEED_RETRY_DELAY_SECONDS, default 1 minute, then 2 and 4) and record each
 * failure as the source's last error.
 */
export function registerFeedModule(
  app: FastifyInstance,
  deps: RunningDeps,
  importContext: JobImportContext & { outboundPolicy: OutboundPolicy },
): void {
  const ctx: FeedContext = { ...importContext, demoJobs: deps.config.DEMO_JOBS };
  const { queue } = deps;
  queue.registerTask<{ feedId: string }>({
    name: feedTasks.refresh,
    retry: { limit: 3, delaySeconds: deps.config.FEED_RETRY_DELAY_SECONDS, backoff: true },
    expireInSeconds: deps.config.FEED_REFRESH_TIMEOUT_SECONDS,
    // A source added (or refreshed by hand) and found due by the minute's tick before its
    // refresh starts is refreshed once, not twice.
    policy: "onePerKey",
    handler: async ({ feedId }) => refreshFeed(ctx, feedId),
  });
  queue.registerTask({
    name: feedTasks.tick,
    retry: { limit: 0, delaySeconds: 1 },
    expireInSeconds: 120,
    handler: async () => {
      const due = await dueFeedSources(ctx.db, new Date());
      let queued = 0;
      for (const feedId of due) {
        // A source just added, or refreshed by hand, has a refresh waiting or running that has
        // not yet recorded its start: that one covers this minute.
        if (await queue.hasPending(feedTasks.refresh, feedId)) continue;
        if (await queue.enqueue(feedTasks.refresh, { feedId }, { singletonKey: feedId })) queued++;
      }
      return { due: due.length, queued };
    },
  });
  queue.registerTask({
    name: feedTasks.expire,
    retry: { limit: 2, delaySeconds: 60 },
    handler: async () => {
      const closed = await closeExpiredJobs(ctx.db, new Date(), deps.config.JOB_MAX_AGE_DAYS);
      return { closed, demoListed: await syncDemoJobs(ctx.db, deps.config.DEMO_JOBS) };
    },
  });
  queue.schedule(feedTasks.tick, "* * * * *");
  queue.schedule(feedTasks.expire, "7 * * * *");

  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requireAdmin(deps.config.ADMIN_TOKEN) };
  r.get("/api/admin/feeds", admin, async () => ({ feeds: await listFeedSources(ctx.db) }));
  r.post("/api/admin/feeds", { ...admin, schema: { body: feedAddSchema } }, async (request, reply) => {
    const feed = await addFeedSource(ctx, request.body);
    const queued = await queue.enqueue(feedTasks.refresh, { feedId: feed.id }, { singletonKey: feed.id });
    return reply.code(201).send({ feed, queued });
  });
  r.delete("/api/admin/feeds/:id", { ...admin, schema: { params: idParams } }, async (request) =>
    removeFeedSource(ctx.db, request.params.id, deps.config.DEMO_JOBS),
  );
  r.post("/api/admin/feeds/:id/refresh", { ...admin, schema: { params: idParams } }, async (request) => {
    const feeds = await listFeedSources(ctx.db);
    if (!feeds.some((f) => f.id === request.params.id)) throw new AppError("NotFound");
    const queued = await queue.enqueue(
      feedTasks.refresh,
      { feedId: request.params.id },
      { singletonKey: request.params.id },
    );
    return { queued };
  });
}
