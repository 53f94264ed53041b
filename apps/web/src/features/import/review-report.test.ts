import { createEmptyItem, defaultResumeData } from "@sira/schema/resume-defaults";
import { describe, expect, it } from "vitest";
import { reviewImport } from "./review-report";

function importedData() {
  const data = defaultResumeData("ar");
  data.basics.name = "سارة العتيبي";
  data.basics.phone = "+966 50 000 0000";
  const job = (position: string, company: string, date: string) => ({
    ...createEmptyItem("experience"),
    position,
    company,
    date,
  });
  data.sections.experience.items = [
    job("مطور واجهات", "مجموعة الريادة", "2021 - الآن"),
    job("محلل أعمال", "", ""),
    job(
      "Led the migration of the billing system to a new platform while mentoring two juniors and more",
      "2019",
      "2018 - 2019",
    ),
  ];
  data.sections.education.items = [
    {
      ...createEmptyItem("education"),
      institution: "جامعة الملك سعود",
      studyType: "بكالوريوس",
      area: "علوم الحاسب",
      date: "2016",
      score: "4.5/5",
    },
  ];
  data.sections.skills.items = [{ ...createEmptyItem("skills"), name: "React", level: 4 }];
  return data;
}

describe("reviewImport", () => {
  it("lists each job with its position, company and dates, and flags the missing and doubtful ones", () => {
    const report = reviewImport(importedData());
    const experience = report.sections.find((s) => s.id === "experience");
    expect(experience?.items.map((i) => [i.title, i.subtitle, i.date])).toEqual([
      ["مطور واجهات", "مجموعة الريادة", "2021 - الآن"],
      ["محلل أعمال", "", ""],
      [expect.stringMatching(/^Led the migration/), "2019", "2018 - 2019"],
    ]);
    expect(experience?.items[0]?.problems).toEqual([]);
    const [first, second, third] = experience?.items ?? [];
    expect(second?.problems.map((p) => [p.field, p.kind])).toEqual([
      ["company", "empty"],
      ["date", "empty"],
    ]);
    // A description line read as the title and a year read as the company.
    expect(third?.problems.map((p) => [p.field, p.kind])).toEqual([
      ["position", "doubtful"],
      ["company", "doubtful"],
    ]);
    // Each row points at the form field that fixes it (first problem, else the company).
    expect(second?.target).toEqual({ section: "experience", itemId: second?.id, field: "company" });
    expect(first?.target).toEqual({ section: "experience", itemId: first?.id, field: "company" });
  });

  it("flags a missing e-mail and keeps education, skills with levels, and empty expected sections", () => {
    const data = importedData();
    data.sections.skills.items = [];
    const report = reviewImport(data);
    expect(report.basics.find((r) => r.field === "email")).toMatchObject({
      problem: "empty",
      target: { section: "basics", field: "email" },
    });
    expect(report.basics.find((r) => r.field === "phone")?.problem).toBeUndefined();
    expect(report.sections.map((s) => [s.id, s.items.length])).toEqual([
      ["experience", 3],
      ["education", 1],
      ["skills", 0],
    ]);
    const school = report.sections[1]?.items[0];
    expect([school?.title, school?.subtitle, school?.extra]).toEqual([
      "بكالوريوس · علوم الحاسب",
      "جامعة الملك سعود",
      "4.5/5",
    ]);
    expect(report.problems.map((p) => `${p.target.section}.${p.field}`)).toEqual([
      "basics.email",
      "experience.company",
      "experience.date",
      "experience.position",
      "experience.company",
    ]);
  });

  it("counts the summary's words and a doubtful e-mail, and drops a problem once it is fixed", () => {
    const data = importedData();
    data.basics.email = "sara at example";
    data.sections.summary.content = "<p>مطورة واجهات <strong>بخبرة</strong> خمس سنوات</p>";
    expect(reviewImport(data).summary.words).toBe(5);
    expect(reviewImport(data).basics.find((r) => r.field === "email")?.problem).toBe("doubtful");
    data.basics.email = "sara@example.com";
    const second = data.sections.experience.items[1];
    if (second) Object.assign(second, { company: "شركة المدار", date: "2019 - 2021" });
    expect(reviewImport(data).problems).toHaveLength(2);
  });

  it("marks every value read from a scan (OCR) as to check, keeping empty and doubtful ones as they are", () => {
    const data = importedData();
    const plain = reviewImport(data);
    const scanned = reviewImport(data, { ocr: true });
    expect(plain.basics.find((r) => r.field === "name")?.problem).toBeUndefined();
    expect(scanned.basics.find((r) => r.field === "name")?.problem).toBe("ocr");
    expect(scanned.basics.find((r) => r.field === "phone")?.problem).toBe("ocr");
    expect(scanned.basics.find((r) => r.field === "email")?.problem).toBe("empty");
    const firstJob = scanned.sections[0]?.items[0];
    expect(firstJob?.problems.map((p) => p.kind)).toEqual(["ocr"]);
    // The second job keeps its "empty" problems and gets no OCR mark on the same field.
    const secondJob = scanned.sections[0]?.items[1];
    expect(secondJob?.problems.map((p) => `${p.field}:${p.kind}`)).toEqual(
      plain.sections[0]?.items[1]?.problems.map((p) => `${p.field}:${p.kind}`),
    );
    expect(scanned.problems.length).toBeGreaterThan(plain.problems.length);
    expect(scanned.problems.filter((p) => p.kind === "ocr").length).toBe(
      scanned.problems.length - plain.problems.length,
    );
  });
});
