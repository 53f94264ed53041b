import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Application } from "@sira/schema/application-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { occupationResume } from "../../../test/helpers/jobs";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { jobs } from "../../db/schema";
import { prepareJobRow } from "../jobs/job-ingest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function insertJob(position: string, description: string, link = "https://jobs.example.com/1") {
  const row = prepareJobRow(
    {
      source: "bayt",
      externalId: `${position}-${Math.random()}`,
      position,
      company: "King Fahad Hospital",
      logo: null,
      location: "الرياض",
      country: "SA",
      date: null,
      remote: null,
      jobType: null,
      experience: null,
      link,
      descriptionEn: description,
      descriptionAr: "",
      description: "",
    },
    new Date(),
  );
  const [inserted] = await t.database.db.insert(jobs).values(row).returning();
  return inserted!;
}

function call(
  cookie: string,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload: payload as object } : {}),
  });
}

describe(`application tracker (${testDatabaseKind})`, () => {
  it("saves and unsaves a job with the bookmark calls; saving twice keeps one", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const job = await insertJob("ICU Nurse", "Patient care, BLS and ACLS.");
    const saved = await call(cookie, "PUT", `/api/saved-jobs/${job.id}`);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<Application>()).toMatchObject({
      status: "saved",
      job: { jobId: job.id, position: "ICU Nurse", company: "King Fahad Hospital", manual: false },
    });
    const again = await call(cookie, "PUT", `/api/saved-jobs/${job.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json<Application>().id).toBe(saved.json<Application>().id);
    expect((await call(cookie, "GET", "/api/saved-jobs")).json()).toEqual({ jobIds: [job.id] });
    expect((await call(cookie, "GET", "/api/applications")).json().applications).toHaveLength(1);

    const unsaved = await call(cookie, "DELETE", `/api/saved-jobs/${job.id}`);
    expect(unsaved.statusCode).toBe(204);
    expect((await call(cookie, "GET", "/api/saved-jobs")).json()).toEqual({ jobIds: [] });
    expect((await call(cookie, "GET", "/api/applications")).json().applications).toHaveLength(0);
    expect((await call(cookie, "PUT", "/api/saved-jobs/no-such-job")).statusCode).toBe(404);
  });

  it("keeps an application the user moved on when the bookmark is cleared, and when its job leaves", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const job = await insertJob("Staff Nurse", "Medication administration.");
    const saved = (await call(cookie, "PUT", `/api/saved-jobs/${job.id}`)).json<Application>();
    await call(cookie, "PATCH", `/api/applications/${saved.id}`, { status: "applied" });
    expect((await call(cookie, "DELETE", `/api/saved-jobs/${job.id}`)).statusCode).toBe(204);
    expect((await call(cookie, "GET", `/api/applications/${saved.id}`)).statusCode).toBe(200);

    await t.database.db.delete(jobs).where(eq(jobs.id, job.id));
    const kept = await call(cookie, "GET", `/api/applications/${saved.id}`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Application>().job).toMatchObject({ jobId: null, position: "Staff Nurse" });
  });

  it("adds a job by hand with a hostile description: only strong and br survive, language detected", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const hostile =
      '<script>alert(1)</script><img src=x onerror="alert(2)"><p onclick="steal()">Nurse for the <b>ICU</b></p>' +
      '<a href="javascript:alert(3)">apply</a><style>body{display:none}</style><iframe src="https://evil.example"></iframe>';
    const res = await call(cookie, "POST", "/api/applications", {
      manual: {
        position: "ممرض عناية مركزة",
        company: "مستشفى",
        location: "جدة",
        link: "https://careers.example.com/icu",
        description: hostile,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const app = res.json<Application>();
    expect(app.job.manual).toBe(true);
    expect(app.job.jobId).toBeNull();
    expect(app.job.language).toBe("ar");
    expect(app.job.description).toContain("<strong>ICU</strong>");
    expect(app.job.description).toContain("apply");
    expect(app.job.description).not.toMatch(/<(?!\/?(strong|br)>)/);
    expect(app.job.description).not.toMatch(/script|onerror|onclick|javascript:|iframe|display:none|alert/);

    const badLink = await call(cookie, "POST", "/api/applications", {
      manual: { position: "Nurse", link: "javascript:alert(1)" },
    });
    expect(badLink.statusCode).toBe(400);
  });

  it("reads a pasted posting's text into a draft without saving it", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const res = await call(cookie, "POST", "/api/applications/draft", {
      text: "Senior Accountant\nIFRS reporting <script>x()</script>and month-end close.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ position: "Senior Accountant", language: "en" });
    expect(res.json().description).not.toContain("script");
    expect((await call(cookie, "GET", "/api/applications")).json().applications).toHaveLength(0);
  });

  describe("a posting read from its URL", () => {
    const pages = new Map<string, string>();
    /** Called when a page has been sent in full: the server is reading it from then on. */
    let onSent = () => {};
    let server: http.Server;
    let base = "";
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        const page = pages.get(req.url ?? "");
        if (page === undefined) return void res.writeHead(404).end();
        res.on("finish", () => onSent());
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("fills the form from the page's JobPosting JSON-LD", async () => {
      const { cookie } = await signedInUser(t.database.db);
      const posting = {
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: "صيدلي إكلينيكي",
        hiringOrganization: { "@type": "Organization", name: "مستشفى الملك فهد" },
        description: "<p>صرف <b>الوصفات</b></p><script>alert(1)</script>",
      };
      // As sites write it: "<" escaped, so a "</script>" in a string cannot end the block.
      const jsonLd = JSON.stringify(posting).replace(/</g, "\\u003c");
      pages.set(
        "/posting",
        `<!doctype html><title>Job</title><script type="application/ld+json">${jsonLd}</script>`,
      );
      const res = await call(cookie, "POST", "/api/applications/draft", { url: `${base}/posting` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        position: "صيدلي إكلينيكي",
        company: "مستشفى الملك فهد",
        description: "صرف <strong>الوصفات</strong>",
        language: "ar",
      });
    });

    it("answers a page of 400 KB of tag-like text without JSON-LD with a localized 422 while health answers", async () => {
      const { cookie } = await signedInUser(t.database.db);
      // "<script " never closes: the former reader's regex scanned to the end from each one (40 s).
      pages.set("/tag-like", "<script ".repeat(50_000));
      const sent = new Promise<void>((resolve) => {
        onSent = resolve;
      });
      const drafts = ["en", "ar", "en", "ar"].map((language) =>
        t.app.inject({
          method: "POST",
          url: "/api/applications/draft",
          headers: { cookie, "accept-language": language },
          payload: { url: `${base}/tag-like` },
        }),
      );
      await sent;
      // A page is being read now: health still answers (a reader holding the event loop would
      // hold this request until it had finished).
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      const answers = await Promise.all(drafts);
      for (const [i, res] of answers.entries()) {
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json()).toEqual({
          code: "JobPostingNotFound",
          message:
            i % 2 === 0
              ? "No job posting could be read from this page. Paste the posting's text instead."
              : "تعذّرت قراءة إعلان وظيفة من هذه الصفحة. الصق نص الإعلان بدلًا من ذلك.",
        });
      }
    });
  });

  it("moves through the columns with a timeline, the resume version sent and a next step", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const resume = await call(cookie, "POST", "/api/resume/import", {
      title: "Nurse CV",
      slug: `nurse${Math.floor(Math.random() * 1e9)}`,
      data: occupationResume("en", {
        headline: "Staff Nurse",
        position: "Staff Nurse",
        company: "King Fahad Hospital",
        summary: "Patient care",
        skills: ["Patient care"],
      }),
    });
    expect(resume.statusCode, resume.body).toBe(201);
    const job = await insertJob("Charge Nurse", "Lead a ward team.");
    const saved = (await call(cookie, "PUT", `/api/saved-jobs/${job.id}`)).json<Application>();
    expect(saved.events.map((e) => [e.from, e.to])).toEqual([[null, "saved"]]);
    expect(saved.appliedOn).toBeNull();

    const applied = (
      await call(cookie, "PATCH", `/api/applications/${saved.id}`, { status: "applied" })
    ).json<Application>();
    expect(applied.status).toBe("applied");
    expect(applied.appliedOn).toBe(new Date().toISOString().slice(0, 10));
    expect(applied.sentResume).toMatchObject({ resumeId: resume.json().id, title: "Nurse CV", version: 1 });

    const sent = await call(cookie, "GET", `/api/applications/${saved.id}/resume`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.basics.headline).toBe("Staff Nurse");

    await call(cookie, "PATCH", `/api/applications/${saved.id}`, { status: "interview" });
    const closed = await call(cookie, "PATCH", `/api/applications/${saved.id}`, {
      status: "closed",
      closedReason: "rejected",
      nextStep: "Ask for feedback",
      nextStepOn: "2026-12-01",
      contacts: [{ name: "Huda", role: "Recruiter", email: "huda@example.com" }],
      notes: "Panel of three.",
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const final = (await call(cookie, "GET", `/api/applications/${saved.id}`)).json<Application>();
    expect(final).toMatchObject({
      status: "closed",
      closedReason: "rejected",
      nextStep: "Ask for feedback",
      nextStepOn: "2026-12-01",
      contacts: [{ name: "Huda", role: "Recruiter", email: "huda@example.com", phone: "" }],
      notes: "Panel of three.",
    });
    expect(final.events.map((e) => [e.from, e.to, e.reason])).toEqual([
      [null, "saved", null],
      ["saved", "applied", null],
      ["applied", "interview", null],
      ["interview", "closed", "rejected"],
    ]);

    const invalid = await call(cookie, "PATCH", `/api/applications/${saved.id}`, { status: "hired" });
    expect(invalid.statusCode).toBe(400);
  });

  it("orders cards inside a column by the index the board sends", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const ids: string[] = [];
    for (const position of ["A", "B", "C"]) {
      const res = await call(cookie, "POST", "/api/applications", { manual: { position } });
      ids.push(res.json<Application>().id);
    }
    const order = async () =>
      (await call(cookie, "GET", "/api/applications"))
        .json()
        .applications.map((a: Application) => a.job.position);
    expect(await order()).toEqual(["C", "B", "A"]);
    await call(cookie, "PATCH", `/api/applications/${ids[2]}`, { index: 2 });
    expect(await order()).toEqual(["B", "A", "C"]);
  });

  it("answers 404 for another user's application, and changes nothing", async () => {
    const owner = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    const created = (
      await call(owner.cookie, "POST", "/api/applications", { manual: { position: "Mine" } })
    ).json<Application>();
    for (const [method, url, body] of [
      ["GET", `/api/applications/${created.id}`],
      ["PATCH", `/api/applications/${created.id}`, { status: "offer" }],
      ["DELETE", `/api/applications/${created.id}`],
      ["GET", `/api/applications/${created.id}/resume`],
    ] as const) {
      const res = await call(other.cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = (await call(owner.cookie, "GET", `/api/applications/${created.id}`)).json<Application>();
    expect(still.status).toBe("saved");
  });
});
