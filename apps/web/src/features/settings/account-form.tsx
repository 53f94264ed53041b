import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle, UserCircle, WarningCircle } from "@phosphor-icons/react";
import type { User } from "@sira/schema/api";
import { emailSchema, nameSchema, type UpdateUserRequest, usernameSchema } from "@sira/schema/auth";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AccountField } from "../../components/account-field";
import { PictureUploadButton } from "../../components/picture-upload-button";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { toastError, useFieldError } from "../../lib/errors";
import { setCurrentUser } from "../../lib/session";
import { resendVerification, updateMe } from "./settings-api";
import { SettingsCard } from "./settings-card";

/** Spec §5: a picture is a link only when it is a valid https URL (or one of our stored images). */
const pictureSchema = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === "" ||
      value.startsWith("/api/storage/image/") ||
      (value.startsWith("https://") && URL.canParse(value)),
    "pictureInvalid",
  );

const formSchema = z.object({
  name: nameSchema,
  username: usernameSchema,
  email: emailSchema,
  picture: pictureSchema,
});
type FormValues = z.infer<typeof formSchema>;

const valuesOf = (user: User): FormValues => ({
  name: user.name,
  username: user.username,
  email: user.email,
  picture: user.picture ?? "",
});

/** Only the fields that changed, in the PATCH /user/me shape. */
function changesOf(user: User, values: FormValues): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  if (values.name !== user.name) changes.name = values.name;
  if (values.username !== user.username) changes.username = values.username;
  if (values.email !== user.email) changes.email = values.email;
  if (values.picture !== (user.picture ?? "")) changes.picture = values.picture || null;
  return changes;
}

/**
 * Settings → account (spec §2, §4): picture by URL or upload (upload only while there is no
 * picture), name, username, email with verified badge and resend. Save and discard appear only
 * when something was edited; a new email takes effect after its confirmation link.
 */
export function AccountForm({ user }: { user: User }) {
  const { t } = useTranslation("settings");
  const id = useId();
  const fieldError = useFieldError();
  const [resending, setResending] = useState(false);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(user) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const picture = form.watch("picture");
  const showPicture = picture !== "" && !errors.picture;

  const onSubmit = async (values: FormValues) => {
    const changes = changesOf(user, values);
    try {
      const updated = await updateMe(changes);
      setCurrentUser(updated);
      form.reset(valuesOf(updated));
      if (changes.email)
        toast({ kind: "info", title: t("account.emailChangeSent", { email: changes.email }) });
      else toast({ kind: "success", title: t("account.saved") });
    } catch (error) {
      form.reset(valuesOf(user));
      toastError(error);
    }
  };

  const handleResend = async () => {
    setResending(true);
    try {
      await resendVerification();
      toast({ kind: "info", title: t("account.resent") });
    } catch (error) {
      toastError(error);
    } finally {
      setResending(false);
    }
  };

  const badge = user.emailVerified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-700 text-xs dark:bg-emerald-950 dark:text-emerald-300">
      <CheckCircle aria-hidden weight="fill" />
      {t("account.verified")}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-700 text-xs dark:bg-amber-950 dark:text-amber-300">
      <WarningCircle aria-hidden weight="fill" />
      {t("account.unverified")}
    </span>
  );

  return (
    <SettingsCard title={t("account.heading")} description={t("account.description")}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-5" noValidate>
        <div className="flex items-center gap-4">
          {showPicture ? (
            <img src={picture} alt="" className="size-16 shrink-0 rounded-full object-cover" />
          ) : (
            <UserCircle aria-hidden weight="thin" className="size-16 shrink-0 text-slate-400" />
          )}
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <TextField
              id={`${id}-picture`}
              label={t("account.pictureUrl")}
              type="url"
              dir="ltr"
              placeholder="https://"
              hint={t("account.pictureUrlHint")}
              error={fieldError(errors.picture)}
              {...form.register("picture")}
            />
            <div className="flex flex-wrap gap-2">
              {picture === "" ? (
                <PictureUploadButton
                  label={t("account.upload")}
                  busyLabel={t("account.uploading")}
                  size="lg"
                  onUploaded={(url) =>
                    form.setValue("picture", url, { shouldDirty: true, shouldValidate: true })
                  }
                />
              ) : (
                <Button
                  size="lg"
                  variant="secondary"
                  onClick={() => form.setValue("picture", "", { shouldDirty: true, shouldValidate: true })}
                >
                  {t("account.removePicture")}
                </Button>
              )}
            </div>
          </div>
        </div>
        <AccountField form={form} name="name" kind="name" id={`${id}-name`} label={t("account.name")} />
        <AccountField
          form={form}
          name="username"
          kind="username"
          id={`${id}-username`}
          label={t("account.username")}
        />
        <div className="flex flex-col gap-2">
          <AccountField
            form={form}
            name="email"
            kind="email"
            id={`${id}-email`}
            label={t("account.email")}
            aside={badge}
          />
          {!user.emailVerified && (
            <Button
              variant="link"
              onClick={handleResend}
              disabled={resending}
              className="self-start disabled:opacity-60"
            >
              {t("account.resend")}
            </Button>
          )}
        </div>
        {isDirty && (
          <div className="flex flex-wrap justify-end gap-3">
            <Button size="lg" variant="secondary" onClick={() => form.reset(valuesOf(user))}>
              {t("account.discard")}
            </Button>
            <Button size="lg" type="submit" pending={isSubmitting}>
              {t("account.save")}
            </Button>
          </div>
        )}
      </form>
    </SettingsCard>
  );
}
