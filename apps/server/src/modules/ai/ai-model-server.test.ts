import { randomUUID } from "node:crypto";
import { pointPrices } from "@sira/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { startScriptedOpenAi } from "../../../test/helpers/scripted-openai";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import type { Db } from "../../db/client";
import { aiRequests, pointTransactions, wallets } from "../../db/schema";
import { creditPoints } from "../wallet/credit-points";

describe(`AI routes with an OpenAI-compatible server (${testDatabaseKind})`, () => {
  let t: TestApp;
  let db: Db;
  let model: Awaited<ReturnType<typeof startScriptedOpenAi>>;
  beforeAll(async () => {
    model = await startScriptedOpenAi();
    t = await createTestApp({ AI_BASE_URL: model.baseUrl, AI_MODEL: "qwen2.5" });
    db = t.database.db;
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  beforeEach(() => {
    model.requests.length = 0;
  });

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
  const post = (cookie: string, url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });

  it("reports the openai-compatible driver in /api/health", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json().ai.driver).toBe("openai-compatible");
  });

  it("improves an Arabic summary for 3 points and records the suggestion with the charge", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, 10);
    model.script([
      { content: JSON.stringify({ text: "ممرضة عناية مركزة بخبرة خمس سنوات في رعاية المرضى." }) },
    ]);
    const res = await post(cookie, "/api/openai", {
      type: "summary",
      text: "<p>ممرضة بخبرة خمس سنوات</p>",
      job: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      text: "ممرضة عناية مركزة بخبرة خمس سنوات في رعاية المرضى.",
      html: "<p>ممرضة عناية مركزة بخبرة خمس سنوات في رعاية المرضى.</p>",
    });
    expect(model.requests[0]?.body.model).toBe("qwen2.5");
    expect(model.requests[0]?.body.messages[0]?.content).toContain("Arabic");
    expect(model.requests[0]?.body.messages[1]?.content).toBe("ممرضة بخبرة خمس سنوات");
    expect(await balanceOf(user.id)).toBe(10 - pointPrices.summaryImprovement);
    const debits = await debitsOf(user.id);
    expect(debits).toHaveLength(1);
    const [record] = await db.select().from(aiRequests).where(eq(aiRequests.userId, user.id));
    expect(record).toMatchObject({ task: "improve-summary", driver: "openai-compatible", language: "ar" });
    expect(debits[0]?.referenceId).toBe(record?.id);
  });

  it("translates a summary to English and writes list bullets as HTML", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, 10);
    model.script([
      { content: JSON.stringify({ text: "ICU nurse with five years of experience." }) },
      {
        content: JSON.stringify({
          bullets: ["Supervised a 12-storey tower", "Coordinated MEP <subcontractors>"],
        }),
      },
    ]);
    const translated = await post(cookie, "/api/openai", {
      type: "summary",
      changeLanguage: "english",
      text: "ممرضة",
    });
    expect(translated.json().text).toBe("ICU nurse with five years of experience.");
    expect(model.requests[0]?.body.messages[0]?.content).toMatch(/Translate/);
    const list = await post(cookie, "/api/openai", { type: "list", text: "Site engineer, tower, MEP" });
    expect(list.json()).toEqual({
      text: "- Supervised a 12-storey tower\n- Coordinated MEP <subcontractors>",
      html: "<ul><li><p>Supervised a 12-storey tower</p></li><li><p>Coordinated MEP &lt;subcontractors&gt;</p></li></ul>",
    });
    expect(await balanceOf(user.id)).toBe(10 - pointPrices.summaryImprovement - pointPrices.listWriting);
  });

  it("fails after two malformed answers and charges nothing", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, 10);
    model.script([{ content: "not json" }, { content: '{"text":""}' }]);
    const res = await post(cookie, "/api/openai", { type: "summary", text: "Nurse" });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe("SomethingWentWrong");
    expect(model.requests).toHaveLength(2);
    expect(await balanceOf(user.id)).toBe(10);
    expect(await debitsOf(user.id)).toHaveLength(0);
    expect(await db.select().from(aiRequests).where(eq(aiRequests.userId, user.id))).toHaveLength(0);
  });

  it("does not call the model when the balance is short", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, pointPrices.summaryImprovement - 1);
    const res = await post(cookie, "/api/openai", { type: "summary", text: "Nurse" });
    expect(res.json().code).toBe("PackageIsOver");
    expect(model.requests).toHaveLength(0);
  });

  it("charges exactly one of two simultaneous calls when the balance covers one", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, pointPrices.summaryImprovement);
    model.script([
      { content: JSON.stringify({ text: "First." }), delayMs: 50 },
      { content: JSON.stringify({ text: "Second." }), delayMs: 50 },
    ]);
    const results = await Promise.all([
      post(cookie, "/api/openai", { type: "summary", text: "Nurse one" }),
      post(cookie, "/api/openai", { type: "summary", text: "Nurse two" }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect(results.find((r) => r.statusCode === 402)?.json().code).toBe("PackageIsOver");
    expect(await balanceOf(user.id)).toBe(0);
    expect(await debitsOf(user.id)).toHaveLength(1);
    expect(await db.select().from(aiRequests).where(eq(aiRequests.userId, user.id))).toHaveLength(1);
  });

  it("lets the model write the compare explanation while the score stays the engine's", async () => {
    const { user, cookie } = await signedInUser(db);
    await fund(user.id, 3);
    model.script([
      {
        content: JSON.stringify({ explanation: "Model explanation.", fixes: ["Add Kafka if you have it."] }),
      },
    ]);
    const res = await post(cookie, "/api/match", {
      job: "Backend Java Developer\nRequirements: Java, Spring Boot, Kafka. 5 years of experience required.",
      resume: "Front-end developer. React, TypeScript, CSS. Jan 2020 - Present.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      pass: false,
      explanation: "Model explanation.",
      fixes: ["Add Kafka if you have it."],
    });
    expect(
      JSON.parse(model.requests[0]?.body.messages[1]?.content ?? "{}").breakdown.mustHave.missing.length,
    ).toBeGreaterThan(0);
  });
});
