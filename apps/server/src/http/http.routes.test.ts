import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../test/helpers/test-app";

describe(`foundation HTTP behaviour (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: "1024" });
  });
  afterAll(() => t.close());

  it("reports database, files and browser status on /api/health", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body.database).toEqual({ ok: true, driver: testDatabaseKind });
    expect(body.files.ok).toBe(true);
    expect(body.browser.ok).toBe(false);
    expect(body.status).toBe("degraded");
    expect(body.ai.driver).toBe("offline");
  });

  it("answers an unknown /api route with a JSON RouteNotFound", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "RouteNotFound" });
  });

  it("answers malformed JSON with InvalidJson in the request's language and keeps serving", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: "InvalidJson", message: "The request body is not valid JSON." });
    const ar = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(ar.json().message).toBe("محتوى الطلب ليس بصيغة JSON صالحة.");
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("answers an oversized body with 413 PayloadTooLarge", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(5000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("PayloadTooLarge");
  });

  it("sends a Content-Security-Policy that allows only our own origin", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:\/\//);
  });

  it("refuses a cross-site state-changing call", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("Forbidden");
  });

  it("answers /api/user/me with 401 for visitors and the user for a session", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/api/user/me" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe("Unauthorized");
    const { user, cookie } = await signedInUser(t.database.db, { name: "منيرة العتيبي" });
    const me = await t.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, name: "منيرة العتيبي" });
  });
});

describe("serving the web app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // buildApp reads the folder at start, so build a second app over a folder holding a built page.
    const dist = path.join(t.dataDir, "web");
    fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>سيرة</title>");
    fs.writeFileSync(path.join(dist, "assets", "app-abc.js"), "console.log(1)");
    await t.app.close();
    const { buildApp } = await import("../app");
    t.app = await buildApp({ ...t.deps, config: { ...t.config, webDist: dist } });
  });
  afterAll(() => t.close());

  it("falls back to index.html for client routes and caches hashed assets", async () => {
    // The site's root and a folder's path are client routes too, not files.
    for (const url of ["/", "/?from=mail", "/assets/", "/dashboard/"]) {
      const root = await t.app.inject({ method: "GET", url });
      expect(root.statusCode, url).toBe(200);
      expect(root.body, url).toContain("سيرة");
      expect(root.headers["cache-control"], url).toBe("no-cache");
    }
    const page = await t.app.inject({ method: "GET", url: "/dashboard/services?x=1" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("سيرة");
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-abc.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    const missing = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(missing.statusCode).toBe(404);
  });
});

describe("OpenAPI", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("documents the routes from their zod schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/health"].get.responses["200"]).toBeDefined();
  });
});

describe("strict JSON decoding", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers a body with invalid UTF-8 bytes with InvalidJson, and keeps parsing good JSON", async () => {
    const bad = Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: bad,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("InvalidJson");
    const poisoned = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});
