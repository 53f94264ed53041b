import { randomUUID } from "node:crypto";
import { extractJobFeatures } from "@sira/nlp";
import { buildResume, type Occupation, resumes } from "@sira/nlp/testing/fixtures";
import { pointPrices } from "@sira/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import type { Db } from "../../db/client";
import { comparisons, interviews, jobs, pointTransactions, wallets } from "../../db/schema";
import { creditPoints } from "../wallet/credit-points";

const JOBS = {
  frontendAr: "مطور واجهات أمامية\nيشترط خبرة 3 سنوات في React و JavaScript و CSS و Git.\nيفضل معرفة Redux.",
  javaEn:
    "Backend Java Developer\nRequirements: Java, Spring Boot, microservices, PostgreSQL, Kafka and Docker. 5 years of experience required.",
  accountantEn:
    "General Accountant\nRequirements:\n- Bachelor's degree in Accounting\n- 3 years of experience: journal entries, bank reconciliation, VAT and Zakat\n- Excel\nSAP preferred.",
  nurseEn:
    "Registered Nurse - ICU\nRequirements: valid SCFHS license, BLS and ACLS, 2 years of ICU experience, patient care, medication administration and infection control. Bachelor of Nursing.",
  accountantAr:
    "مطلوب محاسب\nيشترط بكالوريوس محاسبة وخبرة لا تقل عن 3 سنوات.\nيشترط إجادة الإكسل وإعداد إقرارات ضريبة القيمة المضافة والقوائم المالية.\nيفضل معرفة SAP.",
  dataEn:
    "Data Analyst\nRequirements: SQL, Power BI or Tableau, Excel, 2+ years of experience in data analysis. Python is a plus. English required.",
};

const analystArText = `سارة أحمد
محللة بيانات
الرياض

الخبرات
محللة بيانات — شركة الاتصالات، يناير 2019 - حتى الآن
كتابة استعلامات SQL وبناء لوحات Power BI وتحليل البيانات باستخدام Python والإكسل.

التعليم
بكالوريوس الإحصاء، جامعة الملك سعود، 2014 - 2018

اللغات
العربية، الإنجليزية`;

describe(`AI routes on the offline engine (${testDatabaseKind})`, () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  const fund = (userId: string, points: number) =>
    creditPoints(db, {
      userId,
      points,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
  const balanceOf = async (userId: string) =>
    (await db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balance ?? 0;
  const debitsOf = async (userId: string) =>
    (await db.select().from(pointTransactions).where(eq(pointTransactions.userId, userId))).filter(
      (e) => e.kind === "debit",
    );
  const post = (cookie: string, url: string, payload?: object, lang: "ar" | "en" = "en") =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie: `${cookie}; sira-lang=${lang}` } });
  const get = (cookie: string, url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const saveResume = async (cookie: string, occupation: Occupation) => {
    const res = await post(cookie, "/api/resume/import", {
      title: occupation,
      slug: `${occupation}-${Math.floor(Math.random() * 1e6)}`,
      data: buildResume(resumes[occupation]),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };

  it("reports the offline driver in /api/health", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json().ai).toMatchObject({ ok: true, driver: "offline" });
  });

  const table: {
    name: string;
    resume: Occupation | string;
    job: string;
    pass: boolean;
    lang: "ar" | "en";
  }[] = [
    {
      name: "saved EN front-end vs AR front-end job",
      resume: "frontend",
      job: JOBS.frontendAr,
      pass: true,
      lang: "ar",
    },
    {
      name: "saved EN front-end vs EN Java job",
      resume: "frontend",
      job: JOBS.javaEn,
      pass: false,
      lang: "en",
    },
    {
      name: "saved AR accountant vs EN accountant job",
      resume: "accountant",
      job: JOBS.accountantEn,
      pass: true,
      lang: "ar",
    },
    {
      name: "saved AR accountant vs EN nurse job",
      resume: "accountant",
      job: JOBS.nurseEn,
      pass: false,
      lang: "en",
    },
    {
      name: "saved AR nurse vs EN ICU nurse job",
      resume: "nurse",
      job: JOBS.nurseEn,
      pass: true,
      lang: "en",
    },
    {
      name: "saved AR nurse vs AR accountant job",
      resume: "nurse",
      job: JOBS.accountantAr,
      pass: false,
      lang: "ar",
    },
    {
      name: "AR resume text vs EN data analyst job",
      resume: analystArText,
      job: JOBS.dataEn,
      pass: true,
      lang: "en",
    },
    {
      name: "AR resume text vs AR accountant job",
      resume: analystArText,
      job: JOBS.accountantAr,
      pass: false,
      lang: "ar",
    },
  ];

  it.each(table)(
    "compare $name → pass=$pass, charged pointPrices.compare",
    async ({ resume, job, pass, lang }) => {
      const { user, cookie } = await signedInUser(db);
      await fund(user.id, 10);
      const body =
        resume in resumes
          ? { job, resume: { id: await saveResume(cookie, resume as Occupation) } }
          : { job, resume };
      const res = await post(cookie, "/api/match", body, lang);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json();
      expect(result.pass, `${result.score}: ${result.explanation}`).toBe(pass);
      expect(result.pass).toBe(result.score > 0.6);
      expect(result.fixes.length).toBeGreaterThan(0);
      expect(result.explanation).toMatch(lang === "ar" ? /نسبة التطابق/ : /Match score/);
      expect(await balanceOf(user.id)).toBe(10 - pointPrices.compare);
      const [row] = await db.select().from(comparisons).where(eq(comparisons.id, result.id));
      expect(row?.score).toBeCloseTo(result.score);
    },
  );

  it("gives an actionable breakdown with labels in the reader's language", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, 3);
    const res = await post(cookie, "/api/match", { job: JOBS.dataEn, resume: analystArText }, "ar");
    const { breakdown, score } = res.json();
    expect(breakdown.mustHave.found.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(["sql", "excel"]),
    );
    expect(breakdown.years.required).toBe(2);
    expect(breakdown.language.required).toEqual([{ id: "en", label: "الإنجليزية" }]);
    // The parts the card shows add up to the score, so no row contradicts it.
    const parts: { points: number; max: number }[] = breakdown.parts;
    expect(parts.reduce((sum, p) => sum + p.points, 0)).toBe(Math.round(score * 100));
    expect(parts.reduce((sum, p) => sum + p.max, 0)).toBe(100);
  });

  it("refuses another user's resume and an empty job, charging nothing", async () => {
    const owner = await signedInUser(db);
    const id = await saveResume(owner.cookie, "nurse");
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, 10);
    expect((await post(cookie, "/api/match", { job: JOBS.nurseEn, resume: { id } })).json().code).toBe(
      "ResumeNotFound",
    );
    expect((await post(cookie, "/api/match", { job: "  ", resume: "text" })).statusCode).toBe(400);
    expect(await balanceOf(user.id)).toBe(10);
  });

  it("answers PackageIsOver when the balance is short", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, pointPrices.compare - 1);
    const res = await post(cookie, "/api/match", { job: JOBS.dataEn, resume: analystArText });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe("PackageIsOver");
    // The balance is checked before any work: even the resume is not looked up.
    const unknown = await post(cookie, "/api/match", { job: JOBS.dataEn, resume: { id: randomUUID() } });
    expect(unknown.json().code).toBe("PackageIsOver");
  });

  it("charges exactly one of two simultaneous compares when the balance covers one", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, pointPrices.compare);
    const [a, b] = await Promise.all([
      post(cookie, "/api/match", { job: JOBS.dataEn, resume: analystArText }),
      post(cookie, "/api/match", { job: JOBS.dataEn, resume: analystArText }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 402]);
    expect([a, b].find((r) => r.statusCode === 402)?.json().code).toBe("PackageIsOver");
    expect(await balanceOf(user.id)).toBe(0);
    expect(await debitsOf(user.id)).toHaveLength(1);
    expect(await db.select().from(comparisons).where(eq(comparisons.userId, user.id))).toHaveLength(1);
  });

  it.each([
    { type: "summary", text: "ممرضة بخبرة خمس سنوات" },
    { type: "summary", changeLanguage: "english", text: "ممرضة بخبرة خمس سنوات" },
    { type: "list", text: "Site engineer, supervised a tower" },
  ])(
    "refuses generative writing ($type $changeLanguage) with ModelServerRequired and charges nothing",
    async (body) => {
      const { user, cookie } = await signedInUser(db);
      await fund(user.id, 10);
      const res = await post(cookie, "/api/openai", { ...body, job: false }, "ar");
      expect(res.statusCode).toBe(501);
      expect(res.json().code).toBe("ModelServerRequired");
      // End users read a plain "not available on this server"; the operator text is for /api/health.
      expect(res.json().message).toBe("هذه الميزة غير متاحة على هذا الخادم، ولم تُخصم أي نقاط.");
      expect(res.body).not.toMatch(/AI_BASE_URL|README|خادم نماذج|model server/i);
      expect(await balanceOf(user.id)).toBe(10);
      expect(await debitsOf(user.id)).toHaveLength(0);
    },
  );

  it("refuses generative writing as ModelServerRequired even with no points", async () => {
    const { cookie } = await signedInUser(db);
    const res = await post(cookie, "/api/openai", { type: "summary", text: "Nurse" }, "en");
    expect(res.json().code).toBe("ModelServerRequired");
    expect(res.json().message).toBe("This is not available on this server. Nothing was charged.");
  });

  it("tells the operator, not the user, how to enable a model server: /api/health names AI_BASE_URL", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json().ai).toMatchObject({ ok: true, driver: "offline" });
    expect(res.json().ai.detail).toMatch(/AI_BASE_URL/);
  });

  it("suggests job titles from a saved resume for free", async () => {
    const { user, cookie } = await signedInUser(db);
    const id = await saveResume(cookie, "nurse");
    const res = await post(cookie, "/api/openai/job-titles", { id }, "en");
    expect(res.statusCode, res.body).toBe(200);
    const { titles } = res.json();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0].en.toLowerCase()).toContain("nurse");
    expect(titles[0].ar).toMatch(/[\u0600-\u06FF]/);
    expect(await debitsOf(user.id)).toHaveLength(0);
  });

  describe("mock interview", () => {
    const insertJob = async () => {
      const position = "Registered Nurse - ICU";
      const [job] = await db
        .insert(jobs)
        .values({
          source: "sira",
          externalId: randomUUID(),
          position,
          date: new Date(),
          descriptionEn: JOBS.nurseEn,
          language: "en",
          features: extractJobFeatures({
            position,
            descriptionEn: JOBS.nurseEn,
            descriptionAr: "",
            location: "",
          }),
        })
        .returning();
      return job!.id;
    };

    it("names the job as posted, as its card does, in an Arabic interview of an English posting", async () => {
      const { user, cookie } = await signedInUser(db);
      await fund(user.id, 10);
      const resumeId = await saveResume(cookie, "nurse");
      const [job] = await db
        .insert(jobs)
        .values({
          source: "sira",
          externalId: randomUUID(),
          position: "Registered Nurse",
          date: new Date(),
          descriptionEn: JOBS.nurseEn,
          language: "en",
          features: extractJobFeatures({ position: "Registered Nurse", descriptionEn: JOBS.nurseEn }),
        })
        .returning();
      const created = await post(cookie, "/api/interview", { jobId: job!.id, resumeId, language: "ar" });
      expect(created.statusCode, created.body).toBe(201);
      const room = (await get(cookie, `/api/interview/${created.json().id}`)).json();
      // Named as posted, as the job's card names it (issue 38).
      expect(room.jobTitle).toBe("Registered Nurse");
    });

    it("creates an interview for 8 points, takes answers with feedback, finishes with a report", async () => {
      const { user, cookie } = await signedInUser(db);
      await fund(user.id, 10);
      const resumeId = await saveResume(cookie, "nurse");
      const jobId = await insertJob();
      const created = await post(cookie, "/api/interview", { jobId, resumeId, language: "ar" });
      expect(created.statusCode, created.body).toBe(201);
      const { id, url } = created.json();
      expect(url).toBe(`/interview/${id}`);
      expect(await balanceOf(user.id)).toBe(10 - pointPrices.interview);

      const room = (await get(cookie, `/api/interview/${id}`)).json();
      expect(room.questions.length).toBeGreaterThanOrEqual(5);
      expect(room.questions.length).toBeLessThanOrEqual(8);
      expect(room.questions[0].text).toMatch(/[\u0600-\u06FF]/);
      expect(room.questions.some((q: { kind: string }) => q.kind === "behavioural")).toBe(true);

      const strong = await post(cookie, `/api/interview/${id}/answer`, {
        index: 1,
        answer:
          "عندما كنت أعمل في العناية المركزة واجهنا ارتفاعًا في حالات العدوى. كانت مهمتي تحسين الالتزام بإجراءات مكافحة العدوى. قمت بتدريب 12 ممرضة وراجعت قوائم التحقق يوميًا. النتيجة انخفضت حالات العدوى بنسبة 30% خلال ثلاثة أشهر.",
      });
      expect(strong.statusCode, strong.body).toBe(200);
      const weak = await post(cookie, `/api/interview/${id}/answer`, {
        index: 2,
        answer: "يعني امم اشتغلت كثير يعني",
      });
      expect(weak.json().scores.overall).toBeLessThan(strong.json().scores.overall);
      expect(strong.json().star.result).toBe(true);
      expect(strong.json().counts.numbers).toBeGreaterThan(0);
      expect(weak.json().fillerWords.length).toBeGreaterThan(0);
      expect(weak.json().suggestions.join(" ")).toMatch(/الحشو|قصيرة/);

      const bad = await post(cookie, `/api/interview/${id}/answer`, { index: 99, answer: "x" });
      expect(bad.statusCode).toBe(400);

      const finished = await post(cookie, `/api/interview/${id}/finish`);
      expect(finished.statusCode, finished.body).toBe(200);
      const report = finished.json();
      expect(report).toMatchObject({ answered: 2, total: room.questions.length });
      expect(report.summary.length).toBeGreaterThan(0);
      expect((await post(cookie, `/api/interview/${id}/finish`)).json()).toEqual(report);
      const late = await post(cookie, `/api/interview/${id}/answer`, { index: 0, answer: "late" });
      expect(late.statusCode).toBe(400);

      const history = (await get(cookie, "/api/interview")).json();
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ id, overall: report.overall });
      expect(await balanceOf(user.id)).toBe(10 - pointPrices.interview);
    });

    it("retries an answered question for free: the latest attempt is kept with its count and review", async () => {
      const { user, cookie } = await signedInUser(db);
      await fund(user.id, 10);
      const resumeId = await saveResume(cookie, "nurse");
      const jobId = await insertJob();
      const { id } = (await post(cookie, "/api/interview", { jobId, resumeId, language: "ar" })).json();
      const room = (await get(cookie, `/api/interview/${id}`)).json();
      // Nurse questions from the nursing bank, none from a keyword slot.
      expect(room.questions.map((q: { text: string }) => q.text).join(" ")).toMatch(/مريض|المرضى|مرضاك/);
      expect(room.questions.map((q: { text: string }) => q.text).join(" ")).not.toMatch(/استخدمت فيها/);

      const early = await post(cookie, `/api/interview/${id}/retry`, { index: 1, answer: "محاولة" });
      expect(early.statusCode).toBe(400);
      const first = await post(cookie, `/api/interview/${id}/answer`, {
        index: 1,
        answer: "أعمل بجد وأحب مساعدة المرضى.",
      });
      expect(first.json()).toMatchObject({ attempts: 1 });
      expect(first.json().review.missing.length).toBeGreaterThan(0);
      expect(first.json().review.outline.length).toBeGreaterThanOrEqual(3);
      const retry = await post(cookie, `/api/interview/${id}/retry`, {
        index: 1,
        answer:
          "الموقف: في مناوبة ليلية بالعناية المركزة التي تضم 20 سريرًا تغيّبت ممرضتان. المهمة: كنت رئيسة المناوبة وكان علي ضمان سلامة جميع المرضى. الإجراء: وزعت المرضى حسب شدة الحالة وطلبت ممرضة إضافية وتوليت إعطاء الأدوية عالية الخطورة بنفسي. النتيجة: حصل المرضى العشرون على أدويتهم في موعدها دون أي حادثة.",
      });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toMatchObject({ index: 1, attempts: 2 });
      expect(retry.json().scores.overall).toBeGreaterThan(first.json().scores.overall);
      const stored = (await get(cookie, `/api/interview/${id}`)).json();
      expect(stored.answers).toHaveLength(1);
      expect(stored.answers[0]).toMatchObject({ attempts: 2, answer: retry.json().answer });
      for (let k = 3; k <= 5; k++)
        expect(
          (await post(cookie, `/api/interview/${id}/retry`, { index: 1, answer: `محاولة ${k}` })).statusCode,
        ).toBe(200);
      expect(
        (await post(cookie, `/api/interview/${id}/retry`, { index: 1, answer: "سادسة" })).statusCode,
      ).toBe(400);
      expect(await balanceOf(user.id)).toBe(10 - pointPrices.interview);

      const other = await signedInUser(db);
      expect(
        (await post(other.cookie, `/api/interview/${id}/retry`, { index: 1, answer: "x" })).statusCode,
      ).toBe(404);
      const report = (await post(cookie, `/api/interview/${id}/finish`)).json();
      expect(report.summary).toContain("أجبت عن سؤال واحد");
      for (const s of report.strengths) expect(report.improvements).not.toContain(s);
      expect(
        (await post(cookie, `/api/interview/${id}/retry`, { index: 1, answer: "بعد النهاية" })).statusCode,
      ).toBe(400);
    });

    it("charges nothing without enough points, for a missing job, or for another user's interview", async () => {
      const { user, cookie } = await signedInUser(db);
      await fund(user.id, pointPrices.interview - 1);
      const resumeId = await saveResume(cookie, "nurse");
      const jobId = await insertJob();
      const short = await post(cookie, "/api/interview", { jobId, resumeId, language: "en" });
      expect(short.json().code).toBe("PackageIsOver");
      await fund(user.id, 1);
      const missing = await post(cookie, "/api/interview", { jobId: "nope", resumeId, language: "en" });
      expect(missing.statusCode).toBe(404);
      expect(await balanceOf(user.id)).toBe(pointPrices.interview);
      expect(await db.select().from(interviews).where(eq(interviews.userId, user.id))).toHaveLength(0);

      const created = (await post(cookie, "/api/interview", { jobId, resumeId, language: "en" })).json();
      const other = await signedInUser(db);
      expect((await get(other.cookie, `/api/interview/${created.id}`)).statusCode).toBe(404);
    });
  });
});
