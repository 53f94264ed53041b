import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * In a child process started at `startNice` (coreutils' nice; the test runner keeps its own):
 * lowers its priority as a ROLE=worker process does, starts the thread pool afterwards, then
 * reports each thread's nice value.
 */
function threadsAfterLowering(startNice: number, nice: number): { name: string; nice: number }[] {
  const script = `
    import crypto from "node:crypto";
        import { lowerProcessPriority } from ${JSON.stringify(path.join(import.meta.dirname, "process-priority.ts"))};
    lowerProcessPriority(${nice});
    // Thread-pool threads start on first use, after the call.
    await Promise.all([1, 2, 3, 4].map(() => new Promise((r) => crypto.pbkdf2("x", "y", 1000, 32, "sha256", r))));
    const threads = fs.readdirSync("/proc/self/task").map((tid) => {
      const stat = fs.readFileSync("/proc/self/task/" + tid + "/stat", "utf8");
      return { name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), nice: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]) };
    });
    process.stdout.write(JSON.stringify(threads));
  `;
  const out = execFileSync(
    "nice",
    ["-n", String(startNice), process.execPath, "--import", "tsx", "--input-type=module", "-e", script],
    { encoding: "utf8" },
  );
  return JSON.parse(out);
}

// Nice values are per thread on Linux, where servers run; the child reads them from /proc.
describe("a worker process's priority", () => {
  it("lowers every thread of the process, the collector's and the thread pool's too", () => {
    const threads = threadsAfterLowering(0, 10);
    // The main thread, V8's platform threads and the four thread-pool threads.
    expect(threads.length).toBeGreaterThanOrEqual(6);
    expect(threads.filter((t) => t.nice !== 10)).toEqual([]);
  });

  it("never raises a priority already lower (a worker started under nice 15)", () => {
    const threads = threadsAfterLowering(15, 10);
    expect(threads.filter((t) => t.nice !== 15)).toEqual([]);
  });
});
