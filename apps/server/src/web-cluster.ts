import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config";

/** How many web processes a start runs, and why when it is not the number asked for. */
export interface WebProcessPlan {
  processes: number;
  /** Logged as a warning: WEB_CONCURRENCY asked for more processes than this start can run. */
  note?: string;
}

/**
 * WEB_CONCURRENCY web processes on one port, or one: the embedded database (PGlite) lives in one
 * process and cannot be shared, and a `ROLE=worker` process serves no HTTP.
 */
export function webProcessPlan(
  config: Pick<Config, "WEB_CONCURRENCY" | "DATABASE_URL" | "ROLE">,
): WebProcessPlan {
  const asked = config.WEB_CONCURRENCY;
  if (asked <= 1) return { processes: 1 };
  if (config.ROLE === "worker")
    return {
      processes: 1,
      note: `WEB_CONCURRENCY=${asked} ignored: it counts web processes, and ROLE=worker serves no HTTP`,
    };
  if (!config.DATABASE_URL)
    return {
      processes: 1,
      note: `WEB_CONCURRENCY=${asked} ignored: the embedded database (PGlite) is single-process, so one web process runs; set DATABASE_URL to a PostgreSQL server for several`,
    };
  return { processes: asked };
}

/** Whether this process is one of a cluster's web processes (the primary forked it). */
export const isClusterWorker = () => cluster.isWorker;

/** One log line as the server's logger writes them (pino's JSON), from the cluster's primary. */
function log(level: "info" | "warn" | "error", msg: string, fields: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  const line = JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, ...fields, msg });
  (level === "info" ? process.stdout : process.stderr).write(`${line}\n`);
}

/** A web process that exits within this long of its start is not restarted: the start itself fails. */
const failedStartMs = 10_000;

/**
 * The primary of `processes` web processes sharing one port (Node cluster: the primary accepts
 * connections and hands them out in turn). It runs no app: it forks `script` (the server's entry)
 * that many times, the first with the configured ROLE (with `all` it also runs the queued and
 * scheduled work and migrates the database), the others with ROLE=web (they wait for the
 * migration and serve HTTP only), so queued work runs once per machine as with one process.
 * A web process that dies after starting is replaced; one that dies while starting stops all
 * (a configuration error would only loop). SIGTERM and SIGINT stop every web process cleanly,
 * then the primary.
 */
export function runWebCluster(options: {
  processes: number;
  role: Config["ROLE"];
  script: string;
  port: number;
}) {
  cluster.setupPrimary({ exec: options.script });
  let stopping = false;
  let exitCode = 0;
  const roleOf = new Map<Worker, string>();
  const startedAt = new Map<Worker, number>();

  const fork = (role: string) => {
    const worker = cluster.fork({ ROLE: role });
    roleOf.set(worker, role);
    startedAt.set(worker, Date.now());
    worker.on("exit", (code, signal) => {
      roleOf.delete(worker);
      if (stopping) {
        if (roleOf.size === 0) process.exit(exitCode);
        return;
      }
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      if (lived < failedStartMs) {
        log("error", "a web process stopped while starting: stopping all", { code, signal, role });
        stop(1);
        return;
      }
      log("warn", "a web process stopped: starting another", { code, signal, role });
      fork(role);
    });
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (roleOf.size === 0) process.exit(exitCode);
    for (const worker of roleOf.keys()) worker.process.kill("SIGTERM");
  };
  process.on("SIGINT", () => stop(0));
  process.on("SIGTERM", () => stop(0));

  for (let k = 0; k < options.processes; k++) fork(k === 0 ? options.role : "web");
  log("info", `${options.processes} web processes share port ${options.port} (WEB_CONCURRENCY)`, {
    processes: options.processes,
  });
}
