import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import type { PrintContext } from "../print/print.public";
import { registerCoverLetterRoutes } from "./cover-letters.routes";

/**
 * Cover letters (issue 41): documents of the user's printed with a resume's header and design
 * through the app's print context, and the PDFs of what was sent with an application.
 */
export function registerCoverLetters(
  app: FastifyInstance,
  deps: RunningDeps & { printing: PrintContext },
): void {
  registerCoverLetterRoutes(app, deps.printing);
}
