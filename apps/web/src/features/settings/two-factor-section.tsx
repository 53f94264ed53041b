import { zodResolver } from "@hookform/resolvers/zod";
import { CopySimple, DownloadSimple, ShieldCheck } from "@phosphor-icons/react";
import type { User } from "@sira/schema/api";
import { type TwoFactorSetupResponse, twoFactorCodeRequestSchema } from "@sira/schema/auth";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Banner, TextField } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { toastError, useFieldError } from "../../lib/errors";
import { setCurrentUser } from "../../lib/session";
import { disableTwoFactor, enableTwoFactor, startTwoFactor } from "./settings-api";
import { SettingsCard } from "./settings-card";

type Stage =
  | { kind: "idle" }
  | { kind: "setup"; setup: TwoFactorSetupResponse }
  | { kind: "codes"; codes: string[] };

/** A six-digit code form; the field clears after every submit that fails. */
function CodeForm({
  label,
  submitLabel,
  variant = "primary",
  onCode,
  children,
}: {
  label: string;
  submitLabel: string;
  variant?: "primary" | "danger";
  onCode: (code: string) => Promise<void>;
  children?: React.ReactNode;
}) {
  const id = useId();
  const fieldError = useFieldError();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: "" },
  });
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      await onCode(code);
    } catch (error) {
      form.reset();
      toastError(error);
    }
  };
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" noValidate>
      <TextField
        id={`${id}-code`}
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        className="max-w-48 font-mono tracking-[0.4em]"
        error={fieldError(form.formState.errors.code)}
        {...form.register("code")}
      />
      <div className="flex flex-wrap gap-3">
        <Button size="lg" type="submit" variant={variant} pending={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}

/**
 * Settings → security → two-factor: enable with a QR code and the secret as text, confirmed by
 * a code; then the 10 backup codes, shown once, with copy and download; disable with a code.
 */
export function TwoFactorSection({ user }: { user: User }) {
  const { t } = useTranslation("settings");
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [starting, setStarting] = useState(false);

  const handleStart = async () => {
    setStarting(true);
    try {
      setStage({ kind: "setup", setup: await startTwoFactor() });
    } catch (error) {
      toastError(error);
    } finally {
      setStarting(false);
    }
  };

  const handleEnable = async (code: string) => {
    const { backupCodes } = await enableTwoFactor(code);
    setCurrentUser({ ...user, twoFactorEnabled: true });
    setStage({ kind: "codes", codes: backupCodes });
    toast({ kind: "success", title: t("twoFactor.enabledToast") });
  };

  const handleDisable = async (code: string) => {
    setCurrentUser(await disableTwoFactor(code));
    toast({ kind: "success", title: t("twoFactor.disabledToast") });
  };

  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text);
    toast({ kind: "success", title: t("twoFactor.copied") });
  };

  const handleDownload = (codes: string[]) => {
    const text = `${t("twoFactor.fileHeader", { account: user.email })}\n\n${codes.join("\n")}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "sira-backup-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  let body: React.ReactNode;
  if (stage.kind === "codes") {
    body = (
      <div className="flex flex-col gap-4">
        <h3 className="font-semibold text-slate-900 dark:text-white">{t("twoFactor.backupTitle")}</h3>
        <Banner kind="info">{t("twoFactor.backupBody")}</Banner>
        <ul
          dir="ltr"
          aria-label={t("twoFactor.backupTitle")}
          className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm dark:bg-slate-800"
        >
          {stage.codes.map((code) => (
            <li key={code} className="text-center text-slate-900 dark:text-white">
              {code}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" variant="secondary" onClick={() => void copy(stage.codes.join("\n"))}>
            <CopySimple aria-hidden />
            {t("twoFactor.copy")}
          </Button>
          <Button size="lg" variant="secondary" onClick={() => handleDownload(stage.codes)}>
            <DownloadSimple aria-hidden />
            {t("twoFactor.download")}
          </Button>
          <Button size="lg" onClick={() => setStage({ kind: "idle" })}>
            {t("twoFactor.done")}
          </Button>
        </div>
      </div>
    );
  } else if (user.twoFactorEnabled) {
    body = (
      <div className="flex flex-col gap-4">
        <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-300">
          <ShieldCheck aria-hidden weight="fill" className="text-xl" />
          {t("twoFactor.enabled")}
        </p>
        <p className="text-slate-600 text-sm dark:text-slate-300">{t("twoFactor.disableHint")}</p>
        <CodeForm
          label={t("twoFactor.code")}
          submitLabel={t("twoFactor.disable")}
          variant="danger"
          onCode={handleDisable}
        />
      </div>
    );
  } else if (stage.kind === "setup") {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700 text-sm dark:text-slate-200">{t("twoFactor.scan")}</p>
        <img
          src={stage.setup.qrCode}
          alt={t("twoFactor.qrAlt")}
          width={200}
          height={200}
          className="self-center rounded-lg bg-white p-2"
        />
        <div className="flex flex-col gap-1">
          <span className="font-medium text-slate-800 text-sm dark:text-slate-200">
            {t("twoFactor.secret")}
          </span>
          <div className="flex items-center gap-2">
            <code
              dir="ltr"
              className="min-w-0 flex-1 break-all rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm dark:bg-slate-800 dark:text-white"
            >
              {stage.setup.secret}
            </code>
            <Button
              size="lg"
              variant="secondary"
              onClick={() => void copy(stage.setup.secret)}
              aria-label={t("twoFactor.copySecret")}
            >
              <CopySimple aria-hidden />
            </Button>
          </div>
        </div>
        <CodeForm label={t("twoFactor.code")} submitLabel={t("twoFactor.confirm")} onCode={handleEnable}>
          <Button size="lg" variant="secondary" onClick={() => setStage({ kind: "idle" })}>
            {t("twoFactor.cancel")}
          </Button>
        </CodeForm>
      </div>
    );
  } else {
    body = (
      <Button size="lg" onClick={handleStart} pending={starting}>
        <ShieldCheck aria-hidden />
        {t("twoFactor.enable")}
      </Button>
    );
  }

  return (
    <SettingsCard title={t("twoFactor.heading")} description={t("twoFactor.description")}>
      {body}
    </SettingsCard>
  );
}
