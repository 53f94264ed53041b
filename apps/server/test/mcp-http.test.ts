import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ApiKeyScope, Resume } from "@sira/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserPool } from "../src/adapters/browser/browser-pool";
import { createTestApiKey } from "./helpers/api-keys";
import { signedInUser } from "./helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "./helpers/test-app";

/**
 * Issue 43's target end to end: an MCP client from the SDK connects to POST /mcp with a real
 * personal API key, lists the tools, updates an Arabic summary, and the builder shows the new
 * text after a reload; a key without the write scope is refused; another user's resume id
 * answers not found.
 */
describe(`MCP over HTTP with a personal API key (${testDatabaseKind})`, () => {
  let t: TestApp;
  const noBrowser: BrowserPool = {
    withPage: () => Promise.reject(new Error("no printing here")),
    openPages: () => 0,
    close: async () => {},
  };
  let mcpUrl: URL;
  beforeAll(async () => {
    t = await createTestApp({}, { browserPool: noBrowser });
    // Any free port: the SDK's HTTP client needs a real socket.
    const address = await t.app.listen({ host: "127.0.0.1", port: 0 });
    mcpUrl = new URL("/mcp", address);
  }, 60_000);
  afterAll(() => t?.close());

  const connect = async (token: string) => {
    const client = new Client({ name: "sira-key-test", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(mcpUrl, {
        requestInit: { headers: { authorization: `Bearer ${token}` } },
      }),
    );
    return client;
  };
  const text = (result: CallToolResult) =>
    result.content.map((c) => (c.type === "text" ? c.text : "")).join("");
  const createResume = async (cookie: string, slug: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/resume",
      headers: { cookie },
      payload: { title: "سيرتي", slug, language: "ar", sample: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Resume>();
  };

  it("connects with a key, lists tools, updates an Arabic summary the builder then shows", async () => {
    const owner = await signedInUser(t.database.db);
    const resume = await createResume(owner.cookie, "key-cv");
    const scopes: ApiKeyScope[] = ["resumes:read", "resumes:write"];
    const { token } = await createTestApiKey(t.database.db, owner.user.id, scopes);
    const client = await connect(token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain("update_field");
    const summary = "<p>مهندسة برمجيات بخبرة ست سنوات في تطوير تطبيقات الويب.</p>";
    const saved = (await client.callTool({
      name: "update_field",
      arguments: {
        resumeId: resume.id,
        version: resume.version,
        path: "sections.summary.content",
        value: summary,
      },
    })) as CallToolResult;
    expect(saved.isError, text(saved)).toBeFalsy();
    await client.close();
    const reloaded = await t.app.inject({
      method: "GET",
      url: `/api/resume/${resume.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(reloaded.json<Resume>().data.sections.summary.content).toBe(summary);
    expect(reloaded.json<Resume>().version).toBe(resume.version + 1);
  });

  it("refuses a write with a read-only key and answers not found for another user's resume", async () => {
    const owner = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    const mine = await createResume(owner.cookie, "mine");
    const theirs = await createResume(other.cookie, "theirs");
    const { token } = await createTestApiKey(t.database.db, owner.user.id, ["resumes:read"]);
    const client = await connect(token);
    const refused = (await client.callTool({
      name: "update_field",
      arguments: { resumeId: mine.id, version: mine.version, path: "basics.headline", value: "مديرة" },
    })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/^Forbidden/);
    const notFound = (await client.callTool({
      name: "get_resume",
      arguments: { resumeId: theirs.id },
    })) as CallToolResult;
    expect(notFound.isError).toBe(true);
    expect(text(notFound)).toMatch(/^ResumeNotFound/);
    await client.close();
  });
});
