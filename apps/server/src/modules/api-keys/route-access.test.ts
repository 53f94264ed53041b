import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedRoutes } from "../../../test/helpers/routes";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { routeAccess } from "./route-access";

describe("API key access of every route", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("classifies every route the app serves: a scope, open, per-tool or no-keys", () => {
    const served = servedRoutes(t.app);
    expect(served.length).toBeGreaterThan(40);
    const missing = served.filter((route) => !(route in routeAccess));
    expect(missing, `routes missing from route-access.ts: ${missing.join(", ")}`).toEqual([]);
    // Routes only some configurations serve, and the docs' static files (printRoutes folds
    // /api/docs/static/* into /api/docs/*).
    const elsewhere = new Set(["POST /api/payment/stripe/webhook", "GET /api/docs/static/*"]);
    const stale = Object.keys(routeAccess).filter(
      (route) => !served.includes(route) && !elsewhere.has(route),
    );
    expect(stale, `route-access.ts lists routes the app does not serve: ${stale.join(", ")}`).toEqual([]);
  });

  it("never lets a key reach sign-in, the account, wallet purchases or the keys themselves", () => {
    for (const route of Object.keys(routeAccess)) {
      if (/ \/api\/(auth|user|admin|payment|push)\b|PUT \/api\/storage\/image$/.test(route))
        expect(routeAccess[route], route).toBe("no-keys");
    }
  });

  it("documents the API: each operation's key scope and schemas, a reference page with no CDN, the version", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            "x-sira-key-scope"?: string;
            requestBody?: unknown;
            responses?: Record<string, { content?: unknown }>;
          }
        >
      >;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/resume"]!.get!["x-sira-key-scope"]).toBe("resumes:read");
    expect(doc.paths["/api/user/api-keys"]!.post!["x-sira-key-scope"]).toBe("no-keys");
    expect(doc.paths["/api/user/api-keys"]!.post!.requestBody).toBeDefined();
    expect(doc.paths["/api/resume/{id}"]!.get!.responses!["200"]!.content).toBeDefined();
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("/api/docs/static/swagger-ui-bundle.js");
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await t.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(bundle.statusCode).toBe(200);
    const version = await t.app.inject({ method: "GET", url: "/api/version" });
    expect(version.json()).toEqual({
      version: "test",
      api: { version: "1", openapi: "/api/openapi.json", docs: "/api/docs" },
    });
  });

  it("gives every call a key can make a response schema, unless it answers a file or nothing", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<{
      paths: Record<
        string,
        Record<string, { "x-sira-key-scope"?: string; responses?: Record<string, { content?: unknown }> }>
      >;
    }>();
    const without = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op["x-sira-key-scope"] && !["no-keys", "open"].includes(op["x-sira-key-scope"]))
        .filter(
          ([, op]) =>
            !Object.entries(op.responses ?? {}).some(([code, r]) => code.startsWith("2") && r.content),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // Files (PDF, Word, pictures, previews), 204 answers, and the MCP endpoint (JSON-RPC over
    // Streamable HTTP; its tools are documented in docs/api/mcp.md and listed by tools/list).
    expect(without.sort()).toEqual(
      [
        "DELETE /mcp",
        "GET /mcp",
        "POST /mcp",
        "DELETE /api/applications/{id}",
        "DELETE /api/cover-letters/{id}",
        "DELETE /api/resume/{id}/import-original",
        "DELETE /api/saved-jobs/{jobId}",
        "GET /api/applications/{id}/sent/{file}",
        "GET /api/cover-letters/{id}/files/{fileId}",
        "GET /api/prints/{printId}/file",
        "GET /api/resume/print/{id}/preview/{file}",
        "GET /api/resume/{id}/import-original/file",
        "GET /api/storage/image/{userId}/{file}",
      ].sort(),
    );
  });
});
