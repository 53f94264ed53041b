import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import { registerImportRoutes } from "./import.routes";

/** Importing a resume from a file (PDF, Word, JSON Resume, LinkedIn, Reactive Resume). */
export async function registerImport(app: FastifyInstance, deps: RunningDeps): Promise<void> {
  await registerImportRoutes(app, deps);
}
