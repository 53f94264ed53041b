import { analyticsEventsRequestSchema } from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { recordAnalyticsEvents } from "./analytics.service";

/**
 * POST /api/analytics/events: store a batch of product events. Works for visitors and signed-in
 * users alike, but only with the consent cookie set to "true" (Forbidden otherwise).
 */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/analytics/events",
    {
      schema: { body: analyticsEventsRequestSchema, response: { 200: z.object({ recorded: z.number() }) } },
    },
    async (request) => recordAnalyticsEvents(deps.database.db, request, request.body.events),
  );
}
