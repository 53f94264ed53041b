import { describe, expect, it } from "vitest";
import { findDateRanges, mergedMonths, statedYears } from "./experience-years";
import { extractJobRequirements } from "./job-requirements";

describe("extractJobRequirements", () => {
  it("splits must-have and nice-to-have skills by cues (English)", () => {
    const job = extractJobRequirements(
      "Data Analyst\nRequirements:\n- Strong SQL and Excel\n- 3+ years of experience in data analysis\n- Bachelor's degree in Statistics or Computer Science\nNice to have:\n- Python\n- Tableau is a plus",
    );
    expect(job.skills.must).toEqual(expect.arrayContaining(["sql", "excel", "data-analysis"]));
    expect(job.skills.nice).toEqual(expect.arrayContaining(["python", "tableau"]));
    expect(job.skills.must).not.toContain("python");
    expect(job.minYears).toBe(3);
    expect(job.degree).toBe("bachelor");
    expect(job.majors).toEqual(expect.arrayContaining(["statistics-major", "computer-science"]));
    expect(job.titles[0]).toBe("data-analyst");
    expect(job.language).toBe("en");
    expect(job.seniority).toBe("mid");
  });
  it("reads Arabic cues: يشترط / مطلوب vs يفضل", () => {
    const job = extractJobRequirements(
      "مطلوب محاسب\nيشترط إجادة الإكسل والبرامج المحاسبية وخبرة لا تقل عن سنتين.\nيفضل معرفة نظام SAP.\nيشترط إجادة اللغة الإنجليزية.",
    );
    expect(job.skills.must).toEqual(expect.arrayContaining(["excel", "accounting-software"]));
    expect(job.skills.nice).toEqual(["sap"]);
    expect(job.minYears).toBe(2);
    expect(job.languages).toEqual(["en"]);
    expect(job.language).toBe("ar");
    expect(job.titles).toEqual(["accountant"]);
    expect(job.seniority).toBe("entry");
  });
  it("splits one sentence with both cues at commas", () => {
    const job = extractJobRequirements("Python and Django required, Docker is a plus");
    expect(job.skills.must).toEqual(["python", "django"]);
    expect(job.skills.nice).toEqual(["docker"]);
  });
  it("ignores company blurbs and benefits", () => {
    const job = extractJobRequirements(
      "Nurse\nAbout us:\nWe use SAP and Salesforce across the group.\nRequirements:\nBLS certified",
    );
    expect(job.skills.must).toEqual(["bls-acls"]);
  });
  it("detects seniority from the title line", () => {
    expect(extractJobRequirements("Senior Accountant\nIFRS").seniority).toBe("above");
    expect(extractJobRequirements("Marketing Intern\nSocial media").seniority).toBe("intern");
    expect(extractJobRequirements("مطور برمجيات حديث التخرج").seniority).toBe("entry");
  });
});

describe("years of experience", () => {
  it("reads stated years in both languages", () => {
    expect(statedYears("Minimum 5 years of experience")).toBe(5);
    expect(statedYears("3-5 years experience")).toBe(3);
    expect(statedYears("five years of professional experience")).toBe(5);
    expect(statedYears("خبرة لا تقل عن ٣ سنوات")).toBe(3);
    expect(statedYears("15-4 سنوات من الخبرة")).toBe(4);
    expect(statedYears("خبرة ثلاث سنوات")).toBe(3);
    expect(statedYears("خبرة سنتين")).toBe(2);
    expect(statedYears("We have served clients for 20 years")).toBeNull();
  });
  it("finds date ranges in free text and merges overlaps", () => {
    const ranges = findDateRanges(
      "Acme, Jan 2018 - Dec 2019\nBeta 06/2019 – 05/2021\nشركة: يناير 2022 - حتى الآن",
    );
    expect(ranges).toHaveLength(3);
    const months = mergedMonths(ranges, new Date(2024, 0, 15));
    // Jan 2018 .. May 2021 (41 months) + Jan 2022 .. Jan 2024 (25 months)
    expect(months).toBe(41 + 25);
  });
});
