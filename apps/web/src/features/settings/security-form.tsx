import { zodResolver } from "@hookform/resolvers/zod";
import type { User } from "@sira/schema/api";
import { passwordSchema } from "@sira/schema/auth";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AccountField } from "../../components/account-field";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast-store";
import { ApiError } from "../../lib/api";
import { toastError } from "../../lib/errors";
import { changePassword } from "./settings-api";
import { SettingsCard } from "./settings-card";

/**
 * Spec §5: both at least 6 and equal, else "The passwords you entered do not match." on the
 * confirmation. The current password comes first (OWASP ASVS V2.1.6); the server decides whether
 * the account has one (an account made with Google sets its first password without it).
 */
const formSchema = z
  .object({ current: z.string().max(256), password: passwordSchema, confirm: passwordSchema })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "passwordsMismatch" });
type FormValues = z.infer<typeof formSchema>;
const empty: FormValues = { current: "", password: "", confirm: "" };

/** Settings → security: change the password (other devices are signed out). */
export function PasswordForm({ user }: { user: User }) {
  const { t } = useTranslation("settings");
  const id = useId();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: empty });
  const { isSubmitting } = form.formState;

  const onSubmit = async (values: FormValues) => {
    try {
      await changePassword(values.password, values.current);
      toast({ kind: "success", title: t("security.changed") });
      form.reset(empty);
    } catch (error) {
      if (error instanceof ApiError && error.code === "InvalidCredentials") {
        form.setError("current", { message: "currentPasswordWrong" }, { shouldFocus: true });
        return;
      }
      toastError(error);
      form.reset(empty);
    }
  };

  return (
    <SettingsCard
      title={t("security.heading")}
      description={user.provider === "google" ? t("security.googleNote") : t("security.description")}
    >
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
        <AccountField
          form={form}
          name="current"
          kind="currentPassword"
          id={`${id}-current`}
          label={t("security.current")}
          hint={user.provider === "google" ? t("security.currentGoogle") : undefined}
        />
        <AccountField
          form={form}
          name="password"
          kind="newPassword"
          id={`${id}-password`}
          label={t("security.password")}
        />
        <AccountField
          form={form}
          name="confirm"
          kind="newPassword"
          id={`${id}-confirm`}
          label={t("security.confirm")}
        />
        <div className="flex justify-end">
          <Button size="lg" type="submit" pending={isSubmitting}>
            {t("security.submit")}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
