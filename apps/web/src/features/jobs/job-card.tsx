import { Buildings, MapPin } from "@phosphor-icons/react";
import { countries } from "@sira/schema/countries";
import type { Job, JobMatch } from "@sira/schema/job-api";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { SaveJobButton } from "../../components/save-job-button";
import { ProgressRing } from "../../components/ui/progress";
import { EligibilityBadge } from "./job-eligibility";
import { matchTone } from "./job-filters";
import { jobTitle } from "./job-title";

/** Circular match indicator (spec §9): green 60–100, amber 50–59, grey below. */
export function MatchRing({ match, size = 48 }: { match: number; size?: number }) {
  const { t } = useTranslation("jobs");
  const percent = Math.round(match * 100);
  const tone = matchTone(match);
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
      role="img"
      aria-label={t("matchLabel", { percent })}
      data-tone={tone}
    >
      <ProgressRing
        fraction={match}
        box={48}
        radius={20}
        width={4}
        arcClassName={clsx(
          tone === "green" && "stroke-green-600",
          tone === "amber" && "stroke-amber-500",
          tone === "none" && "stroke-slate-400",
        )}
      />
      <span className="font-bold text-slate-800 text-xs dark:text-slate-100" dir="ltr">
        {percent}%
      </span>
    </span>
  );
}

/**
 * A job's position and place: the position as posted, in its own language, with its translation
 * beside it when the vocabulary knows one (issue 38, jobTitle); the place in the interface
 * language (issue 24 item 16: 13 Saudi regions, Gulf cities), else the text as written.
 */
export function jobText(
  job: Pick<Job, "position" | "positionNames" | "language" | "location" | "placeNames" | "country">,
  language: "ar" | "en",
): { position: string; title: ReturnType<typeof jobTitle>; place: string } {
  return {
    position: job.position,
    title: jobTitle(job, language),
    place:
      job.placeNames?.[language] || job.location || (job.country ? countries[job.country][language] : ""),
  };
}

/** Relative age of a posting ("3 days ago"), in the interface language. */
export function useJobAge(date: string): string {
  const { i18n } = useTranslation();
  const hours = Math.max(0, (Date.now() - Date.parse(date)) / 3_600_000);
  const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: "auto" });
  if (hours < 1) return format.format(-Math.round(hours * 60), "minute");
  if (hours < 24) return format.format(-Math.round(hours), "hour");
  return format.format(-Math.round(hours / 24), "day");
}

/** "Sample": a bundled demo posting, not a real vacancy (issue 42 item 3). */
export function SampleBadge() {
  const { t } = useTranslation("jobs");
  return (
    <span
      className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800"
      data-testid="job-sample-badge"
    >
      {t("sample.badge")}
    </span>
  );
}

/** Above a list with sample jobs: what they are, and that no job board is connected yet. */
export function SampleJobsNotice({ jobs }: { jobs: readonly Pick<Job, "sample">[] }) {
  const { t } = useTranslation("jobs");
  if (!jobs.some((job) => job.sample)) return null;
  return (
    <p
      className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
      data-testid="sample-jobs-notice"
    >
      {t("sample.notice")}
    </p>
  );
}

/** Company initial or logo. */
export function CompanyLogo({ job }: { job: Pick<Job, "logo" | "company" | "position"> }) {
  if (job.logo) return <img src={job.logo} alt="" className="size-10 shrink-0 rounded-lg object-contain" />;
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-teal-50 font-bold text-teal-800 dark:bg-teal-950 dark:text-teal-200">
      {(job.company ?? job.position).trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * One job of the grid: logo, position, company, location, age, tags and the match ring. From the
 * jobs pages the link keeps the search and filters, so the detail's side list and back link show
 * the same list the user was looking at.
 */
export function JobCard({ job, active = false }: { job: JobMatch; active?: boolean }) {
  const { t, i18n } = useTranslation("jobs");
  const location = useLocation();
  const search = location.pathname.startsWith("/dashboard/jobs") ? location.search : "";
  const age = useJobAge(job.date);
  const text = jobText(job, contentLanguageOf(i18n.language));
  return (
    <div className="relative">
      <Link
        to={{ pathname: `/dashboard/jobs/${job.id}`, search }}
        aria-current={active ? "page" : undefined}
        data-testid="job-card"
        className={clsx(
          "flex h-full flex-col gap-3 rounded-xl border bg-white p-4 text-start shadow-sm transition hover:border-teal-600 hover:shadow focus-visible:outline-2 focus-visible:outline-teal-600 dark:bg-slate-900",
          active ? "border-teal-600 ring-1 ring-teal-600" : "border-slate-200 dark:border-slate-800",
        )}
      >
        <div className="flex items-start gap-3">
          <CompanyLogo job={job} />
          <div className="min-w-0 flex-1">
            <h3 className="line-clamp-2 font-semibold text-slate-900 dark:text-white">
              <bdi lang={text.title.posted.lang} dir={text.title.posted.dir} data-testid="job-title-posted">
                {text.title.posted.text}
              </bdi>
            </h3>
            {text.title.translated && (
              <p
                className="truncate text-slate-500 text-sm dark:text-slate-400"
                data-testid="job-title-translated"
              >
                <bdi lang={text.title.translated.lang} dir={text.title.translated.dir}>
                  {text.title.translated.text}
                </bdi>
              </p>
            )}
            {job.company && (
              <p className="flex min-w-0 items-center gap-1 text-slate-600 text-sm dark:text-slate-300">
                <Buildings aria-hidden className="shrink-0" />
                {/* The ellipsis belongs to the name itself: a flex row does not draw one. */}
                <bdi className="min-w-0 truncate" title={job.company} data-testid="job-company">
                  {job.company}
                </bdi>
              </p>
            )}
          </div>
          <MatchRing match={job.match} />
        </div>
        <p className="flex items-center gap-1 text-slate-600 text-sm dark:text-slate-300">
          <MapPin aria-hidden className="shrink-0" />
          <bdi className="truncate" data-testid="job-place">
            {text.place}
          </bdi>
        </p>
        <div className="flex flex-wrap gap-1.5 text-xs">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {t(`types.${job.jobType}`)}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {t(`experience.${job.experience}`)}
          </span>
          {job.remote === "remote" && (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
              {t("remote.remote")}
            </span>
          )}
          <EligibilityBadge reasons={job.reasons} />
          {job.sample && <SampleBadge />}
          <span className="ms-auto pe-10 text-slate-500 dark:text-slate-400">{age}</span>
        </div>
      </Link>
      {/* Beside the link, not inside it: a button may not sit within a link. */}
      <SaveJobButton jobId={job.id} position={text.position} className="absolute end-3 bottom-3 size-8" />
    </div>
  );
}

/** Loading placeholder with the card's shape. */
export function JobCardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="job-skeleton"
    >
      <div className="flex gap-3">
        <div className="size-10 rounded-lg bg-slate-200 dark:bg-slate-800" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
        </div>
        <div className="size-12 rounded-full bg-slate-200 dark:bg-slate-800" />
      </div>
      <div className="h-3 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-3 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
