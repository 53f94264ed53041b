import { zodResolver } from "@hookform/resolvers/zod";
import { registerRequestSchema } from "@sira/schema/auth";
import { localeTagOf } from "@sira/schema/ui-locales";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { AccountField } from "../../components/account-field";
import { Button, buttonClass } from "../../components/ui/button";
import { Banner } from "../../components/ui/form";
import { track } from "../../lib/analytics";
import { toastError } from "../../lib/errors";
import { getStoredLanguage } from "../../lib/i18n";
import { setCurrentUser } from "../../lib/session";
import { register, useAppConfig } from "./auth-api";
import { AuthHeading } from "./auth-heading";

const formSchema = registerRequestSchema.omit({ locale: true });
type FormValues = z.input<typeof formSchema>;
const empty: FormValues = { name: "", username: "", email: "", password: "" };

/**
 * /auth/register (spec §2): name, username, email, password; success goes to /auth/verify-email.
 * With signups disabled, the spec's banner shows and the form is blurred and inactive.
 */
export function RegisterPage() {
  const { t } = useTranslation("auth");
  const id = useId();
  const navigate = useNavigate();
  const config = useAppConfig();
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: empty,
  });
  const { isSubmitting } = form.formState;
  const disabled = config.data?.signupsDisabled === true;

  const onSubmit = async (values: z.output<typeof formSchema>) => {
    try {
      const user = await register({ ...values, locale: localeTagOf(getStoredLanguage()) });
      setCurrentUser(user);
      track("register");
      navigate("/auth/verify-email", { replace: true });
    } catch (error) {
      form.reset();
      toastError(error);
    }
  };

  return (
    <>
      <AuthHeading title={t("register.title")} subtitle={t("register.subtitle")} />
      {disabled && (
        <div className="mb-4">
          <Banner kind="error">{t("register.disabled")}</Banner>
        </div>
      )}
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        aria-disabled={disabled || undefined}
        className={disabled ? "pointer-events-none select-none blur-sm" : undefined}
      >
        <fieldset disabled={disabled} className="flex flex-col gap-4">
          <AccountField form={form} name="name" kind="name" id={`${id}-name`} label={t("register.name")} />
          <AccountField
            form={form}
            name="username"
            kind="username"
            id={`${id}-username`}
            label={t("register.username")}
            hint={t("register.usernameHint")}
          />
          <AccountField
            form={form}
            name="email"
            kind="email"
            id={`${id}-email`}
            label={t("register.email")}
          />
          <AccountField
            form={form}
            name="password"
            kind="newPassword"
            id={`${id}-password`}
            label={t("register.password")}
            hint={t("register.passwordHint")}
          />
          <Button size="lg" type="submit" pending={isSubmitting} className="mt-2 w-full">
            {t("register.submit")}
          </Button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-slate-600 text-sm dark:text-slate-300">
        {t("register.haveAccount")}{" "}
        <Link to="/auth/login" className={buttonClass("link")}>
          {t("register.signIn")}
        </Link>
      </p>
    </>
  );
}
