import type { ApiError as ApiErrorBody } from "@sira/schema/api";
import { type ErrorCode, isErrorCode } from "@sira/schema/errors";
import type { z } from "zod";

/** An error answered by the API: the code drives the localized message, never the server's text. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: ApiErrorBody["issues"];
  readonly body: unknown;

  constructor(status: number, code: ErrorCode, issues?: ApiErrorBody["issues"], body?: unknown) {
    super(code);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.body = body;
  }
}

export interface RequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Validates the response; the result is typed from it. */
  schema?: z.ZodType<T>;
  /** When a refresh fails, send the user to the login path (spec §2). Off for the session probe. */
  redirectOnAuthFailure?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `Prefer: return=minimal`). */
  headers?: Record<string, string>;
}

let refreshing: Promise<boolean> | null = null;

/** POST /api/auth/refresh once at a time; true when the session was renewed. */
function refreshSession(): Promise<boolean> {
  refreshing ??= fetch("/api/auth/refresh", { method: "POST", credentials: "include" })
    .then((res) => res.ok)
    .catch(() => false)
    .finally(() => {
      setTimeout(() => {
        refreshing = null;
      }, 0);
    });
  return refreshing;
}

/**
 * Where an ended session sends the user: the login page, returning here afterwards; nowhere from
 * the login page itself (a request still running after sign-out would otherwise reload it as
 * `/auth/login?redirect=/auth/login`).
 */
export function loginPathFrom(location: Pick<Location, "pathname" | "search">): string | null {
  if (location.pathname === "/auth/login") return null;
  return `/auth/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** True from the start of a sign-out until the next sign-in: a late 401 is then no reason to go anywhere. */
let signingOut = false;

/**
 * Called as sign-out begins: requests of the page being left may still answer 401 after the
 * session ends, and must not send the user to `/auth/login?redirect=<that page>`.
 */
export function beginSignOut() {
  signingOut = true;
}

async function send(path: string, options: RequestOptions<unknown>): Promise<Response> {
  const isForm = options.body instanceof FormData;
  return fetch(`/api${path}`, {
    method: options.method ?? "GET",
    credentials: "include",
    headers: {
      ...(options.body === undefined || isForm ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/**
 * Call the API under /api with cookies. On 401 or 403 the session is refreshed once and the
 * call retried; if the refresh fails the user goes to the login path. Errors throw ApiError.
 */
export async function api<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  let res = await send(path, options);
  if ((res.status === 401 || res.status === 403) && !path.startsWith("/auth/")) {
    const renewed = await refreshSession();
    if (renewed) res = await send(path, options);
    else if (options.redirectOnAuthFailure !== false && res.status === 401) {
      const login = loginPathFrom(window.location);
      if (login && !signingOut) window.location.assign(login);
    }
  }
  // A sign-in (or sign-up) that succeeded starts a new session.
  if (res.ok && options.method === "POST" && path.startsWith("/auth/") && path !== "/auth/logout")
    signingOut = false;
  const text = await res.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!res.ok) {
    const body = json as Partial<ApiErrorBody> | undefined;
    const code = isErrorCode(body?.code) ? body.code : "SomethingWentWrong";
    throw new ApiError(res.status, code, body?.issues, json);
  }
  return options.schema ? options.schema.parse(json) : (json as T);
}
