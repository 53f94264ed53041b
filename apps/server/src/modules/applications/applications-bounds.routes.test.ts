import { randomUUID } from "node:crypto";
import { sampleResumeData } from "@sira/schema";
import { type Application, applicationLimit } from "@sira/schema/application-api";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { applications, resumeSnapshots } from "../../db/schema";

const MB = 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function call(
  cookie: string,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie, "accept-language": "en" },
    ...(payload ? { payload } : {}),
  });
}

const snapshotsOf = async (userId: string) =>
  (
    await t.database.db.select({ n: count() }).from(resumeSnapshots).where(eq(resumeSnapshots.userId, userId))
  )[0]?.n ?? 0;

describe(`tracker bounds (${testDatabaseKind})`, () => {
  it(`refuses application ${applicationLimit + 1} with ApplicationLimitExceeded, saved jobs included`, async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    await t.database.db.insert(applications).values(
      Array.from({ length: applicationLimit }, (_, i) => ({
        userId: user.id,
        manual: true,
        position: `Job ${i}`,
      })),
    );
    const manual = await call(cookie, "POST", "/api/applications", { manual: { position: "One too many" } });
    expect(manual.statusCode).toBe(403);
    expect(manual.json()).toMatchObject({
      code: "ApplicationLimitExceeded",
      message: "You have reached the allowed number of applications. Delete some to add more.",
    });
    const arabic = await t.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { cookie },
      payload: { manual: { position: "One too many" } },
    });
    expect(arabic.json().message).toMatch(/طلبات التوظيف/);
    expect((await call(cookie, "PUT", `/api/saved-jobs/${randomUUID()}`)).statusCode).toBe(404);

    const list = (await call(cookie, "GET", "/api/applications")).json<{ applications: Application[] }>();
    expect(list.applications).toHaveLength(applicationLimit);
    const first = list.applications[0]!;
    expect((await call(cookie, "DELETE", `/api/applications/${first.id}`)).statusCode).toBe(204);
    expect(
      (await call(cookie, "POST", "/api/applications", { manual: { position: "Fits now" } })).statusCode,
    ).toBe(201);
  });

  it("keeps one frozen copy for 200 applications sent with one resume, and lists never load it", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    // A resume of 1.5 MB (its picture inline): 200 copies of it took 300 MB, and every list read them all.
    const marker = `marker-${randomUUID()}`;
    const data = sampleResumeData("en");
    data.basics.headline = marker;
    data.basics.picture.url = `data:image/png;base64,${"A".repeat(1.5 * MB)}`;
    const resume = await call(cookie, "POST", "/api/resume/import", {
      title: "Big CV",
      slug: "big-cv",
      data,
    });
    expect(resume.statusCode, resume.body.slice(0, 200)).toBe(201);
    const resumeId = resume.json<{ id: string }>().id;

    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const created = await call(cookie, "POST", "/api/applications", { manual: { position: `Role ${i}` } });
      const id = created.json<Application>().id;
      const sent = await call(cookie, "PATCH", `/api/applications/${id}`, { status: "applied", resumeId });
      expect(sent.statusCode, sent.body.slice(0, 200)).toBe(200);
      expect(sent.body).not.toContain(marker);
      ids.push(id);
    }
    expect(await snapshotsOf(user.id)).toBe(1);

    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    for (let i = 0; i < 5; i++) {
      const list = await call(cookie, "GET", "/api/applications");
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      expect(list.statusCode).toBe(200);
      const applied = list.json<{ applications: Application[] }>().applications;
      expect(applied).toHaveLength(200);
      expect(applied.every((a) => a.sentResume?.title === "Big CV" && a.sentResume.version === 1)).toBe(true);
      expect(list.body).not.toContain(marker);
      expect(list.body.length).toBeLessThan(MB);
    }
    expect((heapPeak - heapBefore) / MB).toBeLessThan(200);

    // The version sent is read only when asked for, and it is the resume as it was.
    const edited = await call(cookie, "GET", `/api/resume/${resumeId}`);
    const { version } = edited.json<{ version: number }>();
    const changed = await call(cookie, "PATCH", `/api/resume/${resumeId}`, {
      title: "Big CV",
      slug: "big-cv",
      visibility: "private",
      version,
      data: { ...data, basics: { ...data.basics, headline: "Edited" } },
    });
    expect(changed.statusCode, changed.body.slice(0, 200)).toBe(200);
    const sent = await call(cookie, "GET", `/api/applications/${ids[0]}/resume`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      title: "Big CV",
      version: 1,
      data: { basics: { headline: marker } },
    });

    // Sending the edited resume adds one copy; detaching and deleting drop copies nothing refers to.
    await call(cookie, "PATCH", `/api/applications/${ids[0]}`, { resumeId });
    await call(cookie, "PATCH", `/api/applications/${ids[1]}`, { resumeId });
    expect(await snapshotsOf(user.id)).toBe(2);
    expect(
      (await call(cookie, "GET", `/api/applications/${ids[0]}/resume`)).json().data.basics.headline,
    ).toBe("Edited");
    await call(cookie, "PATCH", `/api/applications/${ids[0]}`, { resumeId: null });
    expect(await snapshotsOf(user.id)).toBe(2);
    expect((await call(cookie, "GET", `/api/applications/${ids[0]}/resume`)).statusCode).toBe(404);
    await call(cookie, "DELETE", `/api/applications/${ids[1]}`);
    expect(await snapshotsOf(user.id)).toBe(1);
    for (const id of ids.slice(2)) await call(cookie, "DELETE", `/api/applications/${id}`);
    expect(await snapshotsOf(user.id)).toBe(0);
  }, 180_000);
});
