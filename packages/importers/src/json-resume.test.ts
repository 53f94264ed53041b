import { describe, expect, it } from "vitest";
import { expectOk } from "../testing/expect-ok";
import { listFixtures, readFixture } from "../testing/fixtures";
import { importJsonResume } from "./json-resume";

describe("importJsonResume", () => {
  it("maps every section of the complete jsonresume.org sample", () => {
    const { data } = expectOk(
      importJsonResume(readFixture("json-resume/jsonresume.org/complete-resume.json")),
    );
    expect(data.metadata.language).toBe("en");
    expect(data.basics).toMatchObject({
      name: "Jane Developer",
      headline: "Full Stack Software Engineer",
      email: "jane.developer@example.com",
      location: "San Francisco, California, US",
      url: { href: "https://janedeveloper.com" },
    });
    expect(data.sections.profiles.items.map((p) => [p.network, p.username, p.icon])).toEqual([
      ["GitHub", "janedev", "github"],
      ["LinkedIn", "janedeveloper", "linkedin"],
      ["Twitter", "janedev", "twitter"],
    ]);
    const [current, second] = data.sections.experience.items;
    expect(current).toMatchObject({ company: "TechCorp Inc", date: "Mar 2021 - Present" });
    expect(current?.summary).toContain("<li><p>Architected and implemented");
    expect(second?.date).toBe("Jun 2019 - Feb 2021");
    expect(data.sections.education.items[0]).toMatchObject({
      studyType: "Bachelor of Science",
      score: "3.8",
    });
    expect(data.sections.languages.items.map((l) => [l.name, l.level])).toEqual([
      ["English", 5],
      ["Spanish", 3],
    ]);
    expect(data.sections.skills.items[0]).toMatchObject({
      name: "Frontend",
      level: 5,
      description: "Expert",
    });
    expect(data.sections.certifications.items).toHaveLength(2);
    expect(data.sections.publications.items[0]?.date).toBe("Mar 2023");
    expect(data.sections.volunteer.items).toHaveLength(2);
    expect(data.sections.references.items[0]?.summary).toContain("exceptional engineer");
    expect(data.sections.projects.items[0]).toMatchObject({ description: "Creator, Maintainer" });
    expect(data.sections.summary.content).toMatch(/^<p>Passionate/);
  });

  it("imports every JSON Resume sample in the fixtures", () => {
    const folders = [
      "json-resume/jsonresume.org",
      "json-resume/jsonresume.org/examples",
      "json-resume/resume-schema",
    ];
    let count = 0;
    for (const folder of folders) {
      for (const file of listFixtures(folder).filter((f) => /resume\.json$|complete-resume\.json$/.test(f))) {
        const result = importJsonResume(readFixture(folder, file));
        expectOk(result);
        if (result.ok) expect(result.data.basics.name, file).not.toBe("");
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(6);
  });

  it("reads 0.x field names of the FRESH test resumes in JSON Resume form", () => {
    for (const file of [
      "jane-fullstacker.json",
      "john-doe.json",
      "richard-hendriks.json",
      "jane-incomplete.json",
    ]) {
      expectOk(importJsonResume(readFixture("json-resume/fresh-test-resumes/jrs", file)));
    }
  });

  it("rejects the broken, empty, FRESH and foreign-format files with localized errors", () => {
    const cases: [string, RegExp][] = [
      ["fresh-test-resumes/fresh/johnny-trouble.broken.json", /not valid JSON/],
      ["fresh-test-resumes/jrs/empty.json", /no resume content/],
      ["fresh-test-resumes/fresh/johnny-trouble.json", /FRESH/],
      ["other-formats/arabic-bilingual/aljmalmo-CV3-cv-data.json", /not a JSON Resume/],
    ];
    for (const [file, message] of cases) {
      const result = importJsonResume(readFixture("json-resume", file));
      expect(result.ok, file).toBe(false);
      if (!result.ok) {
        expect(result.errors[0]?.message.en).toMatch(message);
        expect(result.errors[0]?.message.ar).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  it("tolerates null and wrongly typed fields of the schema's invalid fixtures", () => {
    const fixtures = JSON.parse(
      new TextDecoder().decode(readFixture("json-resume/resume-schema/test-fixtures/basics.json")),
    );
    for (const [name, fixture] of Object.entries(fixtures as Record<string, unknown>)) {
      const result = importJsonResume({ ...(fixture as object), work: [{ name: "Acme" }] });
      expect(result.ok, name).toBe(true);
    }
    const result = importJsonResume({
      basics: { name: "A" },
      work: "not a list",
      skills: [1, { name: "Go" }],
    });
    const ok = expectOk(result);
    expect(ok.warnings).toEqual([
      "work was not a list and was skipped.",
      "skills[0] was not an object and was skipped.",
    ]);
    expect(ok.data.sections.skills.items.map((s) => s.name)).toEqual(["Go"]);
  });

  it("detects Arabic content and honours an explicit language", () => {
    const arabic = {
      basics: { name: "منيرة العتيبي", label: "ممرضة عناية مركزة" },
      work: [{ name: "مستشفى الملك خالد" }],
    };
    const detected = expectOk(importJsonResume(arabic));
    expect(detected.data.metadata.language).toBe("ar");
    expect(detected.data.sections.experience.name).toBe("الخبرات العملية");
    expect(expectOk(importJsonResume(arabic, { language: "en" })).data.metadata.language).toBe("en");
    const mostlyEnglish = { basics: { name: "Omar Ali", label: "Engineer at Hmto - همتو" } };
    expect(expectOk(importJsonResume(mostlyEnglish)).data.metadata.language).toBe("en");
  });

  it("trims overlong text to the schema's bounds and caps item counts", () => {
    const result = expectOk(
      importJsonResume({
        basics: { name: "x".repeat(900), summary: "y".repeat(30_000) },
        skills: Array.from({ length: 250 }, (_, i) => ({
          name: `s${i}`,
          keywords: Array(150)
            .fill("k")
            .map((k, j) => k + j),
        })),
      }),
    );
    expect(result.data.basics.name).toHaveLength(500);
    expect(result.data.sections.skills.items).toHaveLength(200);
    expect(result.data.sections.skills.items[0]?.keywords).toHaveLength(100);
    expect(result.warnings.join(" ")).toMatch(/first 200 items of skills/);
  });

  it("escapes HTML in imported text", () => {
    const result = expectOk(importJsonResume({ basics: { summary: "<script>alert(1)</script> & co" } }));
    expect(result.data.sections.summary.content).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</p>",
    );
  });
});
