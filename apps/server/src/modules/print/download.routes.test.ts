import type { AtsReport } from "@sira/schema";
import { emptyPersonal } from "@sira/schema/personal";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { setUpPrintTests } from "../../../test/helpers/print";
import { type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import type { Db } from "../../db/client";

describe(`Word and text downloads, ATS view (${testDatabaseKind})`, () => {
  const printing = setUpPrintTests();
  const { balanceOf, debitsOf, printRowsOf, ownerWithResume, setData } = printing;
  let t: TestApp;
  let db: Db;
  beforeAll(() => {
    ({ t, db } = printing);
  });

  const download = (resumeId: string, cookie: string, format: "pdf" | "docx" | "txt" | "json") =>
    t.app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}?lang=ar&format=${format}`,
      headers: { cookie },
    });
  const fileOf = async (res: { json(): unknown }) =>
    t.app.inject({ method: "GET", url: (res.json() as { url: string }).url });

  it("takes PDF, Word and text of the same content for one charge; edited content is charged again", async () => {
    const { user, cookie, resumeId, data } = await ownerWithResume(5, "ar");
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const picture = `data:image/png;base64,${png.toString("base64")}`;
    await setData(resumeId, (d) => ({
      ...d,
      basics: { ...d.basics, picture: { ...d.basics.picture, url: picture } },
    }));
    const pdf = await download(resumeId, cookie, "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(4);

    const word = await download(resumeId, cookie, "docx");
    expect(word.statusCode).toBe(200);
    const wordFile = await fileOf(word);
    expect(wordFile.statusCode).toBe(200);
    expect(wordFile.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(wordFile.headers["content-disposition"]).toContain('attachment; filename="My CV.docx"');
    const parts = unzipSync(new Uint8Array(wordFile.rawPayload));
    const xml = new TextDecoder().decode(parts["word/document.xml"]);
    expect(xml).toContain(data.basics.name);
    expect(xml).toContain("<w:bidi/>");
    // The picture the resume shows reaches Word.
    const media = Object.keys(parts).filter((name) => name.startsWith("word/media/"));
    expect(media).toHaveLength(1);
    expect(
      Buffer.from(parts[media[0] ?? ""] ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");

    const text = await fileOf(await download(resumeId, cookie, "txt"));
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.payload.split("\n")[0]).toBe(data.basics.name);
    expect(await balanceOf(user.id)).toBe(4);
    expect(await debitsOf(user.id)).toHaveLength(1);

    await setData(resumeId, (d) => ({ ...d, basics: { ...d.basics, headline: "مهندس برمجيات" } }));
    const edited = await fileOf(await download(resumeId, cookie, "docx"));
    expect(
      new TextDecoder().decode(unzipSync(new Uint8Array(edited.rawPayload))["word/document.xml"]),
    ).toContain("مهندس برمجيات");
    expect(await balanceOf(user.id)).toBe(3);
    expect((await download(resumeId, cookie, "pdf")).statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(3);
    expect(await debitsOf(user.id)).toHaveLength(2);
    expect(await printRowsOf(resumeId, "docx")).toHaveLength(2);
  });

  it("takes the JSON Resume file with the text of the same content for one charge; hidden parts stay out", async () => {
    const { user, cookie, resumeId, data } = await ownerWithResume(5, "ar");
    await setData(resumeId, (d) => {
      const personal = emptyPersonal();
      personal.nationality = { country: "EG", text: "", visible: true };
      personal.birthDate = { date: "1990-05-01", show: "date", text: "", visible: false };
      return { ...d, personal };
    });
    const res = await download(resumeId, cookie, "json");
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(user.id)).toBe(4);
    const file = await fileOf(res);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/json");
    expect(file.headers["content-disposition"]).toContain('attachment; filename="My CV.json"');
    const json = JSON.parse(file.payload) as {
      basics: { name: string };
      meta: { version: string };
      "x-sira": { language: string };
      "x-sira-personal": { nationality: { country: string } };
    };
    expect(json.basics.name).toBe(data.basics.name);
    expect(json.meta.version).toBe("v1.0.0");
    expect(json["x-sira"].language).toBe("ar");
    expect(json["x-sira-personal"].nationality.country).toBe("EG");
    expect(file.payload).not.toContain("1990-05-01");
    expect(await printRowsOf(resumeId, "json")).toHaveLength(1);

    expect((await download(resumeId, cookie, "txt")).statusCode).toBe(200);
    expect((await download(resumeId, cookie, "json")).statusCode).toBe(200);
    expect(await printRowsOf(resumeId, "json")).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(4);
    expect(await debitsOf(user.id)).toHaveLength(1);
  });

  it("answers PackageIsOver (402) for a Word, text or JSON file without points, and records nothing", async () => {
    const { user, cookie, resumeId } = await ownerWithResume(0, "ar");
    for (const format of ["docx", "txt", "json"] as const) {
      const res = await download(resumeId, cookie, format);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: "PackageIsOver" });
      expect(await printRowsOf(resumeId, format)).toHaveLength(0);
    }
    expect(await debitsOf(user.id)).toHaveLength(0);
    const bad = await t.app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}?format=odt`,
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("shows for free what poppler, MuPDF and pypdf read from the Arabic PDF, cached per content", async () => {
    const { user, cookie, resumeId, data } = await ownerWithResume(1, "ar");
    const ats = () =>
      t.app.inject({ method: "GET", url: `/api/resume/ats/${resumeId}`, headers: { cookie } });
    const res = await ats();
    expect(res.statusCode).toBe(200);
    const report = res.json() as AtsReport;
    // pypdf reads where python3 has it (CI installs python3-pypdf); elsewhere it is named as missing.
    expect(report.readings.map((r) => r.reader).slice(0, 2)).toEqual(["poppler", "mupdf"]);
    expect([...report.readings.map((r) => r.reader), ...report.missing].sort()).toEqual([
      "mupdf",
      "poppler",
      "pypdf",
    ]);
    // The first tab: per field the reading that lost most, named by its reader.
    expect(report.worst?.fields.map((f) => f.kind)).toEqual(report.readings[0]?.fields.map((f) => f.kind));
    expect(report.worst?.fields.every((f) => f.reader !== undefined)).toBe(true);
    expect(report.worst?.score).toBe(Math.min(...report.readings.map((r) => r.score)));
    const poppler = report.readings[0];
    if (!poppler) throw new Error("no poppler reading");
    expect(poppler.score).toBeGreaterThan(0.5);
    expect(poppler.score).toBeLessThan(1);
    const name = poppler.fields.find((f) => f.kind === "name");
    expect(name?.wrote.map((s) => s.text).join("")).toBe(data.basics.name);
    expect(poppler.fields.filter((f) => f.kind === "jobCompany")).toHaveLength(
      data.sections.experience.items.length,
    );
    // With the Arabic text layer (prepareForAts) poppler reads the main fields back exactly; MuPDF
    // keeps the runs of a line that mixes in Latin words or digits in visual order, so the view
    // marks words it lost.
    expect(poppler.fields.flatMap((f) => f.wrote).every((s) => !s.lost)).toBe(true);
    const mupdf = report.readings[1];
    expect(mupdf?.fields.flatMap((f) => f.wrote).some((s) => s.lost)).toBe(true);
    expect(report.advice).toContain("word");

    expect((await ats()).json()).toEqual(report);
    expect(await printRowsOf(resumeId, "ats")).toHaveLength(1);
    expect(await debitsOf(user.id)).toHaveLength(0);
    // The PDF it read is the one a download then serves, still charged once.
    expect((await download(resumeId, cookie, "pdf")).statusCode).toBe(200);
    expect(await printRowsOf(resumeId, "pdf")).toHaveLength(1);
    expect(await balanceOf(user.id)).toBe(0);

    // The nationality and visa lines Gulf screening filters on (issue 40) are read back from the PDF.
    await setData(resumeId, (d) => {
      const personal = emptyPersonal();
      personal.gender = "female";
      personal.nationality = { country: "EG", text: "", visible: true };
      personal.residency = {
        country: "SA",
        kind: "iqama",
        transferable: true,
        validUntil: "",
        note: "",
        visible: true,
      };
      return { ...d, personal };
    });
    const withPersonal = (await ats()).json() as AtsReport;
    const popplerFields = withPersonal.readings[0]?.fields ?? [];
    for (const kind of ["nationality", "residency"] as const) {
      const field = popplerFields.find((f) => f.kind === kind);
      expect(field, kind).toBeDefined();
      expect(
        field?.wrote.every((s) => !s.lost),
        `${kind}: ${JSON.stringify(field?.wrote)}`,
      ).toBe(true);
    }
    expect(
      popplerFields
        .find((f) => f.kind === "nationality")
        ?.wrote.map((s) => s.text)
        .join(""),
    ).toBe("مصرية");

    const other = await signedInUser(db);
    const denied = await t.app.inject({
      method: "GET",
      url: `/api/resume/ats/${resumeId}`,
      headers: { cookie: other.cookie },
    });
    expect(denied.statusCode).toBe(404);
  }, 120_000);
});
