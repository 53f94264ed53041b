import { GoogleLogo } from "@phosphor-icons/react";
import type { LoginRequest } from "@sira/schema/auth";
import { isErrorCode } from "@sira/schema/errors";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { Banner, TextField } from "../../components/ui/form";
import { track } from "../../lib/analytics";
import { ApiError } from "../../lib/api";
import { toastError, useFieldError } from "../../lib/errors";
import { lazyZodResolver } from "../../lib/lazy-resolver";
import { safeRedirect, setSignedInUser } from "../../lib/session";
import { login, useProviders } from "./auth-api";
import { AuthHeading } from "./auth-heading";

/**
 * /auth/login (spec §2): identifier and password; the email form only when the email provider is
 * offered, the Google button only when google is. A failed sign-in clears the form (spec §4).
 */
// zod and the login schema load when the visitor first types (or submits), not with the page.
const validation = lazyZodResolver<LoginRequest>(() =>
  import("@sira/schema/auth").then((m) => m.loginRequestSchema),
);

export function LoginPage() {
  const { t } = useTranslation("auth");
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providers = useProviders();
  const fieldError = useFieldError();
  const form = useForm<LoginRequest>({
    resolver: validation.resolver,
    defaultValues: { identifier: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  // Google sign-in failures come back as ?error=<code>; show them once, localized.
  const shownError = useRef(false);
  useEffect(() => {
    const code = params.get("error");
    if (code && !shownError.current) {
      shownError.current = true;
      toastError(new ApiError(400, isErrorCode(code) ? code : "SomethingWentWrong"));
    }
  }, [params]);

  const onSubmit = async (values: LoginRequest) => {
    try {
      const result = await login(values);
      if (result.status === "2fa_required" || !result.user) {
        navigate("/auth/verify-otp");
        return;
      }
      await setSignedInUser(result.user);
      track("login", { method: "password" });
      navigate(safeRedirect(params.get("redirect")), { replace: true });
    } catch (error) {
      form.reset();
      toastError(error);
    }
  };

  const offered = providers.data ?? [];
  const hasEmail = offered.includes("email");
  const hasGoogle = offered.includes("google");

  return (
    <>
      <AuthHeading title={t("login.title")} subtitle={hasEmail ? t("login.subtitle") : undefined} />
      {providers.isSuccess && !hasEmail && !hasGoogle && (
        <Banner kind="error">{t("login.noProviders")}</Banner>
      )}
      {hasEmail && (
        <form
          onSubmit={form.handleSubmit(onSubmit)}
          onInputCapture={validation.preload}
          className="flex flex-col gap-4"
          noValidate
        >
          <TextField
            id={`${id}-identifier`}
            label={t("login.identifier")}
            autoComplete="username"
            dir="ltr"
            autoFocus
            error={fieldError(errors.identifier)}
            {...form.register("identifier")}
          />
          <TextField
            id={`${id}-password`}
            type="password"
            label={t("login.password")}
            autoComplete="current-password"
            dir="ltr"
            error={fieldError(errors.password)}
            aside={
              <Link to="/auth/forgot-password" className={buttonClass("link")}>
                {t("login.forgot")}
              </Link>
            }
            {...form.register("password")}
          />
          <Button size="lg" type="submit" pending={isSubmitting} className="mt-2 w-full">
            {t("login.submit")}
          </Button>
        </form>
      )}
      {hasEmail && hasGoogle && (
        <div className="my-5 flex items-center gap-3 text-slate-500 text-xs">
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
          {t("login.or")}
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        </div>
      )}
      {hasGoogle && (
        <a href="/api/auth/google" className={`${buttonClass("secondary", "lg")} w-full`}>
          <GoogleLogo aria-hidden weight="bold" className="text-lg" />
          {t("login.google")}
        </a>
      )}
      {hasEmail && (
        <p className="mt-6 text-center text-slate-600 text-sm dark:text-slate-300">
          {t("login.noAccount")}{" "}
          <Link to="/auth/register" className={buttonClass("link")}>
            {t("login.register")}
          </Link>
        </p>
      )}
    </>
  );
}
