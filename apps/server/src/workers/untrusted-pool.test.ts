import { sampleResumeData } from "@sira/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUntrustedWork, type UntrustedWork } from "../untrusted-work";
import { createUntrustedPool } from "./untrusted-pool";

/** The real tasks, with imports holding their thread for `SLOW:<ms>` (test/helpers/slow-tasks.worker.ts). */
const worker = new URL("../../test/helpers/slow-tasks.worker.ts", import.meta.url);
/** A "PDF" whose import holds its thread `ms` without yielding, then fails to parse (ok: false). */
const slowPdf = (ms: number) => ({
  type: "pdf" as const,
  bytes: new TextEncoder().encode(`%PDF-1.4 SLOW:${ms}\n`),
});

describe("the untrusted-work pool (issue 34: fair pools)", () => {
  let pool: UntrustedWork | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });
  /** A pool of the slow tasks, its threads started (the first task also bundles the worker). */
  const warmPool = async (options: Parameters<typeof createUntrustedWork>[0] = {}) => {
    const made = createUntrustedWork({ worker, threads: 1, ...options });
    pool = made;
    await Promise.all([
      made.run("importFile", slowPdf(0), { timeoutMs: 60_000 }),
      made.run("renderParts", { data: sampleResumeData("en") }, { timeoutMs: 60_000 }),
    ]);
    return made;
  };

  it("counts a task's running time toward its limit, never its wait for a thread", async () => {
    const p = await warmPool();
    // One import thread; four imports of 1 s each with a 3 s limit: the last waits 3 s for the
    // thread and still runs to the end (a limit started at submission would have stopped it).
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) => p.run("importFile", slowPdf(1000), { timeoutMs: 3000, owner: `user:${n}` })),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    // A task that runs past its limit is still stopped, and says it did not wait.
    await expect(p.run("importFile", slowPdf(20_000), { timeoutMs: 1000 })).rejects.toMatchObject({
      reason: "timeout",
      waitedMs: 0,
    });
  }, 60_000);

  it("starts a task's time limit once its new thread has loaded the worker", async () => {
    // The worker's modules take 1.5 s to load; a 500 ms task limit counted from the hand-over
    // would stop the first task of a cold (or idled-out) thread before it ran at all.
    const slowStart = createUntrustedPool<{ echo: (input: string) => Promise<string> }>({
      worker: new URL("../../test/helpers/slow-start.worker.ts", import.meta.url),
      kinds: { echo: "compute" },
      threads: 1,
    });
    try {
      await expect(slowStart.run("echo", "first", { timeoutMs: 500 })).resolves.toBe("first");
      await expect(slowStart.run("echo", "warm", { timeoutMs: 500 })).resolves.toBe("warm");
    } finally {
      await slowStart.close();
    }
  }, 60_000);

  it("renders while imports hold every import thread: kinds do not starve each other", async () => {
    const p = await warmPool();
    const imports = [1, 2, 3, 4].map((n) =>
      p.run("importFile", slowPdf(3000), { timeoutMs: 10_000, owner: `user:${n}` }),
    );
    const parts = await p.run("renderParts", { data: sampleResumeData("en") }, { timeoutMs: 1000 });
    expect(parts.body).toContain("sira-");
    // The render finished while the first import still ran and the others waited their turn.
    expect(p.stats().import).toEqual({ running: 1, waiting: 3, threads: 1 });
    expect(p.stats().render).toEqual({ running: 0, waiting: 0, threads: 1 });
    await Promise.all(imports);
    expect(p.stats().import).toEqual({ running: 0, waiting: 0, threads: 1 });
  }, 60_000);

  it("runs a print's text layer while a render holds every render thread (issue 39)", async () => {
    const p = await warmPool();
    // Not a PDF: the text layer answers it unchanged, on its own thread (started here, before the
    // render: starting a thread on a loaded machine takes seconds).
    const bytes = new TextEncoder().encode("not a pdf");
    await p.run("atsText", { pdf: bytes }, { timeoutMs: 60_000 });
    const slow = sampleResumeData("ar");
    slow.basics.headline = "SLOW:6000";
    const render = p.run("renderParts", { data: slow }, { timeoutMs: 20_000, owner: "user:a" });
    await vi.waitFor(() => expect(p.stats().render.running).toBe(1));
    const layered = await p.run("atsText", { pdf: bytes }, { timeoutMs: 10_000, owner: "user:b" });
    expect(Buffer.from(layered).equals(Buffer.from(bytes))).toBe(true);
    // It did not wait for the render: that is still running.
    expect(p.stats().render).toEqual({ running: 1, waiting: 0, threads: 1 });
    expect(p.stats().pdfText).toEqual({ running: 0, waiting: 0, threads: 1 });
    await render;
  }, 60_000);

  it("serves owners in turn and answers an owner over its limit at once", async () => {
    const p = await warmPool({ perOwner: { import: 2 } });
    const finished: string[] = [];
    const track = (name: string, owner: string, ms: number) =>
      p.run("importFile", slowPdf(ms), { timeoutMs: 10_000, owner }).then(() => finished.push(name));
    const a1 = track("a1", "user:a", 800);
    const a2 = track("a2", "user:a", 800);
    // A third task of the same user is refused at once, with the reason the caller maps to 429.
    await expect(p.run("importFile", slowPdf(0), { owner: "user:a" })).rejects.toMatchObject({
      reason: "limit",
    });
    const b1 = track("b1", "ip:203.0.113.9", 10);
    await Promise.all([a1, a2, b1]);
    // b1 came after a2 but went before it: a user's second task waits for others' first.
    expect(finished).toEqual(["a1", "b1", "a2"]);
    // Once its tasks are done the user may run more.
    await expect(p.run("importFile", slowPdf(0), { owner: "user:a" })).resolves.toMatchObject({ ok: false });
  }, 60_000);

  it("answers busy to a task that waited too long for a thread, without running it", async () => {
    const p = await warmPool({ maxWaitMs: 500 });
    const long = p.run("importFile", slowPdf(2000), { timeoutMs: 10_000, owner: "user:a" });
    await expect(p.run("importFile", slowPdf(0), { owner: "user:b" })).rejects.toMatchObject({
      reason: "busy",
      waitedMs: 500,
    });
    await long;
    expect(p.stats().import.waiting).toBe(0);
  }, 60_000);
});
