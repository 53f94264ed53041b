import { buildApp } from "../app";
import type { AppDeps } from "../app-deps";
import { createTaskQueue } from "../queue/task-queue";

/**
 * Install the task queue on `deps.database` as a first start would (pg-boss's schema, every
 * registered task's queue, the schedules) without running anything. The container image's
 * embedded-database template carries this (`seed.js --queue`), so a first start on an empty
 * volume finds the queue installed, as a restart does, instead of creating pg-boss's schema.
 */
export async function installTaskQueue(deps: AppDeps): Promise<void> {
  const queue = createTaskQueue(deps.database);
  // The modules register their tasks and schedules on the queue while the app is built.
  const app = await buildApp({ ...deps, queue, logger: false });
  try {
    await app.ready();
    await queue.start({ work: false });
  } finally {
    await queue.stop();
    await app.close();
  }
}
