import { conceptCount } from "@sira/nlp/vocabulary";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createDeps } from "./deps";
import { lowerProcessPriority } from "./process-priority";
import { startLine } from "./start-line";

/** Boot: config -> adapters -> app -> listen; closes the database cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const deps = await createDeps(config);
  const app = await buildApp(deps);
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
