import { CheckCircle, Info, Spinner, Warning, WarningCircle, X } from "@phosphor-icons/react";
import { limits } from "@sira/schema/constants";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Toast, useToastStore } from "./toast-store";

const icons = {
  success: <CheckCircle weight="fill" className="text-emerald-600" aria-hidden />,
  error: <WarningCircle weight="fill" className="text-red-600" aria-hidden />,
  info: <Info weight="fill" className="text-sky-600" aria-hidden />,
  warning: <Warning weight="fill" className="text-amber-600" aria-hidden />,
  loading: <Spinner className="animate-spin text-slate-500" aria-hidden />,
};

function ToastCard({ item }: { item: Toast }) {
  const { t } = useTranslation();
  const dismiss = useToastStore((s) => s.dismiss);
  useEffect(() => {
    if (!item.open || item.kind === "loading") return;
    const timer = setTimeout(() => dismiss(item.id), limits.toastRemoveDelayMs);
    return () => clearTimeout(timer);
  }, [item, dismiss]);
  return (
    <div
      role={item.kind === "error" ? "alert" : "status"}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-lg transition-all duration-300 motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-900 ${item.open ? "opacity-100" : "translate-y-2 opacity-0"}`}
      style={{ maxWidth: limits.toastMaxWidthPx }}
    >
      <span className="mt-0.5 text-xl">{icons[item.kind]}</span>
      <div className="min-w-0 flex-1 text-start">
        <p className="font-semibold text-slate-900 dark:text-slate-100">{item.title}</p>
        {item.description && (
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-300">{item.description}</p>
        )}
        {item.action &&
          ("to" in item.action ? (
            <Link
              to={item.action.to}
              onClick={() => dismiss(item.id)}
              className="mt-2 inline-block font-medium text-sm text-teal-700 underline hover:text-teal-800 dark:text-teal-400"
            >
              {item.action.label}
            </Link>
          ) : (
            <button
              type="button"
              className="mt-2 rounded-lg border border-slate-300 px-3 py-1 font-medium text-slate-800 text-sm hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
              onClick={() => {
                if (item.action && "onClick" in item.action) item.action.onClick();
                dismiss(item.id);
              }}
            >
              {item.action.label}
            </button>
          ))}
      </div>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        className="rounded p-1 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={t("close")}
      >
        <X aria-hidden />
      </button>
    </div>
  );
}

/** Renders the toast queue at the bottom inline-end corner. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-[100] flex flex-col items-end gap-2 sm:inset-x-auto sm:end-4"
    >
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
    </div>
  );
}
