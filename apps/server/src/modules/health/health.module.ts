import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { registerAppConfigRoutes } from "./app-config.routes";
import { registerHealthRoutes } from "./health.routes";

/** GET /api/health (what each dependency answers) and GET /api/config (the web app's settings). */
export function registerHealth(app: FastifyInstance, deps: RunningDeps): void {
  registerHealthRoutes(app, deps);
  registerAppConfigRoutes(app, deps);
}
