import { randomUUID } from "node:crypto";
import { type CoverLetter, type CoverLetterDraft, pointPrices } from "@sira/schema";
import type { Application } from "@sira/schema/application-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestAppWithScriptedModel } from "../../../test/helpers/scripted-openai";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { aiRequests, wallets } from "../../db/schema";
import { creditPoints } from "../wallet/credit-points";

const posting = {
  position: "مهندس برمجيات أول",
  company: "شركة المدار الرقمية",
  description:
    "<p>المتطلبات:</p><ul><li>خبرة لا تقل عن 5 سنوات في React و TypeScript</li><li>خبرة في AWS و Node.js</li></ul>",
};

/** A signed-in user with `points`, the Arabic sample resume, an application and its drafted letter. */
async function letterForJob(t: TestApp, points: number) {
  const db = t.database.db;
  const { user, cookie } = await signedInUser(db);
  if (points)
    await creditPoints(db, {
      userId: user.id,
      points,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const resume = await call("POST", "/api/resume", {
    title: "سيرتي",
    slug: "cv",
    language: "ar",
    sample: true,
  });
  expect(resume.statusCode, resume.body).toBe(201);
  const application = (await call("POST", "/api/applications", { manual: posting })).json<Application>();
  const letter = (
    await call("POST", "/api/cover-letters", { resumeId: resume.json().id, applicationId: application.id })
  ).json<CoverLetter>();
  const balance = async () =>
    (await db.select().from(wallets).where(eq(wallets.userId, user.id)))[0]?.balance ?? 0;
  return { user, call, letter, balance };
}

describe(`a cover letter rewritten by a scripted OpenAI-compatible server (${testDatabaseKind})`, () => {
  let scripted: Awaited<ReturnType<typeof createTestAppWithScriptedModel>>;
  beforeAll(async () => {
    scripted = await createTestAppWithScriptedModel();
  }, 180_000);
  afterAll(() => scripted.close());

  it.each([
    [
      "a skill the resume does not show",
      "كما أتقن Go وأدير به الخدمات المصغّرة.",
      { kind: "skill", value: "Go" },
    ],
    ["a figure", "وقد رفعت إنتاجية الفريق بنسبة 75٪ خلال عامين.", { kind: "figure", value: "75" }],
    ["an employer", "وعملت سابقًا لدى شركة أرامكو مهندسًا للبرمجيات.", { kind: "employer", value: "أرامكو" }],
    [
      "a degree",
      "وأنا حاصل على درجة الدكتوراه في علوم الحاسب.",
      { kind: "degree", value: "Doctorate (PhD)" },
    ],
  ])("refuses a rewrite that adds %s, charging nothing", async (_name, invented, fact) => {
    const { t, model } = scripted;
    const { call, letter, balance } = await letterForJob(t, 10);
    model.script([
      {
        content: JSON.stringify({
          opening: letter.data.opening,
          body: [...letter.data.body.slice(0, 2), invented],
        }),
      },
    ]);
    const res = await call("POST", `/api/cover-letters/${letter.id}/draft`, { rewrite: true });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: "TailorInvented" });
    expect(res.json().details.facts).toContainEqual(fact);
    expect(await balance()).toBe(10);
  });

  it("keeps a faithful rewrite, for the AI price, and the offline draft stays free", async () => {
    const { t, model } = scripted;
    const { user, call, letter, balance } = await letterForJob(t, 10);
    const offline = await call("POST", `/api/cover-letters/${letter.id}/draft`, {});
    expect(offline.statusCode, offline.body).toBe(200);
    expect(await balance()).toBe(10);
    const rewritten = {
      opening:
        "يسرني التقدم لوظيفة «مهندس برمجيات أول» لدى شركة المدار الرقمية، مستندًا إلى خبرة عملية تمتد 11 سنة.",
      body: [
        "تتوافق خبرتي مع متطلبات الوظيفة، ولا سيما في React وTypeScript وAWS وNode.js.",
        "ففي سحابة الخليج للاتصالات نقلت النظام إلى خدمات مصغّرة على AWS، مما خفض زمن الاستجابة بنسبة 45٪.",
      ],
    };
    model.script([{ content: JSON.stringify(rewritten) }]);
    const res = await call("POST", `/api/cover-letters/${letter.id}/draft`, { rewrite: true });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<CoverLetterDraft>();
    expect(draft.data).toMatchObject({
      ...rewritten,
      recipient: letter.data.recipient,
      closing: "وتفضلوا بقبول فائق الاحترام والتقدير،",
      signature: letter.data.signature,
    });
    expect(await balance()).toBe(10 - pointPrices.listWriting);
    // The model was given the posting, the resume's facts and the letter; the request is kept.
    const sent = model.requests.at(-1)?.body.messages.at(-1)?.content ?? "";
    expect(sent).toContain("مهندس برمجيات أول");
    expect(sent).toContain(letter.data.opening);
    const [kept] = await t.database.db.select().from(aiRequests).where(eq(aiRequests.userId, user.id));
    expect(kept?.task).toBe("cover-letter-rewrite");
    // Not saved: the letter is unchanged until the editor saves it.
    expect((await call("GET", `/api/cover-letters/${letter.id}`)).json<CoverLetter>().data).toEqual(
      letter.data,
    );
  });
});

describe(`a cover letter rewrite without a model server (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it("answers ModelServerRequired and charges nothing", async () => {
    const { call, letter, balance } = await letterForJob(t, 5);
    const res = await call("POST", `/api/cover-letters/${letter.id}/draft`, { rewrite: true });
    expect(res.json()).toMatchObject({ code: "ModelServerRequired" });
    expect(await balance()).toBe(5);
  });
});
