import http from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Resume } from "@sira/schema";
import type { HTTPMethods, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "../src/adapters/browser/browser-pool";
import { findChromium } from "../src/adapters/browser/find-chromium";
import { jobs } from "../src/db/schema";
import { creditPoints } from "../src/modules/wallet/credit-points";
import { randomIp } from "./helpers/auth-client";
import { publishedSampleResume, signedInUser } from "./helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "./helpers/test-app";
import { textEntryPoints } from "./hostile-text/registry";
import {
  hostileResume,
  nestedJson,
  svgAsPngDataUrl,
  type TextShape,
  textShapes,
  wideJson,
} from "./hostile-text/shapes";

/**
 * The hostile-text harness (issue 34): every route of the app is registered in
 * `hostile-text/registry.ts` with the kind of text it takes, and each registered text entry is
 * fed the adversarial shapes of its kind while the event loop's delay and `/api/health` are
 * measured. A freeze is the fault looked for, so the bound is coarse (a second of blocked loop):
 * the budgets of a healthy server (health p99 under 100 ms) are measured in bench/, not here.
 */

const adminToken = "test-admin-token";
/** The longest the event loop may stay blocked during one attack: a freeze, not slowness. */
const freezeMs = 1_000;

/** What one attack did to the server while it ran. */
interface Measured {
  /** The event loop's longest delay, in ms. */
  loopMaxMs: number;
  /** The slowest `/api/health` answer, in ms, and how many answered. */
  healthMaxMs: number;
  healthAnswers: number;
}

describe(`hostile text at every entry point (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let resume: Resume;
  let jobId: string;
  let pages: http.Server;
  let pagesUrl: string;
  const routes: RouteOptions[] = [];
  // A real browser, so printing, previews and the ATS view do their work on the hostile resume.
  const browser = createBrowserPool({ locate: () => findChromium({}), concurrency: 1, timeoutMs: 30_000 });
  /** The registry keys an attack has reached. */
  const attacked = new Set<string>();

  /** Run `attack` while the loop's delay and health's answers are measured. */
  async function measure<T>(attack: () => Promise<T>): Promise<{ result: T } & Measured> {
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    let done = false;
    let healthMaxMs = 0;
    let healthAnswers = 0;
    const poll = (async () => {
      while (!done) {
        const start = performance.now();
        const res = await t.app.inject({ method: "GET", url: "/api/health" });
        if (res.statusCode === 200 || res.statusCode === 503) healthAnswers++;
        healthMaxMs = Math.max(healthMaxMs, performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    let result: T;
    try {
      result = await attack();
    } finally {
      done = true;
      await poll;
      loop.disable();
    }
    return { result, loopMaxMs: loop.max / 1e6, healthMaxMs, healthAnswers };
  }

  /** A request as the entry's caller: the owner's cookie, the admin token, or nobody. */
  function request(key: string, options: Omit<InjectOptions, "method">): Promise<LightMyRequestResponse> {
    const entry = textEntryPoints[key];
    if (!entry) throw new Error(`${key} is not registered`);
    attacked.add(key);
    const [method] = key.split(" ") as [HTTPMethods];
    return t.app.inject({
      method,
      ...options,
      headers: {
        "x-forwarded-for": randomIp(),
        ...(entry.access === "user" ? { cookie: owner.cookie } : {}),
        ...(entry.access === "admin" ? { authorization: `Bearer ${adminToken}` } : {}),
        ...options.headers,
      },
    });
  }

  /** The answer of an attack: refused (4xx), done (2xx/3xx) or "busy, try again" (503); never a 500. */
  function expectHandled(res: LightMyRequestResponse, context: string) {
    expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).not.toBe(500);
    expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).toBeLessThan(504);
  }

  function expectResponsive(measured: Measured, context: string) {
    expect(measured.loopMaxMs, `${context}: event loop blocked`).toBeLessThan(freezeMs);
    expect(measured.healthAnswers, `${context}: health answers`).toBeGreaterThan(0);
  }

  /** Attack one entry: send, measure, expect no freeze and no 500. */
  async function attack(key: string, options: Omit<InjectOptions, "method">, context = key) {
    const measured = await measure(() => request(key, options));
    if (process.env.HOSTILE_DEBUG)
      console.log(
        context,
        measured.result.statusCode,
        Math.round(measured.loopMaxMs),
        measured.result.body.slice(0, 120),
      );
    expectHandled(measured.result, context);
    expectResponsive(measured, context);
    return measured.result;
  }

  const json = (body: unknown) => ({
    payload: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

  beforeAll(async () => {
    // A web server of hostile pages for the entries that fetch one: tag-like text without a
    // posting, a page of many JSON-LD blocks, and a feed of long tag-like descriptions.
    const tagPage = `<html><body>${textShapes.tagRun(400_000)}</body></html>`;
    const ldPage = `<html><head>${'<script type="application/ld+json">{"@type":"Thing","name":"<a<a<a"}</script>'.repeat(40_000)}</head><body>${textShapes.openComment(200_000)}</body></html>`;
    const feed = JSON.stringify(
      Array.from({ length: 30 }, (_, i) => ({
        id: `hostile-${i}`,
        title: "Registered Nurse",
        company: "Hostile Hospital",
        location: "Riyadh, Saudi Arabia",
        description: textShapes.tagRun(39_000),
      })),
    );
    pages = http.createServer((req, res) => {
      const body = req.url === "/ld" ? ldPage : req.url === "/feed.json" ? feed : tagPage;
      res.writeHead(200, { "content-type": req.url === "/feed.json" ? "application/json" : "text/html" });
      res.end(body);
    });
    await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
    pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;

    t = await createTestApp({}, { onRoute: (route) => routes.push(route), browserPool: browser });
    await t.app.ready();
    owner = await signedInUser(t.database.db);
    await creditPoints(t.database.db, {
      userId: owner.user.id,
      points: 500,
      reason: "hostile text",
      reference: { type: "admin", id: owner.user.id },
      idempotencyKey: `hostile-text:${owner.user.id}`,
    });
    resume = await publishedSampleResume(t.app, owner.cookie, { title: "Hostile", slug: "hostile" });
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/jobs/import?source=sira",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      payload: JSON.stringify({ url: `${pagesUrl}/feed.json` }),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [job] = await t.database.db.select({ id: jobs.id }).from(jobs).limit(1);
    jobId = job?.id ?? "";
    expect(jobId).not.toBe("");
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    await browser.close();
    await new Promise((resolve) => pages?.close(resolve));
  });

  /** Every method and path the app registered, as the registry names them. */
  const endpoints = () =>
    routes.flatMap((route) =>
      ([] as string[])
        .concat(route.method)
        .filter((method) => method !== "HEAD")
        .map((method) => `${method} ${route.url}`),
    );

  it("registers every route of the app with the kind of text it takes, and nothing else", () => {
    const registered = Object.keys(textEntryPoints).sort();
    const found = [...new Set(endpoints())].sort();
    expect(found.length).toBeGreaterThan(90);
    expect(
      found.filter((key) => !(key in textEntryPoints)),
      "routes missing from the registry",
    ).toEqual([]);
    expect(
      registered.filter((key) => !found.includes(key)),
      "registered routes the app lacks",
    ).toEqual([]);
  });

  it("bounds nested and wide JSON at every route that reads a body", async () => {
    const bodies = Object.keys(textEntryPoints).filter((key) => /^(POST|PATCH|PUT) /.test(key));
    for (const key of bodies) {
      for (const [name, body] of [
        ["nested", nestedJson(100_000)],
        ["wide", wideJson(1_000_000)],
      ] as const) {
        const url = key.split(" ")[1]!.replace(/:(\w+)/g, (_, p: string) => (p === "id" ? resume.id : "x"));
        const res = await attack(key, { url, ...json(body) }, `${key} ${name}`);
        expect(res.statusCode, `${key} ${name}`).toBeGreaterThanOrEqual(400);
      }
    }
  }, 300_000);

  const shapes = Object.keys(textShapes) as TextShape[];

  it.each(shapes)(
    "stores a resume of 50 rich-text fields of %s without freezing",
    async (shape) => {
      const data = hostileResume(shape);
      const current = await t.app.inject({
        method: "GET",
        url: `/api/resume/${resume.id}`,
        headers: { cookie: owner.cookie },
      });
      const { version, title, slug } = current.json<Resume>();
      const saved = await attack(
        "PATCH /api/resume/:id",
        { url: `/api/resume/${resume.id}`, ...json({ title, slug, visibility: "public", data, version }) },
        `PATCH resume ${shape}`,
      );
      expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
      await attack(
        "POST /api/resume/import",
        {
          url: "/api/resume/import",
          ...json({ title: `Imported ${shape}`, slug: `imported-${shape}`, data }),
        },
        `import ${shape}`,
      );
    },
    120_000,
  );

  describe("every reader of a stored resume, on 50 fields of '<a' runs", () => {
    beforeAll(async () => {
      const current = await t.app.inject({
        method: "GET",
        url: `/api/resume/${resume.id}`,
        headers: { cookie: owner.cookie },
      });
      const { version, title, slug } = current.json<Resume>();
      const data = hostileResume("tagRun");
      data.basics.picture.url = svgAsPngDataUrl();
      const saved = await t.app.inject({
        method: "PATCH",
        url: `/api/resume/${resume.id}`,
        payload: { title, slug, visibility: "public", data, version },
        headers: { cookie: owner.cookie },
      });
      expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
      await t.app.inject({
        method: "PUT",
        url: "/api/alerts/settings",
        payload: { frequency: "daily" },
        headers: { cookie: owner.cookie },
      });
    }, 60_000);

    const username = () => owner.user.username;
    const readers: [key: string, options: () => Omit<InjectOptions, "method">][] = [
      ["GET /api/resume/print/:id", () => ({ url: `/api/resume/print/${resume.id}?format=docx` })],
      ["GET /api/resume/print/:id", () => ({ url: `/api/resume/print/${resume.id}?format=txt` })],
      ["GET /api/resume/print/:id", () => ({ url: `/api/resume/print/${resume.id}?format=pdf` })],
      ["GET /api/resume/print/:id/preview", () => ({ url: `/api/resume/print/${resume.id}/preview` })],
      ["GET /api/resume/public/:username/:slug", () => ({ url: `/api/resume/public/${username()}/hostile` })],
      ["GET /api/public/:username/:slug/pdf", () => ({ url: `/api/public/${username()}/hostile/pdf` })],
      [
        "GET /api/public/:username/:slug/preview.webp",
        () => ({ url: `/api/public/${username()}/hostile/preview.webp` }),
      ],
      ["GET /api/resume/ats/:id", () => ({ url: `/api/resume/ats/${resume.id}` })],
      ["POST /api/openai/job-titles", () => ({ url: "/api/openai/job-titles", ...json({ id: resume.id }) })],
      ["GET /api/job/match/:resumeId", () => ({ url: `/api/job/match/${resume.id}?q=${"%3Ca".repeat(40)}` })],
      ["GET /api/job/:id/match/:resumeId", () => ({ url: `/api/job/${jobId}/match/${resume.id}` })],
      [
        "POST /api/interview",
        () => ({ url: "/api/interview", ...json({ jobId, resumeId: resume.id, language: "en" }) }),
      ],
      // A cover letter drafted from the hostile resume (its sentences are quoted).
      ["POST /api/cover-letters", () => ({ url: "/api/cover-letters", ...json({ resumeId: resume.id }) })],
      ["POST /api/resume/:id/twin", () => ({ url: `/api/resume/${resume.id}/twin`, ...json({}) })],
      ["GET /api/resume/:id/twin", () => ({ url: `/api/resume/${resume.id}/twin` })],
      [
        "POST /api/resume/:id/twin/apply",
        () => ({ url: `/api/resume/${resume.id}/twin/apply`, ...json({ changeIds: ["x"] }) }),
      ],
      [
        "POST /api/admin/alerts/send",
        () => ({ url: "/api/admin/alerts/send", ...json({ frequency: "daily" }) }),
      ],
    ];

    it.each(readers.map(([key, options], i) => [`${key} #${i}`, key, options] as const))(
      "%s answers without freezing",
      async (_name, key, options) => {
        await attack(key, options());
      },
      120_000,
    );

    it("tailors the hostile resume for a job without freezing", async () => {
      const made = await attack("POST /api/tailor", {
        url: "/api/tailor",
        ...json({ resumeId: resume.id, jobId }),
      });
      const tailored = made.json<{ applicationId?: string; resume?: { version: number } }>();
      const url = `/api/tailor/${tailored.applicationId ?? "x"}`;
      await attack("GET /api/tailor/:applicationId", { url });
      const value = textShapes.tagRun(20_000);
      await attack("POST /api/tailor/:applicationId/accept", {
        url: `${url}/accept`,
        ...json({
          change: { op: "field", section: "summary", field: "content", value },
          version: tailored.resume?.version ?? 1,
        }),
      });
    }, 300_000);

    it("drafts a cover letter from the hostile resume without freezing", async () => {
      const made = await attack("POST /api/cover-letters", {
        url: "/api/cover-letters",
        ...json({ resumeId: resume.id, title: "hostile draft" }),
      });
      const url = `/api/cover-letters/${made.json<{ id?: string }>().id ?? "x"}/draft`;
      await attack("POST /api/cover-letters/:id/draft", { url, ...json({}) });
    }, 300_000);

    it("the public page answers without freezing", async () => {
      const measured = await measure(() =>
        t.app.inject({
          method: "GET",
          url: `/${username()}/hostile`,
          headers: { "x-forwarded-for": randomIp() },
        }),
      );
      expectHandled(measured.result, "public page");
      expectResponsive(measured, "public page");
    });
  });

  it("reads job text typed by the user without freezing", async () => {
    const created = await attack("POST /api/applications", {
      url: "/api/applications",
      ...json({
        manual: {
          position: textShapes.tagRun(200),
          company: textShapes.ltRun(200),
          description: textShapes.tagRun(20_000),
        },
      }),
    });
    const applicationId = created.json<{ id?: string }>().id ?? "x";
    await attack("PATCH /api/applications/:id", {
      url: `/api/applications/${applicationId}`,
      ...json({ notes: textShapes.tagRun(10_000), job: { description: textShapes.deepTags(20_000) } }),
    });
    await attack("POST /api/applications/draft", {
      url: "/api/applications/draft",
      ...json({ text: textShapes.tagRun(50_000) }),
    });
    await attack("POST /api/match", {
      url: "/api/match",
      ...json({ job: textShapes.tagRun(20_000), resume: { id: resume.id } }),
    });
    await attack("POST /api/match", {
      url: "/api/match",
      ...json({ job: textShapes.openComment(20_000), resume: textShapes.tagRun(50_000) }),
    });
    const interview = await t.app.inject({
      method: "POST",
      url: "/api/interview",
      payload: { jobId, resumeId: resume.id, language: "en" },
      headers: { cookie: owner.cookie },
    });
    const interviewId = interview.json<{ id?: string }>().id ?? "x";
    await attack("POST /api/interview/:id/answer", {
      url: `/api/interview/${interviewId}/answer`,
      ...json({ index: 0, answer: textShapes.tagRun(8_000) }),
    });
  }, 180_000);

  it("reads fetched pages and feeds without freezing", async () => {
    const noPosting = await attack("POST /api/applications/draft", {
      url: "/api/applications/draft",
      ...json({ url: `${pagesUrl}/tags` }),
    });
    expect(noPosting.statusCode, noPosting.body).toBeGreaterThanOrEqual(400);
    const measured = await measure(() =>
      Promise.all(
        Array.from({ length: 4 }, () =>
          request("POST /api/applications/draft", {
            url: "/api/applications/draft",
            ...json({ url: `${pagesUrl}/ld` }),
          }),
        ),
      ),
    );
    for (const res of measured.result) expectHandled(res, "four pages of JSON-LD blocks");
    expectResponsive(measured, "four pages of JSON-LD blocks");
    await attack("POST /api/admin/jobs/import", {
      url: "/api/admin/jobs/import?source=sira",
      ...json({ url: `${pagesUrl}/feed.json` }),
    });
    const feed = await attack("POST /api/admin/feeds", {
      url: "/api/admin/feeds",
      ...json({ kind: "url", target: `${pagesUrl}/feed.json` }),
    });
    const feedId = feed.json<{ feed?: { id?: string } }>().feed?.id ?? "x";
    await attack("POST /api/admin/feeds/:id/refresh", {
      url: `/api/admin/feeds/${feedId}/refresh`,
      ...json({}),
    });
    // The refresh runs on the task queue in this process: measure until it has read the feed.
    const refreshed = await measure(async () => {
      for (let i = 0; i < 300; i++) {
        const list = await t.app.inject({
          method: "GET",
          url: "/api/admin/feeds",
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const row = list
          .json<{ feeds: { id: string; lastSuccessAt: string | null; lastError: string | null }[] }>()
          .feeds.find((f) => f.id === feedId);
        if (row?.lastSuccessAt || row?.lastError) return row;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    });
    expect(
      refreshed.result?.lastSuccessAt,
      `the queued refresh ran: ${refreshed.result?.lastError}`,
    ).toBeTruthy();
    expectResponsive(refreshed, "queued feed refresh");
  }, 180_000);

  it("refuses an SVG sent as a picture without decoding it", async () => {
    const svg = Buffer.from(svgAsPngDataUrl().split(",")[1]!, "base64");
    const boundary = "----hostile";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      svg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await attack("PUT /api/storage/image", {
      url: "/api/storage/image",
      payload: body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    const cv = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from(`%PDF-1.7\n${textShapes.tagRun(1_000_000)}`),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await attack("POST /api/storage/cv", {
      url: "/api/storage/cv",
      payload: cv,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
  }, 120_000);

  it("reads short text fields of every kind without freezing", async () => {
    for (const [key, entry] of Object.entries(textEntryPoints)) {
      if (entry.kind !== "short-text" || !entry.fields) continue;
      const [method, path] = key.split(" ") as [string, string];
      const url = path.replace(/:(\w+)/g, (_, p: string) => (p === "id" ? resume.id : "x"));
      const text = textShapes.tagRun(100_000);
      if (method === "GET") {
        const query = entry.fields.map((f) => `${f}=${encodeURIComponent(text.slice(0, 2_000))}`).join("&");
        await attack(key, { url: `${url}?${query}` });
        continue;
      }
      const body: Record<string, string> = {};
      for (const field of entry.fields) body[field] = text;
      await attack(key, { url, ...json(body) });
    }
  }, 300_000);

  it("attacks every registered entry that takes text", () => {
    const textEntries = Object.entries(textEntryPoints)
      .filter(([, entry]) => entry.kind !== "ids")
      .map(([key]) => key);
    expect(
      textEntries.filter((key) => !attacked.has(key)),
      "text entries no attack reached",
    ).toEqual([]);
  });
});
