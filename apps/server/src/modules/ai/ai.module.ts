import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { registerAiRoutes } from "./ai.routes";

/** Writing help, job titles, comparing a resume with a job, and interview practice (points charged per wallet). */
export function registerAi(app: FastifyInstance, deps: RunningDeps): void {
  registerAiRoutes(app, deps);
}
