import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import type { PrintContext } from "../print/print.public";
import { registerAtsRoutes } from "./ats.routes";

/** The ATS view: what screening systems read from the owner's PDF, printed through the app's print context. */
export function registerAts(app: FastifyInstance, deps: RunningDeps & { printing: PrintContext }): void {
  registerAtsRoutes(app, deps.printing);
}
