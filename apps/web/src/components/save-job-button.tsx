import { BookmarkSimple } from "@phosphor-icons/react";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { useSavedJobIds, useToggleSavedJob } from "../lib/applications";

/**
 * The bookmark toggle of a catalogue job (list, recommended strip, job page): saving puts the job
 * in the tracker's Saved column; unsaving takes it out while it is still there (an application the
 * user moved on stays, see docs/api/applications.md).
 */
export function SaveJobButton({
  jobId,
  position,
  className,
}: {
  jobId: string;
  position: string;
  className?: string;
}) {
  const { t } = useTranslation("applications");
  const saved = useSavedJobIds();
  const toggle = useToggleSavedJob();
  const isSaved = saved.data?.has(jobId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={t(isSaved ? "save.unsaveLabel" : "save.saveLabel", { position })}
      title={t(isSaved ? "save.saved" : "save.save")}
      data-testid="save-job"
      disabled={saved.isPending}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle.mutate({ jobId, save: !isSaved });
      }}
      className={clsx(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full border bg-white text-lg transition hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600 dark:bg-slate-900",
        isSaved
          ? "border-teal-600 text-teal-700 dark:text-teal-400"
          : "border-slate-300 text-slate-500 dark:border-slate-700",
        className,
      )}
    >
      <BookmarkSimple aria-hidden weight={isSaved ? "fill" : "regular"} />
    </button>
  );
}
