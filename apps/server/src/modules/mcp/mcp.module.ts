import type { FastifyInstance } from "fastify";
import type { RunningDeps } from "../../app-deps";
import type { JobMatcher } from "../jobs/jobs.public";
import type { PrintContext } from "../print/print.public";
import { registerMcpRoutes } from "./mcp.routes";
import type { McpDeps } from "./mcp.server";

/** The MCP server's dependencies from the app's: the same contexts the REST routes use. */
export function mcpDepsOf(
  app: FastifyInstance,
  deps: RunningDeps & { matcher: JobMatcher; printing: PrintContext },
): McpDeps {
  return {
    db: deps.database.db,
    resumeLimit: deps.config.RESUME_LIMIT,
    publicUrl: deps.config.PUBLIC_URL,
    ai: deps.ai,
    untrusted: deps.untrusted,
    matcher: deps.matcher,
    printing: deps.printing,
    log: (message, details) => app.log.warn(details, message),
  };
}

/**
 * The MCP server (issue 43): POST /mcp for clients holding a personal API key, whose tools call
 * the resume, compare, jobs, tracker, cover-letter and print services as the key's user.
 */
export function registerMcp(
  app: FastifyInstance,
  deps: RunningDeps & { matcher: JobMatcher; printing: PrintContext },
): void {
  registerMcpRoutes(app, mcpDepsOf(app, deps));
}
