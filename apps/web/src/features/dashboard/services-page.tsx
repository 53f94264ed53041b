import { Plus, Scales, UploadSimple } from "@phosphor-icons/react";
import type { Resume, ResumeSummary } from "@sira/schema/api";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { announceNewDefault } from "./announce-default";
import { useDialogStore } from "./dialog-store";
import { ResumeCard, type ResumeCardProps } from "./resume-card";
import { ResumeDialog } from "./resume-dialog";
import { useResumes } from "./resume-queries";
import { useShortcuts } from "./use-shortcuts";

const gridClass =
  "grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6 2xl:grid-cols-8";

function ActionCard({
  icon,
  title,
  hint,
  shortcut,
  onClick,
  to,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  shortcut?: string;
  onClick?: () => void;
  to?: string;
}) {
  const className =
    "flex aspect-[1/1.4142] flex-col items-center justify-center gap-2 rounded-xl border-2 border-slate-300 border-dashed bg-white/60 p-3 text-center text-slate-700 transition hover:border-teal-600 hover:bg-teal-50 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-200 dark:hover:bg-teal-950";
  const body = (
    <>
      <span className="text-4xl">{icon}</span>
      <span className="font-semibold text-sm">{title}</span>
      {hint && <span className="text-slate-500 text-xs">{hint}</span>}
      {shortcut && (
        <kbd
          className="rounded border border-slate-300 px-1.5 text-slate-500 text-xs dark:border-slate-600"
          dir="ltr"
        >
          {shortcut}
        </kbd>
      )}
    </>
  );
  return to ? (
    <Link to={to} className={className}>
      {body}
    </Link>
  ) : (
    <button type="button" onClick={onClick} className={className}>
      {body}
    </button>
  );
}

/**
 * Spec §2 services screen: create card (Ctrl+N), upload card (Ctrl+I), resume cards by last
 * update, compare card, then recommended jobs. The grid grows from 2 to 8 columns.
 */
export interface ServicesPageProps {
  /** The job-search line: follow-ups due and active applications (from the applications feature). */
  trackerSummary?: React.ReactNode;
  /** The cover letters list (composed by the route from the cover-letters feature). */
  coverLetters?: React.ReactNode;
  /** The recommended-jobs strip (composed by the route from the jobs feature). */
  recommendedJobs?: React.ReactNode;
  /** The preview image of a resume card. */
  renderThumbnail?: (resume: ResumeSummary) => React.ReactNode;
  /** A card's share summary and panel (composed by the route from the share feature). */
  renderShare?: ResumeCardProps["renderShare"];
  /**
   * The import dialog, given open state and a setter from the dialog store, and what to call
   * with the uploaded resume (it became the default: the page names it and offers to undo).
   */
  renderImportDialog: (
    open: boolean,
    onOpenChange: (open: boolean) => void,
    onImported: (resume: Resume) => void,
  ) => React.ReactNode;
}

export function ServicesPage({
  trackerSummary,
  coverLetters,
  recommendedJobs,
  renderThumbnail,
  renderShare,
  renderImportDialog,
}: ServicesPageProps) {
  const { t } = useTranslation("dashboard");
  const { data: resumes, isPending, isError, refetch } = useResumes();
  const openResumeDialog = useDialogStore((s) => s.openResumeDialog);
  const importOpen = useDialogStore((s) => s.importOpen);
  const setImportOpen = useDialogStore((s) => s.setImportOpen);
  // The default before an upload, remembered when the dialog opens (the upload replaces it).
  const previousDefault = useRef<ResumeSummary | undefined>(undefined);
  const handleImportOpen = (open: boolean) => {
    if (open) previousDefault.current = resumes?.find((r) => r.isDefault);
    setImportOpen(open);
  };
  useShortcuts([
    { key: "n", ctrl: true, run: () => openResumeDialog("create") },
    { key: "i", ctrl: true, run: () => handleImportOpen(true) },
  ]);
  return (
    <>
      <h1 className="mb-6 font-bold text-2xl text-slate-900 dark:text-white">{t("services.heading")}</h1>
      <div className={gridClass}>
        <ActionCard
          icon={<Plus aria-hidden />}
          title={t("services.create")}
          hint={t("services.createHint")}
          shortcut="Ctrl+N"
          onClick={() => openResumeDialog("create")}
        />
        <ActionCard
          icon={<UploadSimple aria-hidden />}
          title={t("services.upload")}
          hint={t("services.uploadHint")}
          shortcut="Ctrl+I"
          onClick={() => handleImportOpen(true)}
        />
        {isPending &&
          [1, 2, 3].map((n) => (
            <div
              key={n}
              className="aspect-[1/1.4142] animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800"
              aria-hidden
            />
          ))}
        {resumes?.map((resume) => (
          <ResumeCard
            key={resume.id}
            resume={resume}
            onlyOne={resumes.length === 1}
            thumbnail={renderThumbnail?.(resume)}
            renderShare={renderShare}
          />
        ))}
        <ActionCard
          icon={<Scales aria-hidden />}
          title={t("services.compare")}
          hint={t("services.compareHint")}
          to="/dashboard/compare"
        />
      </div>
      {isError && (
        <p role="alert" className="mt-4 text-red-600 text-sm">
          {t("services.loadFailed")}{" "}
          <button type="button" className="underline" onClick={() => refetch()}>
            {t("services.retry")}
          </button>
        </p>
      )}
      {trackerSummary}
      {coverLetters}
      {recommendedJobs}
      <ResumeDialog />
      {renderImportDialog(importOpen, handleImportOpen, (resume) =>
        announceNewDefault(resume, previousDefault.current),
      )}
    </>
  );
}
