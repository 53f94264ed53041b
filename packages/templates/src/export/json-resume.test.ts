import { htmlToText } from "@sira/html";
import { importJsonResume } from "@sira/importers";
import {
  type Language,
  migratePersonalFields,
  publicPersonal,
  type ResumeData,
  sampleResumeData,
} from "@sira/schema";
import { describe, expect, it } from "vitest";
import { toJsonResume } from "../export";

/** A summary's text with list marks dropped: a "- " paragraph may come back as a list item. */
const textOf = (html: string) =>
  htmlToText(html)
    .split("\n")
    .map((line) => line.replace(/^[-•]\s+/, "").trim())
    .filter(Boolean);

/** What a reader of the resume sees of each list section's visible items. */
function visibleContent(data: ResumeData) {
  const s = data.sections;
  const shown = <T extends { visible: boolean }>(items: T[]) => items.filter((i) => i.visible);
  return {
    name: data.basics.name,
    headline: data.basics.headline,
    email: data.basics.email,
    phone: data.basics.phone,
    location: data.basics.location,
    url: data.basics.url.href,
    summary: textOf(s.summary.content),
    profiles: shown(s.profiles.items).map((p) => [p.network, p.username, p.url.href]),
    experience: shown(s.experience.items).map((i) => [
      i.company,
      i.position,
      i.location,
      i.date,
      textOf(i.summary),
    ]),
    education: shown(s.education.items).map((i) => [i.institution, i.area, i.studyType, i.score, i.date]),
    awards: shown(s.awards.items).map((i) => [i.title, i.awarder, i.date]),
    certifications: shown(s.certifications.items).map((i) => [i.name, i.issuer, i.date]),
    publications: shown(s.publications.items).map((i) => [i.name, i.publisher, i.date]),
    volunteer: shown(s.volunteer.items).map((i) => [i.organization, i.position, i.date]),
    skills: shown(s.skills.items).map((i) => [i.name, i.description, i.level, i.keywords]),
    languages: shown(s.languages.items).map((i) => [i.name, i.description, i.level]),
    interests: shown(s.interests.items).map((i) => [i.name, i.keywords]),
    projects: shown(s.projects.items).map((i) => [i.name, i.description, i.date, i.keywords]),
    references: shown(s.references.items).map((i) => [i.name, i.description, textOf(i.summary)]),
    language: data.metadata.language,
  };
}

function roundTrip(data: ResumeData) {
  const exported = toJsonResume(data);
  const result = importJsonResume(JSON.stringify(exported));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { exported, imported: result.data };
}

describe("JSON Resume export", () => {
  for (const language of ["ar", "en"] as Language[]) {
    it(`${language}: the sample resume comes back from Sira's importer with the same visible content`, () => {
      const data = sampleResumeData(language);
      const { imported } = roundTrip(data);
      expect(visibleContent(imported)).toEqual(visibleContent(data));
      // The nationality the sample keeps as a custom field is the personal block's, both ways.
      expect(imported.personal).toEqual(publicPersonal(migratePersonalFields(data).personal, false));
      expect(imported.personal?.nationality.country).toBe("SA");
    });
  }

  it("writes JSON Resume 1.0.0 fields: ISO dates, highlights from bullets, meta and Sira's extension", () => {
    const data = sampleResumeData("en");
    const { exported } = roundTrip(data);
    expect(exported.meta).toMatchObject({ version: "v1.0.0" });
    expect(exported["x-sira"]).toMatchObject({ language: "en", template: data.metadata.template });
    expect(exported.basics).toMatchObject({ name: data.basics.name, email: data.basics.email });
    const [current, previous] = exported.work ?? [];
    expect(current).toMatchObject({ startDate: "2021-01" });
    expect(current?.endDate).toBeUndefined();
    expect(current?.["x-sira-date"]).toBeUndefined();
    expect(previous).toMatchObject({ startDate: "2018-03", endDate: "2020-12" });
    expect(current?.highlights?.length).toBeGreaterThan(0);
    expect(exported.certificates?.[0]?.date).toMatch(/^\d{4}-\d{2}$/);
  });

  it("keeps a date it cannot write as ISO in x-sira-date, and reads it back as typed", () => {
    const data = sampleResumeData("en");
    const [first, second] = data.sections.experience.items;
    if (!first || !second) throw new Error("sample has no experience");
    first.date = "Summer of 2019";
    second.date = "2017";
    const { exported, imported } = roundTrip(data);
    expect(exported.work?.[0]).toMatchObject({ "x-sira-date": "Summer of 2019" });
    expect(exported.work?.[0]?.startDate).toBeUndefined();
    expect(exported.work?.[1]).toMatchObject({ startDate: "2017", "x-sira-date": "2017" });
    expect(imported.sections.experience.items.map((i) => i.date).slice(0, 2)).toEqual([
      "Summer of 2019",
      "2017",
    ]);
  });

  it("keeps the resume's language on re-import even when the content reads as the other one", () => {
    const data = sampleResumeData("en");
    data.metadata.language = "ar";
    expect(roundTrip(data).imported.metadata.language).toBe("ar");
  });

  it("leaves out hidden items and sections, and the personal block's hidden parts", () => {
    const data = migratePersonalFields(sampleResumeData("en"));
    const [hiddenJob] = data.sections.experience.items;
    if (!hiddenJob || !data.personal) throw new Error("sample incomplete");
    hiddenJob.visible = false;
    hiddenJob.company = "Hidden Employer LLC";
    data.sections.certifications.visible = false;
    data.personal.birthDate = { date: "1990-05-01", show: "date", text: "", visible: false };
    const { exported, imported } = roundTrip(data);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(hiddenJob.company);
    expect(exported.certificates).toBeUndefined();
    expect(imported.sections.certifications.items).toHaveLength(0);
    expect(text).not.toContain("1990-05-01");
    expect(imported.sections.experience.items).toHaveLength(data.sections.experience.items.length - 1);
    expect(imported.personal?.nationality.country).toBe("SA");
  });
});
