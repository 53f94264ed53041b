import { zodResolver } from "@hookform/resolvers/zod";
import { passwordSchema } from "@sira/schema/auth";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { toastError, useFieldError } from "../../lib/errors";
import { resetPassword } from "./auth-api";
import { AuthHeading } from "./auth-heading";

const formSchema = z.object({ password: passwordSchema });

/** /auth/reset-password?token= (spec §2): a new password; success goes to /auth/login. */
export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const fieldError = useFieldError();
  const form = useForm<{ password: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: "" },
  });

  const onSubmit = async ({ password }: { password: string }) => {
    try {
      await resetPassword(params.get("token") ?? "", password);
      toast({ kind: "success", title: t("reset.success") });
      navigate("/auth/login", { replace: true });
    } catch (error) {
      form.reset();
      toastError(error);
    }
  };

  return (
    <>
      <AuthHeading title={t("reset.title")} subtitle={t("reset.subtitle")} />
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
        <TextField
          id={`${id}-password`}
          type="password"
          label={t("reset.password")}
          autoComplete="new-password"
          dir="ltr"
          autoFocus
          hint={t("reset.passwordHint")}
          error={fieldError(form.formState.errors.password)}
          {...form.register("password")}
        />
        <Button size="lg" type="submit" pending={form.formState.isSubmitting} className="w-full">
          {t("reset.submit")}
        </Button>
      </form>
    </>
  );
}
