import type { ResumeData } from "@sira/schema";
import type { JobMatch, JobMatchList } from "@sira/schema/job-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { readFixture } from "../../../test/helpers/fixtures";
import { multipart, occupationResume } from "../../../test/helpers/jobs";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { jobs, resumes } from "../../db/schema";
import { eligibilityPersonOf } from "./job-eligibility";

// Issue 40: nationality, residency and visa requirements read at ingest, shown as a reason of the
// match and used by the "jobs open to me" filter (GET /api/job/match/:resumeId?eligible=me).

const admin = { authorization: "Bearer test-admin-token" };
let t: TestApp;

const nurse = {
  headline: "Staff Nurse",
  position: "Staff Nurse",
  company: "King Fahad Hospital",
  summary: "Patient care, medication administration and infection control",
  skills: ["Patient care", "Medication administration", "Infection control", "BLS"],
};
const description = (line: string) =>
  `Requirements: patient care, medication administration, infection control, BLS certification.<br>${line}`;
const feed = [
  { id: "elig-saudi", line: "Saudi nationals only." },
  { id: "elig-saudi-ar", line: "للسعوديين فقط" },
  { id: "elig-iqama", line: "Must have transferable Iqama." },
  { id: "elig-open", line: "All nationalities welcome. Saudization program supported." },
  { id: "elig-visa", line: "Visa and air tickets provided." },
].map((j) => ({
  id: j.id,
  title: "Registered Nurse",
  company: "Eligibility Hospital",
  location: "Riyadh, Saudi Arabia",
  description: description(j.line),
}));

beforeAll(async () => {
  t = await createTestApp();
  const { body, headers } = multipart("feed.json", "application/json", JSON.stringify(feed));
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/jobs/import?source=gulftalent",
    headers: { ...admin, ...headers },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  // The app and an import through the worker pool take over a minute on a loaded machine.
}, 300_000);
afterAll(() => t.close());

/** A nurse resume in Saudi Arabia with this personal block written as the contract of issue 40 gives it. */
async function resumeWith(cookie: string, personal: object | undefined): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/resume/import",
    headers: { cookie },
    payload: {
      title: "Nurse",
      slug: `nurse${Math.floor(Math.random() * 1e9)}`,
      data: occupationResume("en", nurse),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  await t.app.inject({
    method: "PATCH",
    url: `/api/resume/${id}/country`,
    headers: { cookie },
    payload: { country: "SA" },
  });
  if (personal) {
    // Written in the row directly: the block's schema comes with the "personal" work of issue 40.
    const [row] = await t.database.db.select({ data: resumes.data }).from(resumes).where(eq(resumes.id, id));
    await t.database.db
      .update(resumes)
      .set({ data: { ...row!.data, personal } as ResumeData, updatedAt: new Date() })
      .where(eq(resumes.id, id));
  }
  return id;
}

async function list(cookie: string, id: string, query: string): Promise<JobMatchList> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/job/match/${id}?sources=gulftalent&limit=50&${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const byId = async () =>
  new Map(
    (await t.database.db.select({ id: jobs.id, externalId: jobs.externalId }).from(jobs)).map((r) => [
      r.id,
      r.externalId,
    ]),
  );
const names = async (found: JobMatch[]) => {
  const ids = await byId();
  return found.map((j) => ids.get(j.id)).sort();
};

const egyptianWithIqama = {
  nationality: { country: "EG", visible: true },
  residency: { country: "SA", kind: "iqama", transferable: false, validUntil: "", note: "", visible: true },
};
const saudi = {
  nationality: { country: "SA", visible: false },
  residency: { country: "SA", kind: "citizen", transferable: null, validUntil: "", note: "", visible: false },
};

describe("work eligibility of jobs (issue 40)", () => {
  it("stores the reading with the job's features at ingest, only when the job states one", async () => {
    const rows = await t.database.db
      .select({ externalId: jobs.externalId, features: jobs.features })
      .from(jobs);
    const of = (id: string) => rows.find((r) => r.externalId === id)!.features.eligibility;
    expect(of("elig-saudi")?.nationalities).toEqual(["SA"]);
    expect(of("elig-saudi-ar")?.nationalities).toEqual(["SA"]);
    expect(of("elig-iqama")?.transferable).toBe(true);
    expect(of("elig-visa")?.sponsorship).toBe("offered");
    expect(of("elig-open")).toBeUndefined();
  });

  it("explains each job against the resume and filters the jobs open to the reader", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await resumeWith(cookie, egyptianWithIqama);
    const all = await list(cookie, id, "view=card");
    expect(await names(all.jobs)).toEqual([
      "elig-iqama",
      "elig-open",
      "elig-saudi",
      "elig-saudi-ar",
      "elig-visa",
    ]);
    const idsOf = await byId();
    const idOf = (ext: string) => [...idsOf].find(([, e]) => e === ext)![0];
    const reason = (ext: string) => all.jobs.find((j) => j.id === idOf(ext))!;
    expect(reason("elig-saudi").reasons.eligibility).toEqual({
      verdict: "mismatch",
      checks: [{ kind: "nationality", required: true, verdict: "mismatch", places: ["SA"] }],
    });
    expect(reason("elig-iqama").reasons.eligibility?.verdict).toBe("mismatch");
    expect(reason("elig-visa").reasons.eligibility).toMatchObject({ verdict: "match" });
    expect(reason("elig-open").reasons.eligibility).toBeUndefined();

    const open = await list(cookie, id, "view=card&eligible=me");
    expect(await names(open.jobs)).toEqual(["elig-open", "elig-visa"]);
    expect(open.total).toBe(2);
    // The full view and the job page's own match carry the same reason.
    const full = await list(cookie, id, "view=full&eligible=me");
    expect(full.jobs.map((j) => j.reasons.eligibility?.verdict ?? "none").sort()).toEqual(["match", "none"]);
    const saudiJob = [...idsOf].find(([, e]) => e === "elig-saudi")![0];
    const one = await t.app.inject({
      method: "GET",
      url: `/api/job/${saudiJob}/match/${id}`,
      headers: { cookie },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().reasons.eligibility.verdict).toBe("mismatch");
  });

  it("a Saudi resume matches the Saudi-only jobs, even with the nationality hidden on the resume", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await resumeWith(cookie, saudi);
    const open = await list(cookie, id, "eligible=me");
    expect(await names(open.jobs)).toEqual([
      "elig-iqama",
      "elig-open",
      "elig-saudi",
      "elig-saudi-ar",
      "elig-visa",
    ]);
    expect(open.jobs.filter((j) => j.reasons.eligibility?.verdict === "match")).toHaveLength(4);
  });

  it("a resume without the personal block is unknown, and unknown jobs stay in the filter", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await resumeWith(cookie, undefined);
    const open = await list(cookie, id, "eligible=me");
    expect(open.total).toBe(5);
    const verdicts = open.jobs.map((j) => j.reasons.eligibility?.verdict ?? "none").sort();
    expect(verdicts).toEqual(["match", "none", "unknown", "unknown", "unknown"]);
  });

  it("refuses an unknown filter value", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await resumeWith(cookie, undefined);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/job/match/${id}?eligible=all`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it("reads a real board's export: Bayt's Additional Terms, and nothing from the other postings", async () => {
    const csv = readFixture("jobs", "bayt-fathy89", "result.csv");
    const { body, headers } = multipart("result.csv", "text/csv", csv);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/jobs/import?source=bayt",
      headers: { ...admin, ...headers },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select({ source: jobs.source, features: jobs.features }).from(jobs);
    const bayt = rows.filter((r) => r.source === "bayt");
    expect(bayt.length).toBeGreaterThan(400);
    const stated = bayt.filter((r) => r.features.eligibility).map((r) => r.features.eligibility);
    // Six postings say للمواطنين السعوديين in the terms column, one "سعودي الجنسية" in its text too.
    expect(stated).toHaveLength(6);
    for (const e of stated)
      expect(e).toMatchObject({ nationalities: ["SA"], residency: [], sponsorship: null });
  });

  it("reads the personal block with optional chaining (old data, partial blocks)", () => {
    expect(eligibilityPersonOf(occupationResume("ar", nurse))).toBeNull();
    expect(
      eligibilityPersonOf({
        ...occupationResume("ar", nurse),
        personal: { nationality: { country: "QA" } },
      } as never),
    ).toEqual({
      nationality: { country: "QA" },
      residency: { country: "", kind: "", transferable: null },
    });
  });
});
