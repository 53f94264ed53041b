import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { extractJobFeatures } from "@sira/nlp";
import {
  adminGrantPointsRequestSchema,
  analyticsEventsRequestSchema,
  backupCodeRequestSchema,
  changePasswordRequestSchema,
  createInterviewRequestSchema,
  createResumeRequestSchema,
  errorStatus,
  forgotPasswordRequestSchema,
  importResumeRequestSchema,
  interviewAnswerRequestSchema,
  jobTitlesRequestSchema,
  loginRequestSchema,
  matchRequestSchema,
  paymentRequestSchema,
  type Resume,
  type ResumeData,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sampleResumeData,
  twoFactorCodeRequestSchema,
  updateResumeCountryRequestSchema,
  updateResumeDefaultRequestSchema,
  updateResumeLockRequestSchema,
  updateResumeRequestSchema,
  updateUserRequestSchema,
  writingRequestSchema,
} from "@sira/schema";
import { jobImportUrlRequestSchema, pushSubscribeRequestSchema } from "@sira/schema/job-api";
import { renderResumeHtml } from "@sira/templates";
import { count, getTableColumns, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { assertSafeKey } from "../src/adapters/files/files";
import * as tables from "../src/db/schema";
import { creditPoints } from "../src/modules/wallet/credit-points";
import { randomIp } from "./helpers/auth-client";
import { signedInUser } from "./helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "./helpers/test-app";

/**
 * Hostile input: generated invalid bodies for every request schema of packages/schema, sent to
 * the route that validates with it, must answer a 4xx with a catalogue `code` and change nothing
 * in the database. Plus oversized and deeply nested bodies, invalid UTF-8, path traversal in file
 * names and file keys, random bytes to every importer, and script text rendered escaped by the
 * templates. CI runs a bounded sample; `FUZZ_RUNS=10000` runs that many cases per schema.
 */

const runs = Number(process.env.FUZZ_RUNS ?? 30);
const importerRuns = Math.max(5, Math.round(runs / 3));
const adminToken = "test-admin-token";
const knownCodes = new Set(Object.keys(errorStatus));

const scriptPayloads = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<svg/onload=alert(1)>",
  "{{constructor.constructor('alert(1)')()}}",
  "'; drop table users; --",
  "../../../../etc/passwd",
  "\u0000\u202e\ufeff",
];

/** Strings a hostile client would send: scripts, traversal, control characters, very long text. */
const hostileString = fc.oneof(
  fc.constantFrom(...scriptPayloads),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(...scriptPayloads).map((s) => s.repeat(3000)),
);

/** A value of the wrong kind for most fields. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, "NaN", "", " ", "0"),
);

/** Every string inside `value` replaced by one hostile string. */
function withEveryString(value: unknown, text: string): unknown {
  if (typeof value === "string") return text;
  if (Array.isArray(value)) return value.map((v) => withEveryString(v, text));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEveryString(v, text)]));
  return value;
}

/** Invalid bodies for a schema: random JSON, and a valid body with one field broken or dropped. */
function invalidBodies(schema: z.ZodType, valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const broken = fc.oneof(
    fc.record({ key: fc.constantFrom(...keys), value: wrongValue }).map(({ key, value }) => ({
      ...valid,
      [key]: value,
    })),
    fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = valid;
      return rest;
    }),
    fc.constantFrom(...scriptPayloads).map((text) => withEveryString(valid, text)),
  );
  return (
    fc
      .oneof({ arbitrary: broken, weight: 3 }, { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 })
      // What the server receives is the JSON text: Infinity becomes null, undefined keys vanish.
      .filter((body) => !schema.safeParse(JSON.parse(JSON.stringify(body) ?? "null")).success)
  );
}

interface Target {
  schema: z.ZodType;
  method: "POST" | "PATCH" | "PUT";
  url: () => string;
  as: "anonymous" | "owner" | "admin";
  valid: () => Record<string, unknown>;
  headers?: Record<string, string>;
}

describe(`hostile input (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let resume: Resume;
  let interviewId: string;
  let jobId: string;

  const send = (
    target: Pick<Target, "method" | "as" | "headers"> & { url: string },
    payload: string | Buffer,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: target.method,
      url: target.url,
      payload,
      headers: {
        "x-forwarded-for": randomIp(),
        "content-type": "application/json",
        ...(target.as === "owner" ? { cookie: `${owner.cookie}; sira_consent=true` } : {}),
        ...(target.as === "admin" ? { authorization: `Bearer ${adminToken}` } : {}),
        ...target.headers,
        ...headers,
      },
    });

  /** Row count of every table, and the ledger's total: what a refused request must not change. */
  async function snapshot(): Promise<Record<string, number>> {
    const db = t.database.db;
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      if (!is(table, PgTable)) continue;
      const [row] = await db.select({ n: count() }).from(table);
      counts[name] = Number(row?.n ?? 0);
    }
    const balance = getTableColumns(tables.wallets).balance;
    const [sum] = await db.select({ total: sql<string>`coalesce(sum(${balance}), 0)` }).from(tables.wallets);
    counts["wallets.balance"] = Number(sum?.total ?? 0);
    return counts;
  }

  function expectRefused(res: LightMyRequestResponse, context: string) {
    expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    const body = res.json<{ code?: string; message?: string }>();
    expect(knownCodes.has(body.code ?? ""), `${context}: code ${body.code}`).toBe(true);
    expect(body.message, context).toBeTruthy();
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    owner = await signedInUser(db);
    await creditPoints(db, {
      userId: owner.user.id,
      points: 100,
      reason: "hostile",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `hostile:${randomUUID()}`,
    });
    const created = await send(
      { method: "POST", url: "/api/resume", as: "owner" },
      JSON.stringify({ title: "Target", slug: "target", language: "en", sample: true }),
    );
    expect(created.statusCode, created.body).toBe(201);
    resume = created.json<Resume>();
    const position = "Registered Nurse";
    const descriptionEn = "Registered Nurse\nRequirements: BLS, patient care.";
    const [job] = await db
      .insert(tables.jobs)
      .values({
        source: "sira",
        externalId: randomUUID(),
        position,
        date: new Date(),
        descriptionEn,
        language: "en",
        features: extractJobFeatures({ position, descriptionEn, descriptionAr: "", location: "" }),
      })
      .returning();
    jobId = job!.id;
    const interview = await send(
      { method: "POST", url: "/api/interview", as: "owner" },
      JSON.stringify({ jobId, resumeId: resume.id, language: "en" }),
    );
    expect(interview.statusCode, interview.body).toBe(201);
    interviewId = interview.json<{ id: string }>().id;
  }, 60_000);

  afterAll(() => t?.close());

  const targets: Record<string, Target> = {
    registerRequestSchema: {
      schema: registerRequestSchema,
      method: "POST",
      url: () => "/api/auth/register",
      as: "anonymous",
      valid: () => ({ name: "Sara", username: "sara", email: "sara@example.com", password: "secret pw" }),
    },
    loginRequestSchema: {
      schema: loginRequestSchema,
      method: "POST",
      url: () => "/api/auth/login",
      as: "anonymous",
      valid: () => ({ identifier: "sara", password: "secret pw" }),
    },
    changePasswordRequestSchema: {
      schema: changePasswordRequestSchema,
      method: "PATCH",
      url: () => "/api/auth/password",
      as: "owner",
      valid: () => ({ password: "another pw" }),
    },
    forgotPasswordRequestSchema: {
      schema: forgotPasswordRequestSchema,
      method: "POST",
      url: () => "/api/auth/forgot-password",
      as: "anonymous",
      valid: () => ({ email: "sara@example.com" }),
    },
    resetPasswordRequestSchema: {
      schema: resetPasswordRequestSchema,
      method: "POST",
      url: () => "/api/auth/reset-password",
      as: "anonymous",
      valid: () => ({ token: "t".repeat(40), password: "another pw" }),
    },
    twoFactorCodeRequestSchema: {
      schema: twoFactorCodeRequestSchema,
      method: "POST",
      url: () => "/api/auth/2fa/enable",
      as: "owner",
      valid: () => ({ code: "123456" }),
    },
    backupCodeRequestSchema: {
      schema: backupCodeRequestSchema,
      method: "POST",
      url: () => "/api/auth/2fa/backup",
      as: "anonymous",
      valid: () => ({ code: "abcde12345" }),
    },
    updateUserRequestSchema: {
      schema: updateUserRequestSchema,
      method: "PATCH",
      url: () => "/api/user/me",
      as: "owner",
      valid: () => ({ name: "Sara", username: owner.user.username }),
    },
    createResumeRequestSchema: {
      schema: createResumeRequestSchema,
      method: "POST",
      url: () => "/api/resume",
      as: "owner",
      valid: () => ({ title: "New", slug: "new", language: "en", sample: false }),
    },
    importResumeRequestSchema: {
      schema: importResumeRequestSchema,
      method: "POST",
      url: () => "/api/resume/import",
      as: "owner",
      valid: () => ({ title: "Imported", slug: "imported", data: resume.data }),
    },
    updateResumeRequestSchema: {
      schema: updateResumeRequestSchema,
      method: "PATCH",
      url: () => `/api/resume/${resume.id}`,
      as: "owner",
      valid: () => ({
        title: resume.title,
        slug: resume.slug,
        visibility: resume.visibility,
        data: resume.data,
        version: resume.version,
      }),
    },
    updateResumeCountryRequestSchema: {
      schema: updateResumeCountryRequestSchema,
      method: "PATCH",
      url: () => `/api/resume/${resume.id}/country`,
      as: "owner",
      valid: () => ({ country: "SA" }),
    },
    updateResumeLockRequestSchema: {
      schema: updateResumeLockRequestSchema,
      method: "PATCH",
      url: () => `/api/resume/${resume.id}/lock`,
      as: "owner",
      valid: () => ({ locked: true }),
    },
    updateResumeDefaultRequestSchema: {
      schema: updateResumeDefaultRequestSchema,
      method: "PATCH",
      url: () => `/api/resume/${resume.id}/default`,
      as: "owner",
      valid: () => ({ isDefault: true }),
    },
    analyticsEventsRequestSchema: {
      schema: analyticsEventsRequestSchema,
      method: "POST",
      url: () => "/api/analytics/events",
      as: "owner",
      valid: () => ({ events: [{ name: "page.view", path: "/dashboard" }] }),
    },
    writingRequestSchema: {
      schema: writingRequestSchema,
      method: "POST",
      url: () => "/api/openai",
      as: "owner",
      valid: () => ({ type: "summary", text: "Nurse", job: false }),
    },
    jobTitlesRequestSchema: {
      schema: jobTitlesRequestSchema,
      method: "POST",
      url: () => "/api/openai/job-titles",
      as: "owner",
      valid: () => ({ id: resume.id }),
    },
    matchRequestSchema: {
      schema: matchRequestSchema,
      method: "POST",
      url: () => "/api/match",
      as: "owner",
      valid: () => ({ job: "ICU nurse", resume: { id: resume.id } }),
    },
    createInterviewRequestSchema: {
      schema: createInterviewRequestSchema,
      method: "POST",
      url: () => "/api/interview",
      as: "owner",
      valid: () => ({ jobId, resumeId: resume.id, language: "en" }),
    },
    interviewAnswerRequestSchema: {
      schema: interviewAnswerRequestSchema,
      method: "POST",
      url: () => `/api/interview/${interviewId}/answer`,
      as: "owner",
      valid: () => ({ index: 0, answer: "I led a team." }),
    },
    paymentRequestSchema: {
      schema: paymentRequestSchema,
      method: "POST",
      url: () => "/api/payment",
      as: "owner",
      valid: () => ({ subscription: "bronze" }),
    },
    adminGrantPointsRequestSchema: {
      schema: adminGrantPointsRequestSchema,
      method: "POST",
      url: () => "/api/admin/points",
      as: "admin",
      valid: () => ({ user: owner.user.email, points: 5, reason: "gift" }),
    },
    pushSubscribeRequestSchema: {
      schema: pushSubscribeRequestSchema,
      method: "POST",
      url: () => "/api/push/subscribe",
      as: "owner",
      valid: () => ({
        endpoint: "https://push.example.com/x",
        keys: { p256dh: "p".repeat(40), auth: "a".repeat(16) },
      }),
    },
    jobImportUrlRequestSchema: {
      schema: jobImportUrlRequestSchema,
      method: "POST",
      url: () => "/api/admin/jobs/import",
      as: "admin",
      valid: () => ({ url: "https://jobs.example.com/feed.json", source: "indeed" }),
    },
  };

  it("covers every request body schema exported by packages/schema", async () => {
    const exported = [
      ...Object.keys(await import("@sira/schema")),
      ...Object.keys(await import("@sira/schema/job-api")),
    ].filter((name) => /RequestSchema$/.test(name));
    const missing = [...new Set(exported)].filter((name) => !(name in targets));
    expect(missing, `request schemas without a hostile-input target: ${missing.join(", ")}`).toEqual([]);
  });

  for (const [name, target] of Object.entries(targets)) {
    it(`${name}: invalid bodies → 4xx with a code, nothing stored`, {
      timeout: 30_000 + runs * 200,
    }, async () => {
      expect(target.schema.safeParse(target.valid()).success, `${name}'s example is valid`).toBe(true);
      const before = await snapshot();
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(invalidBodies(target.schema, target.valid()), async (body) => {
          sent++;
          const res = await send({ ...target, url: target.url() }, JSON.stringify(body));
          expectRefused(res, `${target.method} ${target.url()} ${JSON.stringify(body).slice(0, 200)}`);
          // A body over a route's own limit (64 KB for the job import) is refused before validation,
          // and a `__proto__` key by the JSON parser.
          expect(["ValidationError", "PayloadTooLarge", "InvalidJson"]).toContain(
            res.json<{ code: string }>().code,
          );
        }),
        { numRuns: runs },
      );
      expect(sent).toBeGreaterThanOrEqual(runs);
      expect(await snapshot()).toEqual(before);
    });
  }

  it("refuses bodies that are not JSON, oversized or deeply nested, storing nothing", async () => {
    const before = await snapshot();
    const target = { method: "POST" as const, url: "/api/resume/import", as: "owner" as const };
    const valid = { title: "Imported", slug: "imported", data: resume.data };

    const notJson = await send(target, '{"title": "x",');
    expectRefused(notJson, "truncated JSON");
    expect(notJson.json().code).toBe("InvalidJson");

    const oversized = await send(target, JSON.stringify({ ...valid, title: "x".repeat(3 * 1024 * 1024) }));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().code).toBe("PayloadTooLarge");

    const depth = 50_000;
    for (const key of ["data", "title"]) {
      const deep = `{"title":"Deep","slug":"deep","${key}":${"[".repeat(depth)}${"]".repeat(depth)}}`;
      const res = await send(target, key === "data" ? deep : deep.replace('"title":"Deep",', ""));
      expectRefused(res, `${depth}-deep array in ${key}`);
    }
    const deepObject = `{"events":[{"name":"x","props":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}]}`;
    expectRefused(
      await send({ method: "POST", url: "/api/analytics/events", as: "owner" }, deepObject),
      "deep object in analytics props",
    );

    expectRefused(
      await send({ ...target, headers: { "content-type": "text/xml" } }, "<resume/>"),
      "XML body",
    );
    expect(await snapshot()).toEqual(before);
    // The server still answers normally afterwards.
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  // Fastify's own parser decodes leniently (broken bytes became U+FFFD); http/json-parser.ts refuses them.
  it("refuses a JSON body that is not valid UTF-8", async () => {
    const before = await snapshot();
    const invalidUtf8 = Buffer.concat([
      Buffer.from('{"title":"'),
      Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
      Buffer.from('","slug":"bad-bytes","data":'),
      Buffer.from(JSON.stringify(resume.data)),
      Buffer.from("}"),
    ]);
    const res = await send({ method: "POST", url: "/api/resume/import", as: "owner" }, invalidUtf8);
    expectRefused(res, "invalid UTF-8");
    expect(await snapshot()).toEqual(before);
  });

  it("ignores path traversal in upload file names and refuses it in file keys", async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const boundary = "----hostile";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../../../../tmp/evil-${owner.user.id}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await send({ method: "PUT", url: "/api/storage/image", as: "owner" }, payload, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const url = upload.json<{ data: string }>().data;
    expect(url).toMatch(new RegExp(`^/api/storage/image/${owner.user.id}/[a-f0-9-]{36}\\.webp\\?sig=`));
    expect(fs.existsSync(`/tmp/evil-${owner.user.id}.png`)).toBe(false);
    const stored = fs.readdirSync(path.join(t.dataDir, "files"), { recursive: true }).map(String);
    expect(stored.every((file) => !file.includes("evil") && !file.includes(".."))).toBe(true);

    const traversals = [
      "/api/storage/image/..%2F..%2F..%2Fetc/passwd",
      `/api/storage/image/${owner.user.id}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/api/storage/image/${owner.user.id}/..%2F..%2F..%2F..%2Fetc%2Fpasswd.webp`,
      `/api/resume/print/${resume.id}/preview/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/api/resume/print/..%2F..%2F..%2Fetc/preview`,
      "/api/prints/..%2F..%2Fetc%2Fpasswd/file?exp=1&sig=x",
      "/api/resume/public/..%2F..%2Fetc/passwd",
    ];
    for (const url of traversals) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: owner.cookie } });
      expectRefused(res, url);
      expect(res.body).not.toMatch(/root:|\[boot loader\]/);
    }
    for (const key of [
      "../etc/passwd",
      "user/../../etc/passwd",
      "/etc/passwd",
      "user/./x",
      "user\\..\\x",
      "a//b",
      "",
    ])
      expect(() => assertSafeKey(key), key).toThrow(/unsafe file key/);
    expect(() => assertSafeKey(`user/${owner.user.id}/pictures/x.webp`)).not.toThrow();
  });

  it("refuses random bytes and random JSON sent to every importer, storing nothing", {
    timeout: 60_000 + importerRuns * 2_000,
  }, async () => {
    const before = await snapshot();
    const upload = (url: string, file: Uint8Array, fileName: string, type?: string) => {
      const boundary = `----fuzz${randomUUID().slice(0, 8)}`;
      const typeField = type
        ? `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`
        : "";
      const payload = Buffer.concat([
        Buffer.from(
          `${typeField}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return send({ method: "POST", url, as: "owner" }, payload, {
        "content-type": `multipart/form-data; boundary=${boundary}`,
      });
    };
    const randomFile = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 4096 }),
      fc
        .jsonValue({ maxDepth: 3 })
        .filter((v) => typeof v !== "object" || v === null || Array.isArray(v))
        .map((v) => new TextEncoder().encode(JSON.stringify(v))),
      fc
        .constantFrom("%PDF-1.7\n", "PK\u0003\u0004", '{"basics":', "{}")
        .map((head) => new TextEncoder().encode(head)),
    );
    const fileName = fc.constantFrom("cv.pdf", "../../../etc/passwd", "..\\..\\x.json", "<script>.zip", "");
    for (const type of ["json-resume-json", "linkedin-data-export-zip", "reactive-resume-json", undefined]) {
      await fc.assert(
        fc.asyncProperty(randomFile, fileName, async (file, name) => {
          const url = type ? "/api/resume/import/file" : "/api/storage/cv";
          const res = await upload(url, file, name, type);
          expectRefused(res, `${url} ${type ?? "pdf"} ${file.byteLength} bytes named ${name}`);
        }),
        { numRuns: importerRuns },
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("stores script text as plain data and the templates render it escaped", async () => {
    const hostile = "<script>alert(1)</script>";
    const data = withEveryString(sampleResumeData("en"), hostile) as ResumeData;
    // Keep the design fields real so the document renders; every text the user types is hostile.
    data.metadata = sampleResumeData("en").metadata;
    for (const [key, section] of Object.entries(data.sections)) {
      const original = (sampleResumeData("en").sections as unknown as Record<string, { id: string }>)[key];
      if (original) (section as { id: string }).id = original.id;
    }
    data.basics.url = { href: "javascript:alert(1)", label: hostile };
    data.basics.picture.url = 'javascript:alert(1)"><script>alert(2)</script>';

    for (const language of ["en", "ar"] as const) {
      const html = renderResumeHtml({ ...data, metadata: { ...data.metadata, language } });
      const scripts = html.match(/<script\b/gi) ?? [];
      expect(scripts, "only the pagination script").toHaveLength(1);
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/(href|src)\s*=\s*["']?\s*javascript:/i);
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });
});
