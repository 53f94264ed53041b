import { jobRecommendMinMatch } from "@sira/schema/job-api";
import { createJobIndex, extractJobFeatures, rankJobs } from "../src/match";
import { extractResumeFeatures } from "../src/resume-features";
import { buildResume } from "./fixtures";
import { isGoodRecommendation, labelledJobs, labelledResumes } from "./level-set";

export interface LevelEvaluation {
  pairs: number;
  /** Share of the best four above the recommendation floor that are correct (averaged over resumes). */
  precisionAt4: number;
  /** Share of every job above the floor that is correct (the strip may show any four of them). */
  precisionAboveFloor: number;
  /** Share of correct jobs that are above the floor. */
  recallAboveFloor: number;
  /** Jobs of another occupation above the floor. */
  unrelatedAboveFloor: number;
  /** Same occupation, level two or more steps away, above the floor. */
  farLevelAboveFloor: number;
}

/** Precision of recommended jobs on the labelled set (20 resumes × 60 jobs). */
export function evaluateLevelSet(now = new Date(2025, 5, 1)): LevelEvaluation {
  const index = createJobIndex(labelledJobs.map((j) => extractJobFeatures(j)));
  let p4 = 0;
  let above = 0;
  let aboveGood = 0;
  let good = 0;
  let unrelated = 0;
  let far = 0;
  for (const resume of labelledResumes) {
    const features = extractResumeFeatures(buildResume(resume.spec), { now });
    const ranked = rankJobs(features, index, { limit: labelledJobs.length, minScore: jobRecommendMinMatch });
    const top = ranked.slice(0, 4);
    p4 += top.length
      ? top.filter((r) => isGoodRecommendation(resume, labelledJobs[r.index]!)).length / top.length
      : 0;
    for (const r of ranked) {
      const job = labelledJobs[r.index]!;
      above++;
      if (isGoodRecommendation(resume, job)) aboveGood++;
      else if (job.occupation !== resume.occupation) unrelated++;
      else far++;
    }
    good += labelledJobs.filter((j) => isGoodRecommendation(resume, j)).length;
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    pairs: labelledResumes.length * labelledJobs.length,
    precisionAt4: round(p4 / labelledResumes.length),
    precisionAboveFloor: round(above ? aboveGood / above : 0),
    recallAboveFloor: round(good ? aboveGood / good : 0),
    unrelatedAboveFloor: unrelated,
    farLevelAboveFloor: far,
  };
}
