import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { multipart } from "../../../test/helpers/jobs";
import { createTestApp, type TestApp } from "../../../test/helpers/test-app";
import { createS3FileStore } from "./s3-file-store";

/**
 * The S3 file store against a real S3-compatible server (s3rver, in this process, on a free
 * port): the same contract the local store keeps, and the app's pictures through it.
 */
describe("S3-compatible file store", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-s3-"));
  let server: S3rver;
  let endpoint = "";
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "sira", configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const store = () => createS3FileStore({ endpoint, region: "us-east-1", bucket: "sira", ...credentials });

  it("puts, gets with its content type, deletes, and answers null for a missing key", async () => {
    const files = store();
    await files.check();
    const body = new Uint8Array([0, 1, 2, 250, 255]);
    await files.put("user/u1/pictures/a.webp", body, "image/webp");
    expect(await files.get("user/u1/pictures/a.webp")).toEqual({ body, contentType: "image/webp" });
    await files.delete("user/u1/pictures/a.webp");
    expect(await files.get("user/u1/pictures/a.webp")).toBeNull();
    expect(await files.get("user/u1/never.pdf")).toBeNull();
    // Deleting what is not there is not an error (as with the local store).
    await files.delete("user/u1/never.pdf");
  });

  it("deletes a folder's files, nested ones too, and nothing beside it", async () => {
    const files = store();
    const one = new TextEncoder().encode("x");
    for (const key of [
      "user/u2/a.pdf",
      "user/u2/prints/b.pdf",
      "user/u2/prints/deep/c.docx",
      "user/u22/d.pdf",
    ])
      await files.put(key, one, "application/pdf");
    await files.deleteFolder("user/u2");
    expect(await files.get("user/u2/a.pdf")).toBeNull();
    expect(await files.get("user/u2/prints/deep/c.docx")).toBeNull();
    // `user/u22` shares the prefix's letters, not its folder.
    expect(await files.get("user/u22/d.pdf")).not.toBeNull();
  });

  it("refuses unsafe keys before calling the service, and fails its check for a missing bucket", async () => {
    const files = store();
    await expect(files.put("../etc/passwd", new Uint8Array(1), "text/plain")).rejects.toThrow(/unsafe/);
    await expect(files.get("user/../../x")).rejects.toThrow(/unsafe/);
    const missing = createS3FileStore({ endpoint, region: "us-east-1", bucket: "nope", ...credentials });
    await expect(missing.check()).rejects.toThrow();
  });

  describe("the app on the bucket", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        S3_ENDPOINT: endpoint,
        S3_BUCKET: "sira",
        S3_ACCESS_KEY: credentials.accessKeyId,
        S3_SECRET_KEY: credentials.secretAccessKey,
      });
    });
    afterAll(() => t.close());

    it("keeps an uploaded picture in the bucket, serves it, and reports the store in health", async () => {
      expect(t.deps.files.driver).toBe("s3");
      const { user, cookie } = await signedInUser(t.database.db);
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
        .png()
        .toBuffer();
      const { body, headers } = multipart("me.png", "image/png", png);
      const uploaded = await t.app.inject({
        method: "PUT",
        url: "/api/storage/image",
        payload: body,
        headers: { ...headers, cookie },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const url: string = uploaded.json().data;
      const served = await t.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      // The object is in the bucket, not in DATA_DIR/files.
      const key = url.split("?")[0]!.replace("/api/storage/image/", "");
      const stored = await store().get(`user/${key.split("/")[0]}/pictures/${key.split("/")[1]}`);
      expect(stored?.contentType).toBe("image/webp");
      expect(key.startsWith(user.id)).toBe(true);
      expect(fs.existsSync(path.join(t.dataDir, "files"))).toBe(false);

      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.json().files).toEqual({ ok: true, driver: "s3" });
    });
  });

  it("will not start with a bucket but no credentials", async () => {
    await expect(createTestApp({ S3_BUCKET: "sira" })).rejects.toThrow(/S3_ACCESS_KEY/);
  });
});
