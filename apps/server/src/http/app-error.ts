import { type ErrorCode, errorStatus } from "@sira/schema";

/**
 * The one error type services throw. The error handler turns it into `{ code, message }`
 * with the status of `errorStatus[code]` and a message in the request's language, plus a
 * `Retry-After` header when the error says when trying again makes sense.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  /** Seconds after which the same request may succeed (busy server, limits); sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, details?: unknown, options?: { retryAfterSeconds?: number }) {
    super(code);
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}
