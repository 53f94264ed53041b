import { ArrowCounterClockwise, X } from "@phosphor-icons/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { create } from "zustand";

const visibleMs = 8000;

interface UndoToastState {
  entry: { key: number; message: string; restore: () => void } | null;
  show(message: string, restore: () => void): void;
  dismiss(): void;
}

let nextKey = 1;

/** The floating toolbar offering to undo a deletion (spec §4). */
export const useUndoToast = create<UndoToastState>((set) => ({
  entry: null,
  show: (message, restore) => set({ entry: { key: nextKey++, message, restore } }),
  dismiss: () => set({ entry: null }),
}));

export function UndoToast() {
  const { t } = useTranslation("builder");
  const entry = useUndoToast((s) => s.entry);
  const dismiss = useUndoToast((s) => s.dismiss);
  useEffect(() => {
    if (!entry) return;
    const timer = setTimeout(dismiss, visibleMs);
    return () => clearTimeout(timer);
  }, [entry, dismiss]);
  if (!entry) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-6 z-50 mx-auto flex w-fit max-w-[calc(100vw-2rem)] items-center gap-3 rounded-full bg-slate-900 py-2 ps-5 pe-2 text-sm text-white shadow-xl dark:bg-slate-100 dark:text-slate-900"
    >
      <span>{entry.message}</span>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5 font-medium hover:bg-white/25 dark:bg-slate-900/10"
        onClick={() => {
          entry.restore();
          dismiss();
        }}
      >
        <ArrowCounterClockwise aria-hidden />
        {t("actions.undo")}
      </button>
      <button
        type="button"
        aria-label={t("actions.dismiss")}
        className="rounded-full p-1.5 hover:bg-white/15"
        onClick={dismiss}
      >
        <X aria-hidden />
      </button>
    </div>
  );
}
