import {
  atsReportSchema,
  type DownloadFormat,
  previewResponseSchema,
  printQuerySchema,
  printResponseSchema,
} from "@sira/schema";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type BrowserPool, createBrowserPool } from "../../adapters/browser/browser-pool";
import type { AppDeps, RunningDeps } from "../../app-deps";
import { currentUser, requireUser } from "../../http/auth-guard";
import { requesterOf } from "../../http/requester";
import { getAtsReport } from "../ats/ats.service";
import { deriveAuthKeys } from "../auth/crypto";
import { shareContextOf } from "../share/share.routes";
import { isResumeOwnedBy } from "./print.repository";
import {
  downloadContentTypes,
  getPreview,
  type PrintContext,
  printResume,
  readPreviewFile,
  readPrintFile,
} from "./print.service";
import { DocumentMemo, type PrintDocumentContext } from "./print-document";
import { ViewerPrintBudget } from "./print-limits";
import { derivePrintUrlKey } from "./print-url";
import { registerPublicPrintRoutes } from "./public-print.routes";

const idParams = z.object({ id: z.string().min(1).max(100) });

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
 * "résumé.pdf" for Content-Disposition: an ASCII fallback plus the UTF-8 name (RFC 6266). The
 * PDF opens in the tab (inline); Word and text files are saved (attachment).
 */
function attachmentName(title: string, format: DownloadFormat): string {
  const name = `${title.trim().replace(/[\\/:*?"<>|\r\n]+/g, " ") || "resume"}.${format}`;
  const ascii = name.replace(/[^\x20-\x7e]+/g, "_").replace(/"/g, "");
  const disposition = format === "pdf" ? "inline" : "attachment";
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Printing (spec §7): GET /api/resume/print/:id?lang=&format= answers `{ url }` of the PDF, Word
 * or text file (owner, or anyone for a public resume), served by GET /api/prints/:printId/file?exp&sig
 * for ten minutes;
 * GET /api/resume/ats/:id answers what screening systems read from the owner's PDF (free);
 * GET /api/resume/print/:id/preview answers `{ url }` of the first-page image, served by
 * GET /api/resume/print/:id/preview/:hash.webp to the owner with immutable caching.
 */
/** Registers the print routes; answers the print document context the share page renders with. */
export function registerPrintRoutes(app: FastifyInstance, deps: RunningDeps): PrintDocumentContext {
  const secret = deps.config.SECRET_KEY;
  if (!secret) throw new Error("SECRET_KEY is required for printing");
  const ctx: PrintContext = {
    db: deps.database.db,
    files: deps.files,
    pool: browserPoolOf(app, deps),
    document: {
      files: deps.files,
      imagesKey: deriveAuthKeys(secret).images,
      publicUrl: deps.config.PUBLIC_URL,
      untrusted: deps.untrusted,
      memo: new DocumentMemo(),
    },
    urlKey: derivePrintUrlKey(secret),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerPublicPrintRoutes(app, ctx, shareContextOf(deps));
  const viewerPrints = new ViewerPrintBudget();

  r.get(
    "/api/resume/print/:id",
    { schema: { params: idParams, querystring: printQuerySchema, response: { 200: printResponseSchema } } },
    async (request) => {
      const viewerId = request.user?.id ?? null;
      const { id } = request.params;
      const { format } = request.query;
      // The owner pays for their prints; anyone else prints a public resume for free, so on a
      // budget (per user, or per address signed out) and one at a time, leaving the print slots
      // to the users who need them.
      if (viewerId && (await isResumeOwnedBy(ctx.db, id, viewerId)))
        return printResume(ctx, viewerId, id, format);
      return viewerPrints.run(requesterOf(request), () => printResume(ctx, viewerId, id, format));
    },
  );
  r.get(
    "/api/resume/ats/:id",
    { onRequest: requireUser, schema: { params: idParams, response: { 200: atsReportSchema } } },
    async (request) => getAtsReport(ctx, currentUser(request).id, request.params.id),
  );
  r.get(
    "/api/prints/:printId/file",
    {
      schema: {
        params: z.object({ printId: z.uuid() }),
        querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { exp, sig } = request.query;
      const file = await readPrintFile(ctx, { printId: request.params.printId, expires: exp, sig });
      return reply
        .header("content-type", downloadContentTypes[file.format])
        .header("content-disposition", attachmentName(file.title, file.format))
        .header("cache-control", "private, max-age=600")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(file.body));
    },
  );
  r.get(
    "/api/resume/print/:id/preview",
    { onRequest: requireUser, schema: { params: idParams, response: { 200: previewResponseSchema } } },
    async (request) => getPreview(ctx, currentUser(request).id, request.params.id),
  );
  r.get(
    "/api/resume/print/:id/preview/:file",
    {
      onRequest: requireUser,
      schema: { params: idParams.extend({ file: z.string().regex(/^[a-f0-9]{64}\.webp$/) }) },
    },
    async (request, reply) => {
      const contentHash = request.params.file.slice(0, 64);
      const etag = `"${contentHash}"`;
      reply.header("cache-control", "private, max-age=31536000, immutable").header("etag", etag);
      const file = await readPreviewFile(ctx, {
        userId: currentUser(request).id,
        resumeId: request.params.id,
        contentHash,
      });
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      return reply
        .header("content-type", file.contentType)
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(file.body));
    },
  );
  return ctx.document;
}
