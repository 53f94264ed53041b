/** What a dependency check last said; `fresh` when it answered within the caller's wait. */
export type ProbeResult<T> = ({ ok: true; value: T } | { ok: false; detail: string }) & { fresh: boolean };
type Answer<T> = { ok: true; value: T } | { ok: false; detail: string };

export interface BoundedProbeOptions {
  /** How long a caller waits for a fresh answer when an earlier one is known. */
  waitMs: number;
  /** A check still unanswered after this long reports the dependency down. */
  downAfterMs: number;
  now?: () => number;
}

/**
 * A dependency check that health never waits on for long. One check runs at a time; a caller
 * waits up to `waitMs` for it and otherwise gets the last answer, so `/api/health` stays quick
 * while the dependency is busy — the embedded database has one session, and a long write holds
 * it — yet reports it down once a check has gone unanswered for `downAfterMs`. The first call,
 * with nothing known yet, waits up to `downAfterMs`.
 */
export function boundedProbe<T>(
  check: () => Promise<T>,
  { waitMs, downAfterMs, now = Date.now }: BoundedProbeOptions,
): () => Promise<ProbeResult<T>> {
  let last: Answer<T> | undefined;
  let running: { done: Promise<void>; startedAt: number } | undefined;
  const start = () => {
    const startedAt = now();
    const done = check()
      .then(
        (value) => {
          last = { ok: true, value };
        },
        (error: unknown) => {
          last = { ok: false, detail: error instanceof Error ? error.message : String(error) };
        },
      )
      .finally(() => {
        running = undefined;
      });
    running = { done, startedAt };
    return running;
  };
  return async () => {
    const current = running ?? start();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, last ? waitMs : downAfterMs);
    });
    await Promise.race([current.done, waited]);
    clearTimeout(timer);
    const fresh = running !== current;
    if (!fresh && now() - current.startedAt >= downAfterMs)
      return {
        ok: false,
        detail: `no answer for ${Math.round((now() - current.startedAt) / 1000)} s`,
        fresh,
      };
    return { ...(last ?? { ok: false, detail: "no answer yet" }), fresh };
  };
}
