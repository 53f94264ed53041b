import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { publicPageParams } from "@sira/schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./error-handler";

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not
 * under /api falls back to index.html so client routes work on reload. Unknown /api routes get
 * a JSON RouteNotFound. `/{username}/{slug}` goes to `publicPage` (the server-rendered public
 * resume, issue 23) instead. With `preCompressed`, a file is sent as the build's brotli or gzip
 * file beside it (`x.js.br`, `x.js.gz`) when the client accepts that encoding, with
 * `Vary: Accept-Encoding` either way; those files are never routes of their own.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, preCompressed }: { webDist: string; preCompressed: boolean },
  publicPage?: (
    request: FastifyRequest,
    reply: FastifyReply,
    params: { username: string; slug: string },
  ) => Promise<FastifyReply>,
) {
  const hasWeb = fs.existsSync(path.join(webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // One wildcard route that looks the file up per request (a missing file goes to the
      // not-found handler below): a route per file meant globbing the build's thousands of files
      // and registering each at every start (~0.3 s of a web process's start).
      wildcard: true,
      // A folder's path (the root "/" above all) is a client route: index.html, or the
      // not-found handler's fallback to it when the folder has none.
      index: "index.html",
      preCompressed,
      // The brotli and gzip files are sent only in place of their original.
      allowedPath: (pathName) => !/\.(?:br|gz)$/.test(pathName),
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    const page = request.method === "GET" || request.method === "HEAD" ? publicPageParams(url) : null;
    if (page && publicPage) return publicPage(request, reply, page);
    if (url.startsWith("/api/") || url === "/api" || request.method !== "GET" || !hasWeb) {
      return sendError(request, reply, "RouteNotFound");
    }
    if (path.extname(url)) return sendError(request, reply, "NotFound");
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
