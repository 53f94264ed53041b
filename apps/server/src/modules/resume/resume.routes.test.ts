import {
  defaultResumeData,
  migratePersonalFields,
  type Resume,
  type ResumeSummary,
  sampleResumeData,
  sectionNames,
} from "@sira/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { analyticsEvents } from "../../db/schema";

const resumeLimit = 4;

describe(`resume API (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RESUME_LIMIT: String(resumeLimit) });
  });
  afterAll(() => t.close());

  type Call = {
    method: "GET" | "POST" | "PATCH" | "DELETE";
    url: string;
    cookie?: string;
    payload?: unknown;
  };
  const call = ({ method, url, cookie, payload }: Call) =>
    t.app.inject({
      method,
      url,
      headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (cookie: string, title: string, slug: string, extra: object = {}): Promise<Resume> => {
    const res = await call({
      method: "POST",
      url: "/api/resume",
      cookie,
      payload: { title, slug, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const fullUpdate = (resume: Resume, changes: Partial<Resume> = {}) => {
    const next = { ...resume, ...changes };
    return {
      title: next.title,
      slug: next.slug,
      visibility: next.visibility,
      data: next.data,
      version: next.version,
    };
  };

  it("requires sign-in for everything but the public read", async () => {
    for (const [method, url] of [
      ["GET", "/api/resume"],
      ["POST", "/api/resume"],
      ["GET", "/api/resume/x"],
      ["PATCH", "/api/resume/x"],
      ["DELETE", "/api/resume/x"],
      ["POST", "/api/resume/import"],
    ] as const) {
      const res = await call({
        method,
        url,
        payload: method === "GET" || method === "DELETE" ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe("Unauthorized");
    }
  });

  it("creates a private Arabic resume that is forced default when it is the first", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const first = await create(cookie, "سيرتي الذاتية", "سيرتي-الذاتية");
    expect(first).toMatchObject({
      title: "سيرتي الذاتية",
      slug: "سيرتي-الذاتية",
      visibility: "private",
      language: "ar",
      locked: false,
      isDefault: true,
      version: 1,
      country: null,
      userId: user.id,
    });
    expect(first.data.sections.experience.name).toBe(sectionNames.ar.experience);
    const second = await create(cookie, "CV English", "cv-english", { language: "en" });
    expect(second.isDefault).toBe(false);
    expect(second.language).toBe("en");
    expect(second.data).toEqual(defaultResumeData("en"));
  });

  it("creates the sample resume on request", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const resume = await create(cookie, "Sample", "sample", { language: "en", sample: true });
    expect(resume.data.basics.name).toBe(sampleResumeData("en").basics.name);
    expect(resume.data.sections.experience.items.length).toBeGreaterThan(0);
  });

  it("lists resumes by last update, newest first, without their content, and gets one by id", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const a = await create(cookie, "A", "a");
    const b = await create(cookie, "B", "b");
    let list: ResumeSummary[] = (await call({ method: "GET", url: "/api/resume", cookie })).json();
    expect(list.map((r) => r.id)).toEqual([b.id, a.id]);
    // Issue 39: a list never carries resume data; each card's fields are all there.
    const { data: _content, ...summaryOfB } = b;
    expect(list[0]).toEqual(summaryOfB);
    expect(list.every((r) => !("data" in r))).toBe(true);
    const patched = await call({
      method: "PATCH",
      url: `/api/resume/${a.id}`,
      cookie,
      payload: fullUpdate(a),
    });
    expect(patched.statusCode).toBe(200);
    list = (await call({ method: "GET", url: "/api/resume", cookie })).json();
    expect(list.map((r) => r.id)).toEqual([a.id, b.id]);
    const got = await call({ method: "GET", url: `/api/resume/${b.id}`, cookie });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(b);
  });

  it("answers ResumeNotFound for another user's resume on every call and never leaks or changes it", async () => {
    const owner = await signedInUser(t.database.db);
    const stranger = await signedInUser(t.database.db);
    const resume = await create(owner.cookie, "Private", "private");
    const attempts: Call[] = [
      { method: "GET", url: `/api/resume/${resume.id}` },
      { method: "PATCH", url: `/api/resume/${resume.id}`, payload: fullUpdate(resume, { title: "Hacked" }) },
      { method: "PATCH", url: `/api/resume/${resume.id}/country`, payload: { country: "SA" } },
      { method: "PATCH", url: `/api/resume/${resume.id}/lock`, payload: { locked: true } },
      { method: "PATCH", url: `/api/resume/${resume.id}/default`, payload: { isDefault: true } },
      { method: "DELETE", url: `/api/resume/${resume.id}` },
      { method: "GET", url: "/api/resume/does-not-exist" },
    ];
    for (const attempt of attempts) {
      const res = await call({ ...attempt, cookie: stranger.cookie });
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(res.json()).toEqual({
        code: "ResumeNotFound",
        message: "It looks like the resume you're looking for doesn't exist.",
      });
    }
    expect((await call({ method: "GET", url: "/api/resume", cookie: stranger.cookie })).json()).toEqual([]);
    const still = (
      await call({ method: "GET", url: `/api/resume/${resume.id}`, cookie: owner.cookie })
    ).json();
    expect(still).toEqual(resume);
  });

  it("updates the full resume, increments the version and validates the data", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const resume = await create(cookie, "Draft", "draft");
    const data = structuredClone(resume.data);
    data.basics.name = "سارة";
    data.metadata.language = "en";
    const res = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      cookie,
      payload: fullUpdate(resume, { title: "Final", slug: "final", data }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "Final", slug: "final", version: 2, language: "en" });
    expect(res.json().data.basics.name).toBe("سارة");

    const bad = structuredClone(data) as unknown as { sections: { skills: { items: unknown[] } } };
    bad.sections.skills.items.push({
      id: "s",
      visible: true,
      name: "x",
      description: "",
      level: 9,
      keywords: [],
    });
    const invalid = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      cookie,
      payload: { ...fullUpdate(resume), data: bad, version: 2 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe("ValidationError");
    expect(invalid.json().issues.some((i: { path: string }) => i.path.includes("level"))).toBe(true);
  });

  it("answers an autosave that prefers return=minimal with the new version, not the content", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const resume = await create(cookie, "Draft", "draft-min");
    const data = structuredClone(resume.data);
    data.basics.name = "ليلى";
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      headers: { cookie, prefer: "handling=lenient, return=minimal" },
      payload: fullUpdate(resume, { data }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["preference-applied"]).toBe("return=minimal");
    expect(res.json()).not.toHaveProperty("data");
    expect(res.json()).toMatchObject({ id: resume.id, version: 2, title: "Draft" });
    const stored = (await call({ method: "GET", url: `/api/resume/${resume.id}`, cookie })).json();
    expect(stored.data.basics.name).toBe("ليلى");
    // Without the preference the written resume comes back whole, as before.
    const full = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      cookie,
      payload: { ...fullUpdate(resume, { data }), version: 2 },
    });
    expect(full.headers["preference-applied"]).toBeUndefined();
    expect(full.json().data.basics.name).toBe("ليلى");
  });

  it("refuses a stale version with ResumeVersionConflict carrying the server's current resume", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const resume = await create(cookie, "Shared", "shared");
    const tabA = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      cookie,
      payload: fullUpdate(resume, { title: "Tab A" }),
    });
    expect(tabA.json().version).toBe(2);
    const tabB = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      cookie,
      payload: fullUpdate(resume, { title: "Tab B" }),
    });
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toMatchObject({
      code: "ResumeVersionConflict",
      details: { current: { title: "Tab A", version: 2 } },
    });
    const stored = (await call({ method: "GET", url: `/api/resume/${resume.id}`, cookie })).json();
    expect(stored.title).toBe("Tab A");
  });

  it("lets exactly one of two simultaneous saves of the same version win", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const resume = await create(cookie, "Race", "race");
    const results = await Promise.all(
      ["One", "Two"].map((title) =>
        call({
          method: "PATCH",
          url: `/api/resume/${resume.id}`,
          cookie,
          payload: fullUpdate(resume, { title }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json();
    const stored = (await call({ method: "GET", url: `/api/resume/${resume.id}`, cookie })).json();
    expect(stored).toMatchObject({ title: winner.title, version: 2 });
  });

  it("refuses changes to a locked resume until it is unlocked", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const resume = await create(cookie, "Locked", "locked");
    const locked = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}/lock`,
      cookie,
      payload: { locked: true },
    });
    expect(locked.json()).toMatchObject({ locked: true, version: 1 });
    const edit = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      cookie,
      payload: fullUpdate(resume, { title: "Changed" }),
    });
    expect(edit.statusCode).toBe(423);
    expect(edit.json().code).toBe("ResumeLocked");
    const country = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}/country`,
      cookie,
      payload: { country: "AE" },
    });
    expect(country.json().code).toBe("ResumeLocked");
    expect((await call({ method: "GET", url: `/api/resume/${resume.id}`, cookie })).json().title).toBe(
      "Locked",
    );

    const unlocked = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}/lock`,
      cookie,
      payload: { locked: false },
    });
    expect(unlocked.json().locked).toBe(false);
    const retry = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      cookie,
      payload: fullUpdate(resume, { title: "Changed" }),
    });
    expect(retry.statusCode).toBe(200);
  });

  it("rejects duplicate slugs per user (create, import, rename) but allows the same slug for another user", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    await create(cookie, "Taken", "taken");
    const second = await create(cookie, "Free", "free");
    const dup = await call({
      method: "POST",
      url: "/api/resume",
      cookie,
      payload: { title: "Taken", slug: "taken" },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      code: "ResumeSlugAlreadyExists",
      message: "A resume with this slug already exists, please pick a different unique identifier.",
    });
    const imported = await call({
      method: "POST",
      url: "/api/resume/import",
      cookie,
      payload: { title: "T", slug: "taken", data: defaultResumeData("en") },
    });
    expect(imported.json().code).toBe("ResumeSlugAlreadyExists");
    const renamed = await call({
      method: "PATCH",
      url: `/api/resume/${second.id}`,
      cookie,
      payload: fullUpdate(second, { slug: "taken" }),
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().code).toBe("ResumeSlugAlreadyExists");
    await create(other.cookie, "Taken", "taken");
    expect((await call({ method: "GET", url: "/api/resume", cookie })).json()).toHaveLength(2);
  });

  it("accepts Arabic, Latin and digit slugs and rejects malformed ones", async () => {
    const { cookie } = await signedInUser(t.database.db);
    for (const slug of ["مهندس-برمجيات-2024", "cv2-v3", "2024"]) await create(cookie, slug, slug);
    for (const slug of ["Upper", "two words", "-lead", "trail-", "a--b", "", "مهندسُ"]) {
      const res = await call({ method: "POST", url: "/api/resume", cookie, payload: { title: "x", slug } });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().code).toBe("ValidationError");
    }
  });

  it("stops at the resume limit with ResumeLimitExceeded", async () => {
    const { cookie } = await signedInUser(t.database.db);
    for (let i = 0; i < resumeLimit; i++) await create(cookie, `R${i}`, `r${i}`);
    const over = await call({
      method: "POST",
      url: "/api/resume",
      cookie,
      payload: { title: "One more", slug: "more" },
    });
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe("ResumeLimitExceeded");
    const overImport = await call({
      method: "POST",
      url: "/api/resume/import",
      cookie,
      payload: { title: "One more", slug: "more", data: defaultResumeData("ar") },
    });
    expect(overImport.json().code).toBe("ResumeLimitExceeded");
    expect((await call({ method: "GET", url: "/api/resume", cookie })).json()).toHaveLength(resumeLimit);
  });

  it("imports a resume from data, private, in the data's language", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const data = sampleResumeData("en");
    const res = await call({
      method: "POST",
      url: "/api/resume/import",
      cookie,
      payload: { title: "Imported (Copy)", slug: "imported-copy", data },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ visibility: "private", language: "en", isDefault: true, version: 1 });
    // The sample's "Nationality" custom field is read into the personal block (issue 40).
    expect(res.json().data).toEqual(migratePersonalFields(data));
    expect(res.json().data.personal.nationality.country).toBe("SA");
    const invalid = await call({
      method: "POST",
      url: "/api/resume/import",
      cookie,
      payload: { title: "Bad", slug: "bad", data: { basics: {} } },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it("serves a resume publicly only while it is public, without owner or notes", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const resume = await create(cookie, "عامة", "سيرة-عامة");
    const url = `/api/resume/public/${user.username}/${encodeURIComponent("سيرة-عامة")}`;
    expect((await call({ method: "GET", url })).statusCode).toBe(404);

    const data = structuredClone(resume.data);
    data.metadata.notes = "secret note";
    const published = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      cookie,
      payload: fullUpdate(resume, { visibility: "public", data }),
    });
    expect(published.statusCode).toBe(200);
    const res = await call({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ slug: "سيرة-عامة", language: "ar" });
    expect(body.id).toBeUndefined();
    expect(body.title).toBeUndefined();
    expect(body.userId).toBeUndefined();
    expect(body.data.metadata.notes).toBe("");
    expect(
      (await call({ method: "GET", url: url.replace(user.username, user.username.toUpperCase()) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call({
          method: "GET",
          url: `/api/resume/public/nobody-here/${encodeURIComponent("سيرة-عامة")}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("sets the country and ignores a repeat", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const resume = await create(cookie, "Gulf", "gulf");
    const res = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}/country`,
      cookie,
      payload: { country: "QA" },
    });
    expect(res.json()).toMatchObject({ country: "QA", version: 1 });
    const bad = await call({
      method: "PATCH",
      url: `/api/resume/${resume.id}/country`,
      cookie,
      payload: { country: "US" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps exactly one default: switch, clear, forced single, fallback on delete", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const a = await create(cookie, "A", "a");
    const defaults = async () =>
      ((await call({ method: "GET", url: "/api/resume", cookie })).json() as Resume[])
        .filter((r) => r.isDefault)
        .map((r) => r.title);

    const onlyClear = await call({
      method: "PATCH",
      url: `/api/resume/${a.id}/default`,
      cookie,
      payload: { isDefault: false },
    });
    expect(onlyClear.statusCode).toBe(403);
    expect(await defaults()).toEqual(["A"]);

    const b = await create(cookie, "B", "b");
    const c = await create(cookie, "C", "c");
    await call({ method: "PATCH", url: `/api/resume/${b.id}/default`, cookie, payload: { isDefault: true } });
    expect(await defaults()).toEqual(["B"]);
    await call({
      method: "PATCH",
      url: `/api/resume/${b.id}/default`,
      cookie,
      payload: { isDefault: false },
    });
    expect(await defaults()).toEqual([]);

    await call({ method: "PATCH", url: `/api/resume/${a.id}/default`, cookie, payload: { isDefault: true } });
    const deleted = await call({ method: "DELETE", url: `/api/resume/${a.id}`, cookie });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: a.id, title: "A" });
    expect(await defaults()).toEqual(["C"]);
    expect((await call({ method: "GET", url: `/api/resume/${a.id}`, cookie })).statusCode).toBe(404);
    expect(c.isDefault).toBe(false);
  });
});

describe(`analytics events (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const payload = {
    events: [{ name: "resume.created", path: "/dashboard/services", props: { language: "ar" } }],
  };

  it("records nothing without the consent cookie", async () => {
    for (const cookie of [undefined, "sira_consent=false"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/analytics/events",
        headers: cookie ? { cookie } : {},
        payload,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it("records events after Accept, linked to the signed-in user", async () => {
    const { user, cookie } = await signedInUser(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      headers: { cookie: `${cookie}; sira_consent=true` },
      payload,
    });
    expect(res.json()).toEqual({ recorded: 1 });
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.id));
    expect(rows).toMatchObject([
      { name: "resume.created", path: "/dashboard/services", props: { language: "ar" } },
    ]);
  });
});
