import { twoFactorCodeRequestSchema } from "@sira/schema/auth";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { TextField } from "../../components/ui/form";
import { useFieldError } from "../../lib/errors";
import { verifyOtp } from "./auth-api";
import { AuthHeading } from "./auth-heading";
import { useSecondFactorForm } from "./second-factor-form";

/**
 * /auth/verify-otp (spec §2): the authenticator code that finishes a pending sign-in; success
 * goes to /dashboard. An expired pending sign-in sends the user back to the login page.
 */
export function VerifyOtpPage() {
  const { t } = useTranslation("auth");
  const id = useId();
  const _navigate = useNavigate();
  const fieldError = useFieldError();
  const { form, onSubmit } = useSecondFactorForm({
    schema: twoFactorCodeRequestSchema,
    verify: verifyOtp,
    method: "totp",
  });

  return (
    <>
      <AuthHeading title={t("otp.title")} subtitle={t("otp.subtitle")} />
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
        <TextField
          id={`${id}-code`}
          label={t("otp.code")}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          autoFocus
          className="text-center font-mono text-lg tracking-[0.5em]"
          error={fieldError(form.formState.errors.code)}
          {...form.register("code")}
        />
        <Button size="lg" type="submit" pending={form.formState.isSubmitting} className="w-full">
          {t("otp.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link to="/auth/backup-otp" className={buttonClass("link")}>
          {t("otp.useBackup")}
        </Link>
      </p>
    </>
  );
}
