import { ArrowSquareOut, CheckCircle, FileMagnifyingGlass, Warning, X } from "@phosphor-icons/react";
import { localizeDateText } from "@sira/schema/dates";
import type { ImportOriginal } from "@sira/schema/import-api";
import type { ResumeData } from "@sira/schema/resume-data";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { Dialog, Tabs } from "radix-ui";
import { useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { toastError } from "../../lib/errors";
import { useResumeList } from "../../lib/resume-list";
import { useDismissReview, useImportOriginal, useMakeMainResume } from "./import-review-api";
import { OriginalViewer } from "./original-viewer";
import {
  type ImportReport,
  type ReviewItem,
  type ReviewProblem,
  type ReviewSection,
  type ReviewTarget,
  reviewImport,
} from "./review-report";

export interface ImportReviewProps {
  resumeId: string;
  data: ResumeData;
  openOnStart: boolean;
  onJump: (target: ReviewTarget) => void;
}

const wideQuery = "(min-width: 1024px)";
/** True on screens wide enough for the list and the original side by side. */
function useWide(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(wideQuery);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(wideQuery).matches,
  );
}

/** The report's "go to the field" links: small, in lists, with a target tall enough to tap. */
const jumpLinkClass =
  "inline-flex min-h-8 items-center gap-1 rounded px-1 font-medium text-teal-700 text-xs underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-teal-400";

/**
 * The review step after an import (issue 18). A banner at the top of the builder says what the
 * resume was imported from and how many fields need a look; it opens the review, which lists
 * what was read where (personal details, each section with its items and counts) and what is
 * empty or doubtful, each row a link to its field in the form, with the original file beside it
 * (on phones in a second tab). Closing keeps the banner; "Done" dismisses the review for good
 * and deletes the kept file.
 */
export function ImportReview({ resumeId, data, openOnStart, onJump }: ImportReviewProps) {
  const original = useImportOriginal(resumeId);
  if (!original.data) return null;
  return (
    <ReviewWithOriginal
      resumeId={resumeId}
      original={original.data}
      data={data}
      openOnStart={openOnStart}
      onJump={onJump}
    />
  );
}

function ReviewWithOriginal({
  resumeId,
  original,
  data,
  openOnStart,
  onJump,
}: ImportReviewProps & { original: ImportOriginal }) {
  const { t, i18n } = useTranslation("import");
  const [open, setOpen] = useState(openOnStart);
  const ocr = original.ocr === true;
  const report = useMemo(() => reviewImport(data, { ocr }), [data, ocr]);
  const { t: tScan } = useTranslation("scan");
  const dismiss = useDismissReview(resumeId);
  const jumpTo = useRef<ReviewTarget | null>(null);
  const wide = useWide();

  const jump = (target: ReviewTarget) => {
    jumpTo.current = target;
    setOpen(false);
  };
  const handleDismiss = () =>
    dismiss.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ kind: "success", title: t("review.dismissed") });
      },
      onError: (error) => toastError(error, { silent: false }),
    });

  const problems = report.problems.length;
  return (
    <>
      <section
        aria-labelledby={`review-banner-${resumeId}`}
        className="flex flex-wrap items-center gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-3 dark:border-teal-900 dark:bg-teal-950"
      >
        <FileMagnifyingGlass aria-hidden className="shrink-0 text-2xl text-teal-700 dark:text-teal-300" />
        <div className="min-w-0 flex-1 text-sm">
          <h2 id={`review-banner-${resumeId}`} className="font-semibold text-slate-900 dark:text-white">
            {t("review.bannerTitle")}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">
            {t("review.bannerBody")} <bdi className="font-medium">{original.fileName}</bdi>
            {" · "}
            {problems > 0 ? t("review.toCheck", { count: problems }) : t("review.nothingToCheck")}
          </p>
          {ocr && (
            <p data-review-ocr className="mt-1 font-medium text-amber-800 dark:text-amber-200">
              <Warning aria-hidden className="me-1 inline" />
              {tScan("note")}
            </p>
          )}
        </div>
        <Button onClick={() => setOpen(true)}>{t("review.open")}</Button>
      </section>

      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
          <Dialog.Content
            dir={i18n.dir()}
            aria-describedby={`review-description-${resumeId}`}
            onCloseAutoFocus={(event) => {
              const target = jumpTo.current;
              jumpTo.current = null;
              if (target) {
                event.preventDefault();
                onJump(target);
              } else if (!document.getElementById(`review-banner-${resumeId}`)) {
                // Dismissed: the banner is gone, so focus goes to the form's heading.
                event.preventDefault();
                const heading = document.querySelector<HTMLElement>("#builder-form h1");
                heading?.setAttribute("tabindex", "-1");
                heading?.focus();
              }
            }}
            className="fixed inset-0 z-50 flex flex-col bg-white lg:inset-4 lg:rounded-2xl lg:shadow-xl dark:bg-slate-900"
          >
            <header className="flex flex-col gap-3 border-slate-200 border-b p-4 sm:flex-row sm:items-start dark:border-slate-800">
              <div className="min-w-0 sm:flex-1">
                <Dialog.Title className="font-bold text-lg text-slate-900 dark:text-white">
                  {t("review.title")}
                </Dialog.Title>
                <Dialog.Description
                  id={`review-description-${resumeId}`}
                  className="mt-1 text-slate-600 text-xs sm:text-sm dark:text-slate-300"
                >
                  {t("review.description")}
                </Dialog.Description>
              </div>
              <div className="flex items-center gap-2">
                <Button onClick={handleDismiss} disabled={dismiss.isPending}>
                  <CheckCircle aria-hidden />
                  {t("review.done")}
                </Button>
                <Dialog.Close className={buttonClass("secondary")}>
                  <X aria-hidden />
                  <span>{t("review.close")}</span>
                </Dialog.Close>
              </div>
            </header>
            <MainResumeChoice resumeId={resumeId} />
            {wide ? (
              <div className="grid min-h-0 flex-1 grid-cols-2 gap-4 p-4">
                <section aria-label={t("review.tabs.read")} className="min-h-0 overflow-y-auto pe-1">
                  <ReportView report={report} onJump={jump} />
                </section>
                <section aria-label={t("review.tabs.original")} className="flex min-h-0 flex-col">
                  <OriginalViewer resumeId={resumeId} original={original} />
                </section>
              </div>
            ) : (
              <Tabs.Root defaultValue="read" dir={i18n.dir()} className="flex min-h-0 flex-1 flex-col">
                <Tabs.List
                  aria-label={t("review.tabs.label")}
                  className="flex border-slate-200 border-b px-2 dark:border-slate-800"
                >
                  {(["read", "original"] as const).map((tab) => (
                    <Tabs.Trigger
                      key={tab}
                      value={tab}
                      className="flex-1 border-transparent border-b-2 px-3 py-2 font-medium text-slate-600 text-sm data-[state=active]:border-teal-700 data-[state=active]:text-teal-800 dark:text-slate-300 dark:data-[state=active]:text-teal-300"
                    >
                      {t(`review.tabs.${tab}`)}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                <Tabs.Content value="read" className="min-h-0 flex-1 overflow-y-auto p-4">
                  <ReportView report={report} onJump={jump} />
                </Tabs.Content>
                <Tabs.Content value="original" className="flex min-h-0 flex-1 flex-col p-2">
                  <OriginalViewer resumeId={resumeId} original={original} />
                </Tabs.Content>
              </Tabs.Root>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

/**
 * "Make this my main resume" (issue 42): asked once, here, instead of every import switching the
 * default resume and the recommended jobs with it. Off when another resume is the main one (the
 * upload kept it), on for a first resume, which is the main one and cannot be unset (spec §4).
 */
function MainResumeChoice({ resumeId }: { resumeId: string }) {
  const { t } = useTranslation("import");
  const resumes = useResumeList();
  const makeMain = useMakeMainResume(resumeId);
  const id = useId();
  const resume = resumes.data?.find((r) => r.id === resumeId);
  if (!resume) return null;
  const only = resumes.data?.length === 1;
  const checked = makeMain.isPending ? makeMain.variables : resume.isDefault;
  return (
    <div className="flex items-start gap-3 border-slate-200 border-b bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-950">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={only || makeMain.isPending}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          makeMain.mutate(event.target.checked, { onError: (error) => toastError(error, { silent: false }) })
        }
        className="mt-0.5 size-5 shrink-0 accent-teal-700"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-white">
          {t("review.makeMain")}
        </label>
        <p id={`${id}-hint`} className="text-slate-600 text-xs dark:text-slate-300">
          {only ? t("review.makeMainOnly") : t("review.makeMainHint")}
        </p>
      </div>
    </div>
  );
}

/** The list of what was read: things to check first, then personal details and every section. */
function ReportView({ report, onJump }: { report: ImportReport; onJump: (target: ReviewTarget) => void }) {
  const { t } = useTranslation("import");
  const found = report.sections.filter((s) => s.items.length > 0);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700 text-sm dark:text-slate-300" data-testid="review-summary">
        {found.length > 0
          ? found.map((s, i) => (
              <span key={s.id}>
                {i > 0 && " · "}
                <SectionCount section={s} />
              </span>
            ))
          : t("review.nothingFound")}
      </p>

      <section aria-labelledby="review-check" className="flex flex-col gap-2">
        <h3 id="review-check" className="font-semibold text-slate-900 dark:text-white">
          {report.problems.length > 0
            ? t("review.toCheck", { count: report.problems.length })
            : t("review.nothingToCheck")}
        </h3>
        {report.problems.length > 0 && (
          <ul className="flex flex-col gap-1">
            {report.problems.map((problem) => (
              <ProblemRow
                key={`${problem.target.itemId ?? ""}-${problem.field}`}
                problem={problem}
                report={report}
                onJump={onJump}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="review-basics" className="flex flex-col gap-2">
        <h3 id="review-basics" className="font-semibold text-slate-900 dark:text-white">
          {t("review.sections.basics")}
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-baseline gap-x-3 gap-y-1 text-sm">
          {report.basics.map((row) => (
            <div key={row.field} className="contents">
              <dt className="text-slate-500 dark:text-slate-400">{t(`review.fields.${row.field}`)}</dt>
              <dd
                className={
                  row.value
                    ? "truncate text-slate-900 dark:text-white"
                    : "text-slate-500 italic dark:text-slate-400"
                }
              >
                {row.value ? <bdi>{row.value}</bdi> : t("review.notFound")}
                {row.problem && <ProblemBadge kind={row.problem} />}
              </dd>
              <dd>
                <JumpButton target={row.target} label={t(`review.fields.${row.field}`)} onJump={onJump} />
              </dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{t("review.fields.summary")}</dt>
            <dd
              className={
                report.summary.words > 0
                  ? "text-slate-900 dark:text-white"
                  : "text-slate-500 italic dark:text-slate-400"
              }
            >
              {report.summary.words > 0
                ? t("review.words", { count: report.summary.words })
                : t("review.notFound")}
            </dd>
            <dd>
              <JumpButton target={report.summary.target} label={t("review.fields.summary")} onJump={onJump} />
            </dd>
          </div>
        </dl>
      </section>

      {report.sections.map((section) => (
        <SectionView key={section.id} section={section} onJump={onJump} />
      ))}
    </div>
  );
}

function SectionCount({ section }: { section: ReviewSection }) {
  const { t } = useTranslation("import");
  return (
    <span>
      {t(`review.counts.${countKey(section)}`, { count: section.items.length, name: section.name })}
    </span>
  );
}

const countKeys = new Set(["experience", "education", "skills", "languages", "projects", "certifications"]);
const countKey = (section: ReviewSection) => (countKeys.has(section.kind) ? section.kind : "other");

function sectionTitle(t: (key: string, options?: Record<string, unknown>) => string, section: ReviewSection) {
  return section.kind === "custom" ? section.name : t(`review.sections.${section.kind}`);
}

function SectionView({
  section,
  onJump,
}: {
  section: ReviewSection;
  onJump: (target: ReviewTarget) => void;
}) {
  const { t } = useTranslation("import");
  const headingId = `review-section-${section.id.replace(/\W/g, "-")}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        <bdi>{sectionTitle(t, section)}</bdi>{" "}
        <span className="font-normal text-slate-500 text-sm">({section.items.length})</span>
      </h3>
      {section.items.length === 0 ? (
        <p className="flex items-center gap-2 text-amber-800 text-sm dark:text-amber-300">
          <Warning aria-hidden />
          {t("review.noneFound")}
          <JumpButton target={{ section: section.id }} label={sectionTitle(t, section)} onJump={onJump} />
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {section.items.map((item) => (
            <ItemRow key={item.id} item={item} onJump={onJump} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ItemRow({ item, onJump }: { item: ReviewItem; onJump: (target: ReviewTarget) => void }) {
  const { t, i18n } = useTranslation("import");
  // Dates are stored as typed ("Jan 2020 - Present"); shown in the interface's language (issue 42).
  const date = item.date ? localizeDateText(item.date, contentLanguageOf(i18n.language)) : "";
  const title = item.title || item.subtitle || t("review.untitled");
  return (
    <li
      data-review-item={item.id}
      className={`rounded-xl border p-3 text-sm ${item.problems.length > 0 ? "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40" : "border-slate-200 dark:border-slate-700"}`}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-medium text-slate-900 dark:text-white">
            <bdi>{title}</bdi>
          </p>
          {item.title && item.subtitle && (
            <p className="text-slate-700 dark:text-slate-300">
              <bdi>{item.subtitle}</bdi>
            </p>
          )}
          {(date || item.extra) && (
            <p className="text-slate-500 text-xs dark:text-slate-400">
              <bdi>{[date, item.extra].filter(Boolean).join(" · ")}</bdi>
            </p>
          )}
          {item.problems.length > 0 && (
            <ul className="mt-1 flex flex-wrap gap-1">
              {item.problems.map((p) => (
                <li key={p.field}>
                  <ProblemBadge kind={p.kind} field={fieldKey(p)} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <JumpButton target={item.target} label={title} onJump={onJump} />
      </div>
    </li>
  );
}

/** The label key of a problem's field: an item's "name" is its name, not the person's. */
const fieldKey = (problem: Pick<ReviewProblem, "field" | "target">) =>
  problem.field === "name" && problem.target.section !== "basics" ? "itemName" : problem.field;

/** The text of a problem (with its field's name when given); OCR's texts are in the `scan` namespace. */
function useProblemText() {
  const { t } = useTranslation("import");
  const { t: tScan } = useTranslation("scan");
  return (kind: ReviewProblem["kind"], field?: string) => {
    const options = field ? { field: t(`review.fields.${field}`) } : {};
    const key = field ? `${kind}Field` : kind;
    return kind === "ocr" ? tScan(key, options) : t(`review.problem.${key}`, options);
  };
}

function ProblemBadge({ kind, field }: { kind: ReviewProblem["kind"]; field?: string }) {
  const problemText = useProblemText();
  return (
    <span
      data-problem={kind}
      className="ms-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 text-xs dark:bg-amber-900 dark:text-amber-100"
    >
      <Warning aria-hidden />
      {problemText(kind, field)}
    </span>
  );
}

/** One row of the "to check" list: where it is and what is wrong, as a link to the field. */
function ProblemRow({
  problem,
  report,
  onJump,
}: {
  problem: ReviewProblem;
  report: ImportReport;
  onJump: (target: ReviewTarget) => void;
}) {
  const { t } = useTranslation("import");
  const section = report.sections.find((s) => s.id === problem.target.section);
  const item = section?.items.find((i) => i.id === problem.target.itemId);
  const where =
    section && item
      ? `${sectionTitle(t, section)} ${section.items.indexOf(item) + 1}${item.title || item.subtitle ? ` · ${item.title || item.subtitle}` : ""}`
      : t("review.sections.basics");
  const what = useProblemText()(problem.kind, fieldKey(problem));
  return (
    <li>
      <button
        type="button"
        onClick={() => onJump(problem.target)}
        className="flex w-full items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-start text-sm hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-amber-800 dark:bg-amber-950/40 dark:hover:bg-amber-900/50"
      >
        <Warning aria-hidden className="shrink-0 text-amber-700 dark:text-amber-300" />
        <span className="min-w-0 flex-1">
          <span className="font-medium text-slate-900 dark:text-white">{what}</span>
          <span className="block truncate text-slate-600 text-xs dark:text-slate-300">
            <bdi>{where}</bdi>
          </span>
        </span>
        <span className="shrink-0 font-medium text-teal-700 text-xs dark:text-teal-400">
          {t("review.fix")}
        </span>
      </button>
    </li>
  );
}

function JumpButton({
  target,
  label,
  onJump,
}: {
  target: ReviewTarget;
  label: string;
  onJump: (target: ReviewTarget) => void;
}) {
  const { t } = useTranslation("import");
  return (
    <button
      type="button"
      className={jumpLinkClass}
      onClick={() => onJump(target)}
      aria-label={t("review.editLabel", { what: label })}
    >
      {t("review.edit")}
      <ArrowSquareOut aria-hidden className="rtl:-scale-x-100" />
    </button>
  );
}
