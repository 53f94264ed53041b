import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import type { PrintContext } from "../print/print.public";
import { registerCoverLetterRoutes } from "./cover-letters.routes";

/**
 * Cover letters (issue 41): documents of the user's printed with a resume's header and design
 * through the app's print context, and the PDFs of what was sent with an application; drafts
 * and their checks in the worker pool, a rewrite on the app's AI provider.
 */
export function registerCoverLetters(
  app: FastifyInstance,
  deps: RunningDeps & { printing: PrintContext },
): void {
  registerCoverLetterRoutes(app, deps.printing, {
    db: deps.database.db,
    resumeLimit: deps.config.RESUME_LIMIT,
    ai: deps.ai,
    untrusted: deps.untrusted,
    log: (message, details) => app.log.warn(details, message),
  });
}
