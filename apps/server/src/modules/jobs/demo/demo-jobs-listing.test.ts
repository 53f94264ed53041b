import http from "node:http";
import type { AddressInfo } from "node:net";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedContextOf } from "../../../../test/helpers/jobs";
import { createTestApp, type TestApp } from "../../../../test/helpers/test-app";
import { jobs } from "../../../db/schema";
import {
  addFeedSource,
  type FeedContext,
  refreshFeed,
  removeFeedSource,
} from "../feeds/feed-sources.service";
import { JobIndexCache } from "../job-index";
import { syncDemoJobs } from "../job-lifecycle";
import { getJob } from "../job-view";
import { demoJobsSeeder } from "./demo-jobs.seeder";

let t: TestApp;
let ctx: FeedContext;
let server: http.Server;
let base: string;
const board = JSON.stringify({
  jobs: [{ id: "1", title: "Data Engineer", company: "Nahr", location: "Riyadh", date: "2026-11-20" }],
});

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(board);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
  ctx = feedContextOf(t, { demoJobs: "auto" });
  await demoJobsSeeder.run(t.database.db);
});
afterAll(async () => {
  await ctx.outbound.close();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The listed jobs (what every list and match reads): how many are samples, how many not. */
async function listed() {
  const demoIds = new Set(
    (await t.database.db.select({ id: jobs.id }).from(jobs).where(like(jobs.externalId, "demo-%"))).map(
      (r) => r.id,
    ),
  );
  const ids = (await new JobIndexCache(t.database.db).get()).jobs.map((j) => j.id);
  return {
    samples: ids.filter((id) => demoIds.has(id)).length,
    real: ids.filter((id) => !demoIds.has(id)).length,
  };
}

describe("sample jobs follow DEMO_JOBS (issue 42 item 3)", () => {
  it("listed and labelled on a fresh install; gone once a feed brings jobs; back when it is removed", async () => {
    expect(await syncDemoJobs(t.database.db, "auto")).toBe(true);
    // 320 postings; the few the same employer posts twice in one city show once (dedup).
    const all = (await listed()).samples;
    expect(all).toBeGreaterThan(300);
    expect(await listed()).toEqual({ samples: all, real: 0 });
    const [one] = await t.database.db.select().from(jobs).where(like(jobs.externalId, "demo-0001"));
    expect(await getJob(t.database.db, one!.id)).toMatchObject({ sample: true });

    const feed = await addFeedSource(ctx, { kind: "url", target: `${base}/jobs.json` });
    await refreshFeed(ctx, feed.id);
    expect(await listed()).toEqual({ samples: 0, real: 1 });
    // Saved by someone, still readable (closed, not deleted).
    expect((await getJob(t.database.db, one!.id)).closedAt).not.toBeNull();
    const [real] = await t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.externalId, `${feed.id}:%`));
    expect((await getJob(t.database.db, real!.id)).sample).toBeUndefined();

    // The operator keeps them beside the feed (DEMO_JOBS=on), or never lists them (off).
    await syncDemoJobs(t.database.db, "on");
    expect(await listed()).toEqual({ samples: all, real: 1 });
    await removeFeedSource(t.database.db, feed.id, "auto");
    expect(await listed()).toEqual({ samples: all, real: 0 });
    await syncDemoJobs(t.database.db, "off");
    expect(await listed()).toEqual({ samples: 0, real: 0 });
  });
});
