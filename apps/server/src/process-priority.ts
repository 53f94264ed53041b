import fs from "node:fs";
import os from "node:os";

/**
 * Lowers this whole process's scheduling priority to `nice` (never raises it). On Linux a nice
 * value belongs to a thread, and `os.setPriority` sets only the calling one: V8's collector and
 * compiler threads, started with the process, kept nice 0, so a worker's collections during a
 * 10,000-job refresh ran beside the web processes at their priority. Each of the process's
 * threads (/proc/self/task) is set; threads started later inherit the main thread's value.
 * Returns how many threads now run at `nice` or lower priority.
 */
export function lowerProcessPriority(nice: number): number {
  os.setPriority(Math.max(os.getPriority(), nice));
  let threads = 1;
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync("/proc/self/task");
  } catch {
    // Not Linux: a process has one priority, set above.
    return threads;
  }
  for (const task of tasks) {
    const tid = Number(task);
    if (tid === process.pid) continue;
    try {
      os.setPriority(tid, Math.max(os.getPriority(tid), nice));
      threads++;
    } catch {
      // The thread ended meanwhile.
    }
  }
  return threads;
}
