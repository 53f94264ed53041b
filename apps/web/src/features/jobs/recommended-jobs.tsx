import { limits } from "@sira/schema/constants";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dismissToast, toast } from "../../components/ui/toast-store";
import { JobCard, JobCardSkeleton, SampleJobsNotice } from "./job-card";
import { emptyFilters } from "./job-filters";
import { defaultResumeOf, resumeRevision, useJobMatches, useResumeList } from "./job-queries";
import { useJobAlerts } from "./push";
import { useResetDefaultOnError } from "./use-reset-default";

/** A value that follows `value` only after it stayed unchanged for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The services screen's recommended jobs (spec §2, §4): the newest 4 matches of the default
 * resume, a show-all link when more exist, a loading toast while matching, a refetch after
 * 1.5 s when the list is empty, a refetch 300 ms after the default resume changes, and on
 * mobile a scroll to the strip once loaded.
 */
export function RecommendedJobs() {
  const { t } = useTranslation("jobs");
  const resumes = useResumeList();
  const resumeId = useDebounced(defaultResumeOf(resumes.data)?.id, limits.debounceMs);
  const matches = useJobMatches(
    resumeId,
    emptyFilters,
    limits.recommendedJobsOnHome,
    resumeRevision(resumes.data?.find((r) => r.id === resumeId)),
  );
  const { refetch } = matches;
  const section = useRef<HTMLElement>(null);
  const scrolled = useRef(false);
  useResetDefaultOnError(matches.error);
  useJobAlerts();

  useEffect(() => {
    if (!matches.isFetching) return;
    const id = toast({ kind: "loading", title: t("matching") });
    return () => dismissToast(id);
  }, [matches.isFetching, t]);

  const count = matches.data?.jobs.length;
  useEffect(() => {
    if (count !== 0) return;
    const timer = setTimeout(() => void refetch(), limits.recommendedJobsEmptyRefetchMs);
    return () => clearTimeout(timer);
  }, [count, refetch]);

  useEffect(() => {
    if (!count || scrolled.current || !window.matchMedia("(max-width: 767px)").matches) return;
    scrolled.current = true;
    section.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [count]);

  const jobs = matches.data?.jobs ?? [];
  const total = matches.data?.total ?? 0;
  if (resumes.isSuccess && !resumeId) return null;
  return (
    <section ref={section} aria-labelledby="recommended-jobs" className="mt-10">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="recommended-jobs" className="font-bold text-lg text-slate-900 dark:text-white">
          {t("recommended")}
        </h2>
        {total > limits.recommendedJobsOnHome && (
          <Link
            to="/dashboard/jobs"
            className="font-medium text-sm text-teal-700 hover:underline dark:text-teal-400"
          >
            {t("showAll")}
          </Link>
        )}
      </div>
      <SampleJobsNotice jobs={jobs} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {matches.isPending
          ? Array.from({ length: limits.recommendedJobsOnHome }, (_, i) => <JobCardSkeleton key={i} />)
          : jobs.map((job) => <JobCard key={job.id} job={job} />)}
      </div>
      {matches.isSuccess && jobs.length === 0 && (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-600 text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          {t("empty")}
        </p>
      )}
    </section>
  );
}
