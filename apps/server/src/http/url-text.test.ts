import type { HTTPMethods, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../test/helpers/test-app";
import { messagesOf } from "./messages";

/** `:name` and `:name(regex)` parameters and the `*` wildcard of a route's path. */
const parameter = /:(\w+)(\([^)]*\))?|\*/g;

/** The route's path with `attack` in the parameter `target` (by position) and a plain value in the others. */
function pathOf(url: string, target: number, attack: string): string {
  let index = 0;
  return url.replace(parameter, () => (index++ === target ? attack : "x"));
}

const attacks = { nul: "a%00b", loneSurrogate: "%ED%A0%80" };
const english = messagesOf("en").unstorableText;
const arabic = messagesOf("ar").unstorableText;

describe(`U+0000, lone surrogates and broken encodings in the address, every route (${testDatabaseKind})`, () => {
  let t: TestApp;
  let cookie: string;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { onRoute: (route) => routes.push(route) });
    await t.app.ready();
    cookie = (await signedInUser(t.database.db)).cookie;
  });
  afterAll(() => t?.close());

  /** Every method of every route the app registered, with its path. */
  const endpoints = () =>
    routes.flatMap((route) =>
      ([] as HTTPMethods[]).concat(route.method).map((method) => ({ method, url: route.url })),
    );

  async function expectRefused(method: HTTPMethods, url: string, path: string | RegExp, language = "en") {
    const res = await t.app.inject({ method, url, headers: { cookie, "accept-language": language } });
    const context = `${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, context).toBe(400);
    if (method === "HEAD") return;
    const body = res.json<{ code: string; issues?: { path: string; message: string }[] }>();
    expect(body.code, context).toBe("ValidationError");
    expect(body.issues, context).toEqual([
      { path: expect.stringMatching(path), message: language === "ar" ? arabic : english },
    ]);
  }

  it("collects the app's routes as it builds them", () => {
    const urls = endpoints().map((e) => `${e.method} ${e.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(["GET /api/health", "GET /api/resume/:id", "PATCH /api/applications/:id"]),
    );
    expect(urls.length).toBeGreaterThan(100);
  });

  it("answers 400 ValidationError for %00 and %ED%A0%80 in each path parameter of every route", async () => {
    let checked = 0;
    for (const { method, url } of endpoints()) {
      const names = [...url.matchAll(parameter)].map((m) => m[1] ?? "*");
      for (const [index, name] of names.entries()) {
        await expectRefused(
          method,
          pathOf(url, index, attacks.nul),
          new RegExp(`^params\\.${name.replace("*", "\\*")}$`),
        );
        await expectRefused(method, pathOf(url, index, attacks.loneSurrogate), /^params$/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  }, 120_000);

  it("answers 400 ValidationError for U+0000, a lone surrogate or a broken encoding in the query string of every route", async () => {
    for (const { method, url } of endpoints()) {
      const path = pathOf(url, -1, "");
      await expectRefused(method, `${path}?q=${attacks.nul}`, /^query\.q$/);
      await expectRefused(method, `${path}?q=ok&next=${attacks.loneSurrogate}`, /^query\.next$/);
      await expectRefused(method, `${path}?q=100%zz`, /^query\.q$/);
      await expectRefused(method, `${path}?%00=1`, /^query$/);
    }
  }, 120_000);

  it("words the refusal in the request's language (Arabic by default)", async () => {
    await expectRefused("GET", "/api/resume/a%00b", /^params\.id$/, "ar");
    await expectRefused("GET", "/api/resume/%ED%A0%80", /^params$/, "ar");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/resume/%ED%A0%80",
      headers: { cookie: "sira-lang=en" },
    });
    expect(res.json().issues[0].message).toBe(english);
  });

  it("leaves clean addresses alone, encoded Arabic and emoji included", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/health?q=${encodeURIComponent("سيرة 😀 a+b")}&flag`,
    });
    expect(res.statusCode).toBe(200);
    const missing = await t.app.inject({ method: "GET", url: "/api/resume/%D8%B3", headers: { cookie } });
    expect(missing.json().code).toBe("ResumeNotFound");
  });
});
