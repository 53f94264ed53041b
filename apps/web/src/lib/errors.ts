import { type ErrorCode, isCatalogueErrorCode } from "@sira/schema/errors";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "../components/ui/toast-store";
import { ApiError } from "./api";
import { i18next } from "./i18n";

/**
 * The localized message of an error code in the interface locale (the server's catalogue file
 * for the locale, loaded as the `errors` namespace; never the server's text).
 */
export function errorMessage(code: ErrorCode): string {
  return i18next.t(code, { ns: "errors" });
}

/**
 * Spec §8: an API error toast titled "An error has occurred" with the code's message, for the
 * catalogue's codes; "other codes are silent" (validation, rate limits, conflicts…: forms show
 * their own field messages, screens their own states). `silent: false` shows a code outside
 * the catalogue as the generic message; `ownMessage` lists codes outside the catalogue a caller
 * shows with their own message (a limit the user can act on, such as ApplicationLimitExceeded).
 */
export function toastError(
  error: unknown,
  options: { silent?: boolean; ownMessage?: readonly ErrorCode[] } = {},
) {
  const code: ErrorCode = error instanceof ApiError ? error.code : "SomethingWentWrong";
  const hasOwnMessage = isCatalogueErrorCode(code) || (options.ownMessage ?? []).includes(code);
  if ((options.silent ?? true) && !hasOwnMessage) return;
  const show = () =>
    toast({
      kind: "error",
      title: i18next.t("errorTitle"),
      description: errorMessage(hasOwnMessage ? code : "SomethingWentWrong"),
    });
  withErrorCatalogue(show);
}

/**
 * Run `show` once the error catalogue (`errors` namespace) is loaded: signed-in pages load it up
 * front; the sign-in screens and the builder may meet their first error before it is there.
 */
export function withErrorCatalogue(show: () => void) {
  if (i18next.hasLoadedNamespace("errors")) show();
  else void i18next.loadNamespaces("errors").then(show);
}

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
