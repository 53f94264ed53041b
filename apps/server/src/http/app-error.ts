import { type ErrorCode, errorStatus } from "@sira/schema";

/**
 * The one error type services throw. The error handler turns it into `{ code, message }`
 * with the status of `errorStatus[code]` and a message in the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, details?: unknown) {
    super(code);
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
  }
}
