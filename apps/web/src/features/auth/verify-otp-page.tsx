import { zodResolver } from "@hookform/resolvers/zod";
import { twoFactorCodeRequestSchema } from "@sira/schema/auth";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button, buttonVariants, TextField } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { track } from "../../lib/analytics";
import { ApiError } from "../../lib/api";
import { toastError } from "../../lib/errors";
import { setCurrentUser } from "../../lib/session";
import { verifyOtp } from "./auth-api";
import { AuthHeading, useFieldError } from "./auth-ui";

/**
 * /auth/verify-otp (spec §2): the authenticator code that finishes a pending sign-in; success
 * goes to /dashboard. An expired pending sign-in sends the user back to the login page.
 */
export function VerifyOtpPage() {
  const { t } = useTranslation("auth");
  const id = useId();
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: "" },
  });

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const user = await verifyOtp(code);
      setCurrentUser(user);
      track("login", { method: "totp" });
      navigate("/dashboard", { replace: true });
    } catch (error) {
      form.reset();
      if (error instanceof ApiError && error.code === "Unauthorized") {
        toast({ kind: "error", title: t("common:errorTitle"), description: t("otp.expired") });
        navigate("/auth/login", { replace: true });
        return;
      }
      toastError(error);
    }
  };

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
        <Button type="submit" pending={form.formState.isSubmitting} className="w-full">
          {t("otp.submit")}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link to="/auth/backup-otp" className={buttonVariants.link}>
          {t("otp.useBackup")}
        </Link>
      </p>
    </>
  );
}
