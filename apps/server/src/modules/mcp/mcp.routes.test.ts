import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { ApiKeyScope, Resume } from "@sira/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApiKey } from "../../../test/helpers/api-keys";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import type { BrowserPool } from "../../adapters/browser/browser-pool";

/**
 * POST /mcp over HTTP. Without a key it answers 401 (a cookie session is not enough); with one,
 * the SDK's Streamable HTTP client talks to it with a personal API key.
 */
describe(`POST /mcp (${testDatabaseKind})`, () => {
  let t: TestApp;
  let base: string;
  const noBrowser: BrowserPool = {
    withPage: () => Promise.reject(new Error("no printing here")),
    openPages: () => 0,
    close: async () => {},
  };
  beforeAll(async () => {
    t = await createTestApp({}, { browserPool: noBrowser });
    // Any free port: the SDK's HTTP client needs a real socket.
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => t?.close());

  it("answers 401 with WWW-Authenticate: Bearer without a key, even with a session cookie", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const body = { jsonrpc: "2.0", id: 1, method: "tools/list" };
    for (const headers of [{}, { cookie }, { authorization: "Bearer sira_not-a-key" }]) {
      const res = await t.app.inject({ method: "POST", url: "/mcp", payload: body, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer /);
      expect(res.json<{ code: string }>().code).toBe("Unauthorized");
    }
  });

  it("answers 405 to GET and DELETE (stateless: no stream, no session)", async () => {
    for (const method of ["GET", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/mcp" });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe("POST");
    }
  });

  it("refuses hostile bodies with a key before the SDK reads them, and stays healthy", async () => {
    const owner = await signedInUser(t.database.db);
    const key = await createTestApiKey(t.database.db, owner.user.id, ["resumes:read", "resumes:write"]);
    const headers = {
      ...key.headers,
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    };
    const call = (args: string) =>
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"update_field","arguments":${args}}}`;
    const bodies: [name: string, body: string | Buffer, status: number][] = [
      ["U+0000", call('{"resumeId":"x","version":1,"path":"basics.name","value":"a\\u0000b"}'), 400],
      ["a lone surrogate", call('{"resumeId":"x","version":1,"path":"basics.name","value":"\\ud800"}'), 400],
      ["100 000 deep", call(`${"[".repeat(100_000)}${"]".repeat(100_000)}`), 400],
      ["invalid UTF-8", Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 400],
      ["not JSON", "{", 400],
      ["not JSON-RPC", '{"hello":"world"}', 400],
    ];
    for (const [name, payload, status] of bodies) {
      const res = await t.app.inject({ method: "POST", url: "/mcp", headers, payload });
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(status);
    }
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });

  it("serves the SDK's Streamable HTTP client with a key: read, and a write refused without its scope", async () => {
    const owner = await signedInUser(t.database.db);
    const created = await t.app.inject({
      method: "POST",
      url: "/api/resume",
      headers: { cookie: owner.cookie },
      payload: { title: "CV", slug: "mcp-http", language: "ar", sample: true },
    });
    const resume = created.json<Resume>();
    const connect = async (scopes: ApiKeyScope[]) => {
      const client = new Client({ name: "sira-http-test", version: "1.0.0" });
      const key = await createTestApiKey(t.database.db, owner.user.id, scopes);
      const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
        requestInit: { headers: key.headers },
      });
      await client.connect(transport);
      return client;
    };
    const text = (result: CallToolResult) =>
      result.content.map((c) => (c.type === "text" ? c.text : "")).join("");

    const reader = await connect(["resumes:read"]);
    expect((await reader.listTools()).tools.length).toBe(10);
    const read = (await reader.callTool({
      name: "get_section",
      arguments: { resumeId: resume.id, section: "summary" },
    })) as CallToolResult;
    expect(JSON.parse(text(read)).value.content).toBe(resume.data.sections.summary.content);
    const refused = (await reader.callTool({
      name: "update_field",
      arguments: { resumeId: resume.id, version: resume.version, path: "basics.headline", value: "مديرة" },
    })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(text(refused)).toMatch(/^Forbidden/);
    await reader.close();

    const writer = await connect(["resumes:read", "resumes:write"]);
    const saved = (await writer.callTool({
      name: "update_field",
      arguments: {
        resumeId: resume.id,
        version: resume.version,
        path: "sections.summary.content",
        value: "<p>مديرة مشاريع بخبرة اثنتي عشرة سنة</p>",
      },
    })) as CallToolResult;
    expect(saved.isError, text(saved)).toBeFalsy();
    await writer.close();
    const after = await t.app.inject({
      method: "GET",
      url: `/api/resume/${resume.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(after.json<Resume>().data.sections.summary.content).toBe(
      "<p>مديرة مشاريع بخبرة اثنتي عشرة سنة</p>",
    );
    expect(after.json<Resume>().version).toBe(resume.version + 1);
  });
});
