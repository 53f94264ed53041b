import zlib from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Answers are compressed as they are sent (issue 39), by the `Accept-Encoding` the client sends:
 * brotli preferred, then gzip, else as they are. The web build's files come compressed already
 * (brotli 11 and gzip 9 beside each file, served by http/static.ts); what routes answer is
 * compressed here at a low cost per request: brotli quality 4 (about gzip 6's speed, smaller),
 * gzip level 6, and only above 1 KB, where the saving outweighs the work and the headers.
 */
const encodings = ["br", "gzip"] as const;
const thresholdBytes = 1024;
/**
 * Answers up to 64 KB are compressed in one synchronous call and sent with their exact
 * Content-Length; larger ones stream through zlib's threads. (The plugin's default on two cores
 * is 8 KB: streams cost more per answer and go out without a length.)
 */
const syncThresholdBytes = 64 * 1024;
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const gzipOptions = { level: 6 };

/**
 * Text, JSON, XML, JavaScript and SVG: what compresses. Everything else (PDF, Word and zip files,
 * images, fonts, `application/octet-stream`) is compressed already or of unknown kind, and an
 * event stream must flush as it is written.
 */
const compressibleTypes =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:javascript|json|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

/**
 * Compress what every route registered after this answers (unless `HTTP_COMPRESSION` is off):
 * register it before the routes and the static files. Request bodies are never decompressed: the
 * body limit and the JSON parser's bounds apply to the bytes as sent.
 */
export async function registerCompression(app: FastifyInstance, enabled: boolean) {
  if (!enabled) return;
  await app.register(fastifyCompress, {
    encodings: [...encodings],
    threshold: thresholdBytes,
    syncThreshold: syncThresholdBytes,
    brotliOptions,
    zlibOptions: gzipOptions,
    customTypes: compressibleTypes,
    globalDecompression: false,
  });
}

/**
 * Send a page the not-found handler renders (the public resume page), compressed like a route's
 * answer: @fastify/compress hooks into routes only, and the not-found handler is none.
 */
export function sendCompressedText(request: FastifyRequest, reply: FastifyReply, text: string) {
  // The plugin's reply decorator tells whether compression is on (registerCompression).
  if (!request.server.hasReplyDecorator("compress")) return reply.send(text);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, accept-encoding` : "accept-encoding");
  const body = Buffer.from(text);
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", [...encodings]);
  if (!encoding || body.length < thresholdBytes) return reply.send(body);
  const compressed =
    encoding === "br" ? zlib.brotliCompressSync(body, brotliOptions) : zlib.gzipSync(body, gzipOptions);
  return reply.header("content-encoding", encoding).send(compressed);
}
