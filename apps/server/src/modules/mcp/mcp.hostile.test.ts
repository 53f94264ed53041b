import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Resume } from "@sira/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { fundUser, mcpClient, mcpDepsOf } from "../../../test/helpers/mcp";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import type { BrowserPool } from "../../adapters/browser/browser-pool";
import { argumentProblem } from "./mcp-args";

/** Nested arrays `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = "x";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** What a hostile client may send in place of any argument. */
const hostileValues: [name: string, value: unknown][] = [
  ["a 1.1 MB string", "x".repeat(1_100_000)],
  ["300k Arabic letters", "ع".repeat(300_000)],
  ["U+0000", "before\u0000after"],
  ["a lone surrogate", "a\uD800b"],
  ["a lone low surrogate", "\uDC00"],
  ["arrays 20 000 deep", nested(20_000)],
  ["an object 20 000 deep", JSON.parse(`${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`)],
  ["a wide array", Array.from({ length: 300_000 }, () => 0)],
  ["null", null],
  ["a number", 1e308],
  ["a boolean", true],
  ["an empty object", {}],
  ["a prototype key", JSON.parse('{"__proto__": {"polluted": true}}')],
];

/**
 * A hostile-input pass over every MCP tool's arguments (issue 43): each argument of each tool
 * replaced by oversized, deeply nested, unstorable or mistyped values answers a tool error, never
 * a crash, holds the event loop no longer than a moment, leaves the resume as it was and the
 * server's health answering.
 */
describe(`MCP tools under hostile arguments (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let resume: Resume;
  // No printing happens: every pdf_link call here is refused before it prints.
  const noBrowser: BrowserPool = {
    withPage: () => Promise.reject(new Error("no printing in the hostile pass")),
    openPages: () => 0,
    close: async () => {},
  };

  beforeAll(async () => {
    t = await createTestApp({}, { browserPool: noBrowser });
    owner = await signedInUser(t.database.db);
    await fundUser(t, owner.user.id, 100);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/resume",
      headers: { cookie: owner.cookie },
      payload: { title: "CV", slug: "hostile-mcp", language: "ar", sample: true },
    });
    resume = res.json<Resume>();
  }, 60_000);
  afterAll(() => t?.close());

  const validCalls = (): [tool: string, args: Record<string, unknown>][] => [
    ["get_resume", { resumeId: resume.id }],
    ["get_section", { resumeId: resume.id, section: "summary", path: "basics.name" }],
    ["update_section", { resumeId: resume.id, version: resume.version, section: "summary", value: {} }],
    ["update_field", { resumeId: resume.id, version: resume.version, path: "basics.headline", value: "x" }],
    ["compare_with_job", { resumeId: resume.id, job: "مطلوب محاسب", language: "ar" }],
    ["recommended_jobs", { resumeId: resume.id, q: "محاسب", language: "ar", limit: 5, offset: 0 }],
    ["add_job_to_tracker", { jobId: "x", manual: { position: "محاسب" } }],
    ["draft_cover_letter", { resumeId: resume.id, applicationId: "x", title: "خطاب" }],
    ["pdf_link", { resumeId: resume.id }],
  ];

  it("bounds values before walking them", () => {
    expect(argumentProblem(nested(100_000))).toMatch(/deeper/);
    expect(argumentProblem({ a: "x\u0000" })).toMatch(/U\+0000.*a/);
    expect(argumentProblem({ "k\uD800": 1 })).toMatch(/key/);
    expect(argumentProblem(Array.from({ length: 300_000 }, () => 0))).toMatch(/too many/);
    expect(argumentProblem({ a: ["ok", { b: "مرحبا 👋" }] })).toBeUndefined();
  });

  it("answers a tool error for every hostile argument of every tool", async () => {
    const mcp = await mcpClient(mcpDepsOf(t), owner.user.id);
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let calls = 0;
    for (const [tool, args] of validCalls()) {
      for (const key of Object.keys(args)) {
        for (const [name, value] of hostileValues) {
          const result = await mcp.call(tool, { ...args, [key]: value });
          calls++;
          expect(result, `${tool}.${key} = ${name}`).toEqual({ error: expect.any(String) });
          expect((result as { error: string }).error, `${tool}.${key} = ${name}`).not.toMatch(
            /SomethingWentWrong/,
          );
        }
      }
    }
    // A tool without arguments ignores what it does not read.
    for (const [name, value] of hostileValues) {
      const listed = await mcp.call("list_resumes", { extra: value });
      expect(listed, `list_resumes with ${name}`).toEqual([expect.objectContaining({ id: resume.id })]);
    }
    loop.disable();
    expect(calls).toBeGreaterThan(200);
    expect(loop.max / 1e6, "event loop held (ms)").toBeLessThan(1_000);
    await mcp.close();

    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    const after = await t.app.inject({
      method: "GET",
      url: `/api/resume/${resume.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(after.json<Resume>()).toEqual(resume);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 240_000);
});
