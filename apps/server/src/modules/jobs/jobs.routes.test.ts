import { normalizeText } from "@sira/nlp/normalize";
import type { Language } from "@sira/schema";
import { type JobImportResult, type JobMatchList, jobMatchListSchema } from "@sira/schema/job-api";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { readFixture } from "../../../test/helpers/fixtures";
import { multipart, occupationResume } from "../../../test/helpers/jobs";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { jobs } from "../../db/schema";
import demo from "./demo/demo-jobs.json" with { type: "json" };
import { demoJobsSeeder } from "./demo/demo-jobs.seeder";

const admin = { authorization: "Bearer test-admin-token" };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await demoJobsSeeder.run(t.database.db);
});
afterAll(() => t.close());

async function createResume(cookie: string, data: ReturnType<typeof occupationResume>, country?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/resume/import",
    headers: { cookie },
    payload: { title: "Test resume", slug: `resume${Math.floor(Math.random() * 1e9)}`, data },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  if (country) {
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/resume/${id}/country`,
      headers: { cookie },
      payload: { country },
    });
    expect(patched.statusCode).toBe(200);
  }
  return id;
}

async function match(cookie: string, resumeId: string, query = ""): Promise<JobMatchList> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/job/match/${resumeId}?${query}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const occupationOf = new Map(demo.jobs.map((j) => [j.link, j.occupation]));

/** Labelled resumes: each must find its own occupation in the top 4. */
const labelled: { occupation: string; language: Language; resume: Parameters<typeof occupationResume>[1] }[] =
  [
    {
      occupation: "nurse",
      language: "ar",
      resume: {
        headline: "ممرضة",
        position: "ممرضة",
        company: "مستشفى الملك فهد",
        summary: "رعاية المرضى وإعطاء الأدوية ومكافحة العدوى",
        skills: ["رعاية المرضى", "إعطاء الأدوية", "مكافحة العدوى", "BLS"],
      },
    },
    {
      occupation: "nurse",
      language: "en",
      resume: {
        headline: "Staff Nurse",
        position: "Staff Nurse",
        company: "King Fahad Hospital",
        summary: "Patient care, medication administration and infection control",
        skills: ["Patient care", "Medication administration", "Infection control", "BLS"],
      },
    },
    {
      occupation: "accountant",
      language: "ar",
      resume: {
        headline: "محاسب",
        position: "محاسب عام",
        company: "شركة المراعي",
        summary: "إعداد القيود اليومية والقوائم المالية وإقرارات ضريبة القيمة المضافة",
        skills: ["المحاسبة", "التقارير المالية", "Excel", "الزكاة وضريبة القيمة المضافة"],
      },
    },
    {
      occupation: "accountant",
      language: "en",
      resume: {
        headline: "Accountant",
        position: "General Accountant",
        company: "Almarai",
        summary: "Journal entries, bank reconciliations, VAT returns",
        skills: ["Accounting", "Financial reporting", "Excel", "VAT"],
      },
    },
    {
      occupation: "software-engineer",
      language: "en",
      resume: {
        headline: "Software Engineer",
        position: "Software Engineer",
        company: "Careem",
        summary: "Built React and Node.js services",
        skills: ["JavaScript", "React", "Node.js", "Git", "Docker"],
      },
    },
    {
      occupation: "software-engineer",
      language: "ar",
      resume: {
        headline: "مهندس برمجيات",
        position: "مهندس برمجيات",
        company: "شركة علم",
        summary: "تطوير تطبيقات الويب باستخدام React و Node.js",
        skills: ["JavaScript", "React", "Node.js", "Git"],
      },
    },
    {
      occupation: "civil-engineer",
      language: "ar",
      resume: {
        headline: "مهندس مدني",
        position: "مهندس مدني",
        company: "مجموعة بن لادن",
        summary: "الإشراف على المواقع والتصميم الإنشائي",
        skills: ["AutoCAD", "التصميم الإنشائي", "الإشراف على المواقع", "ETABS"],
      },
    },
    {
      occupation: "teacher",
      language: "ar",
      resume: {
        headline: "معلمة",
        position: "معلمة",
        company: "مدارس المملكة",
        summary: "تخطيط الدروس وإدارة الصف",
        skills: ["تخطيط الدروس", "إدارة الصف", "منصات التعليم الإلكتروني"],
      },
    },
    {
      occupation: "hr-specialist",
      language: "en",
      resume: {
        headline: "HR Specialist",
        position: "HR Specialist",
        company: "Jarir",
        summary: "Recruitment, onboarding and payroll",
        skills: ["Recruitment", "Onboarding", "Payroll", "Saudi labor law"],
      },
    },
    {
      occupation: "graphic-designer",
      language: "ar",
      resume: {
        headline: "مصمم جرافيك",
        position: "مصمم جرافيك",
        company: "وكالة إبداع",
        summary: "تصميم الهويات البصرية ومنشورات التواصل",
        skills: ["Photoshop", "Illustrator", "التصميم الجرافيكي", "InDesign"],
      },
    },
    {
      occupation: "data-analyst",
      language: "en",
      resume: {
        headline: "Data Analyst",
        position: "Data Analyst",
        company: "Mobily",
        summary: "Dashboards in Power BI and SQL analysis",
        skills: ["SQL", "Power BI", "Data analysis", "Excel", "Python"],
      },
    },
    {
      occupation: "pharmacist",
      language: "ar",
      resume: {
        headline: "صيدلي",
        position: "صيدلي",
        company: "صيدليات النهدي",
        summary: "صرف الأدوية وإرشاد المرضى",
        skills: ["صرف الأدوية والرعاية الصيدلية", "رعاية المرضى", "إدارة المخزون"],
      },
    },
    {
      occupation: "sales-representative",
      language: "en",
      resume: {
        headline: "Sales Representative",
        position: "Sales Representative",
        company: "Nestlé",
        summary: "Field sales and key accounts",
        skills: ["Sales", "Negotiation", "Customer service", "CRM"],
      },
    },
  ];

describe("job matching", () => {
  for (const { occupation, language, resume } of labelled) {
    it(`puts ${occupation} jobs first for a ${language} ${occupation} resume`, async () => {
      const { cookie } = await signedInUser(t.database.db);
      const id = await createResume(cookie, occupationResume(language, resume));
      const list = await match(cookie, id, "sort=high&limit=4");
      expect(list.jobs).toHaveLength(4);
      expect(list.jobs.map((j) => occupationOf.get(j.link ?? ""))).toEqual(Array(4).fill(occupation));
      expect(list.jobs[0]!.match).toBeGreaterThan(0.5);
      expect(list.jobs[0]!.reasons.matchedSkills.length).toBeGreaterThan(0);
    });
  }

  it("matches an Arabic resume against English-only jobs", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const feed = [1, 2, 3].map((i) => ({
      id: `en-only-${i}`,
      title: "Registered Nurse",
      company: "English Hospital",
      location: "Doha, Qatar",
      description:
        "Requirements: patient care, medication administration, infection control, BLS certification.",
    }));
    const { body, headers } = multipart("feed.json", "application/json", JSON.stringify(feed));
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/jobs/import?source=indeed",
      headers: { ...admin, ...headers },
      payload: body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const id = await createResume(cookie, occupationResume("ar", labelled[0]!.resume), "QA");
    const list = await match(cookie, id, "sort=high&sources=indeed");
    expect(list.jobs.map((j) => j.position)).toEqual(Array(3).fill("Registered Nurse"));
    expect(list.jobs[0]!.match).toBeGreaterThanOrEqual(0.6);
    expect(list.jobs[0]!.reasons.matchedSkills).toContain("رعاية المرضى");
    // The same list asked in English carries English labels, then Arabic ones again: as full
    // jobs, and as the cards the jobs page asks for (kept per language once shown).
    for (const view of ["full", "card"]) {
      const query = `sort=high&sources=indeed&view=${view}`;
      const arabic = await match(cookie, id, query);
      expect(arabic.jobs[0]!.reasons.matchedSkills).toContain("رعاية المرضى");
      const english = await match(`${cookie}; sira-lang=en`, id, query);
      expect(english.jobs.map((j) => j.id)).toEqual(list.jobs.map((j) => j.id));
      expect(english.jobs[0]!.reasons.matchedSkills).toHaveLength(list.jobs[0]!.reasons.matchedSkills.length);
      expect(english.jobs[0]!.reasons.matchedSkills.join(" ")).not.toMatch(/[\u0600-\u06FF]/);
      const again = await match(cookie, id, query);
      expect(again.jobs[0]!.reasons.matchedSkills).toContain("رعاية المرضى");
    }
  });

  it("answers a list as the shared schema serializes it, and the same page again unchanged", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("ar", labelled[0]!.resume));
    for (const view of ["card", "full"]) {
      const ask = () =>
        t.app.inject({
          method: "GET",
          url: `/api/job/match/${id}?limit=30&view=${view}`,
          headers: { cookie },
        });
      const first = await ask();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
      const list = first.json() as JobMatchList;
      expect(list.jobs.length).toBeGreaterThan(0);
      // No field the schema does not name, in the schema's order (the cards' JSON is kept).
      expect(first.body).toBe(JSON.stringify(jobMatchListSchema.parse(list)));
      expect((await ask()).body).toBe(first.body);
    }
  });

  it("serves the full view from the kept cards and each job's descriptions read once per job set", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("ar", labelled[0]!.resume));
    const full = await match(cookie, id, "limit=20");
    const cards = await match(cookie, id, "limit=20&view=card");
    expect(cards.jobs).toEqual(full.jobs.map((j) => ({ ...j, descriptionEn: "", descriptionAr: "" })));
    const shown = full.jobs.find((j) => j.descriptionAr.length > 0 && j.descriptionEn.length > 0)!;
    const one = await t.app.inject({ method: "GET", url: `/api/job/${shown.id}`, headers: { cookie } });
    expect(one.json()).toMatchObject({
      descriptionEn: shown.descriptionEn,
      descriptionAr: shown.descriptionAr,
    });
    // A description rewritten behind the job set's back (its version, count and last update,
    // unchanged) is not read again: the page is answered from the bytes kept for this job set.
    const [row] = await t.database.db
      .select({ updatedAt: jobs.updatedAt, descriptionEn: jobs.descriptionEn })
      .from(jobs)
      .where(eq(jobs.id, shown.id));
    const rewrite = (descriptionEn: string) =>
      t.database.db
        .update(jobs)
        .set({ descriptionEn, updatedAt: row!.updatedAt })
        .where(eq(jobs.id, shown.id));
    await rewrite("rewritten");
    try {
      expect(await match(cookie, id, "limit=20")).toEqual(full);
    } finally {
      await rewrite(row!.descriptionEn);
    }
  });

  it("scopes to the resume's country and refetches after a country change", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("en", labelled[1]!.resume), "AE");
    const inAe = await match(cookie, id, "limit=200");
    expect(inAe.total).toBeGreaterThan(0);
    expect(new Set(inAe.jobs.map((j) => j.country))).toEqual(new Set(["AE"]));
    await t.app.inject({
      method: "PATCH",
      url: `/api/resume/${id}/country`,
      headers: { cookie },
      payload: { country: "EG" },
    });
    const inEg = await match(cookie, id, "limit=200");
    expect(inEg.country).toBe("EG");
    expect(new Set(inEg.jobs.map((j) => j.country))).toEqual(new Set(["EG"]));
  });

  it("filters by country first, then that country's cities, over the resume's country", async () => {
    // Staff nurse posts in Dubai, Riyadh and remote, published as JSON-LD.
    const posting = (id: string, city: string, country: string, remote = false) => ({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Staff Nurse Gulfwide",
      description: "<p>Patient care and medication administration</p>",
      datePosted: new Date(Date.now() - 3_600_000).toISOString(),
      hiringOrganization: { "@type": "Organization", name: "Gulf Care" },
      jobLocation: { "@type": "Place", address: { addressLocality: city, addressCountry: country } },
      ...(remote ? { jobLocationType: "TELECOMMUTE" } : {}),
      identifier: { "@type": "PropertyValue", value: id },
      url: `https://jobs.example.com/${id}`,
    });
    const page = `<script type="application/ld+json">${JSON.stringify({
      "@graph": [
        posting("gw-dubai", "Dubai", "AE"),
        posting("gw-riyadh", "Riyadh", "SA"),
        posting("gw-remote", "Dubai", "AE", true),
      ],
    })}</script>`;
    const { body, headers } = multipart("jobs.html", "text/html", page);
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/jobs/import?source=linkedin",
      headers: { ...admin, ...headers },
      payload: body,
    });
    expect(imported.json().inserted, imported.body).toBe(3);

    const { cookie } = await signedInUser(t.database.db);
    // A Saudi resume: without a country filter its list is Saudi jobs (and remote ones).
    const id = await createResume(cookie, occupationResume("en", labelled[1]!.resume), "SA");
    const where = async (query: string) =>
      (await match(cookie, id, `q=Gulfwide&limit=200&${query}`)).jobs.map((j) => j.location).sort();
    expect(await where("")).toEqual(["Riyadh, SA"]);
    expect(await where("country=AE")).toEqual(["Dubai, AE", "Dubai, AE"]);
    expect(await where("country=AE&regions=dubai&remote=onsite")).toEqual(["Dubai, AE"]);
    expect(await where("country=AE&regions=abu-dhabi")).toEqual([]);
    expect((await match(cookie, id, "q=Gulfwide&country=remote")).jobs.map((j) => j.remote)).toEqual([
      "remote",
    ]);
    // An old link with a Saudi region and no country still filters as before.
    expect(await where("regions=riyadh")).toEqual(["Riyadh, SA"]);
    expect(await where("regions=eastern")).toEqual([]);

    const places = await t.app.inject({ method: "GET", url: "/api/job/regions", headers: { cookie } });
    const list = places.json() as { id: string; country: string; en: string }[];
    expect(list.filter((p) => p.country === "SA")).toHaveLength(13);
    expect(list.find((p) => p.id === "dubai")).toMatchObject({ country: "AE", en: "Dubai" });
  });

  it("searches Arabic text with normalization and filters", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("ar", labelled[2]!.resume));
    // "محاسبه" (ه for ة, no hamza) finds Arabic descriptions written with ة.
    const search = await match(cookie, id, `q=${encodeURIComponent("المحاسبه")}&limit=200`);
    expect(search.total).toBeGreaterThan(5);
    for (const job of search.jobs)
      expect(`${job.position} ${job.descriptionAr} ${job.descriptionEn}`).toMatch(/محاسب|ccount/);

    // The card view (what lists ask for) lists the same jobs in the same order, without descriptions.
    const cards = await match(cookie, id, `q=${encodeURIComponent("المحاسبه")}&limit=200&view=card`);
    expect(cards.total).toBe(search.total);
    // Each card, made from the in-memory index, is the full view's job without its descriptions,
    // field by field (match, reasons, labels, place and position names, board links), and the
    // body is what the shared schema gives.
    expect(cards.jobs).toEqual(search.jobs.map((j) => ({ ...j, descriptionEn: "", descriptionAr: "" })));
    expect(jobMatchListSchema.parse(cards)).toEqual(cards);
    expect(search.jobs.some((j) => j.descriptionAr.length > 0)).toBe(true);

    const riyadh = await match(cookie, id, "q=accountant&regions=riyadh&limit=200");
    for (const job of riyadh.jobs)
      expect(job.location).toMatch(/Riyadh|الرياض|Kharj|الخرج|Majmaah|المجمعة|Diriyah|الدرعية/);

    const filtered = await match(
      cookie,
      id,
      "experience=intern&types=internship,training&remote=onsite&limit=200",
    );
    for (const job of filtered.jobs) {
      expect(job.experience).toBe("intern");
      expect(["internship", "training"]).toContain(job.jobType);
    }
    const recent = await match(cookie, id, "q=a&date=24h&limit=200");
    for (const job of recent.jobs) expect(Date.now() - Date.parse(job.date)).toBeLessThanOrEqual(86_400_000);

    const oldest = await match(cookie, id, "sort=oldest&limit=200");
    const dates = oldest.jobs.map((j) => Date.parse(j.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const low = await match(cookie, id, "sort=low&limit=200");
    const scores = low.jobs.map((j) => j.match);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it("keeps exactly the jobs of the unfiltered list that each filter lets through", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("en", labelled[1]!.resume));
    const all = await match(cookie, id, "limit=200");
    expect(all.total).toBe(all.jobs.length);
    const cases: [string, (job: JobMatchList["jobs"][number]) => boolean][] = [
      ["experience=mid,above", (j) => ["mid", "above"].includes(j.experience)],
      ["types=full_time", (j) => j.jobType === "full_time"],
      ["remote=onsite", (j) => j.remote === "onsite"],
      ["remote=onsite&experience=entry", (j) => j.remote === "onsite" && j.experience === "entry"],
      ["sources=linkedin,bayt", (j) => ["linkedin", "bayt"].includes(j.source)],
    ];
    for (const [filters, keeps] of cases) {
      const expected = all.jobs.filter(keeps).map((j) => j.id);
      expect(expected.length, filters).toBeGreaterThan(0);
      expect(
        (await match(cookie, id, `${filters}&limit=200`)).jobs.map((j) => j.id),
        filters,
      ).toEqual(expected);
    }
  });

  it("keeps the jobs whose text holds every keyword chip, Arabic written loosely and phrases as written", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("en", labelled[1]!.resume));
    const open = await t.database.db
      .select({ id: jobs.id, country: jobs.country, remote: jobs.remote, text: jobs.searchText })
      .from(jobs)
      .where(isNull(jobs.closedAt));
    for (const chips of [
      ["التقارير الماليه"],
      ["financial report"],
      ["التقارير الماليه", "financial report"],
    ]) {
      const list = await match(cookie, id, `keywords=${encodeURIComponent(chips.join(","))}&limit=200`);
      // What the stored search text of each open job in the resume's country scope says.
      const expected = open
        .filter((j) => !list.country || j.country === list.country || (!j.country && j.remote === "remote"))
        .filter((j) => chips.every((chip) => j.text.includes(normalizeText(chip))))
        .map((j) => j.id);
      expect(expected.length, chips.join()).toBeGreaterThan(0);
      expect(expected.length, chips.join()).toBeLessThan(open.length / 4);
      expect(list.jobs.map((j) => j.id).sort(), chips.join()).toEqual(expected.sort());
      expect(list.total).toBe(expected.length);
    }
  });

  it("refuses another user's resume and unknown values", async () => {
    const owner = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    const id = await createResume(owner.cookie, occupationResume("en", labelled[1]!.resume));
    const res = await t.app.inject({
      method: "GET",
      url: `/api/job/match/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("ResumeNotFound");
    const anonymous = await t.app.inject({ method: "GET", url: `/api/job/match/${id}` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: "GET",
      url: `/api/job/match/${id}?types=nope`,
      headers: { cookie: owner.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("serves one job with sanitized descriptions and the region list", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("en", labelled[1]!.resume));
    const [first] = (await match(cookie, id, "limit=1")).jobs;
    const res = await t.app.inject({ method: "GET", url: `/api/job/${first!.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().descriptionAr.replace(/<\/?strong>|<br>/g, "")).not.toMatch(/<[a-z/]/i);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/job/missing", headers: { cookie } })).statusCode,
    ).toBe(404);
    const regions = await t.app.inject({ method: "GET", url: "/api/job/regions", headers: { cookie } });
    expect(regions.json().filter((r: { country: string }) => r.country === "SA")).toHaveLength(13);
  });

  it("explains one job's match for the detail page, free, with the level reason", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("en", labelled[1]!.resume));
    // An internship for a nurse with six years: the level is named as the reason.
    const intern = demo.jobs.find((j) => j.occupation === "nurse" && j.experience === "intern")!;
    const internId = (await match(cookie, id, "q=nurse&experience=intern&limit=200")).jobs.find(
      (j) => j.link === intern.link,
    )!.id;
    const res = await t.app.inject({
      method: "GET",
      url: `/api/job/${internId}/match/${id}`,
      headers: { cookie, "accept-language": "ar" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const one = res.json();
    expect(one.id).toBe(internId);
    expect(one.reasons.experience).toEqual({ job: "intern", resume: "mid", fit: "overqualified" });
    expect(one.match).toBeLessThan(0.3);
    expect(one.reasons.matchedSkills).toContain("رعاية المرضى");
    expect(one.reasons.location).toBeDefined();
    const spent = await t.app.inject({ method: "GET", url: "/api/subscription", headers: { cookie } });
    expect(spent.json().available).toBe(0);
    const other = await signedInUser(t.database.db);
    const refused = await t.app.inject({
      method: "GET",
      url: `/api/job/${internId}/match/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(refused.json().code).toBe("ResumeNotFound");
    const missing = await t.app.inject({
      method: "GET",
      url: `/api/job/nope/match/${id}`,
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("demo set", () => {
  it("covers every country, job type and level in both languages, and seeds idempotently", async () => {
    expect(demo.jobs.length).toBeGreaterThanOrEqual(300);
    expect(new Set(demo.jobs.map((j) => j.country))).toEqual(
      new Set(["SA", "AE", "QA", "BH", "KW", "OM", "EG"]),
    );
    expect(new Set(demo.jobs.map((j) => j.jobType)).size).toBe(5);
    expect(new Set(demo.jobs.map((j) => j.experience)).size).toBe(4);
    expect(new Set(demo.jobs.map((j) => j.occupation)).size).toBeGreaterThanOrEqual(15);
    for (const job of demo.jobs) {
      expect(job.descriptionAr).toMatch(/[\u0600-\u06FF]/);
      expect(job.descriptionEn).toMatch(/[A-Za-z]{4}/);
    }
    expect(await demoJobsSeeder.run(t.database.db)).toMatch(/^0 demo jobs inserted, 0 updated/);
  });
});

describe("job import", () => {
  async function importFile(filename: string, type: string, content: string | Buffer, source = "sira") {
    const { body, headers } = multipart(filename, type, content);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/jobs/import?source=${source}`,
      headers: { ...admin, ...headers },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as JobImportResult;
  }

  it("imports the bayt CSV (BOM, Arabic fields) idempotently", async () => {
    const csv = readFixture("jobs", "bayt-fathy89", "result.csv");
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const first = await importFile("result.csv", "text/csv", csv, "bayt");
    expect(first.format).toBe("csv");
    expect(first.received).toBeGreaterThan(400);
    expect(first.inserted + first.rejected.length).toBeLessThanOrEqual(first.received);
    expect(first.inserted).toBeGreaterThan(300);
    const again = await importFile("result.csv", "text/csv", csv, "bayt");
    expect(again.inserted).toBe(0);
    expect(again.updated).toBe(0);

    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("en", labelled[4]!.resume), "BH");
    const list = await match(cookie, id, "sources=bayt&q=developer&limit=50");
    expect(list.total).toBeGreaterThan(0);
    // "5-3 سنوات من الخبرة" is 3 to 5 years: the spec's 3+ level.
    const job = list.jobs.find((j) => j.position === "IT Developer" && j.location === "المنامة · البحرين")!;
    expect(job.country).toBe("BH");
    expect(job.source).toBe("bayt");
    expect(job.experience).toBe("mid");
    expect(job.descriptionEn).toMatch(/^Key Responsibilities/);
  });

  it("imports JSON-LD pages and rejects malformed rows with reasons", async () => {
    const posting = (over: Record<string, unknown>) => ({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Pharmacist",
      description:
        "<p>Dispense <b>prescriptions</b></p><script>alert(1)</script><ul><li>SCFHS license</li></ul>",
      datePosted: new Date(Date.now() - 3_600_000).toISOString(),
      employmentType: "PART_TIME",
      hiringOrganization: { "@type": "Organization", name: "Nahdi", logo: "https://example.com/logo.png" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Jeddah", addressCountry: "SA" } },
      identifier: { "@type": "PropertyValue", value: "ph-1" },
      url: "https://jobs.example.com/ph-1",
      ...over,
    });
    // As pages publish it: "<" escaped so a description cannot close the script element.
    const ld = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
    const page = `<!doctype html><html><head><title>Jobs</title>
      <script type="application/ld+json">${ld(posting({}))}</script>
      <script type="application/ld+json">${ld({ "@graph": [posting({ identifier: "ph-2", title: "صيدلي", jobLocationType: "TELECOMMUTE" }), posting({ identifier: "ph-3", title: "" })] })}</script>
      <script type="application/ld+json">{ not json</script>
      </head><body></body></html>`;
    const result = await importFile("jobs.html", "text/html", page, "linkedin");
    expect(result.format, JSON.stringify(result)).toBe("html");
    expect(result.inserted, JSON.stringify(result)).toBe(2);
    expect(result.rejected).toEqual([
      { row: 3, reason: "missing position (title)" },
      { row: 4, reason: "JSON-LD block is not valid JSON" },
    ]);

    const { cookie } = await signedInUser(t.database.db);
    const id = await createResume(cookie, occupationResume("ar", labelled[11]!.resume), "SA");
    const list = await match(cookie, id, "sources=linkedin&limit=10");
    const ph1 = list.jobs.find((j) => j.link === "https://jobs.example.com/ph-1")!;
    expect(ph1.descriptionEn).toBe("Dispense <strong>prescriptions</strong><br><br>• SCFHS license");
    expect(ph1.jobType).toBe("part_time");
    expect(ph1.region).toBe("makkah");
    expect(ph1.logo).toBe("https://example.com/logo.png");
    expect(list.jobs.find((j) => j.position === "صيدلي")!.remote).toBe("remote");
  });

  it("reports bad CSV and JSON rows and keeps the good ones", async () => {
    const csv = [
      "id,title,company,location,date,link,job_type,experience",
      "a1,Accountant,Co,Riyadh,2024-01-05,https://x.example/a1,Full time,3-5 years",
      "a2,,Co,Riyadh,2024-01-05,,,",
      "a3,Nurse,Co,Dubai,not a date,,,",
      "a4,Driver,Co,Doha,2024-01-05,javascript:alert(1),,",
    ].join("\n");
    const result = await importFile("feed.csv", "text/csv", csv);
    expect(result.inserted).toBe(1);
    expect(result.rejected).toEqual([
      { row: 2, reason: "missing position (title)" },
      { row: 3, reason: 'invalid date "not a date"' },
      { row: 4, reason: "link is not an http(s) URL" },
    ]);
    const json = await importFile(
      "feed.json",
      "application/json",
      JSON.stringify({ jobs: [{ title: "Chef", source: "unknown-board" }, 7] }),
    );
    expect(json.rejected).toEqual([
      { row: 1, reason: 'unknown source "unknown-board"' },
      { row: 2, reason: "not an object" },
    ]);
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/admin/jobs/import",
      headers: { ...admin, ...multipart("x.json", "application/json", "{oops").headers },
      payload: multipart("x.json", "application/json", "{oops").body,
    });
    expect(broken.statusCode).toBe(400);
  });

  it("needs the admin token and refuses non-http URLs", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/admin/jobs/import",
      payload: { url: "https://example.com" },
    });
    expect(anonymous.statusCode).toBe(401);
    const file = await t.app.inject({
      method: "POST",
      url: "/api/admin/jobs/import",
      headers: admin,
      payload: { url: "file:///etc/passwd" },
    });
    expect(file.statusCode).toBe(400);
  });
});
