// An event-loop and collector monitor for experiments, loaded into a process with `--import`
// (for the feeds bench's web processes: LOAD_WEB_FLAGS="--import ./bench/loop-monitor.mjs").
// It appends to <LOOP_MONITOR_DIR, else the system's temp folder>/loop-<pid>.log one line per
// collection ("gc <epoch ms> <pause ms> minor|major|incremental|weakcb") and per event-loop stall
// of 5 ms or more ("stall <epoch ms> <ms>", measured by a 2 ms timer), flushed once a second.
// A recording tool, not a budget: it costs the process a little, so runs with it are compared
// with runs with it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { constants, PerformanceObserver, performance } from "node:perf_hooks";

const file = path.join(process.env.LOOP_MONITOR_DIR ?? os.tmpdir(), `loop-${process.pid}.log`);
const lines = [];
const flush = () => {
  if (lines.length === 0) return;
  fs.appendFileSync(file, `${lines.join("\n")}\n`);
  lines.length = 0;
};
const kinds = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
};
const origin = performance.timeOrigin;
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    lines.push(
      `gc ${Math.round(origin + e.startTime)} ${e.duration.toFixed(1)} ${kinds[e.detail?.kind] ?? "other"}`,
    );
}).observe({ entryTypes: ["gc"] });
const tickMs = 2;
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  const lag = now - last - tickMs;
  if (lag >= 5) lines.push(`stall ${Math.round(origin + last)} ${lag.toFixed(1)}`);
  last = now;
}, tickMs).unref();
setInterval(flush, 1000).unref();
process.on("exit", flush);
