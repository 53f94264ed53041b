import { Briefcase, FunnelSimple, MagnifyingGlass, X } from "@phosphor-icons/react";
import { experienceLevels, jobSources, jobTypes, limits, remoteModes } from "@sira/schema/constants";
import { jobDateFilters, jobSorts } from "@sira/schema/job-api";
import { clsx } from "clsx";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { JobCard, JobCardSkeleton, SampleJobsNotice } from "./job-card";
import { OpenToMeToggle } from "./job-eligibility";
import {
  addKeywords,
  chooseCountry,
  countryChoices,
  effectiveCountry,
  emptyFilters,
  filtersFromParams,
  filtersToParams,
  type JobFilters,
  toggleValue,
} from "./job-filters";
import { defaultResumeOf, resumeRevision, useJobMatches, useJobRegions, useResumeList } from "./job-queries";
import { useResetDefaultOnError } from "./use-reset-default";

const pageSize = 60;

/** Filters live in the URL; this reads and writes them. */
export function useJobFilters(): [JobFilters, (next: JobFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  return [filters, (next) => setParams(filtersToParams(next), { replace: true })];
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold text-slate-800 text-sm dark:text-slate-100">{title}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

function Choice({
  checked,
  onChange,
  label,
  type = "checkbox",
  name,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
  type?: "checkbox" | "radio";
  name?: string;
}) {
  return (
    <label
      className={clsx(
        "cursor-pointer select-none rounded-full border px-3 py-1 text-sm transition has-focus-visible:outline-2 has-focus-visible:outline-teal-600",
        checked
          ? "border-teal-700 bg-teal-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
      )}
    >
      <input type={type} name={name} checked={checked} onChange={onChange} className="sr-only" />
      {label}
    </label>
  );
}

/** Remote filter: both modes checked by default (empty list); unchecking both means both again. */
function toggleRemote(
  current: JobFilters["remote"],
  value: JobFilters["remote"][number],
): JobFilters["remote"] {
  const next = toggleValue(current.length === 0 ? [...remoteModes] : current, value);
  return next.length === remoteModes.length || next.length === 0 ? [] : next;
}

/** A country's name in the interface language (Intl), the code when the browser has no name. */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The filter panel (spec §9): date, sort, experience, remote, sources, job types, and location:
 * a country first (the Gulf states or remote; the resume's country preselected), then its places.
 */
function FilterPanel({
  filters,
  onChange,
  resumeCountry,
}: {
  filters: JobFilters;
  onChange: (next: JobFilters) => void;
  resumeCountry: string | null | undefined;
}) {
  const { t, i18n } = useTranslation("jobs");
  const regions = useJobRegions();
  const name = useId();
  const list = <K extends "experience" | "remote" | "sources" | "types" | "regions">(
    key: K,
    value: JobFilters[K][number],
  ) => onChange({ ...filters, [key]: toggleValue(filters[key] as string[], value as string) });
  // An old link names a region without a country: the region's country is the one shown.
  const linked = regions.data?.find((r) => filters.regions.includes(r.id))?.country;
  const country = effectiveCountry(filters, resumeCountry) || linked || "";
  const places = (regions.data ?? []).filter((r) => r.country === country);
  return (
    <div
      id="job-filters"
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <FilterGroup title={t("filters.date")}>
        {jobDateFilters.map((d) => (
          <Choice
            key={d}
            type="radio"
            name={`${name}-date`}
            checked={filters.date === d}
            onChange={() => onChange({ ...filters, date: d })}
            label={t(`date.${d}`)}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={t("filters.sort")}>
        {jobSorts.map((s) => (
          <Choice
            key={s}
            type="radio"
            name={`${name}-sort`}
            checked={filters.sort === s}
            onChange={() => onChange({ ...filters, sort: s })}
            label={t(`sort.${s}`)}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={t("filters.experience")}>
        {experienceLevels.map((v) => (
          <Choice
            key={v}
            checked={filters.experience.includes(v)}
            onChange={() => list("experience", v)}
            label={t(`experience.${v}`)}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={t("filters.remote")}>
        {remoteModes.map((v) => (
          <Choice
            key={v}
            checked={filters.remote.length === 0 || filters.remote.includes(v)}
            onChange={() => onChange({ ...filters, remote: toggleRemote(filters.remote, v) })}
            label={t(`remote.${v}`)}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={t("filters.types")}>
        {jobTypes.map((v) => (
          <Choice
            key={v}
            checked={filters.types.includes(v)}
            onChange={() => list("types", v)}
            label={t(`types.${v}`)}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={t("filters.sources")}>
        {jobSources.map((v) => (
          <Choice
            key={v}
            checked={filters.sources.includes(v)}
            onChange={() => list("sources", v)}
            label={t(`sources.${v}`)}
          />
        ))}
      </FilterGroup>
      <div className="sm:col-span-2 lg:col-span-3">
        <FilterGroup title={t("filters.location")}>
          {countryChoices(resumeCountry).map((c) => (
            <Choice
              key={c}
              type="radio"
              name={`${name}-country`}
              checked={country === c}
              onChange={() => onChange(chooseCountry(filters, c as JobFilters["country"]))}
              label={c === "remote" ? t("filters.remoteAnywhere") : countryName(c, i18n.language)}
            />
          ))}
        </FilterGroup>
        {places.length > 0 && (
          <div className="mt-4">
            <FilterGroup title={t("filters.places", { country: countryName(country, i18n.language) })}>
              {places.map((r) => (
                <Choice
                  key={r.id}
                  checked={filters.regions.includes(r.id)}
                  onChange={() => list("regions", r.id)}
                  label={i18n.language === "ar" ? r.ar : r.en}
                />
              ))}
            </FilterGroup>
          </div>
        )}
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <button
          type="button"
          // Reset keeps the search text, the keyword chips and "open to me": they are set outside the panel.
          onClick={() =>
            onChange({
              ...emptyFilters,
              q: filters.q,
              keywords: filters.keywords,
              eligible: filters.eligible,
            })
          }
          className="text-sm text-teal-700 hover:underline dark:text-teal-400"
        >
          {t("filters.reset")}
        </button>
      </div>
    </div>
  );
}

/** /dashboard/jobs: search, filter panel, keyword chips and the grid of matched jobs. */
export function JobsPage() {
  const { t } = useTranslation("jobs");
  const [filters, setFilters] = useJobFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const [query, setQuery] = useState(filters.q);
  const [keywordText, setKeywordText] = useState("");
  const [limit, setLimit] = useState(pageSize);
  const resumes = useResumeList();
  const resume = defaultResumeOf(resumes.data);
  const matches = useJobMatches(resume?.id, filters, limit, resumeRevision(resume));
  useResetDefaultOnError(matches.error);

  // Search as the user types, 300 ms after the last key (spec §9 debounce).
  useEffect(() => {
    if (query === filters.q) return;
    const timer = setTimeout(() => setFilters({ ...filters, q: query }), limits.debounceMs);
    return () => clearTimeout(timer);
  }, [query, filters, setFilters]);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, q: query });
  };
  const handleAddKeywords = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, keywords: addKeywords(filters.keywords, keywordText) });
    setKeywordText("");
  };

  const noResume = resumes.isSuccess && !resume;
  const loading = resumes.isPending || (Boolean(resume) && matches.isPending);
  const jobs = matches.data?.jobs ?? [];

  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{t("title")}</h1>
        {resume && (
          <p className="text-slate-600 text-sm dark:text-slate-300">
            {t("matchedTo", { title: resume.title })}
          </p>
        )}
      </div>
      <div className="mb-3 flex flex-wrap gap-2">
        <form onSubmit={handleSearch} className="relative min-w-60 flex-1">
          <MagnifyingGlass
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("searchPlaceholder")}
            aria-label={t("searchPlaceholder")}
            dir="auto"
            className="w-full rounded-lg border border-slate-300 bg-white py-2 ps-9 pe-3 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
          />
        </form>
        <button
          type="button"
          onClick={() => setPanelOpen((open) => !open)}
          aria-expanded={panelOpen}
          aria-controls="job-filters"
          className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 font-medium text-slate-800 hover:border-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <FunnelSimple aria-hidden />
          {panelOpen ? t("filters.close") : t("filters.open")}
        </button>
        <OpenToMeToggle
          on={filters.eligible === "me"}
          onChange={(on) => setFilters({ ...filters, eligible: on ? "me" : "any" })}
        />
      </div>
      {panelOpen && <FilterPanel filters={filters} onChange={setFilters} resumeCountry={resume?.country} />}
      <form onSubmit={handleAddKeywords} className="my-3 flex flex-wrap items-center gap-2">
        <input
          value={keywordText}
          onChange={(e) => setKeywordText(e.target.value)}
          placeholder={t("keywordPlaceholder")}
          aria-label={t("keywordPlaceholder")}
          dir="auto"
          className="w-56 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-white"
        />
        {filters.keywords.map((k) => (
          <button
            key={k}
            type="button"
            onClick={() => setFilters({ ...filters, keywords: filters.keywords.filter((w) => w !== k) })}
            aria-label={t("removeKeyword", { keyword: k })}
            className="flex items-center gap-1 rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-800 hover:bg-teal-100 dark:bg-teal-950 dark:text-teal-200"
          >
            <bdi>{k}</bdi>
            <X aria-hidden />
          </button>
        ))}
      </form>

      {noResume ? (
        <EmptyState
          text={t("needResume")}
          action={
            <Link to="/dashboard/services" className="text-teal-700 hover:underline dark:text-teal-400">
              {t("createResume")}
            </Link>
          }
        />
      ) : loading ? (
        <div
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          role="status"
          aria-busy="true"
          aria-label={t("loading")}
        >
          {Array.from({ length: limits.jobSkeletonCards }, (_, i) => (
            <JobCardSkeleton key={i} />
          ))}
        </div>
      ) : jobs.length === 0 ? (
        <EmptyState text={t("empty")} />
      ) : (
        <>
          <p className="mb-2 text-slate-600 text-sm dark:text-slate-300" aria-live="polite">
            {t("count", { count: matches.data?.total ?? 0 })}
          </p>
          <SampleJobsNotice jobs={jobs} />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {jobs.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </div>
          {(matches.data?.total ?? 0) > jobs.length && (
            <div className="mt-6 flex justify-center">
              <button
                type="button"
                onClick={() => setLimit((l) => l + pageSize)}
                disabled={matches.isFetching}
                className="rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800 disabled:opacity-60"
              >
                {t("more")}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 border-dashed bg-white px-6 py-16 text-center dark:border-slate-800 dark:bg-slate-900">
      <Briefcase aria-hidden className="text-5xl text-slate-400" />
      <p className="font-semibold text-slate-700 dark:text-slate-200">{text}</p>
      {action}
    </div>
  );
}
