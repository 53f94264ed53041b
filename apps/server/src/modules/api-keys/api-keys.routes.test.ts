import { createHash, randomUUID } from "node:crypto";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import type { ApiKey, ApiKeyList, CreatedApiKey } from "@sira/schema/api-key-api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApiKey } from "../../../test/helpers/api-keys";
import { randomIp } from "../../../test/helpers/auth-client";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { apiKeys, resumes } from "../../db/schema";

const totp = (secret: string, offset = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + offset), 6);

describe(`personal API keys (${testDatabaseKind})`, () => {
  let t: TestApp;
  const perMinute = 30;
  beforeAll(async () => {
    t = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: String(perMinute) });
  });
  afterAll(() => t.close());

  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { "x-forwarded-for": randomIp(), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const newResume = (cookie: string, title = "CV") =>
    call(
      "POST",
      "/api/resume",
      { cookie },
      { title, slug: `cv-${randomUUID().slice(0, 8).replace(/\d/g, "x")}`, language: "en" },
    );

  it("lives through create, list, use and revoke; only a hash of the token is stored", async () => {
    const owner = await signedInUser(t.database.db);
    const mine = await newResume(owner.cookie, "Mine");
    expect(mine.statusCode, mine.body).toBe(201);

    const created = await call(
      "POST",
      "/api/user/api-keys",
      { cookie: owner.cookie },
      {
        name: "Claude",
        scopes: ["resumes:read"],
        expiresInDays: 30,
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { key, token } = created.json<CreatedApiKey>();
    expect(token).toMatch(/^sira_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(key.prefix)).toBe(true);
    expect(key.scopes).toEqual(["resumes:read"]);
    expect(Date.parse(key.expiresAt!) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    const listed = await call("GET", "/api/user/api-keys", { cookie: owner.cookie });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    const [shown] = listed.json<ApiKeyList>().items;
    expect(shown).toMatchObject({ id: key.id, name: "Claude", prefix: key.prefix, lastUsedAt: null });

    const read = await call("GET", "/api/resume", bearer(token));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.body).toContain("Mine");
    const used = (await call("GET", "/api/user/api-keys", { cookie: owner.cookie })).json<ApiKeyList>()
      .items[0]!;
    expect(used.lastUsedAt).not.toBeNull();

    const revoked = await call("DELETE", `/api/user/api-keys/${key.id}`, { cookie: owner.cookie });
    expect(revoked.statusCode).toBe(204);
    const after = await call("GET", "/api/resume", bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("Unauthorized");
    expect(
      (await call("GET", "/api/user/api-keys", { cookie: owner.cookie })).json<ApiKeyList>().items,
    ).toEqual([]);
  });

  it("writes last use at most once a minute", async () => {
    const owner = await signedInUser(t.database.db);
    const key = await createTestApiKey(t.database.db, owner.user.id, ["resumes:read"]);
    await call("GET", "/api/resume", key.headers);
    const first = (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt;
    await call("GET", "/api/resume", key.headers);
    const second = (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt;
    expect(first).not.toBeNull();
    expect(second!.getTime()).toBe(first!.getTime());
  });

  it("refuses an expired key and an unknown one, and never falls back to the cookie", async () => {
    const owner = await signedInUser(t.database.db);
    const key = await createTestApiKey(t.database.db, owner.user.id, ["resumes:read"], { expiresInDays: 30 });
    expect((await call("GET", "/api/resume", key.headers)).statusCode).toBe(200);
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect((await call("GET", "/api/resume", key.headers)).statusCode).toBe(401);
    // A wrong key with a valid cookie is still refused: a Bearer request never rides on cookies.
    const wrong = await call("GET", "/api/resume", {
      cookie: owner.cookie,
      ...bearer(`sira_${"x".repeat(43)}`),
    });
    expect(wrong.statusCode).toBe(401);
    // A read-only key with the cookie of a session that could write: the key's scopes decide.
    const reader = await createTestApiKey(t.database.db, owner.user.id, ["resumes:read"]);
    const write = await newResume(owner.cookie);
    expect(write.statusCode).toBe(201);
    const riding = await call(
      "POST",
      "/api/resume",
      { cookie: owner.cookie, ...reader.headers },
      { title: "x", slug: "ride-on", language: "en" },
    );
    expect(riding.statusCode).toBe(403);
    expect(riding.json().code).toBe("ApiKeyScopeMissing");
  });

  it("acts as its user with only its scopes", async () => {
    const owner = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    const theirs = (await newResume(other.cookie, "Theirs")).json<{ id: string }>();
    const reader = await createTestApiKey(t.database.db, owner.user.id, ["resumes:read"]);
    const writer = await createTestApiKey(t.database.db, owner.user.id, ["resumes:write", "resumes:read"]);

    const refused = await call("POST", "/api/resume", reader.headers, {
      title: "By key",
      slug: "by-key",
      language: "en",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "ApiKeyScopeMissing" });
    const written = await call("POST", "/api/resume", writer.headers, {
      title: "By key",
      slug: "by-key",
      language: "en",
    });
    expect(written.statusCode, written.body).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(resumes)
      .where(eq(resumes.id, written.json<{ id: string }>().id));
    expect(stored!.userId).toBe(owner.user.id);

    // Another user's resume does not exist for the key.
    expect((await call("GET", `/api/resume/${theirs.id}`, writer.headers)).statusCode).toBe(404);
    // Jobs, downloads and comparing need their own scopes.
    expect((await call("GET", "/api/applications", writer.headers)).json().code).toBe("ApiKeyScopeMissing");
    // Account, security and the keys themselves are never reachable with a key.
    for (const [method, url] of [
      ["GET", "/api/user/me"],
      ["GET", "/api/user/api-keys"],
      ["POST", "/api/auth/2fa/setup"],
      ["POST", "/api/payment"],
    ] as const) {
      const res = await call(method, url, writer.headers, method === "POST" ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe("ApiKeyNotAllowed");
    }
    // Open routes answer with a key too.
    expect((await call("GET", "/api/version", reader.headers)).statusCode).toBe(200);
  });

  it("is not blocked by the cookie-only Origin check", async () => {
    const owner = await signedInUser(t.database.db);
    const writer = await createTestApiKey(t.database.db, owner.user.id, ["resumes:write"]);
    const payload = { title: "From a tool", slug: "from-tool", language: "en" };
    const foreign = { origin: "https://elsewhere.example" };
    expect((await call("POST", "/api/resume", { ...writer.headers, ...foreign }, payload)).statusCode).toBe(
      201,
    );
    expect(
      (await call("POST", "/api/resume", { cookie: owner.cookie, ...foreign }, payload)).statusCode,
    ).toBe(403);
  });

  it("limits each key's requests per minute (429 with Retry-After), other keys unaffected", async () => {
    const owner = await signedInUser(t.database.db);
    const busy = await createTestApiKey(t.database.db, owner.user.id, ["resumes:read"]);
    const calm = await createTestApiKey(t.database.db, owner.user.id, ["resumes:read"]);
    for (let i = 0; i < perMinute; i++)
      expect((await call("GET", "/api/resume", busy.headers)).statusCode).toBe(200);
    const limited = await call("GET", "/api/resume", busy.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RateLimited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await call("GET", "/api/resume", calm.headers)).statusCode).toBe(200);
  });

  it("needs a current authenticator code to create a key when two-factor is on", async () => {
    const owner = await signedInUser(t.database.db);
    const setup = await call("POST", "/api/auth/2fa/setup", { cookie: owner.cookie });
    const secret = setup.json<{ secret: string }>().secret;
    const enabled = await call(
      "POST",
      "/api/auth/2fa/enable",
      { cookie: owner.cookie },
      { code: totp(secret) },
    );
    expect(enabled.statusCode, enabled.body).toBe(200);
    const body = { name: "Cursor", scopes: ["jobs"], expiresInDays: null };

    const without = await call("POST", "/api/user/api-keys", { cookie: owner.cookie }, body);
    expect(without.statusCode).toBe(401);
    expect(without.json().code).toBe("InvalidTwoFactorCode");
    const wrong = await call(
      "POST",
      "/api/user/api-keys",
      { cookie: owner.cookie },
      { ...body, code: "000000" },
    );
    expect(wrong.json().code).toBe("InvalidTwoFactorCode");
    const ok = await call(
      "POST",
      "/api/user/api-keys",
      { cookie: owner.cookie },
      { ...body, code: totp(secret, 1) },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<CreatedApiKey>().key.expiresAt).toBeNull();
  });

  it("refuses past the limit of keys, and revoking another user's key", async () => {
    const owner = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    const body = { name: "k", scopes: ["download"], expiresInDays: 90 };
    let last: ApiKey | undefined;
    for (let i = 0; i < 20; i++) {
      const res = await call("POST", "/api/user/api-keys", { cookie: owner.cookie }, body);
      expect(res.statusCode).toBe(201);
      last = res.json<CreatedApiKey>().key;
    }
    const over = await call("POST", "/api/user/api-keys", { cookie: owner.cookie }, body);
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe("ApiKeyLimitExceeded");
    expect(
      (await call("DELETE", `/api/user/api-keys/${last!.id}`, { cookie: other.cookie })).statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", `/api/user/api-keys/${last!.id}`, { cookie: owner.cookie })).statusCode,
    ).toBe(204);
  });
});
