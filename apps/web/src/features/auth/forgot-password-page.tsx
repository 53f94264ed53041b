import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, ArrowRight, EnvelopeSimpleOpen } from "@phosphor-icons/react";
import { forgotPasswordRequestSchema } from "@sira/schema/auth";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { TextField } from "../../components/ui/form";
import { toastError, useFieldError } from "../../lib/errors";
import { forgotPassword } from "./auth-api";
import { AuthHeading } from "./auth-heading";

/** A back arrow that points toward the start of the line in either direction. */
export function BackArrow() {
  const { i18n } = useTranslation();
  return i18n.dir() === "rtl" ? <ArrowRight aria-hidden /> : <ArrowLeft aria-hidden />;
}

/**
 * /auth/forgot-password (spec §2): email, then a confirmation screen with the spec's message,
 * the same whether or not an account exists; back button to sign in.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const id = useId();
  const fieldError = useFieldError();
  const [sent, setSent] = useState(false);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await forgotPassword(email);
      setSent(true);
    } catch (error) {
      form.reset();
      toastError(error);
    }
  };

  const back = (
    <Link to="/auth/login" className={`${buttonClass("secondary", "lg")} w-full`}>
      <BackArrow />
      {t("forgot.back")}
    </Link>
  );

  if (sent) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <EnvelopeSimpleOpen
          aria-hidden
          weight="duotone"
          className="text-6xl text-teal-700 dark:text-teal-400"
        />
        <AuthHeading title={t("forgot.sentTitle")} subtitle={t("forgot.sent")} />
        {back}
      </div>
    );
  }

  return (
    <>
      <AuthHeading title={t("forgot.title")} subtitle={t("forgot.subtitle")} />
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
        <TextField
          id={`${id}-email`}
          type="email"
          label={t("forgot.email")}
          autoComplete="email"
          dir="ltr"
          autoFocus
          error={fieldError(form.formState.errors.email)}
          {...form.register("email")}
        />
        <Button size="lg" type="submit" pending={form.formState.isSubmitting} className="w-full">
          {t("forgot.submit")}
        </Button>
        {back}
      </form>
    </>
  );
}
