import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../../test/helpers/auth-client";
import { createUser, createUserWithPassword } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";

const password = "profile pw";

/** A multipart body with one file field, as a browser's FormData would send it. */
function multipart(field: string, filename: string, type: string, body: Buffer) {
  const boundary = "----sira-test-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

describe(`PATCH /api/user/me and pictures (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signIn() {
    const user = await createUserWithPassword(t.database.db, password);
    const client = new TestClient(t.app);
    await client.post("/api/auth/login", { identifier: user.username, password });
    return { user, client };
  }

  it("updates the locale alone (language switch)", async () => {
    const { client } = await signIn();
    const res = await client.patch("/api/user/me", { locale: "en-US" });
    expect(res.statusCode).toBe(200);
    expect(res.json().locale).toBe("en-US");
    expect((await client.get("/api/user/me")).json().locale).toBe("en-US");
  });

  it("updates name, username (lowercased) and picture URL; clears the picture with null", async () => {
    const { client } = await signIn();
    const res = await client.patch("/api/user/me", {
      name: "خالد الدوسري",
      username: "Khalid.D",
      picture: "https://example.com/me.png",
    });
    expect(res.json()).toMatchObject({
      name: "خالد الدوسري",
      username: "khalid.d",
      picture: "https://example.com/me.png",
    });
    expect((await client.patch("/api/user/me", { picture: null })).json().picture).toBeNull();
  });

  it("refuses a taken username and a picture that is not a link", async () => {
    const other = await createUser(t.database.db);
    const { client } = await signIn();
    const taken = await client.patch("/api/user/me", { username: other.username });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("UserAlreadyExists");
    const bad = await client.patch("/api/user/me", { picture: "javascript:alert(1)" });
    expect(bad.json().code).toBe("ValidationError");
  });

  it("needs a session", async () => {
    expect((await new TestClient(t.app).patch("/api/user/me", { locale: "en" })).statusCode).toBe(401);
  });

  it("re-encodes an uploaded image to WebP and serves it to its owner or a signed URL only", async () => {
    const { user, client } = await signIn();
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart("file", "me.png", "image/png", png);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/storage/image",
      payload,
      headers: { ...headers, cookie: client.cookieHeader() },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data;
    expect(url).toMatch(
      new RegExp(`^/api/storage/image/${user.id}/[0-9a-f-]{36}\\.webp\\?sig=[0-9a-f]{32}$`),
    );

    const signed = await t.app.inject({ method: "GET", url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(signed.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1024, height: 512 });

    const unsigned = url.split("?")[0]!;
    expect((await t.app.inject({ method: "GET", url: unsigned })).statusCode).toBe(404);
    expect((await client.get(unsigned)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `${unsigned}?sig=${"0".repeat(32)}` })).statusCode).toBe(
      404,
    );
    const stranger = await signIn();
    expect((await stranger.client.get(unsigned)).statusCode).toBe(404);
  });

  it("refuses bytes that are not an image, and anonymous uploads", async () => {
    const { client } = await signIn();
    const { payload, headers } = multipart(
      "file",
      "evil.png",
      "image/png",
      Buffer.from("<script>alert(1)</script>"),
    );
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/storage/image",
      payload,
      headers: { ...headers, cookie: client.cookieHeader() },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UnsupportedMediaType");
    const anonymous = await t.app.inject({ method: "PUT", url: "/api/storage/image", payload, headers });
    expect(anonymous.statusCode).toBe(401);
  });
});
