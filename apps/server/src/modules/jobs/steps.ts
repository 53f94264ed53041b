import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";

/**
 * Work over every job of an index written once as a generator that pauses (`yield`) every so
 * many jobs: a request runs it at once (`atOnce`), background work in steps (`inSteps`), letting
 * requests in at each pause, so no single turn of the event loop holds them for long.
 */
export type Steps<T> = Generator<void, T>;

/** Jobs looked at between two pauses of a pass over the index run in steps. */
export const jobsPerStep = 1000;

/** Calls `each` for every item, pausing every `jobsPerStep` items. */
export function* eachOf<T>(items: readonly T[], each: (item: T, i: number) => void): Steps<void> {
  for (let i = 0; i < items.length; i++) {
    if (i % jobsPerStep === jobsPerStep - 1) yield;
    each(items[i]!, i);
  }
}

/** Runs the steps to their end in this turn. */
export function atOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Background work rests `times` as long as each step of it took (twice unless told; at most
 * `capMs`), so requests keep at least two thirds of the process while it runs.
 */
export const restAfter = (tookMs: number, capMs = 250, times = 2) => sleep(Math.min(capMs, tookMs * times));

/**
 * Runs the steps to their end, one per turn of the event loop (with `rest`, resting after each
 * as `restAfter` says); `busy.ms` adds up the time the steps themselves ran, not the waits.
 */
export async function inSteps<T>(
  steps: Steps<T>,
  options: { busy?: { ms: number }; rest?: boolean } = {},
): Promise<T> {
  for (;;) {
    const started = performance.now();
    const step = steps.next();
    const took = performance.now() - started;
    if (options.busy) options.busy.ms += took;
    if (step.done) return step.value;
    await (options.rest ? restAfter(took) : nextTurn());
  }
}
