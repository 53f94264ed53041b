import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { registerAnalyticsRoutes } from "./analytics.routes";

/** Product events the web app sends in batches (POST /api/analytics/events). */
export function registerAnalytics(app: FastifyInstance, deps: RunningDeps): void {
  registerAnalyticsRoutes(app, deps);
}
