import { describe, expect, it } from "vitest";
import { buildResume, resumes } from "../testing/fixtures";
import { extractResumeFeatures, extractResumeFeaturesFromText } from "./resume-features";
import { suggestJobTitles } from "./titles";

const now = new Date(2025, 0, 1);

describe("extractResumeFeatures", () => {
  it("reads an English builder resume", () => {
    const f = extractResumeFeatures(buildResume(resumes.frontend), { now });
    expect(f.language).toBe("en");
    expect(f.titles[0]).toBe("frontend-developer");
    expect(f.skills.slice(0, 3)).toEqual(expect.arrayContaining(["react", "typescript"]));
    // Jun 2019 .. Jan 2025 inclusive (68 months), the two jobs are contiguous.
    expect(f.yearsOfExperience).toBeCloseTo(5.7, 1);
    expect(f.degree).toBe("bachelor");
    expect(f.majors).toEqual(["computer-science"]);
    expect(f.languages).toEqual(expect.arrayContaining(["ar", "en"]));
    expect(f.countries[0]).toBe("SA");
    expect(f.cities).toContain("riyadh");
    expect(f.seniority).toBe("mid");
    expect(f.experience[0]).toMatchObject({ position: "Front-end Developer", current: true });
  });

  it("reads an Arabic builder resume into the same ids", () => {
    const f = extractResumeFeatures(buildResume(resumes.accountant), { now });
    expect(f.language).toBe("ar");
    expect(f.titles[0]).toBe("accountant");
    expect(f.skills).toEqual(expect.arrayContaining(["accounting", "excel", "sap", "vat-zakat", "ifrs"]));
    expect(f.yearsOfExperience).toBeGreaterThan(8);
    expect(f.countries).toEqual(["SA"]);
    expect(f.regions).toContain("makkah");
    expect(f.seniority).toBe("above");
  });

  it("ignores hidden items and counts overlapping jobs once", () => {
    const data = buildResume({
      ...resumes.hr,
      experience: [
        { position: "HR Officer", company: "A", date: "Jan 2020 - Dec 2021", summary: "" },
        { position: "Recruiter", company: "B", date: "Jan 2021 - Dec 2022", summary: "" },
        { position: "Chief Pilot", company: "C", date: "Jan 2000 - Dec 2019", summary: "" },
      ],
    });
    data.sections.experience.items[2]!.visible = false;
    const f = extractResumeFeatures(data, { now });
    expect(f.yearsOfExperience).toBe(3);
    expect(f.positions).not.toContain("Chief Pilot");
  });
});

describe("extractResumeFeaturesFromText", () => {
  it("separates work dates from education dates", () => {
    const f = extractResumeFeaturesFromText(
      "Lina Saleh\nData Analyst\nDubai | +971 50 000 0000\nExperience\nData Analyst, Careem, Feb 2021 - Feb 2023\nSQL, Tableau\nEducation\nBachelor of Science in Statistics, 2016 - 2020",
      { now },
    );
    // Months are counted inclusively, as LinkedIn does: Feb 2021 - Feb 2023 is 25 months.
    expect(f.yearsOfExperience).toBe(2.1);
    expect(f.titles).toEqual(["data-analyst"]);
    expect(f.degree).toBe("bachelor");
    expect(f.majors).toEqual(["statistics-major"]);
    expect(f.countries[0]).toBe("AE");
  });
});

describe("suggestJobTitles", () => {
  it("suggests the resume's own title first, with both labels, then related titles", () => {
    const f = extractResumeFeatures(buildResume(resumes["data-analyst"]), { now });
    const titles = suggestJobTitles(f, "ar");
    expect(titles[0]).toMatchObject({
      id: "data-analyst",
      label: "محلل بيانات",
      en: "Data Analyst",
      reason: "own",
    });
    expect(titles.map((t) => t.id)).toEqual(expect.arrayContaining(["business-analyst", "data-scientist"]));
    expect(titles.map((t) => t.id)).not.toContain("nurse");
    for (let i = 1; i < titles.length; i++)
      expect(titles[i - 1]!.score).toBeGreaterThanOrEqual(titles[i]!.score);
  });
  it("suggests titles from skills when the resume names no title", () => {
    const f = extractResumeFeaturesFromText(
      "Skills: recruitment, onboarding, payroll, Saudi labor law, Qiwa, GOSI",
      { now },
    );
    expect(suggestJobTitles(f, "en")[0]?.id).toMatch(/^(hr-specialist|recruiter|hr-manager)$/);
  });
});
