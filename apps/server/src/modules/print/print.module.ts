import type { FastifyInstance } from "fastify";
import { type BrowserPool, createBrowserPool } from "../../adapters/browser/browser-pool";
import type { AppDeps, RunningDeps } from "../../app-deps";
import type { ServerKeys } from "../../keys";
import type { UntrustedWork } from "../../untrusted-work";
import { registerPrintRoutes } from "./print.routes";
import type { PrintContext } from "./print.service";
import { DocumentMemo } from "./print-document";

/** The pool the deps bring, or one this app creates from findBrowser and closes with itself. */
function browserPoolOf(app: FastifyInstance, deps: AppDeps): BrowserPool {
  if (deps.browserPool) return deps.browserPool;
  const pool = createBrowserPool({
    locate: deps.findBrowser,
    concurrency: deps.config.PRINT_CONCURRENCY,
    timeoutMs: deps.config.PRINT_TIMEOUT_MS,
  });
  app.addHook("onClose", () => pool.close());
  return pool;
}

/**
 * Printing's context, built once for the app (AppServices in app.ts): files, the browser pool,
 * the print documents (rendered in the worker pool, remembered by one memo) and the link key.
 * The print, ATS and share modules all print through it.
 */
export function createPrinting(
  app: FastifyInstance,
  deps: AppDeps,
  untrusted: UntrustedWork,
  keys: ServerKeys,
): PrintContext {
  return {
    db: deps.database.db,
    files: deps.files,
    pool: browserPoolOf(app, deps),
    document: {
      files: deps.files,
      imagesKey: keys.images,
      publicUrl: deps.config.PUBLIC_URL,
      untrusted,
      memo: new DocumentMemo(),
    },
    urlKey: keys.printUrl,
  };
}

/** The owner's prints and previews, and the signed download links (print.routes.ts). */
export function registerPrint(app: FastifyInstance, deps: RunningDeps & { printing: PrintContext }): void {
  registerPrintRoutes(app, deps.printing);
}
