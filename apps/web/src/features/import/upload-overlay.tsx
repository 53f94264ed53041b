import { limits } from "@sira/schema/constants";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ProgressBar } from "../../components/ui/progress";

/** The overlay's messages in the order spec §4 gives them. */
export const uploadMessageKeys = ["personal", "experience", "certificates", "skills", "projects"] as const;

/** Progress never reaches 100 before the server answers; the overlay closes when it does. */
const progressCeiling = 95;

/**
 * Spec §4 upload overlay: full screen while a resume file is read. Every tick
 * (limits.uploadTickMs, 4 s) the message moves to the next one and the bar advances by
 * limits.uploadProgressStep (5). Announced politely to screen readers. Render it inside the
 * open dialog: it is `position: fixed`, so it covers the screen while keeping the dialog's focus trap.
 */
export function UploadOverlay({ open }: { open: boolean }) {
  const { t, i18n } = useTranslation("import");
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!open) {
      setTick(0);
      return;
    }
    const timer = window.setInterval(() => setTick((n) => n + 1), limits.uploadTickMs);
    return () => window.clearInterval(timer);
  }, [open]);

  if (!open) return null;
  const progress = Math.min(progressCeiling, limits.uploadProgressStep * (tick + 1));
  const messageKey = uploadMessageKeys[tick % uploadMessageKeys.length] ?? "personal";
  return (
    <div
      dir={i18n.dir()}
      aria-busy="true"
      data-testid="upload-overlay"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-white/95 p-6 text-center backdrop-blur dark:bg-slate-950/95"
    >
      <h2 id="upload-overlay-title" className="font-bold text-slate-900 text-xl dark:text-white">
        {t("overlay.title")}
      </h2>
      <p aria-live="polite" className="min-h-6 text-slate-700 dark:text-slate-200">
        {t(`overlay.messages.${messageKey}`)}
      </p>
      <ProgressBar
        label={t("overlay.progress")}
        value={progress}
        className="w-[min(28rem,100%)] bg-slate-200 dark:bg-slate-800"
        barClassName="bg-teal-600 duration-700 ease-out"
      />
    </div>
  );
}
