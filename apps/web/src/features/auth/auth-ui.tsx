import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** Title and subtitle of an auth card. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2 text-center">
      <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{title}</h1>
      {subtitle && <p className="text-slate-600 text-sm dark:text-slate-300">{subtitle}</p>}
    </div>
  );
}

/** The localized message of a form field's error (schema messages are translation keys). */
export function useFieldError() {
  const { t } = useTranslation("auth");
  return (error: FieldError | undefined) =>
    error
      ? t(`validation.${error.message ?? "invalid"}`, { defaultValue: t("validation.invalid") })
      : undefined;
}
