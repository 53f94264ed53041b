import { fileURLToPath } from "node:url";
import { conceptCount } from "@sira/nlp/vocabulary";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createDeps } from "./deps";
import { lowerProcessPriority } from "./process-priority";
import { startLine } from "./start-line";
import { isClusterWorker, runWebCluster, type WebProcessPlan, webProcessPlan } from "./web-cluster";

/** Boot: config -> adapters -> app -> listen; closes the database cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  // WEB_CONCURRENCY > 1 on PostgreSQL: this process only forks the web processes (web-cluster.ts).
  const plan: WebProcessPlan = isClusterWorker() ? { processes: 1 } : webProcessPlan(config);
  if (plan.processes > 1) {
    runWebCluster({
      processes: plan.processes,
      role: config.ROLE,
      script: fileURLToPath(import.meta.url),
      port: config.PORT,
    });
    return;
  }
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  if (plan.note) app.log.warn({ webConcurrency: config.WEB_CONCURRENCY }, plan.note);
  // The skills and occupations vocabulary is built on first use (about 200 ms in one turn):
  // build it once started (health answers first), so the first request that matches or reads a
  // resume does not wait for it.
  const warmUp = () => setImmediate(() => conceptCount());
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await deps.browserPool?.close();
    await deps.database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  if (config.ROLE === "worker") {
    // Queued and scheduled work only: no HTTP port, so web instances scale on their own.
    // Background work yields the CPU to web processes on the same machine (every thread of it,
    // the collector's too).
    try {
      lowerProcessPriority(config.WORKER_NICE);
    } catch (error) {
      app.log.warn({ err: error }, "could not lower the worker's priority");
    }
    await app.ready();
    warmUp();
    // Nothing listens, and the queue's timers do not hold the process: keep it until a signal.
    setInterval(() => {}, 1 << 30);
    app.log.info({ database: deps.database.driver }, "Sira worker is running (ROLE=worker)");
    return;
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  warmUp();
  const line = startLine(config, app.server.address());
  app.log.info(
    {
      url: line.url,
      listening: line.listening,
      database: deps.database.driver,
      dataDir: config.dataDir,
      startMs: Math.round(performance.now()),
    },
    line.message,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
