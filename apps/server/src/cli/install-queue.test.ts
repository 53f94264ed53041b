import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, testConfig } from "../../test/helpers/test-app";
import { selectAiProvider } from "../adapters/ai/select-provider";
import { selectFileStore } from "../adapters/files/select-file-store";
import type { AppDeps } from "../app-deps";
import { installTaskQueue } from "./install-queue";

/** The image's template carries the task queue a first start would install (seed.js --queue). */
describe("installTaskQueue", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-install-queue-"));
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("installs pg-boss's schema and every task's queue, and leaves no job queued", async () => {
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    const present = async () =>
      (
        (await database.sql.executeSql("select to_regclass('pgboss.queue') is not null as present"))
          .rows[0] as {
          present: boolean;
        }
      ).present;
    // The migrations alone do not make it: a first start did, or the template now does.
    expect(await present()).toBe(false);
    const config = testConfig(dataDir);
    const deps: AppDeps = {
      config,
      database,
      files: selectFileStore(config),
      findBrowser: async () => null,
      version: "test",
      ai: selectAiProvider(config),
    };
    await installTaskQueue(deps);
    expect(await present()).toBe(true);
    const queues = (await database.sql.executeSql("select name from pgboss.queue")).rows as {
      name: string;
    }[];
    expect(queues.length).toBeGreaterThan(3);
    const jobs = (await database.sql.executeSql("select count(*)::int as n from pgboss.job")).rows[0] as {
      n: number;
    };
    expect(jobs.n).toBe(0);
  });
});
