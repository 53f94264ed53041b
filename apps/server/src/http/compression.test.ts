import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishedSampleResume, signedInUser } from "../../test/helpers/factories";
import { setUpPrintTests } from "../../test/helpers/print";
import { createTestApp, type TestApp, testDatabaseKind } from "../../test/helpers/test-app";

/** The body as the client reads it, whichever encoding the server chose. */
function decoded(res: LightMyRequestResponse): Buffer {
  const body = res.rawPayload;
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "gzip") return zlib.gunzipSync(body);
  expect(encoding).toBeUndefined();
  return body;
}

/** What a browser sends, what an old client sends, and a client that asks for none. */
const brAndGzip = { "accept-encoding": "gzip, deflate, br" };
const gzipOnly = { "accept-encoding": "gzip, deflate" };

/** Sign in, create a sample resume and publish it; its public page is `/{username}/cv`. */
async function publishedResume(t: TestApp) {
  const { user, cookie } = await signedInUser(t.database.db);
  const resume = await publishedSampleResume(t.app, cookie, { title: "CV", slug: "cv" });
  return { cookie, resume, pagePath: `/${user.username}/cv` };
}

describe("the web build's files, precompressed", () => {
  let t: TestApp;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i % 37}`))};\n`;
  const page = `<!doctype html><title>سيرة</title>${"<p>Sira</p>".repeat(200)}`;
  const font = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 251));

  /** A built page and script with the build's brotli and gzip files beside them, and a font. */
  function writeDist(dist: string) {
    fs.mkdirSync(path.join(dist, "assets"), { recursive: true });
    for (const [file, text] of [
      ["index.html", page],
      ["sw.js", script],
      ["assets/app-abc.js", script],
    ] as const) {
      fs.writeFileSync(path.join(dist, file), text);
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
    }
    fs.writeFileSync(path.join(dist, "assets", "font-abc.woff2"), font);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const dist = path.join(t.dataDir, "web");
    writeDist(dist);
    // buildApp reads the folder at start: build a second app over the built files.
    await t.app.close();
    const { buildApp } = await import("../app");
    t.app = await buildApp({ ...t.deps, config: { ...t.config, webDist: dist } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("sends a script as brotli, gzip or as it is by Accept-Encoding, varying on it", async () => {
    const br = await get("/assets/app-abc.js", brAndGzip);
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(decoded(br).toString()).toBe(script);

    const gzip = await get("/assets/app-abc.js", gzipOnly);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.rawPayload.length);
    expect(decoded(gzip).toString()).toBe(script);

    // The client's preference wins over the server's.
    const preferGzip = await get("/assets/app-abc.js", { "accept-encoding": "br;q=0.5, gzip" });
    expect(preferGzip.headers["content-encoding"]).toBe("gzip");

    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const plain = await get("/assets/app-abc.js", headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(plain.headers["content-length"])).toBe(Buffer.byteLength(script));
      expect(plain.body).toBe(script);
    }
  });

  it("answers HEAD with the size of the encoding GET would send", async () => {
    const get_ = await get("/assets/app-abc.js", brAndGzip);
    const head = await t.app.inject({ method: "HEAD", url: "/assets/app-abc.js", headers: brAndGzip });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(get_.headers["content-length"]);
    expect(head.rawPayload.length).toBe(0);
  });

  it("sends index.html (for client routes too) and the service worker compressed, uncached", async () => {
    for (const url of ["/dashboard/services", "/index.html"]) {
      const res = await get(url, brAndGzip);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(decoded(res).toString(), url).toBe(page);
    }
    const worker = await get("/sw.js", gzipOnly);
    expect(worker.headers["content-encoding"]).toBe("gzip");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(decoded(worker).toString()).toBe(script);
  });

  it("sends a font as it is, and never the compressed files by their own names", async () => {
    const woff2 = await get("/assets/font-abc.woff2", brAndGzip);
    expect(woff2.statusCode).toBe(200);
    expect(woff2.headers["content-encoding"]).toBeUndefined();
    expect(woff2.rawPayload.equals(font)).toBe(true);
    expect((await get("/assets/app-abc.js.br", brAndGzip)).statusCode).toBe(404);
    expect((await get("/index.html.gz")).statusCode).toBe(404);
  });
});

describe(`API answers and pages, compressed as sent (${testDatabaseKind})`, () => {
  let t: TestApp;
  let resumeUrl: string;
  let cookie: string;
  let pagePath: string;
  beforeAll(async () => {
    t = await createTestApp();
    const published = await publishedResume(t);
    ({ cookie, pagePath } = published);
    resumeUrl = `/api/resume/${published.resume.id}`;
  });
  afterAll(() => t.close());

  it("compresses a large JSON answer that decodes to the same JSON", async () => {
    const plain = await t.app.inject({ method: "GET", url: resumeUrl, headers: { cookie } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    for (const [headers, encoding] of [
      [brAndGzip, "br"],
      [gzipOnly, "gzip"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: resumeUrl, headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
    }
    // A route's HEAD describes the answer as it is (Fastify's HEAD hook runs before the plugin's).
    const head = await t.app.inject({ method: "HEAD", url: resumeUrl, headers: { cookie, ...brAndGzip } });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(Number(head.headers["content-length"])).toBe(plain.rawPayload.length);
    expect(head.rawPayload.length).toBe(0);
  });

  it("streams an answer over 64 KB compressed, without a length", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json", headers: brAndGzip });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(decoded(res).toString())).toEqual(plain.json());
  });

  it("sends a small answer and an error as they are", async () => {
    const health = await t.app.inject({ method: "GET", url: "/api/health", headers: brAndGzip });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json().database.ok).toBe(true);
    const missing = await t.app.inject({ method: "GET", url: "/api/does-not-exist", headers: brAndGzip });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
    expect(missing.json().code).toBe("RouteNotFound");
  });

  it("compresses the public resume page the not-found handler renders", async () => {
    const plain = await t.app.inject({ method: "GET", url: pagePath });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const res = await t.app.inject({ method: "GET", url: pagePath, headers: brAndGzip });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    expect(decoded(res).toString()).toBe(plain.body);
    const head = await t.app.inject({ method: "HEAD", url: pagePath, headers: brAndGzip });
    expect(head.headers["content-length"]).toBe(res.headers["content-length"]);
  });

  it("does not decompress a request body: a gzipped JSON body stays unreadable", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: zlib.gzipSync(JSON.stringify({ ok: true })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("InvalidJson");
  });
});

describe(`HTTP_COMPRESSION=false (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ HTTP_COMPRESSION: "false" });
  });
  afterAll(() => t.close());

  it("sends every answer as it is", async () => {
    const { cookie, resume, pagePath } = await publishedResume(t);
    for (const url of [`/api/resume/${resume.id}`, pagePath]) {
      const res = await t.app.inject({ method: "GET", url, headers: { cookie, ...brAndGzip } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBeUndefined();
      expect(res.headers.vary, url).toBeUndefined();
    }
  });
});

describe(`downloads (${testDatabaseKind})`, () => {
  const printing = setUpPrintTests();

  const fileOf = async (resumeId: string, cookie: string, format: "pdf" | "docx") => {
    const { t } = printing;
    const printed = await t.app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}?format=${format}`,
      headers: { cookie },
    });
    expect(printed.statusCode, printed.body).toBe(200);
    return t.app.inject({ method: "GET", url: printed.json<{ url: string }>().url, headers: brAndGzip });
  };

  it("sends a PDF and a Word file as they are, never compressed again", async () => {
    const { cookie, resumeId } = await printing.ownerWithResume();
    const pdf = await fileOf(resumeId, cookie, "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(Number(pdf.headers["content-length"])).toBe(pdf.rawPayload.length);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const word = await fileOf(resumeId, cookie, "docx");
    expect(word.statusCode).toBe(200);
    expect(word.headers["content-encoding"]).toBeUndefined();
    expect(word.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});
