import { suggestJobTitles } from "@sira/nlp";
import type { JobTitlesResponse, Language } from "@sira/schema";
import { readResumeFeatures } from "../jobs/jobs.public";
import { getResume } from "../resume/resume.public";
import type { AiContext } from "./ai-context";

/**
 * POST /api/openai/job-titles: job titles to search for, from one of the user's resumes, by the
 * offline engine (its own titles first, then related ones). Free: it only prepares a job search
 * (docs/decisions/0004-ai-services.md). The resume is read in the worker pool. ResumeNotFound
 * for another user's resume.
 */
export async function suggestTitlesForResume(
  ctx: AiContext,
  userId: string,
  resumeId: string,
  language: Language,
): Promise<JobTitlesResponse> {
  const resume = await getResume(ctx, userId, resumeId);
  const features = await readResumeFeatures(ctx.untrusted, { data: resume.data, country: null });
  return { titles: suggestJobTitles(features, language) };
}
