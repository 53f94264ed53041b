import fs from "node:fs";
import os from "node:os";

/**
 * Lowers this whole process's scheduling priority to `nice` (never raises it). On Linux a nice
 * value belongs to a thread, and `os.setPriority` sets only the calling one: V8's collector and
 * compiler threads, started with the process, kept nice 0, so a worker's collections during a
 * 10,000-job refresh ran beside the web processes at their priority. The main thread is set
 * first (threads started later inherit its value), then each other thread of /proc/self/task.
 */
export function lowerProcessPriority(nice: number): void {
  const lower = (thread = 0) => os.setPriority(thread, Math.max(os.getPriority(thread), nice));
  lower();
  let tasks: string[];
  try {
    tasks = fs.readdirSync("/proc/self/task");
  } catch {
    // Not Linux: a process has one priority, set above.
    return;
  }
  for (const task of tasks) {
    if (Number(task) === process.pid) continue;
    try {
      lower(Number(task));
    } catch {
      // The thread ended meanwhile.
    }
  }
}
