import { type AnalyticsEvent, consentCookieName } from "@sira/schema";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { analyticsEvents } from "../../db/schema";
import { AppError } from "../../http/app-error";

/** Whether the request carries the visitor's Accept of the cookie consent banner. */
export function hasAnalyticsConsent(request: FastifyRequest): boolean {
  return request.cookies[consentCookieName] === "true";
}

/**
 * Store events for the request's visitor (linked to the user when signed in). Refuses with
 * Forbidden without consent, so nothing is recorded before Accept even if a client misbehaves.
 */
export async function recordAnalyticsEvents(
  db: Db,
  request: FastifyRequest,
  events: AnalyticsEvent[],
): Promise<{ recorded: number }> {
  if (!hasAnalyticsConsent(request)) throw new AppError("Forbidden");
  const now = new Date();
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      userId: request.user?.id ?? null,
      name: event.name,
      path: event.path ?? null,
      props: event.props ?? {},
      occurredAt: event.occurredAt ? new Date(event.occurredAt) : now,
    })),
  );
  return { recorded: events.length };
}
