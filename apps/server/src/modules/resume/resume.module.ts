import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { registerResumeRoutes } from "./resume.routes";

/** The user's resumes: their rules, twins (the other language) and an import's kept original. */
export function registerResume(app: FastifyInstance, deps: RunningDeps): void {
  registerResumeRoutes(app, deps);
}
