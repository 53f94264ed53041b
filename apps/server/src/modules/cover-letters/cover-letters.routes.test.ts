import { coverLetterPlainText } from "@sira/nlp/cover-letter";
import { extractText, normalizeForAts } from "@sira/pdf-text";
import type { CoverLetter, SentDocuments } from "@sira/schema";
import type { Application } from "@sira/schema/application-api";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { setUpPrintTests } from "../../../test/helpers/print";
import { type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { sentPdfs } from "../../db/schema";

const posting = {
  position: "مهندس برمجيات أول",
  company: "شركة المدار الرقمية",
  description:
    "<p>المتطلبات:</p><ul><li>خبرة لا تقل عن 5 سنوات في React و TypeScript</li><li>خبرة في AWS و Node.js</li></ul>",
};

describe(`cover letters: CRUD, downloads, the version sent (${testDatabaseKind})`, () => {
  const printing = setUpPrintTests();
  const { balanceOf, debitsOf, ownerWithResume, setData } = printing;
  let t: TestApp;
  beforeAll(() => {
    t = printing.t;
  });

  const call = (cookie: string, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function ownerWithApplication(points: number, language: "ar" | "en" = "ar") {
    const owner = await ownerWithResume(points, language);
    const res = await call(owner.cookie, "POST", "/api/applications", { manual: posting });
    expect(res.statusCode, res.body).toBe(201);
    return { ...owner, applicationId: res.json<Application>().id };
  }

  it("creates a drafted letter for an application, lists, renames, duplicates and deletes it", async () => {
    const { cookie, resumeId, applicationId } = await ownerWithApplication(0);
    const empty = await call(cookie, "GET", "/api/cover-letters");
    expect(empty.json()).toEqual({ coverLetters: [] });

    const created = await call(cookie, "POST", "/api/cover-letters", { resumeId, applicationId });
    expect(created.statusCode, created.body).toBe(201);
    const letter = created.json<CoverLetter>();
    expect(letter).toMatchObject({
      language: "ar",
      resumeId,
      applicationId,
      resumeTitle: "My CV",
      version: 1,
    });
    expect(letter.title).toBe("خطاب تقديم — مهندس برمجيات أول — شركة المدار الرقمية");
    expect(letter.data.recipient).toBe("السادة/ شركة المدار الرقمية المحترمين");
    expect(letter.data.closing).toBe("وتفضلوا بقبول فائق الاحترام والتقدير،");
    const text = coverLetterPlainText(letter.data);
    for (const skill of ["React", "TypeScript", "AWS"]) expect(text).toContain(skill);

    const renamed = await call(cookie, "PATCH", `/api/cover-letters/${letter.id}`, {
      version: 1,
      title: "خطابي",
      data: { ...letter.data, body: ["فقرة واحدة."] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<CoverLetter>()).toMatchObject({
      title: "خطابي",
      version: 2,
      data: { body: ["فقرة واحدة."] },
    });
    // A stale editor gets a conflict, never overwrites.
    const stale = await call(cookie, "PATCH", `/api/cover-letters/${letter.id}`, { version: 1, title: "x" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "CoverLetterVersionConflict" });

    const copy = await call(cookie, "POST", `/api/cover-letters/${letter.id}/duplicate`, {});
    expect(copy.statusCode).toBe(201);
    expect(copy.json<CoverLetter>()).toMatchObject({
      title: "خطابي (نسخة)",
      data: { body: ["فقرة واحدة."] },
    });
    const redraft = await call(cookie, "POST", `/api/cover-letters/${letter.id}/draft`, {});
    expect(redraft.statusCode).toBe(200);
    expect(redraft.json<{ cited: string[] }>().cited.length).toBeGreaterThanOrEqual(2);

    expect(
      (await call(cookie, "GET", "/api/cover-letters")).json<{ coverLetters: CoverLetter[] }>().coverLetters,
    ).toHaveLength(2);
    expect((await call(cookie, "DELETE", `/api/cover-letters/${letter.id}`)).statusCode).toBe(204);
    expect((await call(cookie, "GET", `/api/cover-letters/${letter.id}`)).statusCode).toBe(404);
    expect(
      (await call(cookie, "GET", "/api/cover-letters")).json<{ coverLetters: CoverLetter[] }>().coverLetters,
    ).toHaveLength(1);
  });

  it("makes the letter in the other language from the resume's twin", async () => {
    const { cookie, resumeId, applicationId } = await ownerWithApplication(0);
    const twin = await call(cookie, "POST", `/api/resume/${resumeId}/twin`, {});
    expect(twin.statusCode, twin.body).toBe(201);
    const letter = (
      await call(cookie, "POST", "/api/cover-letters", { resumeId, applicationId })
    ).json<CoverLetter>();
    const other = await call(cookie, "POST", `/api/cover-letters/${letter.id}/twin`, {});
    expect(other.statusCode, other.body).toBe(201);
    const english = other.json<CoverLetter>();
    expect(english).toMatchObject({
      language: "en",
      applicationId,
      resumeId: twin.json<{ id: string }>().id,
    });
    expect(english.data.greeting).toBe("Dear Hiring Manager,");
  });

  it("downloads PDF, Word and text for one charge per content; the Arabic body reads back exactly", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(5, "ar");
    const letter = (
      await call(cookie, "POST", "/api/cover-letters", { resumeId, draft: false })
    ).json<CoverLetter>();
    const body = ["يسعدني أن أتقدم لشغل وظيفة مهندس برمجيات لديكم.", "وتفضلوا بقبول فائق الاحترام والتقدير،"];
    const saved = await call(cookie, "PATCH", `/api/cover-letters/${letter.id}`, {
      version: 1,
      data: { ...letter.data, recipient: "السادة/ شركة المدار المحترمين", body },
    });
    expect(saved.statusCode).toBe(200);

    const pdf = await call(cookie, "GET", `/api/cover-letters/${letter.id}/download?format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const pdfFile = await call(cookie, "GET", pdf.json<{ url: string }>().url);
    expect(pdfFile.headers["content-type"]).toBe("application/pdf");
    const read = normalizeForAts(await extractText(new Uint8Array(pdfFile.rawPayload), "poppler"));
    // Every line exactly, the slash and the final comma in place (bench/README.md "ats-eval").
    for (const line of [...body, "عبدالله بن فهد القحطاني", "السادة/ شركة المدار المحترمين"])
      expect(read).toContain(line);
    expect(await balanceOf(user.id)).toBe(4);

    const word = await call(cookie, "GET", `/api/cover-letters/${letter.id}/download?format=docx`);
    const wordFile = await call(cookie, "GET", word.json<{ url: string }>().url);
    expect(wordFile.headers["content-disposition"]).toContain("attachment;");
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(wordFile.rawPayload))["word/document.xml"]);
    expect(xml).toContain(body[0]);
    expect(xml).toContain("<w:bidi/>");
    const txt = await call(cookie, "GET", `/api/cover-letters/${letter.id}/download?format=txt`);
    const txtFile = await call(cookie, "GET", txt.json<{ url: string }>().url);
    expect(txtFile.body).toContain(body[0]);
    // One charge for the three formats of one content; the same PDF again is free.
    expect(await balanceOf(user.id)).toBe(4);
    await call(cookie, "GET", `/api/cover-letters/${letter.id}/download?format=pdf`);
    expect(await balanceOf(user.id)).toBe(4);
    expect((await debitsOf(user.id)).map((d) => d.reason)).toEqual(["cvDownload"]);

    // Edited content is charged again; without points, nothing is made.
    await call(cookie, "PATCH", `/api/cover-letters/${letter.id}`, {
      version: 2,
      data: { ...saved.json<CoverLetter>().data, body: ["نص آخر."] },
    });
    expect(
      (await call(cookie, "GET", `/api/cover-letters/${letter.id}/download?format=txt`)).statusCode,
    ).toBe(200);
    expect(await balanceOf(user.id)).toBe(3);
    const poor = await ownerWithResume(0, "en");
    const poorLetter = (
      await call(poor.cookie, "POST", "/api/cover-letters", { resumeId: poor.resumeId })
    ).json<CoverLetter>();
    const refused = await call(poor.cookie, "GET", `/api/cover-letters/${poorLetter.id}/download?format=pdf`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: "PackageIsOver" });
  }, 60_000);

  it("freezes the resume and letter when the application moves to Applied; later edits never change what was sent", async () => {
    const { user, cookie, resumeId, applicationId } = await ownerWithApplication(5);
    const letter = (
      await call(cookie, "POST", "/api/cover-letters", { resumeId, applicationId })
    ).json<CoverLetter>();
    const before = await call(cookie, "GET", `/api/applications/${applicationId}/sent`);
    expect(before.json()).toEqual({ resume: null, coverLetter: null });

    const moved = await call(cookie, "PATCH", `/api/applications/${applicationId}`, { status: "applied" });
    expect(moved.statusCode, moved.body).toBe(200);
    // The PDFs are made as it moves to Applied (not on first download), kept under the owner,
    // and nothing is charged until a download.
    const made = await printing.db.select().from(sentPdfs).where(eq(sentPdfs.applicationId, applicationId));
    expect(made.map((r) => r.kind).sort()).toEqual(["coverLetter", "resume"]);
    const madeFiles = new Map<string, Buffer>();
    for (const row of made) {
      expect(row.fileKey).toMatch(new RegExp(`^user/${user.id}/sent/`));
      const file = await t.deps.files.get(row.fileKey);
      expect(file?.body.byteLength).toBeGreaterThan(1000);
      madeFiles.set(row.kind, Buffer.from(file?.body ?? []));
    }
    expect(await balanceOf(user.id)).toBe(5);
    // Edits after sending: the letter's text and the resume's name.
    await call(cookie, "PATCH", `/api/cover-letters/${letter.id}`, {
      version: 1,
      data: { ...letter.data, opening: "نص كتب بعد الإرسال." },
    });
    await setData(resumeId, (d) => ({ ...d, basics: { ...d.basics, name: "اسم بعد الإرسال" } }));

    const sent = (await call(cookie, "GET", `/api/applications/${applicationId}/sent`)).json<SentDocuments>();
    expect(sent.resume?.title).toBe("My CV");
    expect(sent.coverLetter?.title).toBe(letter.title);
    const letterPdf = await call(cookie, "GET", sent.coverLetter?.pdf ?? "");
    expect(letterPdf.statusCode, letterPdf.body).toBe(200);
    expect(letterPdf.headers["content-type"]).toBe("application/pdf");
    const letterText = normalizeForAts(await extractText(new Uint8Array(letterPdf.rawPayload), "poppler"));
    // The whole frozen draft, in reading order, exactly.
    for (const paragraph of [
      letter.data.recipient,
      letter.data.opening,
      ...letter.data.body,
      letter.data.closing,
    ])
      expect(letterText).toContain(normalizeForAts(paragraph));
    expect(letterText).toContain("عبدالله بن فهد القحطاني");
    expect(letterText).not.toContain("نص كتب بعد الإرسال");
    // What is downloaded is the very file made when it was sent.
    expect(Buffer.from(letterPdf.rawPayload).equals(madeFiles.get("coverLetter") ?? Buffer.alloc(0))).toBe(
      true,
    );
    const resumePdf = await call(cookie, "GET", sent.resume?.pdf ?? "");
    expect(resumePdf.statusCode).toBe(200);
    const resumeText = normalizeForAts(await extractText(new Uint8Array(resumePdf.rawPayload), "poppler"));
    expect(resumeText).toContain("عبدالله بن فهد القحطاني");
    expect(resumeText).not.toContain("اسم بعد الإرسال");
    expect(Buffer.from(resumePdf.rawPayload).equals(madeFiles.get("resume") ?? Buffer.alloc(0))).toBe(true);
    // Kept in the file store: the second download is the same file.
    const again = await call(cookie, "GET", sent.coverLetter?.pdf ?? "");
    expect(Buffer.from(again.rawPayload).equals(Buffer.from(letterPdf.rawPayload))).toBe(true);
    // Moving on to Interview freezes nothing new.
    await call(cookie, "PATCH", `/api/applications/${applicationId}`, { status: "interview" });
    expect(
      (await call(cookie, "GET", `/api/applications/${applicationId}/sent`)).json<SentDocuments>().coverLetter
        ?.at,
    ).toBe(sent.coverLetter?.at);
  }, 60_000);

  it("removes the sent PDFs from the file store when the application is deleted", async () => {
    const { cookie, resumeId, applicationId } = await ownerWithApplication(5);
    await call(cookie, "POST", "/api/cover-letters", { resumeId, applicationId });
    await call(cookie, "PATCH", `/api/applications/${applicationId}`, { status: "applied" });
    const made = await printing.db.select().from(sentPdfs).where(eq(sentPdfs.applicationId, applicationId));
    expect(made).toHaveLength(2);
    expect((await call(cookie, "DELETE", `/api/applications/${applicationId}`)).statusCode).toBe(204);
    for (const row of made) expect(await t.deps.files.get(row.fileKey)).toBeNull();
  }, 60_000);

  it("answers 404 for another user's letter, application, files and sent PDFs", async () => {
    const { cookie, resumeId, applicationId } = await ownerWithApplication(5);
    const letter = (
      await call(cookie, "POST", "/api/cover-letters", { resumeId, applicationId })
    ).json<CoverLetter>();
    await call(cookie, "PATCH", `/api/applications/${applicationId}`, { status: "applied" });
    const pdf = (await call(cookie, "GET", `/api/cover-letters/${letter.id}/download?format=txt`)).json<{
      url: string;
    }>();
    const other = await signedInUser(printing.db);
    const otherResume = await call(other.cookie, "POST", "/api/resume", {
      title: "R",
      slug: "r",
      language: "ar",
    });
    for (const [method, url, payload] of [
      ["GET", `/api/cover-letters/${letter.id}`],
      ["PATCH", `/api/cover-letters/${letter.id}`, { version: 1, title: "x" }],
      ["DELETE", `/api/cover-letters/${letter.id}`],
      ["POST", `/api/cover-letters/${letter.id}/duplicate`, {}],
      ["POST", `/api/cover-letters/${letter.id}/twin`, {}],
      ["POST", `/api/cover-letters/${letter.id}/draft`, {}],
      ["GET", `/api/cover-letters/${letter.id}/download?format=pdf`],
      ["GET", pdf.url],
      ["GET", `/api/applications/${applicationId}/sent`],
      ["GET", `/api/applications/${applicationId}/sent/cover-letter.pdf`],
      ["GET", `/api/applications/${applicationId}/sent/resume.pdf`],
    ] as const) {
      const res = await call(other.cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Someone else's resume or application cannot be linked.
    const foreignResume = await call(other.cookie, "POST", "/api/cover-letters", { resumeId });
    expect(foreignResume.statusCode).toBe(404);
    const foreignApplication = await call(other.cookie, "POST", "/api/cover-letters", {
      resumeId: otherResume.json<{ id: string }>().id,
      applicationId,
    });
    expect(foreignApplication.statusCode).toBe(404);
    // Signed out: 401.
    expect((await t.app.inject({ method: "GET", url: "/api/cover-letters" })).statusCode).toBe(401);
  }, 60_000);
});
