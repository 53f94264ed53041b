import { jobRecommendMinMatch } from "@sira/schema/job-api";
import { describe, expect, it } from "vitest";
import { buildResume } from "../testing/fixtures";
import { createJobIndex, extractJobFeatures, occupationLinks, rankJobs, scoreJobMatch } from "./match";
import { positionNames } from "./place-names";
import { extractResumeFeatures } from "./resume-features";

const now = new Date(2025, 5, 1);

/** An Arabic resume of a sales executive in Riyadh (issue 38). */
const salesExecutive = extractResumeFeatures(
  buildResume({
    language: "ar",
    headline: "تنفيذي مبيعات",
    location: "الرياض، السعودية",
    summary: "تنفيذي مبيعات بخبرة خمس سنوات في بيع الحلول للشركات وتحقيق المستهدفات الشهرية.",
    experience: [
      {
        position: "تنفيذي مبيعات",
        company: "شركة المراعي",
        date: "Jan 2020 - Present",
        summary:
          "تحقيق مستهدفات المبيعات الشهرية بنسبة 120% وإدارة قاعدة عملاء من 80 عميلاً وإعداد عروض الأسعار.",
      },
    ],
    education: [{ studyType: "بكالوريوس", area: "إدارة الأعمال", institution: "جامعة الملك سعود" }],
    skills: ["المبيعات", "التفاوض", "خدمة العملاء"],
    languages: ["العربية", "الإنجليزية"],
  }),
  { now },
);

const jobs = [
  {
    position: "مندوب مبيعات",
    location: "الرياض",
    descriptionAr:
      "مطلوب مندوب مبيعات ميداني. المتطلبات: رخصة قيادة سارية، إجادة برامج مايكروسوفت أوفيس، خبرة في نظام Salesforce و HubSpot، مهارات العرض والتقديم، إدارة المخزون.",
  },
  {
    position: "Inside Sales Representative",
    location: "Riyadh, Saudi Arabia",
    descriptionEn:
      "Requirements: Salesforce, HubSpot, cold calling, lead generation, Microsoft Office, Power BI, presentation skills and a valid driving license.",
  },
  {
    position: "Sales Engineer",
    location: "Riyadh, Saudi Arabia",
    descriptionEn: "Requirements: AutoCAD, HVAC systems, technical proposals and presentation skills.",
  },
  {
    position: "Staff Nurse - ICU",
    location: "Riyadh, Saudi Arabia",
    descriptionEn: "Requirements: BLS, ACLS, patient care, SCFHS license.",
  },
].map((j) => extractJobFeatures(j));

describe("recall first in the recommended list (issue 38)", () => {
  it("the Arabic sales-executive resume in Riyadh sees مندوب مبيعات and Inside Sales Representative", () => {
    // تنفيذي مبيعات is the occupation of both postings, whatever their skills' wording.
    expect(scoreJobMatch(salesExecutive, jobs[1]!).reasons.title).toBe(1);
    const shown = rankJobs(salesExecutive, createJobIndex(jobs), {
      minScore: jobRecommendMinMatch,
      keepLinked: true,
    }).map((r) => r.index);
    expect(shown).toContain(0);
    expect(shown).toContain(1);
    // Near misses (Sales Engineer) and other occupations stay under the floor and hidden.
    expect(shown).not.toContain(2);
    expect(shown).not.toContain(3);
  });

  it("a job of the resume's occupation under the floor (a level too far) is still listed, last", () => {
    const senior = extractJobFeatures({
      position: "Sales Executive Trainee",
      location: "Riyadh",
      experience: "intern",
      descriptionEn: "A paid internship for fresh graduates: Salesforce, SAP and Power BI training.",
    });
    const all = [...jobs, senior];
    expect(scoreJobMatch(salesExecutive, senior).score).toBeLessThan(jobRecommendMinMatch);
    const shown = rankJobs(salesExecutive, createJobIndex(all), {
      minScore: jobRecommendMinMatch,
      keepLinked: true,
    });
    expect(shown.map((r) => r.index)).toEqual([0, 1, 4]);
  });

  it("links jobs of the same occupation or ISCO unit group, in either language, and no near miss", () => {
    expect([...occupationLinks(salesExecutive, createJobIndex(jobs))]).toEqual([1, 1, 0, 0]);
    const nurse = extractResumeFeatures(
      buildResume({
        language: "en",
        headline: "Staff Nurse",
        experience: [
          {
            position: "Staff Nurse - ICU",
            company: "King Fahad Hospital",
            date: "2019 - Present",
            summary: "",
          },
        ],
        education: [],
        skills: [],
      }),
      { now },
    );
    const nursing = ["ممرضة", "Registered Nurse", "Nursing Assistant", "مساعد تمريض"].map((position) =>
      extractJobFeatures({ position }),
    );
    expect([...occupationLinks(nurse, createJobIndex(nursing))]).toEqual([1, 1, 0, 0]);
  });

  it("a title with a specialty is not translated to its bare occupation", () => {
    expect(positionNames("Staff Nurse - ICU")).toBeNull();
    expect(positionNames("Staff Nurse")).toEqual({ ar: "ممرض", en: "Nurse" });
    expect(positionNames("Sales Executive")?.ar).toBe("مندوب مبيعات");
  });
});
