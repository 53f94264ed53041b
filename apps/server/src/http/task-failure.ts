import { UntrustedTaskError } from "../workers/untrusted-pool";
import { AppError } from "./app-error";

/** Seconds a requester is asked to wait (Retry-After) when the pool is busy or they have enough tasks. */
export const taskRetryAfterSeconds = 10;

/**
 * What a requester is told when a task of the worker pool did not finish: RateLimited (429)
 * when they already have their share of tasks of that kind, ServerBusy (503) when the pool is
 * full, they waited too long, or the task ran out of time or memory (the next request tries
 * again), both with Retry-After; SomethingWentWrong when the worker failed. Any other error is
 * answered unchanged.
 */
export function taskFailure(error: unknown): unknown {
  if (!(error instanceof UntrustedTaskError)) return error;
  const retry = { retryAfterSeconds: taskRetryAfterSeconds };
  if (error.reason === "limit") return new AppError("RateLimited", undefined, retry);
  if (error.reason === "crashed") return new AppError("SomethingWentWrong", { cause: error.cause });
  return new AppError("ServerBusy", undefined, retry);
}

/** Run a pool task for a request, its failure answered as `taskFailure` says. */
export async function runForRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw taskFailure(error);
  }
}
