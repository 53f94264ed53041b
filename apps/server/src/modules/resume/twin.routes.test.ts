import { randomUUID } from "node:crypto";
import { defaultResumeData, pointPrices, type Resume, type ResumeData, type TwinSync } from "@sira/schema";
import { emptyPersonal } from "@sira/schema/personal";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestAppWithScriptedModel } from "../../../test/helpers/scripted-openai";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { pointTransactions, resumes, wallets } from "../../db/schema";
import { creditPoints } from "../wallet/credit-points";

/** An Arabic resume with a job, a language and a summary. */
function arabicResume(): ResumeData {
  const data = defaultResumeData("ar");
  data.basics.name = "سارة";
  data.basics.headline = "محاسب";
  data.basics.location = "الرياض، السعودية";
  data.metadata.template = "pikachu";
  data.metadata.theme.primary = "#0f766e";
  data.sections.summary.content = "<p>محاسبة بخبرة خمس سنوات</p>";
  data.sections.experience.items.push({
    id: "job1",
    visible: true,
    company: "شركة المراعي",
    position: "محاسب أول",
    location: "الرياض",
    date: "Jan 2020 - Present",
    summary: "<ul><li><p>أعددت القوائم المالية الشهرية</p></li></ul>",
    url: { label: "", href: "" },
  });
  data.sections.languages.items.push({
    id: "l1",
    visible: true,
    name: "الإنجليزية",
    description: "متقدم",
    level: 4,
  });
  return data;
}

describe(`resume twins (${testDatabaseKind})`, () => {
  let t: TestApp;
  let withModel: TestApp;
  let scripted: Awaited<ReturnType<typeof createTestAppWithScriptedModel>>;
  let model: typeof scripted.model;
  beforeAll(async () => {
    t = await createTestApp();
    scripted = await createTestAppWithScriptedModel();
    ({ t: withModel, model } = scripted);
  });
  afterAll(async () => {
    await t?.close();
    await scripted?.close();
  });

  const call = (
    app: TestApp,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    cookie: string,
    payload?: object,
  ) =>
    app.app.inject({
      method,
      url,
      headers: { cookie, "accept-language": "en" },
      ...(payload ? { payload } : {}),
    });
  /** Save new data into a resume as the builder does (its version), expecting success. */
  const saveData = async (app: TestApp, cookie: string, resume: Resume, data: ResumeData) => {
    const saved = await call(app, "PATCH", `/api/resume/${resume.id}`, cookie, {
      title: resume.title,
      slug: resume.slug,
      visibility: resume.visibility,
      data,
      version: resume.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  const importArabic = async (app: TestApp, cookie: string, slug = "cv"): Promise<Resume> => {
    const res = await call(app, "POST", "/api/resume/import", cookie, {
      title: "سيرتي",
      slug,
      data: arabicResume(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };

  it("creates the English twin: same look, structure translated, free text kept and marked, linked both ways", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const source = await importArabic(t, cookie);
    const res = await call(t, "POST", `/api/resume/${source.id}/twin`, cookie, {});
    expect(res.statusCode, res.body).toBe(201);
    const twin: Resume = res.json();
    expect(twin).toMatchObject({
      language: "en",
      slug: "cv-en",
      title: "سيرتي (English)",
      twinId: source.id,
    });
    expect(twin.data.metadata).toMatchObject({
      language: "en",
      template: "pikachu",
      theme: { primary: "#0f766e" },
    });
    expect(twin.data.basics).toMatchObject({
      name: "Sara",
      headline: "Accountant",
      location: "Riyadh, Saudi Arabia",
    });
    expect(twin.data.sections.experience.name).toBe("Experience");
    expect(twin.data.sections.experience.items[0]).toMatchObject({
      id: "job1",
      position: "Senior Accountant",
      location: "Riyadh",
      company: "شركة المراعي",
    });
    expect(twin.data.sections.languages.items[0]).toMatchObject({ name: "English", description: "Advanced" });
    const again = await call(t, "GET", `/api/resume/${source.id}`, cookie);
    expect(again.json().twinId).toBe(twin.id);

    const sync: TwinSync = (await call(t, "GET", `/api/resume/${twin.id}/twin`, cookie)).json();
    expect(sync.twin).toMatchObject({ id: source.id, language: "ar" });
    expect(sync.changes).toEqual([]);
    expect(sync.pending.map((p) => [p.key, p.reason]).sort()).toEqual([
      ["basics//name", "structured"],
      ["experience/job1/company", "structured"],
      ["experience/job1/summary", "text"],
      ["summary//content", "text"],
    ]);
    expect(sync.pending.find((p) => p.key === "summary//content")?.source).toBe(
      "<p>محاسبة بخبرة خمس سنوات</p>",
    );

    const second = await call(t, "POST", `/api/resume/${source.id}/twin`, cookie, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe("ResumeTwinExists");
  });

  it("lists the twin's edits since the last sync, applies them translated, and dismisses", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const source = await importArabic(t, cookie);
    const twin: Resume = (await call(t, "POST", `/api/resume/${source.id}/twin`, cookie, {})).json();

    const edited = structuredClone(source.data);
    edited.sections.experience.items[0]!.position = "مدير مشروع";
    edited.sections.experience.items[0]!.date = "Mar 2019 - Present";
    edited.sections.skills.items.push({
      id: "s1",
      visible: true,
      name: "إدارة المشاريع",
      description: "",
      level: 3,
      keywords: [],
    });
    edited.sections.languages.items = [];
    await saveData(t, cookie, source, edited);

    const sync: TwinSync = (await call(t, "GET", `/api/resume/${twin.id}/twin`, cookie)).json();
    expect(sync.changes.map((c) => [c.id, c.kind, c.fields, c.label])).toEqual([
      ["experience/job1", "changed", ["date", "position"], "مدير مشروع"],
      ["skills/s1", "added", [], "إدارة المشاريع"],
      ["languages/l1", "removed", [], "الإنجليزية"],
    ]);
    // The source sees nothing new from its twin.
    expect((await call(t, "GET", `/api/resume/${source.id}/twin`, cookie)).json().changes).toEqual([]);
    const list: Resume[] = (await call(t, "GET", "/api/resume", cookie)).json();
    expect(Object.fromEntries(list.map((r) => [r.id, r.twinChanges]))).toEqual({
      [twin.id]: 3,
      [source.id]: 0,
    });

    const applied = await call(t, "POST", `/api/resume/${twin.id}/twin/apply`, cookie, {
      changeIds: ["experience/job1", "skills/s1"],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const { resume, sync: after } = applied.json() as { resume: Resume; sync: TwinSync };
    expect(resume.version).toBe(twin.version + 1);
    expect(resume.data.sections.experience.items[0]).toMatchObject({
      position: "Project Manager",
      date: "Mar 2019 - Present",
    });
    expect(resume.data.sections.skills.items).toMatchObject([{ id: "s1", name: "Project management" }]);
    expect(after.changes.map((c) => c.id)).toEqual(["languages/l1"]);
    // What was applied on the twin does not come back to the source as a change.
    expect((await call(t, "GET", `/api/resume/${source.id}/twin`, cookie)).json().changes).toEqual([]);

    const dismissed = await call(t, "POST", `/api/resume/${twin.id}/twin/apply`, cookie, {
      changeIds: ["languages/l1"],
      action: "dismiss",
    });
    expect(dismissed.json().sync.changes).toEqual([]);
    expect(dismissed.json().resume.data.sections.languages.items).toHaveLength(1);
  });

  it("keeps each side's copy of its twin packed: a long twin writes its data once, not three times", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const data = arabicResume();
    const bullet = `<p>${"أعددت القوائم المالية الشهرية وراجعت الحسابات ".repeat(400)}</p>`;
    data.sections.experience.items = Array.from({ length: 20 }, (_, i) => ({
      ...data.sections.experience.items[0]!,
      id: `job${i}`,
      summary: bullet,
    }));
    const source: Resume = (
      await call(t, "POST", "/api/resume/import", cookie, { title: "طويلة", slug: "long", data })
    ).json();
    const twin: Resume = (await call(t, "POST", `/api/resume/${source.id}/twin`, cookie, {})).json();
    const rows = await t.database.db
      .select({ id: resumes.id, data: resumes.data, twinState: resumes.twinState })
      .from(resumes)
      .where(eq(resumes.twinId, source.id));
    const sourceRow = (
      await t.database.db
        .select({ twinState: resumes.twinState })
        .from(resumes)
        .where(eq(resumes.id, source.id))
    )[0];
    const size = (value: unknown) => JSON.stringify(value).length;
    // Each side's base (the other's data) is stored deflated: a small fraction of the data.
    for (const state of [rows[0]?.twinState, sourceRow?.twinState]) {
      expect(state).toHaveProperty("baseZ");
      expect(state).not.toHaveProperty("base");
      expect(size(state)).toBeLessThan(size(rows[0]?.data) / 20);
    }
    // And the packed copies still work: an edit of the source shows on the twin and applies.
    const edited = structuredClone(source.data);
    edited.sections.experience.items[3]!.position = "مدير مشروع";
    await saveData(t, cookie, source, edited);
    const sync: TwinSync = (await call(t, "GET", `/api/resume/${twin.id}/twin`, cookie)).json();
    expect(sync.changes.map((c) => c.id)).toEqual(["experience/job3"]);
    const applied = await call(t, "POST", `/api/resume/${twin.id}/twin/apply`, cookie, {
      changeIds: ["experience/job3"],
    });
    expect(applied.json().resume.data.sections.experience.items[3].position).toBe("Project Manager");
    expect((await call(t, "GET", `/api/resume/${source.id}/twin`, cookie)).json().changes).toEqual([]);
  });

  it("still reads a pair stored before bases were packed (a plain base), and packs it on the next write", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const source = await importArabic(t, cookie);
    const twin: Resume = (await call(t, "POST", `/api/resume/${source.id}/twin`, cookie, {})).json();
    // As rows written before 2026-11-29 hold it: the source as the twin last saw it, in full,
    // with a job title the source has since changed.
    const seen = structuredClone(source.data);
    seen.sections.experience.items[0]!.position = "محاسب";
    await t.database.db
      .update(resumes)
      .set({ twinState: { base: seen, pending: [] } })
      .where(eq(resumes.id, twin.id));
    const sync: TwinSync = (await call(t, "GET", `/api/resume/${twin.id}/twin`, cookie)).json();
    expect(sync.changes.map((c) => [c.id, c.fields])).toEqual([["experience/job1", ["position"]]]);
    const list: Resume[] = (await call(t, "GET", "/api/resume", cookie)).json();
    expect(list.find((r) => r.id === twin.id)?.twinChanges).toBe(1);
    const dismissed = await call(t, "POST", `/api/resume/${twin.id}/twin/apply`, cookie, {
      changeIds: ["experience/job1"],
      action: "dismiss",
    });
    expect(dismissed.json().sync.changes).toEqual([]);
    const [row] = await t.database.db
      .select({ twinState: resumes.twinState })
      .from(resumes)
      .where(eq(resumes.id, twin.id));
    expect(row?.twinState).toHaveProperty("baseZ");
  });

  it("carries the personal block to the twin, lists a visa edit and applies it (issue 40)", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const data = arabicResume();
    const personal = emptyPersonal();
    personal.nationality = { country: "EG", text: "", visible: true };
    personal.residency = {
      country: "SA",
      kind: "iqama",
      transferable: true,
      validUntil: "",
      note: "قابلة للنقل",
      visible: true,
    };
    data.personal = personal;
    const imported = await call(t, "POST", "/api/resume/import", cookie, {
      title: "سيرتي",
      slug: "gulf",
      data,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const source: Resume = imported.json();
    const twin: Resume = (await call(t, "POST", `/api/resume/${source.id}/twin`, cookie, {})).json();
    expect(twin.data.personal).toMatchObject({
      nationality: { country: "EG" },
      residency: { kind: "iqama" },
    });
    const marks = (await call(t, "GET", `/api/resume/${twin.id}/twin`, cookie)).json().pending;
    expect(marks.map((p: { key: string }) => p.key)).toContain("personal//residency");

    const edited = structuredClone(source.data);
    edited.personal!.residency.transferable = false;
    await saveData(t, cookie, source, edited);
    const sync: TwinSync = (await call(t, "GET", `/api/resume/${twin.id}/twin`, cookie)).json();
    expect(sync.changes.map((c) => [c.id, c.fields])).toEqual([["personal", ["residency"]]]);
    const applied = await call(t, "POST", `/api/resume/${twin.id}/twin/apply`, cookie, {
      changeIds: ["personal"],
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().resume.data.personal.residency.transferable).toBe(false);
    expect(applied.json().sync.changes).toEqual([]);
  });

  it("edits a marked text side by side and clears its mark", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const source = await importArabic(t, cookie);
    const twin: Resume = (await call(t, "POST", `/api/resume/${source.id}/twin`, cookie, {})).json();
    const res = await call(t, "PUT", `/api/resume/${twin.id}/twin/text`, cookie, {
      key: "experience/job1/company",
      text: "Almarai",
      sourceText: "المراعي",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resume.data.sections.experience.items[0].company).toBe("Almarai");
    expect(res.json().sync.pending.map((p: { key: string }) => p.key)).not.toContain(
      "experience/job1/company",
    );
    const src: Resume = (await call(t, "GET", `/api/resume/${source.id}`, cookie)).json();
    expect(src.data.sections.experience.items[0]?.company).toBe("المراعي");
    expect((await call(t, "GET", `/api/resume/${source.id}/twin`, cookie)).json().changes).toEqual([]);
    expect((await call(t, "GET", `/api/resume/${twin.id}/twin`, cookie)).json().changes).toEqual([]);
  });

  it("unlinks both on DELETE …/twin, and deleting one resume unlinks the other", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const a = await importArabic(t, cookie, "a");
    const b: Resume = (await call(t, "POST", `/api/resume/${a.id}/twin`, cookie, {})).json();
    const unlinked = await call(t, "DELETE", `/api/resume/${b.id}/twin`, cookie);
    expect(unlinked.json().twinId).toBeNull();
    expect((await call(t, "GET", `/api/resume/${a.id}`, cookie)).json().twinId).toBeNull();
    expect((await call(t, "GET", `/api/resume/${a.id}/twin`, cookie)).json()).toEqual({
      twin: null,
      changes: [],
      pending: [],
    });

    const c: Resume = (await call(t, "POST", `/api/resume/${a.id}/twin`, cookie, {})).json();
    expect(c.slug).toBe("a-en-2");
    expect((await call(t, "DELETE", `/api/resume/${c.id}`, cookie)).statusCode).toBe(200);
    const left: Resume = (await call(t, "GET", `/api/resume/${a.id}`, cookie)).json();
    expect(left.twinId).toBeNull();
    expect((await call(t, "POST", `/api/resume/${a.id}/twin`, cookie, {})).statusCode).toBe(201);
  });

  it("another user's resume has no twin calls", async () => {
    const owner = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    const a = await importArabic(t, owner.cookie, "x");
    for (const [method, url] of [
      ["POST", `/api/resume/${a.id}/twin`],
      ["GET", `/api/resume/${a.id}/twin`],
      ["DELETE", `/api/resume/${a.id}/twin`],
    ] as const)
      expect((await call(t, method, url, other.cookie, method === "POST" ? {} : undefined)).statusCode).toBe(
        404,
      );
  });

  it("translates free text with the model server, charging the AI price once per text", async () => {
    const db = withModel.database.db;
    const { user, cookie } = await signedInUser(db);
    await creditPoints(db, {
      userId: user.id,
      points: 10,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
    const source = await importArabic(withModel, cookie);
    model.requests.length = 0;
    model.script([
      { content: JSON.stringify({ lines: ["Accountant with five years of experience"] }) },
      { content: JSON.stringify({ lines: ["Prepared the monthly financial statements"] }) },
    ]);
    const res = await call(withModel, "POST", `/api/resume/${source.id}/twin`, cookie, {
      translateText: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const twin: Resume = res.json();
    expect(twin.data.sections.summary.content).toBe("<p>Accountant with five years of experience</p>");
    expect(twin.data.sections.experience.items[0]?.summary).toBe(
      "<ul><li><p>Prepared the monthly financial statements</p></li></ul>",
    );
    expect(model.requests).toHaveLength(2);
    expect(model.requests[0]?.body.messages[1]?.content).toContain("محاسبة بخبرة خمس سنوات");
    const balance = async () =>
      (await db.select().from(wallets).where(eq(wallets.userId, user.id)))[0]?.balance;
    expect(await balance()).toBe(10 - 2 * pointPrices.summaryImprovement);
    const sync: TwinSync = (await call(withModel, "GET", `/api/resume/${twin.id}/twin`, cookie)).json();
    expect(sync.pending.map((p) => p.key).sort()).toEqual(["basics//name", "experience/job1/company"]);

    // The same text again (a second twin after unlinking) is not charged nor sent again.
    await call(withModel, "DELETE", `/api/resume/${twin.id}/twin`, cookie);
    const second = await call(withModel, "POST", `/api/resume/${source.id}/twin`, cookie, {
      translateText: true,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.sections.summary.content).toBe(
      "<p>Accountant with five years of experience</p>",
    );
    expect(model.requests).toHaveLength(2);
    expect(await balance()).toBe(10 - 2 * pointPrices.summaryImprovement);
    const debits = (
      await db.select().from(pointTransactions).where(eq(pointTransactions.userId, user.id))
    ).filter((e) => e.kind === "debit");
    expect(debits).toHaveLength(2);
  });

  it("applies an edited bullet through the model server, charged once for that text", async () => {
    const db = withModel.database.db;
    const { user, cookie } = await signedInUser(db);
    await creditPoints(db, {
      userId: user.id,
      points: 10,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
    const source = await importArabic(withModel, cookie);
    const twin: Resume = (await call(withModel, "POST", `/api/resume/${source.id}/twin`, cookie, {})).json();
    const edited = structuredClone(source.data);
    edited.sections.experience.items[0]!.summary = "<ul><li><p>خفضت التكاليف 10%</p></li></ul>";
    await saveData(withModel, cookie, source, edited);
    model.requests.length = 0;
    model.script([{ content: JSON.stringify({ lines: ["Cut costs by 10%"] }) }]);
    const applied = await call(withModel, "POST", `/api/resume/${twin.id}/twin/apply`, cookie, {
      changeIds: ["experience/job1"],
      translateText: true,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const { resume, sync } = applied.json() as { resume: Resume; sync: TwinSync };
    expect(resume.data.sections.experience.items[0]?.summary).toBe(
      "<ul><li><p>Cut costs by 10%</p></li></ul>",
    );
    expect(sync.pending.map((p) => p.key)).not.toContain("experience/job1/summary");
    expect(model.requests).toHaveLength(1);
    const balance = (await db.select().from(wallets).where(eq(wallets.userId, user.id)))[0]?.balance;
    expect(balance).toBe(10 - pointPrices.summaryImprovement);
  });

  it("refuses model translation when the balance cannot cover every text, charging nothing", async () => {
    const { user, cookie } = await signedInUser(withModel.database.db);
    const source = await importArabic(withModel, cookie);
    model.requests.length = 0;
    const res = await call(withModel, "POST", `/api/resume/${source.id}/twin`, cookie, {
      translateText: true,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe("PackageIsOver");
    expect(model.requests).toHaveLength(0);
    expect(user.id).toBeTruthy();
  });
});
