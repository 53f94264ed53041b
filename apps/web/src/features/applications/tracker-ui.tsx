import type { ReactNode } from "react";

export const buttons = {
  primary:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800 disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800",
  danger:
    "inline-flex items-center justify-center gap-2 rounded-lg border border-red-300 px-4 py-2 font-medium text-red-700 text-sm hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950",
};

/** A compact select that takes only the width it needs (list view, sort). */
export const compactSelectClass =
  "rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white";

export const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 text-sm focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white";

/** A labelled field. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child element passed in.
    <label className="flex flex-col gap-1 text-slate-700 text-sm dark:text-slate-200">
      <span className="font-medium">{label}</span>
      {children}
    </label>
  );
}
