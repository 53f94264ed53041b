import { emptyPersonal, type Resume } from "@sira/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { allScopes, fundUser, mcpClient, mcpDepsOf } from "../../../test/helpers/mcp";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { createBrowserPool } from "../../adapters/browser/browser-pool";
import { findChromium } from "../../adapters/browser/find-chromium";
import { demoJobsSeeder } from "../jobs/demo/demo-jobs.seeder";
import type { McpDeps } from "./mcp.server";

/**
 * The MCP server (issue 43) through the SDK's own client, connected in process: every tool, its
 * scope and the owner's data only; what a tool saves is what the builder then loads.
 */
describe(`MCP server tools (${testDatabaseKind})`, () => {
  let t: TestApp;
  let deps: McpDeps;
  const pool = createBrowserPool({ locate: () => findChromium({}), concurrency: 1, timeoutMs: 30_000 });
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let resume: Resume;
  let otherResume: Resume;

  const inject = (cookie: string, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const createResume = async (cookie: string, slug: string, language: "ar" | "en") => {
    const res = await inject(cookie, "POST", "/api/resume", {
      title: `CV ${slug}`,
      slug,
      language,
      sample: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Resume>();
  };
  const builderView = async (id: string, cookie = owner.cookie) => {
    const res = await inject(cookie, "GET", `/api/resume/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Resume>();
  };

  beforeAll(async () => {
    t = await createTestApp({}, { browserPool: pool });
    await demoJobsSeeder.run(t.database.db);
    deps = mcpDepsOf(t);
    owner = await signedInUser(t.database.db);
    other = await signedInUser(t.database.db);
    await fundUser(t, owner.user.id, 100);
    resume = await createResume(owner.cookie, "mcp-ar", "ar");
    otherResume = await createResume(other.cookie, "other-cv", "en");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pool.close();
  });

  it("lists its tools, resources and prompts", async () => {
    const mcp = await mcpClient(deps, owner.user.id);
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        "add_job_to_tracker",
        "compare_with_job",
        "draft_cover_letter",
        "get_resume",
        "get_section",
        "list_resumes",
        "pdf_link",
        "recommended_jobs",
        "update_field",
        "update_section",
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.description, tool.name).toMatch(/Scope: /);
      expect(tool.inputSchema.type).toBe("object");
    }
    // Arabic examples in the descriptions of the tools that take text.
    expect(tools.find((tool) => tool.name === "update_field")?.description).toMatch(/[\u0600-\u06FF]/);
    const { resourceTemplates } = await mcp.client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate)).toEqual(["sira://resume/{id}"]);
    const { resources } = await mcp.client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`sira://resume/${resume.id}`);
    expect(resources.map((r) => r.uri)).not.toContain(`sira://resume/${otherResume.id}`);
    const sections = await mcp.client.readResource({ uri: "sira://sections" });
    const names = JSON.parse((sections.contents[0] as { text: string }).text) as {
      names: { key: string; ar: string; en: string }[];
    };
    expect(names.names.find((n) => n.key === "summary")).toEqual({
      key: "summary",
      ar: "نبذة مهنية",
      en: "Summary",
    });
    const { prompts } = await mcp.client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(["improve-summary", "tailor-to-job"]);
    const prompt = await mcp.client.getPrompt({
      name: "improve-summary",
      arguments: { resumeId: resume.id, language: "ar" },
    });
    expect((prompt.messages[0]!.content as { text: string }).text).toMatch(/النبذة المهنية/);
    await mcp.close();
  });

  it("reads resumes, a section and a field, and the resume resource", async () => {
    const mcp = await mcpClient(deps, owner.user.id, ["resumes:read"]);
    const list = (await mcp.call("list_resumes")) as { id: string; version: number }[];
    expect(list.map((r) => r.id)).toEqual([resume.id]);
    const read = (await mcp.call("get_resume", { resumeId: resume.id })) as Resume;
    expect(read.data.basics.name).toBe(resume.data.basics.name);
    const section = (await mcp.call("get_section", { resumeId: resume.id, section: "summary" })) as {
      version: number;
      value: { content: string };
    };
    expect(section.value.content).toBe(resume.data.sections.summary.content);
    const field = (await mcp.call("get_section", { resumeId: resume.id, path: "basics.headline" })) as {
      value: string;
    };
    expect(field.value).toBe(resume.data.basics.headline);
    const json = await mcp.client.readResource({ uri: `sira://resume/${resume.id}` });
    expect(JSON.parse((json.contents[0] as { text: string }).text).id).toBe(resume.id);
    await expect(mcp.client.readResource({ uri: `sira://resume/${otherResume.id}` })).rejects.toThrow(
      /ResumeNotFound/,
    );
    await mcp.close();
  });

  it("updates the Arabic summary: the version goes up and the builder shows the new text", async () => {
    const mcp = await mcpClient(deps, owner.user.id);
    const before = await builderView(resume.id);
    const summary =
      "<p>ممرضة عناية مركزة بخبرة ثماني سنوات في مستشفيات الرياض، حاصلة على شهادتي BLS و ACLS.</p>";
    const saved = (await mcp.call("update_field", {
      resumeId: resume.id,
      version: before.version,
      path: "sections.summary.content",
      value: summary,
    })) as { version: number };
    expect(saved.version).toBe(before.version + 1);
    const after = await builderView(resume.id);
    expect(after.version).toBe(before.version + 1);
    expect(after.data.sections.summary.content).toBe(summary);
    // Everything else is as it was.
    expect(after.data.sections.experience).toEqual(before.data.sections.experience);

    // A whole section: the skills list, shortened to its first item.
    const skills = (await mcp.call("get_section", { resumeId: resume.id, section: "skills" })) as {
      version: number;
      value: { items: unknown[] };
    };
    const replaced = (await mcp.call("update_section", {
      resumeId: resume.id,
      version: skills.version,
      section: "skills",
      value: { ...skills.value, items: skills.value.items.slice(0, 1) },
    })) as { version: number };
    expect(replaced.version).toBe(skills.version + 1);
    expect((await builderView(resume.id)).data.sections.skills.items).toHaveLength(1);
    await mcp.close();
  });

  it("fills an empty (null) field with what the schema allows, and nothing else", async () => {
    const mcp = await mcpClient(deps, owner.user.id);
    const start = await builderView(resume.id);
    const personal = (await mcp.call("update_section", {
      resumeId: resume.id,
      version: start.version,
      section: "personal",
      value: emptyPersonal(),
    })) as { version: number };
    expect(personal.version).toBe(start.version + 1);
    const path = "personal.availability.amount";
    const wrong = await mcp.call("update_field", {
      resumeId: resume.id,
      version: personal.version,
      path,
      value: "شهر",
    });
    expect(wrong).toEqual({ error: expect.stringMatching(/^ValidationError.*availability\.amount/) });
    const filled = (await mcp.call("update_field", {
      resumeId: resume.id,
      version: personal.version,
      path,
      value: 30,
    })) as { version: number };
    expect(filled.version).toBe(personal.version + 1);
    expect((await builderView(resume.id)).data.personal?.availability.amount).toBe(30);
    await mcp.close();
  });

  it("refuses a stale version, a locked resume, bad values and unknown fields, saving nothing", async () => {
    const mcp = await mcpClient(deps, owner.user.id);
    const current = await builderView(resume.id);
    const stale = await mcp.call("update_field", {
      resumeId: resume.id,
      version: current.version - 1,
      path: "basics.headline",
      value: "رئيسة تمريض",
    });
    expect(stale).toEqual({ error: expect.stringMatching(/ResumeVersionConflict.*version \d+/) });
    const unknown = await mcp.call("update_field", {
      resumeId: resume.id,
      version: current.version,
      path: "basics.__proto__",
      value: "x",
    });
    expect(unknown).toEqual({ error: expect.stringMatching(/ValidationError/) });
    const wrongKind = await mcp.call("update_field", {
      resumeId: resume.id,
      version: current.version,
      path: "basics.headline",
      value: 5,
    });
    expect(wrongKind).toEqual({ error: expect.stringMatching(/ValidationError/) });
    const badSection = await mcp.call("update_section", {
      resumeId: resume.id,
      version: current.version,
      section: "summary",
      value: { content: 42 },
    });
    expect(badSection).toEqual({ error: expect.stringMatching(/ValidationError/) });

    const locked = await inject(owner.cookie, "PATCH", `/api/resume/${resume.id}/lock`, { locked: true });
    expect(locked.statusCode, locked.body).toBe(200);
    const refused = await mcp.call("update_field", {
      resumeId: resume.id,
      version: current.version,
      path: "basics.headline",
      value: "رئيسة تمريض",
    });
    expect(refused).toEqual({ error: expect.stringMatching(/^ResumeLocked/) });
    await inject(owner.cookie, "PATCH", `/api/resume/${resume.id}/lock`, { locked: false });
    const after = await builderView(resume.id);
    expect(after.data).toEqual(current.data);
    expect(after.version).toBe(current.version);
    await mcp.close();
  });

  /**
   * The MCP rows of the access matrix: each tool with its scope missing (refused, nothing done),
   * and each tool on another user's resume (the same "not found" as REST).
   */
  const toolCalls = (resumeId: string, version: number): [tool: string, args: Record<string, unknown>][] => [
    ["list_resumes", {}],
    ["get_resume", { resumeId }],
    ["get_section", { resumeId, section: "summary" }],
    [
      "update_section",
      {
        resumeId,
        version,
        section: "summary",
        value: { id: "summary", name: "x", columns: 1, visible: true, content: "x" },
      },
    ],
    ["update_field", { resumeId, version, path: "basics.headline", value: "مدير مشاريع" }],
    ["compare_with_job", { resumeId, job: "مطلوب ممرض عناية مركزة مع شهادة BLS" }],
    ["recommended_jobs", { resumeId }],
    ["add_job_to_tracker", { manual: { position: "محاسب", company: "شركة", location: "جدة" } }],
    ["draft_cover_letter", { resumeId }],
    ["pdf_link", { resumeId }],
  ];
  const scopeOf: Record<string, string> = {
    list_resumes: "resumes:read",
    get_resume: "resumes:read",
    get_section: "resumes:read",
    update_section: "resumes:write",
    update_field: "resumes:write",
    compare_with_job: "compare",
    recommended_jobs: "jobs",
    add_job_to_tracker: "jobs",
    draft_cover_letter: "resumes:write",
    pdf_link: "download",
  };

  it("refuses every tool whose scope the key lacks, and a read-only key cannot write", async () => {
    const current = await builderView(resume.id);
    for (const [tool, args] of toolCalls(resume.id, current.version)) {
      const scopes = allScopes.filter((scope) => scope !== scopeOf[tool]);
      const mcp = await mcpClient(deps, owner.user.id, scopes);
      expect(await mcp.call(tool, args), tool).toEqual({
        error: expect.stringMatching(new RegExp(`^Forbidden.*"${scopeOf[tool]}"`)),
      });
      await mcp.close();
    }
    const readOnly = await mcpClient(deps, owner.user.id, ["resumes:read"]);
    expect(
      await readOnly.call("update_field", {
        resumeId: resume.id,
        version: current.version,
        path: "sections.summary.content",
        value: "<p>نص جديد</p>",
      }),
    ).toEqual({ error: expect.stringMatching(/^Forbidden/) });
    await readOnly.close();
    expect(await builderView(resume.id)).toEqual(current);
  });

  it("answers not found for another user's resume with every tool that takes one", async () => {
    const theirs = await builderView(otherResume.id, other.cookie);
    const mcp = await mcpClient(deps, owner.user.id);
    for (const [tool, args] of toolCalls(otherResume.id, theirs.version)) {
      if (!("resumeId" in args)) continue;
      expect(await mcp.call(tool, args), tool).toEqual({ error: expect.stringMatching(/^ResumeNotFound/) });
    }
    await mcp.close();
    expect(await builderView(otherResume.id, other.cookie)).toEqual(theirs);
  });

  it("compares a resume with an Arabic job text", async () => {
    const mcp = await mcpClient(deps, owner.user.id, ["compare"]);
    const result = (await mcp.call("compare_with_job", {
      resumeId: resume.id,
      job: "مطلوب ممرض/ة عناية مركزة، شهادة BLS و ACLS، خبرة ٣ سنوات على الأقل.",
      language: "ar",
    })) as { score: number; pass: boolean; fixes: string[] };
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(1);
    expect(typeof result.pass).toBe("boolean");
    await mcp.close();
  });

  let jobId = "";
  it("lists recommended jobs and keeps one in the tracker", async () => {
    const mcp = await mcpClient(deps, owner.user.id, ["jobs"]);
    const page = (await mcp.call("recommended_jobs", { resumeId: resume.id, limit: 5 })) as {
      total: number;
      jobs: { id: string; position: string }[];
    };
    expect(page.total).toBeGreaterThan(0);
    expect(page.jobs.length).toBeGreaterThan(0);
    expect(page.jobs.length).toBeLessThanOrEqual(5);
    jobId = page.jobs[0]!.id;
    const added = (await mcp.call("add_job_to_tracker", { jobId })) as {
      created: boolean;
      application: { id: string; status: string };
    };
    expect(added.created).toBe(true);
    expect(added.application.status).toBe("saved");
    const again = (await mcp.call("add_job_to_tracker", { jobId })) as { created: boolean };
    expect(again.created).toBe(false);
    const tracker = await inject(owner.cookie, "GET", "/api/applications");
    expect(tracker.json<{ applications: { id: string }[] }>().applications.map((a) => a.id)).toEqual([
      added.application.id,
    ]);
    const manual = (await mcp.call("add_job_to_tracker", {
      manual: { position: "أخصائي موارد بشرية", company: "شركة المراعي", location: "الرياض" },
    })) as { created: boolean; application: { job: { position: string } } };
    expect(manual.created).toBe(true);
    expect(manual.application.job.position).toBe("أخصائي موارد بشرية");
    expect(await mcp.call("add_job_to_tracker", {})).toEqual({
      error: expect.stringMatching(/ValidationError/),
    });
    expect(await mcp.call("add_job_to_tracker", { jobId: "no-such-job" })).toEqual({
      error: expect.stringMatching(/^NotFound/),
    });
    await mcp.close();
  });

  it("drafts a cover letter the user then finds in the app", async () => {
    const mcp = await mcpClient(deps, owner.user.id, ["resumes:write"]);
    const letter = (await mcp.call("draft_cover_letter", {
      resumeId: resume.id,
      title: "خطاب تقديم - مستشفى",
    })) as {
      id: string;
      title: string;
      language: string;
    };
    expect(letter.title).toBe("خطاب تقديم - مستشفى");
    expect(letter.language).toBe("ar");
    const listed = await inject(owner.cookie, "GET", "/api/cover-letters");
    expect(listed.json<{ coverLetters: { id: string }[] }>().coverLetters.map((l) => l.id)).toContain(
      letter.id,
    );
    await mcp.close();
  });

  it("answers a PDF link that downloads without a session", async () => {
    const mcp = await mcpClient(deps, owner.user.id, ["download"]);
    const { url } = (await mcp.call("pdf_link", { resumeId: resume.id })) as { url: string };
    const link = new URL(url);
    expect(link.origin).toBe(new URL(t.config.PUBLIC_URL).origin);
    const file = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    await mcp.close();
  }, 60_000);
});
