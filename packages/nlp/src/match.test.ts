import { describe, expect, it } from "vitest";
import { buildResume, jobs, type Occupation, resumes } from "../testing/fixtures";
import {
  buildJobIndex,
  createJobIndex,
  createResumeMatcher,
  extractJobFeatures,
  rankJobs,
  scoreAllJobs,
  scoreJobMatch,
} from "./match";
import { extractResumeFeatures } from "./resume-features";

const now = new Date(2025, 0, 1);
const jobFeatures = jobs.map((j) => extractJobFeatures(j));
const occupations = Object.keys(resumes) as Occupation[];

describe("scoreJobMatch quality", () => {
  it.each(occupations)("ranks the occupation's own jobs first for a %s resume", (occupation) => {
    const features = extractResumeFeatures(buildResume(resumes[occupation]), { now });
    const ranked = rankJobs(features, jobFeatures, { limit: 3 });
    const top = ranked.map((r) => jobs[r.index]!.occupation);
    expect(top[0], `top job for ${occupation}: ${jobs[ranked[0]!.index]!.position}`).toBe(occupation);
    expect(top.filter((o) => o === occupation).length).toBeGreaterThanOrEqual(2);
  });

  it("scores matching jobs clearly above unrelated ones, across languages", () => {
    const nurse = extractResumeFeatures(buildResume(resumes.nurse), { now });
    const icu = scoreJobMatch(
      nurse,
      jobFeatures[jobs.findIndex((j) => j.position === "Registered Nurse - ICU")]!,
    );
    const accountant = scoreJobMatch(
      nurse,
      jobFeatures[jobs.findIndex((j) => j.position === "General Accountant")]!,
    );
    expect(icu.score).toBeGreaterThan(0.6);
    expect(accountant.score).toBeLessThan(0.3);
    expect(icu.reasons.matchedSkills).toEqual(expect.arrayContaining(["bls-acls", "patient-care"]));
    expect(icu.reasons.location).toBe("same-city");
    expect(icu.reasons.title).toBe(1);
  });

  it("reports location relation and missing skills", () => {
    const frontend = extractResumeFeatures(buildResume(resumes.frontend), { now });
    const dubai = scoreJobMatch(
      frontend,
      jobFeatures[jobs.findIndex((j) => j.location === "Dubai" && j.occupation === "frontend")]!,
    );
    expect(dubai.reasons.location).toBe("other-country");
    const jeddah = scoreJobMatch(
      frontend,
      jobFeatures[jobs.findIndex((j) => j.position === "React Developer")]!,
    );
    expect(jeddah.reasons.location).toBe("same-country");
    expect(jeddah.reasons.matchedSkills).toEqual(
      expect.arrayContaining(["react", "redux", "typescript", "software-testing"]),
    );
    const java = scoreJobMatch(
      frontend,
      jobFeatures[jobs.findIndex((j) => j.position === "Backend Java Developer")]!,
    );
    expect(java.reasons.location).toBe("same-city");
    expect(java.reasons.missingSkills).toEqual(expect.arrayContaining(["java", "spring", "kafka"]));
    expect(java.score).toBeLessThan(jeddah.score);
  });

  it("extracts job features once, as plain JSON", () => {
    const f = extractJobFeatures({
      position: "Data Analyst",
      descriptionEn: "SQL and Power BI required",
      descriptionAr: "يفضل معرفة بايثون",
      location: "الخبر، المنطقة الشرقية",
    });
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
    expect(f).toMatchObject({ country: "SA", region: "eastern", city: "khobar", titles: ["data-analyst"] });
    expect(f.skills).toEqual({ must: ["sql", "power-bi"], nice: ["python"] });
  });
});

describe("a resume matcher (compiled once for a page of jobs)", () => {
  it.each(occupations)("gives each job's score and reasons as scoreJobMatch does, %s", (occupation) => {
    const features = extractResumeFeatures(buildResume(resumes[occupation]), { now });
    const index = createJobIndex(jobFeatures);
    const matcher = createResumeMatcher(features);
    expect(Array.from(matcher.scoreAll(index))).toEqual(Array.from(scoreAllJobs(features, index)));
    jobFeatures.forEach((job, i) => {
      expect(matcher.matchAt(index, i)).toEqual(scoreJobMatch(features, job));
    });
  });
});

describe("buildJobIndex (the same index, in steps)", () => {
  it("pauses every few jobs and ends with the index createJobIndex builds", () => {
    const steps = buildJobIndex(jobFeatures, 5);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    expect(pauses).toBe(Math.floor(jobFeatures.length / 5));
    expect(step.value).toEqual(createJobIndex(jobFeatures));
  });
});

describe("rankJobs at scale (smoke, no timing)", () => {
  it("ranks a resume against 100,000 generated jobs", () => {
    const features = extractResumeFeatures(buildResume(resumes["data-analyst"]), { now });
    const base = jobFeatures;
    const many = Array.from({ length: 100_000 }, (_, i) => {
      const b = base[i % base.length]!;
      // Distinct objects, as loaded from storage; shuffle skills a little.
      return { ...b, skills: { must: [...b.skills.must].reverse(), nice: [...b.skills.nice] } };
    });
    const ranked = rankJobs(features, createJobIndex(many), { limit: 20 });
    expect(ranked).toHaveLength(20);
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
    expect(jobs[ranked[0]!.index % jobs.length]!.occupation).toBe("data-analyst");
  });
});
