import { readFile } from "node:fs/promises";
import {
  publicResumePath,
  publicResumeSchema,
  resumeShareListSchema,
  resumeShareSchema,
  updateResumeShareRequestSchema,
} from "@sira/schema";
import { allFontFiles } from "@sira/templates";
import { fontFilePath } from "@sira/templates/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RunningDeps } from "../../app-deps";
import { AppError } from "../../http/app-error";
import { currentUser, requireUser } from "../../http/auth-guard";
import { sendCompressedText } from "../../http/compression";
import { requestLanguage } from "../../http/language";
import {
  buildPrintDocument,
  type LazyPrintDocument,
  type PrintDocumentContext,
  runPrintWork,
} from "../print/print.public";
import { listPublicResumePaths } from "./share.repository";
import {
  countShareEvent,
  findPublicResumeView,
  listResumeShares,
  type ShareContext,
  setHideContact,
} from "./share.service";
import { renderShareNotFound, renderSharePage, sharePageAsset } from "./share-page";

const idParams = z.object({ id: z.string().min(1).max(100) });
const publicParams = z.object({ username: z.string().min(1).max(100), slug: z.string().min(1).max(200) });

/** Serves one public resume page; the web app's fallback hands `/{username}/{slug}` here. */
export type PublicPageHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  params: { username: string; slug: string },
) => Promise<FastifyReply>;

/** The share rules' context for these dependencies. */
export function shareContextOf(deps: RunningDeps): ShareContext {
  return {
    db: deps.database.db,
    document: {
      files: deps.files,
      imagesKey: deps.keys.images,
      publicUrl: deps.config.PUBLIC_URL,
    },
    visitorKey: deps.keys.visitor,
  };
}

const fontsByFile = new Map(allFontFiles().map((f) => [f.file, f]));

/**
 * Sharing (issue 23): the owner's share settings and counts, the public API read, the public
 * page's script and fonts, and the page itself (answered through the web app's fallback so it
 * needs no route of its own at `/:username/:slug`).
 */
export function registerShareRoutes(
  app: FastifyInstance,
  deps: RunningDeps,
  ctx: ShareContext,
  documents: PrintDocumentContext,
): PublicPageHandler {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: requireUser };

  r.get(
    "/api/resume/shares",
    { ...auth, schema: { response: { 200: resumeShareListSchema } } },
    async (request) => listResumeShares(ctx.db, currentUser(request).id),
  );
  r.patch(
    "/api/resume/:id/share",
    {
      ...auth,
      schema: {
        params: idParams,
        body: updateResumeShareRequestSchema,
        response: { 200: resumeShareSchema },
      },
    },
    async (request) =>
      setHideContact(ctx.db, currentUser(request).id, request.params.id, request.body.hideContact),
  );
  r.get(
    "/api/resume/public/:username/:slug",
    { schema: { params: publicParams, response: { 200: publicResumeSchema } } },
    async (request, reply) => {
      const view = await findPublicResumeView(ctx, request.params.username, request.params.slug);
      reply.header("cache-control", "no-cache");
      return view.answer;
    },
  );

  r.get("/api/public/page.js", async (_request, reply) => {
    const asset = sharePageAsset();
    return reply
      .header("content-type", "text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(asset.body);
  });
  r.get(
    "/api/public/fonts/:file",
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const font = fontsByFile.get(request.params.file);
      if (!font) throw new AppError("NotFound");
      return reply
        .header("content-type", "font/woff2")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(await readFile(fontFilePath(font)));
    },
  );

  // robots.txt and a sitemap of the public resumes: the app itself stays out of search results.
  const origin = new URL(deps.config.PUBLIC_URL).origin;
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(
        [
          "User-agent: *",
          "Allow: /",
          "Allow: /api/public/",
          ...["/api/", "/dashboard", "/builder", "/auth", "/interview", "/artboard"].map(
            (p) => `Disallow: ${p}`,
          ),
          `Sitemap: ${origin}/sitemap.xml`,
          "",
        ].join("\n"),
      ),
  );
  app.get("/sitemap.xml", async (_request, reply) => {
    const rows = await listPublicResumePaths(ctx.db, 50_000);
    const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const urls = rows.map(
      (row) =>
        `<url><loc>${xml(new URL(publicResumePath(row.username, row.slug), origin).href)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
    );
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=600")
      .header("x-robots-tag", "noindex")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });

  return async (request, reply, params) => {
    let view: Awaited<ReturnType<typeof findPublicResumeView>>;
    try {
      view = await findPublicResumeView(ctx, params.username, params.slug);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "ResumeNotFound") throw error;
      reply
        .status(404)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex");
      return sendCompressedText(request, reply, renderShareNotFound(requestLanguage(request)));
    }
    if (request.method === "GET") await countShareEvent(ctx, request, view.resume.id, "view");
    // The template renders in the worker pool (a public resume's rich text is untrusted), once
    // per content while the print memo remembers it; the preview image is keyed by the same hash.
    const doc = await buildPrintDocument(documents, view.resume.userId, view.answer.data);
    // A remembered view (see findPublicResumeView) keeps its page: many visitors, one rendering.
    const page = renderedPages.get(view.answer);
    const html =
      page?.contentHash === doc.contentHash && page.username === view.username
        ? page.html
        : renderSharePage({
            resume: view.answer,
            username: view.username,
            origin: new URL(deps.config.PUBLIC_URL).origin,
            contentHash: doc.contentHash,
            parts: await doc.parts(),
            // The phone's reflowed view, from the same printable data, in the worker pool too.
            reflow: await reflowOf(documents, doc),
          });
    renderedPages.set(view.answer, { contentHash: doc.contentHash, username: view.username, html });
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("x-robots-tag", "all");
    return sendCompressedText(request, reply, html);
  };
}

/** Reflowed resumes being rendered, by content hash: visitors arriving together share one. */
const reflowsInFlight = new Map<string, Promise<string>>();

/** The reflowed resume of a public page (issue 36), rendered in the worker pool once per content at a time. */
function reflowOf(documents: PrintDocumentContext, doc: LazyPrintDocument): Promise<string> {
  const key = doc.contentHash;
  let reflow = reflowsInFlight.get(key);
  if (!reflow) {
    reflow = runPrintWork(documents.memo, `reflow:${key}`, () =>
      documents.untrusted.run("renderReflow", { data: doc.printable }, { timeoutMs: 15_000 }),
    ).finally(() => reflowsInFlight.delete(key));
    reflowsInFlight.set(key, reflow);
  }
  return reflow;
}

/** Public pages as rendered, per view object (kept while the view is). */
const renderedPages = new WeakMap<object, { contentHash: string; username: string; html: string }>();

/** Pages a search engine may index: public resume pages (which say so) and the landing page. */
const indexablePaths = new Set(["/", "/welcome", "/robots.txt", "/favicon.svg"]);

/**
 * `X-Robots-Tag: noindex` on every answer that is not a public page (issue 23): the app, its API
 * and a private resume's 404 stay out of search results (a root hook: every route has it).
 */
export function registerNoIndex(app: FastifyInstance) {
  app.addHook("onSend", (request, reply, payload, done) => {
    const query = request.url.indexOf("?");
    const path = query === -1 ? request.url : request.url.slice(0, query);
    if (!reply.hasHeader("x-robots-tag") && !indexablePaths.has(path))
      reply.header("x-robots-tag", "noindex, nofollow");
    done(null, payload);
  });
}
