import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Resume, sampleResumeData } from "@sira/schema";
import { emptyPersonal } from "@sira/schema/personal";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import type { FileStore } from "../../adapters/files/files";
import { createLocalFileStore } from "../../adapters/files/local-file-store";
import { prints, resumes as resumeRows, users, wallets } from "../../db/schema";
import { deriveAuthKeys } from "../../keys";
import { setPassword } from "../auth/account.service";
import { storedPictureOf, storePicture } from "../user/picture.service";
import { creditPoints } from "../wallet/credit-points";
import { importOriginalKeys, saveImportOriginal } from "./import-original";

describe(`deleting a resume deletes its stored files (${testDatabaseKind})`, () => {
  let t: TestApp;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-resume-files-"));
  const local = createLocalFileStore(filesDir);
  /** The app's file store: the local one, whose deletes fail while `failDeletes` is set. */
  let failDeletes = false;
  const files: FileStore = {
    driver: "local",
    put: (key, body, type) => local.put(key, body, type),
    get: (key) => local.get(key),
    delete: (key) => (failDeletes ? Promise.reject(new Error("store unreachable")) : local.delete(key)),
    deleteFolder: (prefix) => local.deleteFolder(prefix),
    check: () => local.check(),
  };

  beforeAll(async () => {
    t = await createTestApp({}, { files });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const exists = async (key: string) => (await local.get(key)) !== null;
  const picture = async (userId: string) => {
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    return storePicture(files, deriveAuthKeys(t.config.SECRET_KEY ?? "").images, userId, png);
  };
  const keyOf = (url: string) => storedPictureOf(url, t.config.PUBLIC_URL)!.key;

  let resumes = 0;
  /** A resume of the sample data showing `pictureUrl`, through the import call. */
  async function resumeWithPicture(cookie: string, pictureUrl: string): Promise<Resume> {
    const data = sampleResumeData("en");
    data.basics.picture.url = pictureUrl;
    const slug = `cv-${++resumes}`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/resume/import",
      headers: { cookie },
      payload: { title: "My CV", slug, data },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const deleteResume = (id: string, cookie: string) =>
    t.app.inject({ method: "DELETE", url: `/api/resume/${id}`, headers: { cookie } });

  it("removes its downloads, its import original and its picture", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    await creditPoints(t.database.db, {
      userId: user.id,
      points: 1,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
    const url = await picture(user.id);
    const resume = await resumeWithPicture(cookie, url);
    for (const format of ["docx", "txt"]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/resume/print/${resume.id}?format=${format}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await saveImportOriginal(files, user.id, resume.id, {
      bytes: new TextEncoder().encode("{}"),
      fileName: "cv.json",
      kind: "json",
    });
    const printKeys = (await t.database.db.select().from(prints).where(eq(prints.resumeId, resume.id))).map(
      (row) => row.fileKey,
    );
    expect(printKeys).toHaveLength(2);
    const keys = [...printKeys, ...importOriginalKeys(user.id, resume.id), keyOf(url)];
    for (const key of keys) expect(await exists(key), key).toBe(true);

    expect((await deleteResume(resume.id, cookie)).statusCode).toBe(200);
    for (const key of keys) expect(await exists(key), key).toBe(false);
  });

  it("keeps a picture that another resume or the profile still shows", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const shared = await picture(user.id);
    const profile = await picture(user.id);
    await t.database.db.update(users).set({ picture: profile }).where(eq(users.id, user.id));
    const first = await resumeWithPicture(cookie, shared);
    await resumeWithPicture(cookie, `${t.config.PUBLIC_URL}${shared.split("?")[0]}`);
    const onProfile = await resumeWithPicture(cookie, profile);

    expect((await deleteResume(first.id, cookie)).statusCode).toBe(200);
    expect((await deleteResume(onProfile.id, cookie)).statusCode).toBe(200);
    expect(await exists(keyOf(shared))).toBe(true);
    expect(await exists(keyOf(profile))).toBe(true);
  });

  it("never deletes another user's picture a resume shows", async () => {
    const owner = await signedInUser(t.database.db);
    const borrower = await signedInUser(t.database.db);
    const url = await picture(owner.user.id);
    const resume = await resumeWithPicture(borrower.cookie, url);
    expect((await deleteResume(resume.id, borrower.cookie)).statusCode).toBe(200);
    expect(await exists(keyOf(url))).toBe(true);
  });

  it("still deletes the resume when the file store fails, leaving the files behind", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const url = await picture(user.id);
    const resume = await resumeWithPicture(cookie, url);
    failDeletes = true;
    try {
      expect((await deleteResume(resume.id, cookie)).statusCode).toBe(200);
    } finally {
      failDeletes = false;
    }
    const gone = await t.app.inject({ method: "GET", url: `/api/resume/${resume.id}`, headers: { cookie } });
    expect(gone.statusCode).toBe(404);
    expect(await exists(keyOf(url))).toBe(true);
  });

  it("deleting the account removes its resumes (the personal block with them), wallet and files (issue 40)", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    await setPassword(t.database.db, user.id, "correct horse battery");
    await creditPoints(t.database.db, {
      userId: user.id,
      points: 2,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
    const url = await picture(user.id);
    const resume = await resumeWithPicture(cookie, url);
    const data = {
      ...resume.data,
      personal: { ...emptyPersonal(), nationality: { country: "EG", text: "", visible: true } },
    };
    const saved = await t.app.inject({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      headers: { cookie },
      payload: {
        title: resume.title,
        slug: resume.slug,
        visibility: resume.visibility,
        data,
        version: resume.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const download = await t.app.inject({
      method: "GET",
      url: `/api/resume/print/${resume.id}?format=txt`,
      headers: { cookie },
    });
    expect(download.statusCode, download.body).toBe(200);
    const [print] = await t.database.db.select().from(prints).where(eq(prints.resumeId, resume.id));
    const keys = [print!.fileKey, keyOf(url)];
    for (const key of keys) expect(await exists(key), key).toBe(true);
    const remove = (payload: object) =>
      t.app.inject({ method: "DELETE", url: "/api/user/me", headers: { cookie }, payload });

    // A wrong password deletes nothing.
    expect((await remove({ password: "wrong" })).statusCode).toBe(401);
    expect(await t.database.db.select().from(resumeRows).where(eq(resumeRows.userId, user.id))).toHaveLength(
      1,
    );

    const done = await remove({ password: "correct horse battery" });
    expect(done.statusCode, done.body).toBe(204);
    expect(String(done.headers["set-cookie"])).toMatch(/sira_access=;/);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(resumeRows).where(eq(resumeRows.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(wallets).where(eq(wallets.userId, user.id))).toEqual([]);
    for (const key of keys) expect(await exists(key), key).toBe(false);
    expect((await t.app.inject({ method: "GET", url: "/api/user/me", headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it("an account made with Google (no password) confirms its deletion with its username", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const remove = (payload: object) =>
      t.app.inject({ method: "DELETE", url: "/api/user/me", headers: { cookie }, payload });
    expect((await remove({ username: "someone-else" })).statusCode).toBe(401);
    expect((await remove({ username: user.username.toUpperCase() })).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});
