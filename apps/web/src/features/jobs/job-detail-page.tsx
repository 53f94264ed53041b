import { ArrowLeft, ArrowSquareOut, Buildings, ChatsCircle, MapPin, Scales } from "@phosphor-icons/react";
import { htmlToText } from "@sira/html";
import { limits, pointPrices } from "@sira/schema/constants";
import type { Job, MatchReasons } from "@sira/schema/job-api";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { SaveJobButton } from "../../components/save-job-button";
import { PointsCost, useConfirmedSpend } from "../../components/spend-confirm";
import { TailorButton } from "../../components/tailor-button";
import { toast } from "../../components/ui/toast-store";
import { api } from "../../lib/api";
import { refreshBalance } from "../../lib/balance";
import { toastSpendError } from "../../lib/spend";
import { CompanyLogo, JobCard, jobText, MatchRing, useJobAge } from "./job-card";
import { EligibilityPanel } from "./job-eligibility";
import {
  defaultResumeOf,
  resumeRevision,
  useJob,
  useJobMatch,
  useJobMatches,
  useResumeList,
} from "./job-queries";
import { useJobFilters } from "./jobs-page";
import { useResetDefaultOnError } from "./use-reset-default";

/** Description HTML from the server: sanitized on ingest to strong and br, rendered as such. */
function Description({ html, lang }: { html: string; lang: "ar" | "en" }) {
  return (
    <div
      lang={lang}
      dir={lang === "ar" ? "rtl" : "ltr"}
      className="text-slate-700 leading-7 dark:text-slate-200 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: stored descriptions are sanitized server-side to strong and br only.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A titled list of skill chips in one tone, or `none` when there are no skills. */
function SkillChips({
  title,
  skills,
  none,
  tone,
}: {
  title: string;
  skills: string[];
  none: string;
  tone: string;
}) {
  return (
    <>
      <h3 className="mt-3 font-medium text-slate-800 text-sm dark:text-slate-100">{title}</h3>
      {skills.length ? (
        <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={title}>
          {skills.map((skill) => (
            <li key={skill} className={`rounded-full px-2 py-0.5 text-xs ${tone}`}>
              <bdi>{skill}</bdi>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-500 text-sm">{none}</p>
      )}
    </>
  );
}

/** Why the job matches (issue 24 item 15): skills, title, place and level, from the API, free. */
function MatchReasonsPanel({ reasons }: { reasons: MatchReasons }) {
  const { t } = useTranslation("jobs");
  const { experience } = reasons;
  const level = (id: string | null) => (id ? t(`reasons.levels.${id}`) : "");
  return (
    <section
      aria-labelledby="match-reasons"
      data-testid="match-reasons"
      className="mt-5 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2
        id="match-reasons"
        className="flex flex-wrap items-baseline gap-2 font-semibold text-slate-900 dark:text-white"
      >
        {t("reasons.heading")}
        <span className="font-normal text-slate-500 text-xs">{t("reasons.free")}</span>
      </h2>
      <ul className="mt-2 space-y-1 text-slate-700 text-sm dark:text-slate-200">
        <li data-fit={experience.fit}>
          {t(`reasons.level.${experience.fit}`, {
            job: level(experience.job),
            resume: level(experience.resume),
          })}
        </li>
        <li>{t("reasons.title", { percent: Math.round(reasons.title * 100) })}</li>
        <li>{t(`reasons.place.${reasons.location}`)}</li>
      </ul>
      <SkillChips
        title={t("reasons.matched")}
        skills={reasons.matchedSkills}
        none={t("reasons.noneMatched")}
        tone="bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200"
      />
      <SkillChips
        title={t("reasons.missing")}
        skills={reasons.missingSkills}
        none={t("reasons.noneMissing")}
        tone="bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
      />
    </section>
  );
}

function JobDetail({
  job,
  match,
  reasons,
  resumeId,
}: {
  job: Job;
  match?: number;
  reasons?: MatchReasons;
  resumeId?: string;
}) {
  const { t, i18n } = useTranslation("jobs");
  const navigate = useNavigate();
  const age = useJobAge(job.date);
  const language = contentLanguageOf(i18n.language);
  const primary =
    language === "ar" ? job.descriptionAr || job.descriptionEn : job.descriptionEn || job.descriptionAr;
  const primaryLang = primary === job.descriptionAr ? "ar" : "en";
  const text = jobText(job, language);
  const interview = useMutation({
    mutationFn: () =>
      api<{ url: string }>("/interview", { method: "POST", body: { jobId: job.id, resumeId, language } }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toastSpendError(error),
    onSettled: () => refreshBalance(),
  });
  const startInterview = useConfirmedSpend(t("actions.interview"), pointPrices.interview, () =>
    interview.mutate(),
  );

  const handleCompare = () =>
    navigate("/dashboard/compare", {
      state: { job: `${text.position}\n\n${htmlToText(primary)}`, jobId: job.id, locked: true },
    });
  const handleInterview = () => {
    if (!resumeId) {
      toast({ kind: "warning", title: t("needDefaultResume") });
      return;
    }
    startInterview.request();
  };

  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <header className="flex items-start gap-4">
        <CompanyLogo job={job} />
        <div className="min-w-0 flex-1">
          <h1 className="font-bold text-slate-900 text-xl dark:text-white">
            <bdi lang={text.title.posted.lang} dir={text.title.posted.dir} data-testid="job-title-posted">
              {text.position}
            </bdi>
          </h1>
          {text.title.translated && (
            <p className="text-slate-500 text-sm dark:text-slate-400" data-testid="job-title-translated">
              <bdi lang={text.title.translated.lang} dir={text.title.translated.dir}>
                {text.title.translated.text}
              </bdi>
            </p>
          )}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 text-sm dark:text-slate-300">
            {job.company && (
              <span className="flex items-center gap-1">
                <Buildings aria-hidden />
                <bdi>{job.company}</bdi>
              </span>
            )}
            <span className="flex items-center gap-1">
              <MapPin aria-hidden />
              <bdi>{text.place}</bdi>
            </span>
            <span>{age}</span>
          </p>
        </div>
        {match !== undefined && <MatchRing match={match} size={64} />}
        <SaveJobButton jobId={job.id} position={text.position} />
      </header>
      {job.sample && (
        <p
          className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          data-testid="job-sample-detail"
        >
          {t("sample.detail")}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-1.5 text-xs">
        {[
          t(`types.${job.jobType}`),
          t(`experience.${job.experience}`),
          t(`remote.${job.remote}`),
          job.sample ? t("sample.badge") : t(`sources.${job.source}`),
        ].map((tag) => (
          <span
            key={tag}
            className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200"
          >
            {tag}
          </span>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {job.link && !job.sample && (
          <a
            href={job.link}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-2 rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800"
          >
            <ArrowSquareOut aria-hidden />
            {t("actions.open")}
          </a>
        )}
        <button
          type="button"
          onClick={handleCompare}
          className="flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:border-teal-600 dark:border-slate-700 dark:text-slate-100"
        >
          <Scales aria-hidden />
          {t("actions.compare")}
          <PointsCost points={pointPrices.compare} />
        </button>
        <button
          type="button"
          onClick={handleInterview}
          disabled={interview.isPending}
          className="flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:border-teal-600 disabled:opacity-60 dark:border-slate-700 dark:text-slate-100"
        >
          <ChatsCircle aria-hidden />
          {t("actions.interview")}
          <PointsCost points={pointPrices.interview} />
        </button>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <TailorButton target={{ jobId: job.id }} />
      </div>
      {startInterview.dialog}
      {reasons && <MatchReasonsPanel reasons={reasons} />}
      <EligibilityPanel eligibility={reasons?.eligibility} />
      <div className="mt-6">
        <Description html={primary} lang={primaryLang} />
      </div>
    </article>
  );
}

/** /dashboard/jobs/:jobId: desktop side list of the first 10 matches plus the job; mobile the job only. */
export function JobDetailPage() {
  const { t } = useTranslation("jobs");
  const { jobId } = useParams();
  const [filters] = useJobFilters();
  const resumes = useResumeList();
  const resume = defaultResumeOf(resumes.data);
  const matches = useJobMatches(resume?.id, filters, limits.jobDetailSideList, resumeRevision(resume));
  useResetDefaultOnError(matches.error);
  const job = useJob(jobId);
  const one = useJobMatch(jobId, resume?.id, resumeRevision(resume));
  const match = one.data?.match ?? matches.data?.jobs.find((j) => j.id === jobId)?.match;
  const side = matches.data?.jobs.slice(0, limits.jobDetailSideList) ?? [];

  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <Link
        to={{ pathname: "/dashboard/jobs", search: window.location.search }}
        className="mb-4 inline-flex items-center gap-1 text-sm text-teal-700 hover:underline dark:text-teal-400"
      >
        <ArrowLeft aria-hidden className="rtl:rotate-180" />
        {t("back")}
      </Link>
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr]">
        <aside
          className="hidden flex-col gap-3 lg:flex"
          aria-label={t("sideList")}
          data-testid="job-side-list"
        >
          {side.map((j) => (
            <JobCard key={j.id} job={j} active={j.id === jobId} />
          ))}
        </aside>
        <div>
          {job.isPending ? (
            <div className="h-96 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" aria-busy="true" />
          ) : job.data ? (
            <JobDetail job={job.data} match={match} reasons={one.data?.reasons} resumeId={resume?.id} />
          ) : (
            <p className="rounded-xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900">
              {t("notFound")}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
