import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boundedProbe } from "./bounded-probe";

/** A check the test answers by hand. */
function controlledCheck() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const check = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  return {
    check,
    answer: (v: string) => pending.shift()?.resolve(v),
    fail: (e: Error) => pending.shift()?.reject(e),
  };
}

describe("boundedProbe", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const options = { waitMs: 50, downAfterMs: 10_000, now: () => Date.now() };

  it("waits for the first answer, then answers from the last one while a check is busy", async () => {
    const { check, answer } = controlledCheck();
    const probe = boundedProbe(check, options);
    const first = probe();
    answer("one");
    expect(await first).toEqual({ ok: true, value: "one", fresh: true });

    // The dependency is busy: the caller gets the last answer after 50 ms, not after the check.
    const second = probe();
    await vi.advanceTimersByTimeAsync(50);
    expect(await second).toEqual({ ok: true, value: "one", fresh: false });
    // Callers meanwhile share the one running check.
    const third = probe();
    await vi.advanceTimersByTimeAsync(50);
    await third;
    expect(check).toHaveBeenCalledTimes(2);
    answer("two");
    await vi.advanceTimersByTimeAsync(0);
    const fourth = probe();
    answer("three");
    expect(await fourth).toEqual({ ok: true, value: "three", fresh: true });
  });

  it("reports the dependency down once a check has gone unanswered too long, and a failure as it is", async () => {
    const { check, answer, fail } = controlledCheck();
    const probe = boundedProbe(check, options);
    const first = probe();
    answer("up");
    await first;
    const stuck = probe();
    await vi.advanceTimersByTimeAsync(50);
    expect((await stuck).ok).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    const later = probe();
    await vi.advanceTimersByTimeAsync(50);
    expect(await later).toEqual({ ok: false, detail: "no answer for 10 s", fresh: false });
    fail(new Error("connection refused"));
    await vi.advanceTimersByTimeAsync(0);
    const next = probe();
    fail(new Error("connection refused"));
    expect(await next).toEqual({ ok: false, detail: "connection refused", fresh: true });
  });

  it("says no answer yet when the very first check never answers", async () => {
    const { check } = controlledCheck();
    const probe = boundedProbe(check, options);
    const first = probe();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await first).toEqual({ ok: false, detail: "no answer for 10 s", fresh: false });
  });
});
