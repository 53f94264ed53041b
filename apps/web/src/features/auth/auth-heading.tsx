import type { ReactNode } from "react";

/** Title and subtitle of an auth card. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2 text-center">
      <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{title}</h1>
      {subtitle && <p className="text-slate-600 text-sm dark:text-slate-300">{subtitle}</p>}
    </div>
  );
}
