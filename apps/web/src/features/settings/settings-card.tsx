import type { ReactNode } from "react";

/** A settings card with its heading and description. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="font-bold text-lg text-slate-900 dark:text-white">{title}</h2>
      {description && <p className="mt-1 text-slate-600 text-sm dark:text-slate-300">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
