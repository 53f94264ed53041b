import type { ResumeSummary } from "@sira/schema/api";
import {
  type JobMatchList,
  jobMatchListSchema,
  jobMatchSchema,
  jobRegionListSchema,
  jobSchema,
} from "@sira/schema/job-api";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { filtersToParams, type JobFilters } from "./job-filters";

/** Every job query starts with this key; invalidate it to refetch matches. */
export const jobsKey = ["jobs"] as const;

/** The user's resumes (the shared list in lib/resume-list.ts). */
export { useResumeList } from "../../lib/resume-list";

/** The default resume the jobs are matched against (the first one when none is marked). */
export function defaultResumeOf(list: ResumeSummary[] | undefined): ResumeSummary | undefined {
  return list?.find((r) => r.isDefault) ?? list?.[0];
}

/** Changes whenever the server would recompute matches: the resume's country, version or update. */
export function resumeRevision(resume: ResumeSummary | undefined): string {
  return resume ? `${resume.country ?? "-"}:${resume.version}:${resume.updatedAt}` : "";
}

/**
 * One page of matched jobs for a resume and filters (GET /job/match/{resumeId}). `revision`
 * (resumeRevision) is part of the key, so a country change or an edit refetches (spec §4).
 */
export function useJobMatches(resumeId: string | undefined, filters: JobFilters, limit = 60, revision = "") {
  const params = filtersToParams(filters);
  params.set("limit", String(limit));
  // Lists show cards: no descriptions (the job page reads its own job).
  params.set("view", "card");
  return useQuery({
    queryKey: [...jobsKey, "match", resumeId, revision, params.toString()],
    enabled: Boolean(resumeId),
    queryFn: ({ signal }): Promise<JobMatchList> =>
      api(`/job/match/${resumeId}?${params.toString()}`, { schema: jobMatchListSchema, signal }),
  });
}

/** One job (GET /job/{id}). */
export function useJob(id: string | undefined) {
  return useQuery({
    queryKey: [...jobsKey, "one", id],
    enabled: Boolean(id),
    queryFn: () => api(`/job/${id}`, { schema: jobSchema }),
  });
}

/** One job's match and reasons against a resume (GET /job/{id}/match/{resumeId}), free. */
export function useJobMatch(jobId: string | undefined, resumeId: string | undefined, revision = "") {
  return useQuery({
    queryKey: [...jobsKey, "one-match", jobId, resumeId, revision],
    enabled: Boolean(jobId && resumeId),
    queryFn: () => api(`/job/${jobId}/match/${resumeId}`, { schema: jobMatchSchema }),
  });
}

/** The location filter's places by country: Saudi regions, other countries' cities (fixed while the app runs). */
export function useJobRegions() {
  return useQuery({
    queryKey: [...jobsKey, "regions"],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api("/job/regions", { schema: jobRegionListSchema }),
  });
}
