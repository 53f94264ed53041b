import { randomUUID } from "node:crypto";
import { createEmptyItem, pointPrices, type Resume, type ResumeData } from "@sira/schema";
import type { CreateTailorResponse, RewriteTailorResponse, TailorState } from "@sira/schema/tailor-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { occupationResume } from "../../../test/helpers/jobs";
import { createTestAppWithScriptedModel } from "../../../test/helpers/scripted-openai";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { applications, jobs, wallets } from "../../db/schema";
import { prepareJobRow } from "../jobs/job-ingest";
import { creditPoints } from "../wallet/credit-points";

const posting =
  "Requirements: SQL, Power BI and Python are required. 3 years of experience. Tableau is a plus.";

function analystResume(): ResumeData {
  const data = occupationResume("en", {
    headline: "Reporting specialist",
    position: "Data Analyst",
    company: "Gulf Insights",
    summary: "Cleaned data with Python and Excel; cut reporting time by 30%.",
    skills: ["Excel", "Communication", "SQL"],
  });
  data.sections.interests.items.push({ ...createEmptyItem("interests"), name: "Power BI side projects" });
  data.metadata.template = "bronzor";
  return data;
}

async function setup(t: TestApp, posted = { position: "Data Analyst", company: "Tamkeen" }) {
  const db = t.database.db;
  const { user, cookie } = await signedInUser(db);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/resume/import",
    headers: { cookie },
    payload: { title: "My CV", slug: `cv-${randomUUID().replace(/[^a-z]/g, "")}`, data: analystResume() },
  });
  expect(created.statusCode, created.body).toBe(201);
  const row = prepareJobRow(
    {
      source: "bayt",
      externalId: randomUUID(),
      ...posted,
      logo: null,
      location: "Riyadh",
      country: "SA",
      date: null,
      remote: null,
      jobType: null,
      experience: null,
      link: "https://jobs.example.com/analyst",
      descriptionEn: posting,
      descriptionAr: "",
      description: "",
    },
    new Date(),
  );
  const [job] = await db.insert(jobs).values(row).returning();
  return { user, cookie, resume: created.json<Resume>(), jobId: job!.id };
}

const call = (t: TestApp, cookie: string, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe(`tailor for this job, offline (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it("copies the resume for the job, links it to a saved application, and accepts proposals", async () => {
    const { cookie, resume, jobId, user } = await setup(t);
    const made = await call(t, cookie, "POST", "/api/tailor", { resumeId: resume.id, jobId });
    expect(made.statusCode, made.body).toBe(201);
    const { applicationId, resume: copy, score } = made.json<CreateTailorResponse>();
    expect(copy.title).toBe("Data Analyst — Tamkeen");
    expect(copy.id).not.toBe(resume.id);
    expect(copy.data.metadata.template).toBe("bronzor");
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(application).toMatchObject({
      userId: user.id,
      resumeId: copy.id,
      status: "saved",
      sentSnapshotId: null,
    });

    // Tailoring the same job again reopens the same copy.
    const again = await call(t, cookie, "POST", "/api/tailor", { resumeId: resume.id, applicationId });
    expect(again.json<CreateTailorResponse>().resume.id).toBe(copy.id);

    const state = (await call(t, cookie, "GET", `/api/tailor/${applicationId}`)).json<TailorState>();
    expect(state.score).toBe(score);
    const surface = state.proposals.find((p) => p.id === "surface-skill:power-bi");
    expect(surface?.evidence).toContain("Power BI");
    const accepted = await call(t, cookie, "POST", `/api/tailor/${applicationId}/accept`, {
      change: surface?.change,
      version: copy.version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().score).toBeGreaterThan(score);
    expect(accepted.json().resume.data.sections.skills.items[0].name).toBe("Power BI");

    // The original is untouched.
    const original = (await call(t, cookie, "GET", `/api/resume/${resume.id}`)).json<Resume>();
    expect(original.data.sections.skills.items.map((s) => s.name)).toEqual(["Excel", "Communication", "SQL"]);

    // An invented skill is refused, whoever sends it; a stale version is a conflict.
    const invented = await call(t, cookie, "POST", `/api/tailor/${applicationId}/accept`, {
      change: { op: "add-skill", name: "Kubernetes" },
      version: copy.version + 1,
    });
    expect(invented.statusCode).toBe(422);
    expect(invented.json().code).toBe("TailorInvented");
    const stale = await call(t, cookie, "POST", `/api/tailor/${applicationId}/accept`, {
      change: state.proposals.find((p) => p.kind === "headline")?.change,
      version: copy.version,
    });
    expect(stale.statusCode).toBe(409);

    // Moving the card to Applied freezes the tailored copy (not the default resume) as the version sent.
    const applied = await t.app.inject({
      method: "PATCH",
      url: `/api/applications/${applicationId}`,
      headers: { cookie },
      payload: { status: "applied" },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().sentResume).toMatchObject({ resumeId: copy.id, title: "Data Analyst — Tamkeen" });
  });

  it("gives the copy for an Arabic posting a short Latin slug (a shared link stays readable)", async () => {
    const { cookie, resume, jobId } = await setup(t, { position: "محلل بيانات", company: "شركة تمكين" });
    const made = await call(t, cookie, "POST", "/api/tailor", { resumeId: resume.id, jobId });
    expect(made.statusCode, made.body).toBe(201);
    const copy = made.json<CreateTailorResponse>().resume;
    expect(copy.title).toBe("محلل بيانات — شركة تمكين");
    expect(copy.slug).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(copy.slug.length).toBeLessThanOrEqual(48);
  });

  it("answers 404 for another user's application or resume, and needs a model server to rewrite", async () => {
    const owner = await setup(t);
    const made = (
      await call(t, owner.cookie, "POST", "/api/tailor", { resumeId: owner.resume.id, jobId: owner.jobId })
    ).json<CreateTailorResponse>();
    const other = await setup(t);
    expect((await call(t, other.cookie, "GET", `/api/tailor/${made.applicationId}`)).statusCode).toBe(404);
    expect(
      (
        await call(t, other.cookie, "POST", `/api/tailor/${made.applicationId}/accept`, {
          change: { op: "add-skill", name: "SQL" },
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t, other.cookie, "POST", `/api/tailor/${made.applicationId}/rewrite`)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, other.cookie, "POST", "/api/tailor", { resumeId: owner.resume.id, jobId: owner.jobId }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(t, other.cookie, "POST", "/api/tailor", {
          resumeId: other.resume.id,
          applicationId: made.applicationId,
        })
      ).statusCode,
    ).toBe(404);
    const rewrite = await call(t, owner.cookie, "POST", `/api/tailor/${made.applicationId}/rewrite`);
    expect(rewrite.json().code).toBe("ModelServerRequired");
  });
});

describe(`tailor rewrites with a scripted OpenAI-compatible server (${testDatabaseKind})`, () => {
  let t: TestApp;
  let withModel: Awaited<ReturnType<typeof createTestAppWithScriptedModel>>;
  let model: typeof withModel.model;
  beforeAll(async () => {
    withModel = await createTestAppWithScriptedModel();
    ({ t, model } = withModel);
  }, 180_000);
  afterAll(() => withModel.close());

  it("refuses a rewrite that adds a skill and a figure, keeps a faithful one, and charges the AI price", async () => {
    const { cookie, resume, jobId, user } = await setup(t);
    const db = t.database.db;
    await creditPoints(db, {
      userId: user.id,
      points: 10,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
    const { applicationId, resume: copy } = (
      await call(t, cookie, "POST", "/api/tailor", { resumeId: resume.id, jobId })
    ).json<CreateTailorResponse>();
    const itemId = copy.data.sections.experience.items[0]!.id;
    const bullets = ["Cut reporting time by 30% by cleaning data with Python and Excel."];
    model.script([
      {
        content: JSON.stringify({
          items: [
            { id: itemId, bullets: ["Built Snowflake pipelines in Python that cut reporting time by 60%."] },
          ],
        }),
      },
      { content: JSON.stringify({ items: [{ id: itemId, bullets }] }) },
    ]);
    const first = await call(t, cookie, "POST", `/api/tailor/${applicationId}/rewrite`);
    expect(first.statusCode, first.body).toBe(200);
    const refusedAnswer = first.json<RewriteTailorResponse>();
    expect(refusedAnswer.proposals).toEqual([]);
    expect(refusedAnswer.refused[0]?.facts).toEqual(
      expect.arrayContaining([
        { kind: "skill", value: "Snowflake" },
        { kind: "figure", value: "60" },
      ]),
    );
    const second = (
      await call(t, cookie, "POST", `/api/tailor/${applicationId}/rewrite`)
    ).json<RewriteTailorResponse>();
    expect(second.refused).toEqual([]);
    expect(second.proposals[0]).toMatchObject({ kind: "rewrite", after: bullets[0] });
    const [wallet] = await db.select().from(wallets).where(eq(wallets.userId, user.id));
    expect(wallet?.balance).toBe(10 - 2 * pointPrices.listWriting);
    // Accepting the faithful rewrite writes it into the copy.
    const accepted = await call(t, cookie, "POST", `/api/tailor/${applicationId}/accept`, {
      change: second.proposals[0]?.change,
      version: copy.version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().resume.data.sections.experience.items[0].summary).toContain(
      "Cut reporting time by 30%",
    );
  });
});
