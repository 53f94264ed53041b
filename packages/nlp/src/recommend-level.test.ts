import { jobRecommendMinMatch } from "@sira/schema/job-api";
import { describe, expect, it } from "vitest";
import { buildResume } from "../testing/fixtures";
import { evaluateLevelSet } from "../testing/level-eval";
import { labelledJobs, labelledResumes } from "../testing/level-set";
import { extractJobFeatures, scoreJobMatch } from "./match";
import { extractResumeFeatures } from "./resume-features";

const now = new Date(2025, 5, 1);
const resume = (id: string) =>
  extractResumeFeatures(buildResume(labelledResumes.find((r) => r.id === id)!.spec), { now });
const job = (id: string) => extractJobFeatures(labelledJobs.find((j) => j.id === id)!);

describe("recommended jobs at the right level (issue 24 item 14)", () => {
  it("an internship for a 12-year manager stays under the floor and says why", () => {
    const match = scoreJobMatch(resume("accountant/senior"), job("accountant/intern-en-0"));
    expect(match.score).toBeLessThan(jobRecommendMinMatch);
    expect(match.reasons.experience).toEqual({ job: "intern", resume: "above", fit: "overqualified" });
    // Same occupation, same skills: the level is the reason, the skills still show as matched.
    expect(match.reasons.matchedSkills.length).toBeGreaterThan(3);
  });

  it("a senior post for a graduate stays under the floor; the graduate's own level is recommended", () => {
    const graduate = resume("nurse/graduate");
    const senior = scoreJobMatch(graduate, job("nurse/above-en-4"));
    expect(senior.score).toBeLessThan(jobRecommendMinMatch);
    expect(senior.reasons.experience.fit).toBe("underqualified");
    const junior = scoreJobMatch(graduate, job("nurse/entry-ar-1"));
    expect(junior.score).toBeGreaterThan(0.6);
    expect(junior.reasons.experience.fit).toBe("same");
  });

  it("an unrelated occupation at the same level stays under the floor", () => {
    const match = scoreJobMatch(resume("pharmacist/senior"), job("nurse/above-en-4"));
    expect(match.score).toBeLessThan(jobRecommendMinMatch);
  });

  it("on the labelled set (20 resumes × 60 jobs, ar and en) every recommended job is right", () => {
    const result = evaluateLevelSet(now);
    if (process.env.SIRA_PRINT_EVAL) console.log(JSON.stringify(result));
    expect(result.pairs).toBe(1200);
    expect(result.unrelatedAboveFloor).toBe(0);
    expect(result.farLevelAboveFloor).toBe(0);
    expect(result.precisionAt4).toBeGreaterThanOrEqual(0.95);
    expect(result.precisionAboveFloor).toBeGreaterThanOrEqual(0.95);
    expect(result.recallAboveFloor).toBeGreaterThanOrEqual(0.9);
  });
});
