import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";

/**
 * The localized message of a form field's error: schema messages are keys of `auth:validation`
 * (the sign-in, register and settings forms share one schema vocabulary); an unknown key reads
 * as the generic "invalid" message.
 */
export function useFieldError() {
  const { t } = useTranslation("auth");
  return (error: FieldError | undefined) =>
    error
      ? t(`validation.${error.message ?? "invalid"}`, { defaultValue: t("validation.invalid") })
      : undefined;
}
