import type { FastifyRequest } from "fastify";

/**
 * A URL as the log shows it: the path and the names of its query parameters, never their values.
 * Links the server mails carry their credential in the query (verification and reset tokens,
 * unsubscribe signatures), and following one is an ordinary request, so no query value is logged.
 */
export function urlForLog(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const names = url
    .slice(query + 1)
    .split("&")
    .map((pair) => pair.split("=")[0])
    .filter(Boolean);
  return `${url.slice(0, query)}?${names.map((name) => `${name}=…`).join("&")}`;
}

/** The request fields of a log line (Fastify's own, with the query's values left out). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
