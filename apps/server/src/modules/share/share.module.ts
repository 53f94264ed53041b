import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import type { PrintContext } from "../print/print.public";
import { registerPublicPrintRoutes } from "./public-print.routes";
import { type PublicPageHandler, registerNoIndex, registerShareRoutes, shareContextOf } from "./share.routes";

export type { PublicPageHandler } from "./share.routes";

/**
 * Sharing: `X-Robots-Tag: noindex` on everything but public pages, the owner's share settings,
 * the public resume read, its PDF and preview image (printed through the app's print context), robots
 * and sitemap. Answers the public page itself, which the web app's fallback serves.
 */
export function registerShare(
  app: FastifyInstance,
  deps: RunningDeps & { printing: PrintContext },
): PublicPageHandler {
  const ctx = shareContextOf(deps);
  registerNoIndex(app);
  registerPublicPrintRoutes(app, deps.printing, ctx);
  return registerShareRoutes(app, deps, ctx, deps.printing.document);
}
