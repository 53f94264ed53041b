import { backupCodeRequestSchema } from "@sira/schema/auth";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form";
import { useFieldError } from "../../lib/errors";
import { verifyBackupCode } from "./auth-api";
import { AuthHeading } from "./auth-heading";
import { BackArrow } from "./forgot-password-page";
import { useSecondFactorForm } from "./second-factor-form";

/**
 * /auth/backup-otp (spec §2): a backup code (spec §5 format and message); success goes to
 * /dashboard. Back returns to the one-time code screen; Sign in submits.
 */
export function BackupOtpPage() {
  const { t } = useTranslation("auth");
  const id = useId();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const { form, onSubmit } = useSecondFactorForm({
    schema: backupCodeRequestSchema,
    verify: verifyBackupCode,
    method: "backup-code",
    validateOnChange: true,
  });

  return (
    <>
      <AuthHeading title={t("backup.title")} subtitle={t("backup.subtitle")} />
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
        <TextField
          id={`${id}-code`}
          label={t("backup.code")}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={10}
          dir="ltr"
          autoFocus
          placeholder="a1b2c3d4e5"
          className="text-center font-mono text-lg tracking-widest"
          error={fieldError(form.formState.errors.code)}
          {...form.register("code")}
        />
        <div className="flex gap-3">
          <Button
            size="lg"
            variant="secondary"
            onClick={() => navigate("/auth/verify-otp")}
            className="flex-1"
          >
            <BackArrow />
            {t("backup.back")}
          </Button>
          <Button size="lg" type="submit" pending={form.formState.isSubmitting} className="flex-1">
            {t("backup.submit")}
          </Button>
        </div>
      </form>
    </>
  );
}
