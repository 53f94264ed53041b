import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";
import { createSiraMcpServer, type McpDeps } from "./mcp.server";

/** GET (a server-sent stream) and DELETE (ending a session) have no use in stateless mode. */
function methodNotAllowed(_request: unknown, reply: FastifyReply) {
  return reply
    .status(405)
    .header("allow", "POST")
    .type("text/plain; charset=utf-8")
    .send("Method Not Allowed");
}

/**
 * Every 401 of /mcp names the scheme (RFC 6750, MCP authorization): no key, or one the auth
 * context refused (unknown, revoked, expired) before the route ran.
 */
async function challengeOnUnauthorized(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 401) reply.header("www-authenticate", 'Bearer realm="sira"');
  return payload;
}

/**
 * POST /mcp: the MCP server over Streamable HTTP (issue 43, docs/api/mcp.md), stateless: each
 * request gets its own server and transport, acting as the personal API key's user with the
 * key's scopes. A request without a key answers 401 with `WWW-Authenticate: Bearer`; a cookie
 * session alone is not enough (MCP clients are programs holding a key, not the browser). The
 * body is parsed (and bounded) by the app's strict JSON parser first.
 */
export function registerMcpRoutes(app: FastifyInstance, deps: McpDeps) {
  app.post("/mcp", { onSend: challengeOnUnauthorized }, async (request, reply) => {
    if (!request.apiKey || !request.user) throw new AppError("Unauthorized");
    const server = createSiraMcpServer(deps, { user: request.user, scopes: request.apiKey.scopes });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on("close", () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    } catch (error) {
      request.log.error({ err: error }, "MCP request failed");
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { "content-type": "application/json" });
      if (!reply.raw.writableEnded)
        reply.raw.end(
          JSON.stringify({ jsonrpc: "2.0", error: { code: -32603, message: "Internal error" }, id: null }),
        );
    }
  });
  app.get("/mcp", methodNotAllowed);
  app.delete("/mcp", methodNotAllowed);
}
