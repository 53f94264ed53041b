import { sampleResumeData } from "@sira/schema";
import { emptyPersonal } from "@sira/schema/personal";
import { resumeText } from "@sira/templates/export";
import { describe, expect, it } from "vitest";
import { adviceFor, atsReportOf, compareReading, normalizeWord, wordsOf } from "./ats-compare";

describe("ATS comparison", () => {
  it("compares words after NFKC, without harakat, tatweel or direction marks", () => {
    expect(normalizeWord("\ufefb")).toBe("لا");
    expect(normalizeWord("مهندسًا")).toBe("مهندسا");
    expect(normalizeWord("\u200eSQL")).toBe("sql");
    expect(wordsOf("عبدالله، SAP و AutoCAD")).toEqual(["عبدالله", "sap", "و", "autocad"]);
  });

  it("marks the words an extractor changed, scores the share read back, and shows what the importer read", () => {
    const data = sampleResumeData("ar");
    // What poppler does to lam-alef and the Allah ligature (measured on our PDFs).
    const extracted = resumeText(data)
      .replaceAll("عبدالله", "عبدهللا")
      .replaceAll("الأنظمة", "األنظمة")
      .split("\n");
    const parsed = structuredClone(data);
    parsed.basics.name = "عبدهللا بن فهد القحطاني";
    const reading = compareReading("poppler", data, extracted, parsed);
    expect(reading.score).toBeLessThan(1);
    expect(reading.score).toBeGreaterThan(0.95);
    expect(reading.found).toBeLessThan(reading.words);
    const name = reading.fields.find((f) => f.kind === "name");
    expect(name?.wrote.filter((s) => s.lost).map((s) => s.text)).toEqual(["عبدالله"]);
    expect(name?.read).toBe("عبدهللا بن فهد القحطاني");
    const jobs = reading.fields.filter((f) => f.kind === "jobCompany");
    expect(jobs.map((f) => f.read)).toEqual(data.sections.experience.items.map((i) => i.company));
    expect(reading.fields.find((f) => f.kind === "jobDates")?.read).toBe("يناير 2021 - حتى الآن");

    // Each parsed job pairs with one written job; a long read from a mixed-up column is cut short.
    const mixed = structuredClone(data);
    const [first] = mixed.sections.experience.items;
    if (!first) throw new Error("sample has no job");
    mixed.sections.experience.items = [first];
    first.company = `${first.company} ${"React TypeScript AWS ".repeat(40)}`;
    const paired = compareReading("poppler", data, extracted, mixed).fields.filter(
      (f) => f.kind === "jobCompany",
    );
    expect(paired.filter((f) => f.read !== "")).toHaveLength(1);
    expect(paired[0]?.read.endsWith("…")).toBe(true);
    expect(paired[0]?.read.length).toBeLessThanOrEqual(121);

    const perfect = compareReading("mupdf", data, resumeText(data).split("\n"), undefined);
    expect(perfect.score).toBe(1);
    expect(perfect.fields.flatMap((f) => f.wrote).some((s) => s.lost)).toBe(false);
    expect(perfect.fields.find((f) => f.kind === "jobTitle")?.read).toBe("");
  });

  it("shows the nationality and visa lines as written and as read (issue 40)", () => {
    const data = sampleResumeData("ar");
    const personal = emptyPersonal();
    personal.gender = "male";
    personal.nationality = { country: "SA", text: "", visible: true };
    personal.residency = {
      country: "SA",
      kind: "iqama",
      transferable: true,
      validUntil: "",
      note: "",
      visible: true,
    };
    data.personal = personal;
    const text = resumeText(data);
    expect(text).toContain("سعودي");
    // An extractor that loses the visa line's last word; the parser read the block back whole.
    const extracted = text.replace("للنقل", "").split("\n");
    const reading = compareReading("poppler", data, extracted, structuredClone(data));
    const nationality = reading.fields.find((f) => f.kind === "nationality");
    expect(nationality?.read).toBe("سعودي");
    expect(nationality?.wrote.some((s) => s.lost)).toBe(false);
    const residency = reading.fields.find((f) => f.kind === "residency");
    expect(residency?.wrote.filter((s) => s.lost).map((s) => s.text)).toEqual(["للنقل"]);
    // Nothing to compare when the block is hidden.
    personal.nationality.visible = false;
    personal.residency.visible = false;
    const hidden = compareReading("poppler", data, extracted, undefined);
    expect(hidden.fields.filter((f) => f.kind === "nationality" || f.kind === "residency")).toEqual([]);
  });

  it("advises the Word file when words are lost, a single column beside a sidebar, and an easier Arabic font", () => {
    const data = sampleResumeData("ar");
    const lossy = compareReading("poppler", data, ["عبدالله"], undefined);
    const perfect = compareReading("poppler", data, resumeText(data).split("\n"), undefined);
    expect(adviceFor(data, [perfect])).toEqual([]);
    const twoColumns = { ...data, metadata: { ...data.metadata, template: "professional" } };
    expect(adviceFor(twoColumns, [lossy, perfect])).toEqual(["word", "singleColumn", "font"]);
    const singleAmiri = structuredClone(data);
    singleAmiri.metadata.template = "onyx";
    singleAmiri.metadata.typography.font.family = "Amiri";
    expect(adviceFor(singleAmiri, [lossy])).toEqual(["word"]);
  });

  it("shows, field by field, the reader that lost most, and names the readers the server lacks (issue 36)", () => {
    const data = sampleResumeData("en");
    const text = resumeText(data);
    const company = data.sections.experience.items[0]?.company ?? "";
    // poppler reads everything; pypdf splits words of the name and the e-mail wherever they are
    // (as pypdf 3 did before shortMoves: `Abdullah Fahad Al-Q ahtani`, `e xample`); MuPDF
    // loses the first company's first word.
    const pypdf = text
      .replaceAll("Qahtani", "Q ahtani")
      .replaceAll("qahtani", "q ahtani")
      .replaceAll("example", "e xample");
    const mupdf = text.replace(new RegExp(company.split(" ")[0] ?? "", "gi"), "");
    const report = atsReportOf(
      data,
      [
        { reader: "poppler", lines: text.split("\n") },
        { reader: "mupdf", lines: mupdf.split("\n") },
        { reader: "pypdf", lines: pypdf.split("\n") },
      ],
      [],
    );
    const worst = report.worst;
    if (!worst) throw new Error("no worst reading");
    const lost = (kind: string) =>
      worst.fields
        .filter((f) => f.kind === kind)
        .map((f) => ({ reader: f.reader, lost: f.wrote.filter((s) => s.lost).map((s) => s.text) }));
    expect(lost("name")[0]?.reader).toBe("pypdf");
    expect(lost("name")[0]?.lost.length).toBeGreaterThan(0);
    expect(lost("email")[0]?.reader).toBe("pypdf");
    expect(lost("jobCompany")[0]).toEqual({ reader: "mupdf", lost: [company.split(" ")[0]] });
    expect(worst.score).toBe(Math.min(...report.readings.map((r) => r.score)));
    expect(report.missing).toEqual([]);

    // A reader the server does not have is named, not failed; one reading has no worst to show.
    const alone = atsReportOf(data, [{ reader: "mupdf", lines: text.split("\n") }], ["poppler", "pypdf"]);
    expect(alone.missing).toEqual(["poppler", "pypdf"]);
    expect(alone.worst).toBeUndefined();
    expect(alone.readings.map((r) => r.reader)).toEqual(["mupdf"]);
  });
});
