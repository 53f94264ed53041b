import { randomBytes } from "node:crypto";
import { crc32, deflateRawSync } from "node:zlib";
import { type ImportResult, importMessages, ocrWarning } from "@sira/importers";
import type { Resume } from "@sira/schema";
import { defaultResumeData } from "@sira/schema/resume-defaults";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { readFixture } from "../../../test/helpers/fixtures";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import type { UntrustedWork } from "../../untrusted-work";

interface FilePart {
  name?: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body: text fields first, then the file parts. */
function multipartBody(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----sira${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? "file"}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A one-entry deflated zip whose entry declares its true (huge) size: a classic zip bomb. */
function zipWithOneEntry(name: string, content: Buffer): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe(`import and upload API (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const upload = (
    url: string,
    cookie: string | undefined,
    files: FilePart[],
    fields: Record<string, string> = {},
    language = "en",
  ) => {
    const { payload, contentType } = multipartBody(files, fields);
    return t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "content-type": contentType, "accept-language": language, ...(cookie ? { cookie } : {}) },
    });
  };
  const listResumes = async (cookie: string): Promise<Resume[]> => {
    const res = await t.app.inject({ method: "GET", url: "/api/resume", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const pdf = (bytes: Buffer, fileName = "cv.pdf", contentType = "application/pdf"): FilePart => ({
    fileName,
    contentType,
    bytes,
  });

  it("requires sign-in", async () => {
    for (const url of ["/api/storage/cv", "/api/resume/import/file"]) {
      const res = await upload(url, undefined, [pdf(Buffer.from("%PDF-1.4"))]);
      expect(res.statusCode).toBe(401);
    }
  });

  it("turns an uploaded PDF into a new resume that becomes the default", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const first = await t.app.inject({
      method: "POST",
      url: "/api/resume",
      headers: { cookie },
      payload: { title: "First", slug: "first" },
    });
    expect(first.json().isDefault).toBe(true);

    const res = await upload("/api/storage/cv", cookie, [
      pdf(readFixture("resumes-pdf/rendercv/John_Doe_ClassicTheme_CV.pdf"), "John_Doe_ClassicTheme_CV.pdf"),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const resume: Resume = res.json();
    expect(resume.title).toBe("John Doe");
    expect(resume.slug).toBe("john-doe");
    expect(resume.isDefault).toBe(true);
    expect(resume.visibility).toBe("private");
    expect(resume.data.basics.email).toBe("john.doe@email.com");
    expect(resume.data.sections.experience.items.map((i) => i.company)).toContain("NVIDIA Research");

    const list = await listResumes(cookie);
    expect(list).toHaveLength(2);
    expect(list.filter((r) => r.isDefault).map((r) => r.id)).toEqual([resume.id]);

    const again = await upload("/api/storage/cv", cookie, [
      pdf(readFixture("resumes-pdf/rendercv/John_Doe_HarvardTheme_CV.pdf")),
    ]);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().slug).toBe("john-doe-2");
  });

  it("rejects files that are not a usable PDF with a localized error and creates nothing", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const cases: { name: string; file: FilePart; status: number; code: string; en: RegExp; ar: RegExp }[] = [
      {
        name: "random bytes named .pdf",
        file: pdf(randomBytes(4096)),
        status: 415,
        code: "UnsupportedMediaType",
        en: /not a readable PDF/,
        ar: /ليس ملف PDF/,
      },
      {
        name: "a JSON file sent as the CV",
        file: pdf(
          readFixture("reactive-resume/v4-templates/pikachu.json"),
          "resume.json",
          "application/json",
        ),
        status: 415,
        code: "UnsupportedMediaType",
        en: /not a readable PDF/,
        ar: /ليس ملف PDF/,
      },
      {
        name: "a broken PDF",
        file: pdf(Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(2048)])),
        status: 400,
        code: "ValidationError",
        en: /PDF/,
        ar: /PDF/,
      },
      {
        name: "a PDF over 10 MB",
        file: pdf(Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)])),
        status: 413,
        code: "PayloadTooLarge",
        en: /larger than 10 MB/,
        ar: /أكبر من 10 ميغابايت/,
      },
      {
        name: "no file at all",
        file: {
          name: "other",
          fileName: "x.pdf",
          contentType: "application/pdf",
          bytes: Buffer.from("%PDF-"),
        },
        status: 400,
        code: "ValidationError",
        en: /Choose a file/,
        ar: /اختر ملفًا/,
      },
    ];
    for (const c of cases) {
      for (const language of ["en", "ar"] as const) {
        const res = await upload("/api/storage/cv", cookie, [c.file], {}, language);
        expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.status);
        const body = res.json();
        expect(body.code, c.name).toBe(c.code);
        expect(body.issues?.[0]?.message, c.name).toMatch(language === "en" ? c.en : c.ar);
      }
    }
    const json = await t.app.inject({
      method: "POST",
      url: "/api/storage/cv",
      headers: { cookie, "accept-language": "en" },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(await listResumes(cookie)).toHaveLength(0);
  });

  it("turns an uploaded Arabic Word document (.docx) into a new default resume", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const res = await upload(
      "/api/storage/cv",
      cookie,
      [
        {
          fileName: "سيرتي.docx",
          contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          bytes: Buffer.from(readFixture("resumes-docx/sira-set/ar-02-two-column-table.docx")),
        },
      ],
      {},
      "ar",
    );
    expect(res.statusCode, res.body).toBe(201);
    const resume: Resume = res.json();
    expect(resume.title).toBe("سارة العتيبي");
    // A Latin slug: the public link stays short when shared in WhatsApp (issue 42).
    expect(resume.slug).toBe("sara-al-otaibi");
    expect(resume.isDefault).toBe(true);
    expect(resume.data.metadata.language).toBe("ar");
    expect(resume.data.basics.email).toBe("sara.otaibi@example.com");
    expect(resume.data.sections.experience.items.map((e) => [e.position, e.company, e.location])).toEqual([
      ["مطور واجهات", "مجموعة الريادة", "جدة"],
      ["محلل أعمال", "شركة المدار للاتصالات", "الكويت"],
    ]);
    expect(await listResumes(cookie)).toHaveLength(1);
  });

  it("keeps the original of an import for its owner's review step only, until dismissed or the resume is deleted", async () => {
    const owner = await signedInUser(t.database.db);
    const other = await signedInUser(t.database.db);
    const docx = Buffer.from(readFixture("resumes-docx/sira-set/ar-02-two-column-table.docx"));
    const res = await upload("/api/storage/cv", owner.cookie, [
      {
        fileName: "سيرتي (1).docx",
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        bytes: docx,
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as Resume;
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

    const meta = await get(`/api/resume/${id}/import-original`, owner.cookie);
    expect(meta.statusCode, meta.body).toBe(200);
    expect(meta.json()).toMatchObject({ fileName: "سيرتي (1).docx", kind: "docx", size: docx.length });
    const file = await get(`/api/resume/${id}/import-original/file`, owner.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("wordprocessingml");
    expect(file.headers["content-disposition"]).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent("سيرتي")}%20%281%29.docx`,
    );
    expect(file.rawPayload.equals(docx)).toBe(true);

    // Another user cannot see, read or dismiss it: the resume is not theirs (404), and it stays.
    for (const url of [`/api/resume/${id}/import-original`, `/api/resume/${id}/import-original/file`]) {
      expect((await get(url, other.cookie)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }
    const foreignDismiss = await t.app.inject({
      method: "DELETE",
      url: `/api/resume/${id}/import-original`,
      headers: { cookie: other.cookie },
    });
    expect(foreignDismiss.statusCode).toBe(404);
    expect((await get(`/api/resume/${id}/import-original`, owner.cookie)).statusCode).toBe(200);

    // The owner dismisses the review: the original is gone.
    const dismiss = await t.app.inject({
      method: "DELETE",
      url: `/api/resume/${id}/import-original`,
      headers: { cookie: owner.cookie },
    });
    expect(dismiss.statusCode).toBe(204);
    // Nothing kept any more: an empty answer, not an error (the builder asks on every load).
    const gone = await get(`/api/resume/${id}/import-original`, owner.cookie);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe("");
    expect((await get(`/api/resume/${id}/import-original/file`, owner.cookie)).statusCode).toBe(404);

    // Other import types keep theirs too; deleting the resume deletes the original.
    const json = await upload(
      "/api/resume/import/file",
      owner.cookie,
      [
        {
          fileName: "resume.json",
          contentType: "application/json",
          bytes: readFixture("json-resume/resume-schema/sample.resume.json"),
        },
      ],
      { type: "json-resume-json" },
    );
    expect(json.statusCode, json.body).toBe(201);
    const jsonId = (json.json() as Resume).id;
    expect((await get(`/api/resume/${jsonId}/import-original`, owner.cookie)).json()).toMatchObject({
      kind: "json",
      contentType: "application/json",
    });
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/resume/${jsonId}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.deps.files.get(`user/${owner.user.id}/imports/${jsonId}`)).toBeNull();
    // A resume made in the builder has nothing to review: an empty answer (the builder asks on load).
    const made = await t.app.inject({
      method: "POST",
      url: "/api/resume",
      headers: { cookie: owner.cookie },
      payload: { title: "Mine", slug: "mine" },
    });
    expect((await get(`/api/resume/${made.json().id}/import-original`, owner.cookie)).statusCode).toBe(204);
  });

  it("refuses an old Word .doc and other zips on the CV upload with a localized message, creating nothing", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      randomBytes(4096),
    ]);
    const doc = { fileName: "cv.doc", contentType: "application/msword", bytes: ole };
    for (const [language, message] of [
      ["en", /save it as \.docx or PDF/],
      ["ar", /احفظه بصيغة DOCX أو PDF/],
    ] as const) {
      const res = await upload("/api/storage/cv", cookie, [doc], {}, language);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().issues[0].message).toMatch(message);
    }
    const notWord = await upload("/api/storage/cv", cookie, [
      {
        fileName: "cv.docx",
        contentType: "application/zip",
        bytes: zipWithOneEntry("Profile.csv", Buffer.from("First Name,Last Name\nA,B\n")),
      },
    ]);
    expect(notWord.statusCode, notWord.body).toBe(415);
    expect(notWord.json().issues[0].message).toMatch(/not a readable PDF or Word document/);
    expect(await listResumes(cookie)).toHaveLength(0);
  });

  it("imports a JSON Resume, a Reactive Resume and a LinkedIn export as default resumes", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const jsonResume = await upload(
      "/api/resume/import/file",
      cookie,
      [pdf(readFixture("json-resume/resume-schema/sample.resume.json"), "resume.json", "application/json")],
      { type: "json-resume-json" },
    );
    expect(jsonResume.statusCode, jsonResume.body).toBe(201);
    expect(jsonResume.json().isDefault).toBe(true);

    const reactive = await upload(
      "/api/resume/import/file",
      cookie,
      [pdf(readFixture("reactive-resume/v4-templates/pikachu.json"), "pikachu.json", "application/json")],
      { type: "reactive-resume-json" },
    );
    expect(reactive.statusCode, reactive.body).toBe(201);

    const csv = "First Name,Last Name,Headline\nSara,Alqahtani,Nurse\n";
    const linkedin = await upload(
      "/api/resume/import/file",
      cookie,
      [pdf(zipWithOneEntry("Profile.csv", Buffer.from(csv)), "export.zip", "application/zip")],
      { type: "linkedin-data-export-zip" },
    );
    expect(linkedin.statusCode, linkedin.body).toBe(201);
    expect(linkedin.json().title).toBe("Sara Alqahtani");

    const list = await listResumes(cookie);
    expect(list).toHaveLength(3);
    expect(list.filter((r) => r.isDefault).map((r) => r.id)).toEqual([linkedin.json().id]);
  });

  it("keeps the default resume when the upload says makeDefault=false (the first one is still default)", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const jsonFile = () => [
      pdf(readFixture("json-resume/resume-schema/sample.resume.json"), "resume.json", "application/json"),
    ];
    // The first resume is the default whatever the upload says: there is nothing else.
    const first = await upload("/api/resume/import/file", cookie, jsonFile(), {
      type: "json-resume-json",
      makeDefault: "false",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().isDefault).toBe(true);
    const second = await upload("/api/resume/import/file", cookie, jsonFile(), {
      type: "json-resume-json",
      makeDefault: "false",
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().isDefault).toBe(false);
    const csv = "First Name,Last Name,Headline\nSara,Alqahtani,Nurse\n";
    const third = await upload(
      "/api/resume/import/file",
      cookie,
      [pdf(zipWithOneEntry("Profile.csv", Buffer.from(csv)), "export.zip", "application/zip")],
      { type: "linkedin-data-export-zip", makeDefault: "true" },
    );
    expect(third.json().isDefault).toBe(true);
    const list = await listResumes(cookie);
    expect(list.filter((r) => r.isDefault).map((r) => r.id)).toEqual([third.json().id]);
    const fourth = await upload("/api/resume/import/file", cookie, jsonFile(), {
      type: "json-resume-json",
      makeDefault: "false",
    });
    expect(fourth.json().isDefault).toBe(false);
    expect((await listResumes(cookie)).filter((r) => r.isDefault).map((r) => r.id)).toEqual([
      third.json().id,
    ]);
    const bad = await upload("/api/resume/import/file", cookie, jsonFile(), {
      type: "json-resume-json",
      makeDefault: "maybe",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("rejects broken JSON, zip bombs, wrong types and huge files with localized issues, creating nothing", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const bomb = zipWithOneEntry("Positions.csv", Buffer.alloc(15 * 1024 * 1024, 0x41));
    expect(bomb.length).toBeLessThan(100_000);
    const cases: {
      name: string;
      type: string;
      file: FilePart;
      status: number;
      en: RegExp;
      ar: RegExp;
      path?: string;
    }[] = [
      {
        name: "broken JSON Resume",
        type: "json-resume-json",
        file: pdf(Buffer.from('{"basics": {"name": "Sara"'), "resume.json", "application/json"),
        status: 400,
        en: /not valid JSON/,
        ar: /ليس بصيغة JSON صالحة/,
      },
      {
        name: "JSON that is not a resume",
        type: "json-resume-json",
        file: pdf(Buffer.from('{"hello": "world"}'), "resume.json", "application/json"),
        status: 400,
        en: /not a JSON Resume/,
        ar: /ليس بصيغة JSON Resume/,
      },
      {
        name: "zip bomb",
        type: "linkedin-data-export-zip",
        file: pdf(bomb, "export.zip", "application/zip"),
        status: 400,
        en: /zip bomb/,
        ar: /قنبلة ضغط/,
      },
      {
        name: "a PDF given as a LinkedIn export",
        type: "linkedin-data-export-zip",
        file: pdf(Buffer.from("%PDF-1.7\n")),
        status: 400,
        en: /not a valid zip/,
        ar: /ليس أرشيف zip/,
      },
      {
        name: "random bytes as JSON",
        type: "reactive-resume-json",
        file: pdf(randomBytes(3000), "resume.json", "application/json"),
        status: 400,
        en: /JSON/,
        ar: /JSON/,
      },
      {
        name: "an unknown type",
        type: "fresh-json",
        file: pdf(Buffer.from("{}"), "resume.json", "application/json"),
        status: 400,
        en: /Unknown import type/,
        ar: /نوع استيراد غير معروف/,
        path: "type",
      },
      {
        name: "a JSON file over 5 MB",
        type: "json-resume-json",
        file: pdf(Buffer.alloc(6 * 1024 * 1024, 0x20), "resume.json", "application/json"),
        status: 413,
        en: /larger than 5 MB/,
        ar: /أكبر من 5 ميغابايت/,
      },
      {
        name: "a zip over 10 MB",
        type: "linkedin-data-export-zip",
        file: pdf(randomBytes(10 * 1024 * 1024 + 100), "export.zip", "application/zip"),
        status: 413,
        en: /larger than 10 MB/,
        ar: /أكبر من 10 ميغابايت/,
      },
    ];
    for (const c of cases) {
      for (const language of ["en", "ar"] as const) {
        const res = await upload("/api/resume/import/file", cookie, [c.file], { type: c.type }, language);
        expect(res.statusCode, `${c.name}: ${res.body}`).toBe(c.status);
        const body = res.json();
        expect(body.issues?.length, c.name).toBeGreaterThan(0);
        expect(body.issues[0].message, c.name).toMatch(language === "en" ? c.en : c.ar);
        if (c.path) expect(body.issues[0].path).toBe(c.path);
      }
    }
    expect(await listResumes(cookie)).toHaveLength(0);
  });
});

// The scan path's wiring (issue 37), with the worker's answer fixed: OCR's own reading is tested in
// packages/importers/src/formats/scan, where its time does not count against a request.
describe(`scanned CV uploads (${testDatabaseKind})`, () => {
  let t: TestApp;
  let answer: ImportResult;
  const untrusted = {
    run: async () => answer,
    stats: () => ({}),
    close: async () => {},
  } as unknown as UntrustedWork;
  beforeAll(async () => {
    t = await createTestApp({}, { untrusted });
  });
  afterAll(() => t.close());

  const uploadScan = (cookie: string, language: string) => {
    const { payload, contentType } = multipartBody([
      {
        fileName: "scan.pdf",
        contentType: "application/pdf",
        bytes: Buffer.from(readFixture("cv-gulf/ar-27-scan.pdf")),
      },
    ]);
    return t.app.inject({
      method: "POST",
      url: "/api/storage/cv",
      payload,
      headers: { "content-type": contentType, "accept-language": language, cookie },
    });
  };

  it("answers 501 ScanReaderMissing, saying why, when the server has no Tesseract", async () => {
    const { cookie } = await signedInUser(t.database.db);
    answer = { ok: false, errors: [{ path: "", message: importMessages.ocrMissing }] };
    const res = await uploadScan(cookie, "ar");
    expect(res.statusCode, res.body).toBe(501);
    expect(res.json()).toMatchObject({
      code: "ScanReaderMissing",
      issues: [{ path: "", message: importMessages.ocrMissing.ar }],
    });
  });

  it("keeps the original of a scan read with OCR marked `ocr`, for the review step's doubtful marks", async () => {
    const { cookie } = await signedInUser(t.database.db);
    const data = defaultResumeData("ar");
    data.basics.name = "محمد أحمد عبدالرحمن";
    answer = { ok: true, data, warnings: [ocrWarning], ocr: true };
    const res = await uploadScan(cookie, "en");
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as Resume;
    const meta = await t.app.inject({
      method: "GET",
      url: `/api/resume/${id}/import-original`,
      headers: { cookie },
    });
    expect(meta.json()).toMatchObject({ kind: "pdf", ocr: true });
  });
});
