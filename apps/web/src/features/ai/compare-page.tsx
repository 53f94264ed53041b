import { ArrowLeft, ArrowRight, CaretLeft, CaretRight, FilePdf, Star } from "@phosphor-icons/react";
import { pointPrices } from "@sira/schema/constants";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { PointsCost, useConfirmedSpend } from "../../components/spend-confirm";
import { TailorButton } from "../../components/tailor-button";
import { toastSpendError } from "../../lib/spend";
import { useCompare, useSavedResumes } from "./ai-api";
import { CompareResult } from "./compare-result";
import { compareProblems, useCompareStore } from "./compare-store";

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";
const primary =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 py-2 font-medium text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-50";
const secondary =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-5 py-2 font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

/**
 * Router state a job card sends to prefill and lock the job description (spec §4):
 * `{ job: text, jobId, locked: true }` (features/jobs/job-detail-page.tsx).
 */
interface CompareRouteState {
  job?: string;
  jobId?: string;
  locked?: boolean;
}

/** The job to prefill from router state, or null. */
function prefillOf(state: unknown): { id: string | null; text: string } | null {
  const s = state as CompareRouteState | null;
  if (!s || typeof s.job !== "string" || !s.job.trim()) return null;
  return { id: typeof s.jobId === "string" ? s.jobId : null, text: s.job };
}

function Problem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-2 text-amber-700 text-sm dark:text-amber-400">
      {message}
    </p>
  );
}

function ResumeCarousel({ problemId }: { problemId: string }) {
  const { t, i18n } = useTranslation("ai");
  const { data: resumes, isPending } = useSavedResumes();
  const selected = useCompareStore((s) => (s.resume?.kind === "saved" ? s.resume.id : null));
  const setResume = useCompareStore((s) => s.setResume);
  const track = useRef<HTMLUListElement>(null);
  const rtl = i18n.dir() === "rtl";
  const scroll = (towardsEnd: boolean) => {
    const step = (track.current?.clientWidth ?? 300) * 0.8;
    track.current?.scrollBy({ left: (towardsEnd ? 1 : -1) * (rtl ? -step : step), behavior: "smooth" });
  };
  if (isPending) return <div className="h-28 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />;
  if (!resumes?.length)
    return <p className="text-slate-600 text-sm dark:text-slate-300">{t("compare.noResumes")}</p>;
  const Prev = rtl ? CaretRight : CaretLeft;
  const Next = rtl ? CaretLeft : CaretRight;
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        onClick={() => scroll(false)}
      >
        <Prev aria-hidden />
        <span className="sr-only">{t("compare.previous")}</span>
      </button>
      <ul
        ref={track}
        aria-describedby={problemId}
        className="flex min-w-0 flex-1 snap-x gap-3 overflow-x-auto scroll-smooth pb-2"
      >
        {resumes.map((resume) => (
          <li key={resume.id} className="snap-start">
            <button
              type="button"
              aria-pressed={selected === resume.id}
              onClick={() => setResume(selected === resume.id ? null : { kind: "saved", id: resume.id })}
              className={`flex h-28 w-44 flex-col justify-between rounded-xl border-2 p-3 text-start transition ${
                selected === resume.id
                  ? "border-teal-600 bg-teal-50 dark:bg-teal-950"
                  : "border-slate-200 hover:border-teal-400 dark:border-slate-700"
              }`}
            >
              <span className="line-clamp-2 font-medium text-slate-900 dark:text-white">
                <bdi>{resume.title}</bdi>
              </span>
              <span className="flex items-center gap-1 text-slate-500 text-xs">
                {resume.isDefault && (
                  <Star aria-label={t("compare.defaultBadge")} weight="fill" className="text-amber-500" />
                )}
                {t("compare.updated", { date: dates.format(new Date(resume.updatedAt)) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        onClick={() => scroll(true)}
      >
        <Next aria-hidden />
        <span className="sr-only">{t("compare.next")}</span>
      </button>
    </div>
  );
}

function PdfUpload({ extractPdfText, problemId }: { extractPdfText: ExtractPdfText; problemId: string }) {
  const { t } = useTranslation("ai");
  const resume = useCompareStore((s) => (s.resume?.kind === "pdf" ? s.resume : null));
  const setResume = useCompareStore((s) => s.setResume);
  const [state, setState] = useState<"idle" | "reading" | "empty">("idle");
  const inputId = useId();
  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setState("reading");
    const text = await extractPdfText(file);
    // Spec §5: an empty extraction is ignored (the previous choice stays).
    if (!text?.trim()) return setState("empty");
    setState("idle");
    setResume({ kind: "pdf", name: file.name, text });
  };
  return (
    <div>
      <label
        htmlFor={inputId}
        className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-300 border-dashed p-4 hover:border-teal-500 dark:border-slate-600"
      >
        <FilePdf aria-hidden className="text-3xl text-red-600" />
        <span className="text-slate-700 dark:text-slate-200">{t("compare.chooseFile")}</span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        aria-describedby={problemId}
        className="sr-only"
        onChange={(event) => {
          void handleFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <p aria-live="polite" className="mt-2 text-sm">
        {state === "reading" && <span className="text-slate-600">{t("compare.extracting")}</span>}
        {state === "empty" && <span className="text-red-700 dark:text-red-400">{t("compare.emptyPdf")}</span>}
        {state === "idle" && resume && (
          <span className="text-emerald-700 dark:text-emerald-400">
            <bdi>{t("compare.extracted", { name: resume.name, count: resume.text.split(/\s+/).length })}</bdi>
          </span>
        )}
      </p>
    </div>
  );
}

/** Browser PDF text extraction (features/import/extract-pdf-text.ts), composed in by the route. */
export type ExtractPdfText = (file: Blob) => Promise<string | null>;

/**
 * The compare page (spec §2, §4, §5): back link, job description (locked when prefilled from a
 * job card through router state), resume chooser (saved resumes carousel
 * or PDF upload), Cancel (clears both fields and the shared state), Compare (disabled until both
 * are given, priced from pointPrices.compare), and the result card. The balance is refetched after.
 */
export function ComparePage({ extractPdfText }: { extractPdfText: ExtractPdfText }) {
  const { t, i18n } = useTranslation("ai");
  const location = useLocation();
  const store = useCompareStore();
  const compare = useCompare();
  const jobId = useId();
  const jobProblemId = useId();
  const resumeProblemId = useId();
  const { prefillJob } = store;
  const routeState = location.state as unknown;
  useEffect(() => {
    const prefill = prefillOf(routeState);
    if (prefill) prefillJob(prefill);
  }, [routeState, prefillJob]);

  // Issue 42: the default resume is chosen when the page opens with none; once per visit, so a
  // resume the user deselected stays deselected.
  const { data: resumes } = useSavedResumes();
  const { setResume } = store;
  const canPreselect = store.resume === null && store.mode === "saved";
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || !resumes) return;
    preselected.current = true;
    const fallback = resumes.find((resume) => resume.isDefault);
    if (canPreselect && fallback) setResume({ kind: "saved", id: fallback.id });
  }, [resumes, canPreselect, setResume]);

  // Spec §5 messages show once the user left the job field or pressed Compare, never before input.
  const [touched, setTouched] = useState({ job: false, submitted: false });
  const problems = compareProblems(store);
  const resumeProblem = touched.submitted ? problems.find((p) => p !== "provideJob") : undefined;
  const jobProblem = (touched.job || touched.submitted) && problems.includes("provideJob");
  const Back = i18n.dir() === "rtl" ? ArrowRight : ArrowLeft;
  const runCompare = () => {
    if (problems.length > 0 || !store.resume) return;
    compare.mutate(
      {
        job: store.job,
        ...(store.jobId ? { jobId: store.jobId } : {}),
        resume: store.resume.kind === "saved" ? { id: store.resume.id } : store.resume.text,
      },
      { onSuccess: store.setResult, onError: (error) => toastSpendError(error) },
    );
  };
  const confirmCompare = useConfirmedSpend(t("compare.submit"), pointPrices.compare, runCompare);
  const handleCompare = () => {
    setTouched((s) => ({ ...s, submitted: true }));
    if (problems.length > 0 || !store.resume) return;
    confirmCompare.request();
  };
  const handleCancel = () => {
    setTouched({ job: false, submitted: false });
    store.reset();
    compare.reset();
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <Link
        to="/dashboard/services"
        className="inline-flex items-center gap-2 text-teal-700 hover:underline dark:text-teal-400"
      >
        <Back aria-hidden />
        {t("compare.back")}
      </Link>
      <header>
        <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{t("compare.title")}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t("compare.intro")}</p>
      </header>

      <section className={cardClass}>
        <label htmlFor={jobId} className="mb-2 block font-semibold text-slate-900 dark:text-white">
          {t("compare.jobLabel")}
        </label>
        <textarea
          id={jobId}
          dir={store.job ? "auto" : i18n.dir()}
          rows={10}
          value={store.job}
          readOnly={store.locked}
          aria-readonly={store.locked}
          aria-describedby={jobProblemId}
          placeholder={t("compare.jobPlaceholder")}
          onChange={(event) => store.setJob(event.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, job: true }))}
          aria-invalid={jobProblem || undefined}
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white p-3 text-slate-900 read-only:bg-slate-50 read-only:text-slate-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:read-only:bg-slate-900"
        />
        {store.locked && <p className="mt-2 text-slate-500 text-sm">{t("compare.jobLocked")}</p>}
        <Problem id={jobProblemId} message={jobProblem ? t("compare.errors.provideJob") : undefined} />
      </section>

      <section className={cardClass}>
        <h2 className="mb-3 font-semibold text-slate-900 dark:text-white">{t("compare.resumeLabel")}</h2>
        <div role="tablist" className="mb-4 inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {(["saved", "upload"] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              role="tab"
              aria-selected={store.mode === mode}
              onClick={() => store.setMode(mode)}
              className={`rounded-md px-4 py-1.5 font-medium text-sm ${store.mode === mode ? "bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-white" : "text-slate-600 dark:text-slate-300"}`}
            >
              {t(mode === "saved" ? "compare.savedTab" : "compare.uploadTab")}
            </button>
          ))}
        </div>
        {store.mode === "saved" ? (
          <ResumeCarousel problemId={resumeProblemId} />
        ) : (
          <PdfUpload extractPdfText={extractPdfText} problemId={resumeProblemId} />
        )}
        <Problem
          id={resumeProblemId}
          message={resumeProblem ? t(`compare.errors.${resumeProblem}`) : undefined}
        />
      </section>

      <div className="flex flex-wrap items-center justify-end gap-3">
        <span className="me-auto text-slate-500 text-sm">
          {t("compare.price", { points: t("points", { count: pointPrices.compare }) })}
        </span>
        <button type="button" className={secondary} onClick={handleCancel}>
          {t("compare.cancel")}
        </button>
        <button type="button" className={primary} disabled={compare.isPending} onClick={handleCompare}>
          {compare.isPending ? t("compare.submitting") : t("compare.submit")}{" "}
          <PointsCost points={pointPrices.compare} />
        </button>
      </div>
      {confirmCompare.dialog}

      <div aria-live="polite">{store.result && <CompareResult result={store.result} />}</div>
      {store.result && store.jobId && (
        <div className="flex justify-end">
          <TailorButton
            target={{ jobId: store.jobId }}
            {...(store.resume?.kind === "saved" ? { resumeId: store.resume.id } : {})}
          />
        </div>
      )}
    </div>
  );
}
