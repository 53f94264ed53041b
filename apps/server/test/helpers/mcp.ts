import { randomUUID } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ApiKeyScope } from "@sira/schema";
import { deriveServerKeys } from "../../src/keys";
import { createJobMatcher } from "../../src/modules/jobs/jobs.module";
import { createSiraMcpServer, type McpDeps } from "../../src/modules/mcp/mcp.server";
import { createPrinting } from "../../src/modules/print/print.module";
import { creditPoints } from "../../src/modules/wallet/credit-points";
import type { TestApp } from "./test-app";

export const allScopes: ApiKeyScope[] = ["resumes:read", "resumes:write", "download", "jobs", "compare"];

/**
 * The MCP server's dependencies over a test app, built as app.ts builds them (same database,
 * worker pool, keys and browser pool; a matcher of its own). The app must have been given its
 * `browserPool`, since a pool made here could not be closed with the running app.
 */
export function mcpDepsOf(t: TestApp): McpDeps {
  if (!t.deps.browserPool) throw new Error("give the test app a browserPool for MCP tests");
  const keys = deriveServerKeys(t.config);
  return {
    db: t.database.db,
    resumeLimit: t.config.RESUME_LIMIT,
    publicUrl: t.config.PUBLIC_URL,
    ai: t.deps.ai,
    untrusted: t.untrusted,
    matcher: createJobMatcher(t.database, t.untrusted),
    printing: createPrinting(t.app, t.deps, t.untrusted, keys),
    log: () => {},
  };
}

/** An SDK client connected in process to the Sira MCP server of `userId` with `scopes`. */
export async function mcpClient(deps: McpDeps, userId: string, scopes: readonly ApiKeyScope[] = allScopes) {
  const server = createSiraMcpServer(deps, { user: { id: userId }, scopes });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "sira-test", version: "1.0.0" });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return {
    client,
    /** Call a tool; answers its parsed JSON, or `{ error }` with the text of a tool error. */
    async call<T = unknown>(
      name: string,
      args: Record<string, unknown> = {},
    ): Promise<T | { error: string }> {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const text = result.content.map((part) => (part.type === "text" ? part.text : "")).join("");
      return result.isError ? { error: text } : (JSON.parse(text) as T);
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}

/** Give a user points (compare and downloads are priced). */
export function fundUser(t: TestApp, userId: string, points: number) {
  return creditPoints(t.database.db, {
    userId,
    points,
    reason: "mcp test",
    reference: { type: "admin", id: randomUUID() },
    idempotencyKey: `mcp:${randomUUID()}`,
  });
}
