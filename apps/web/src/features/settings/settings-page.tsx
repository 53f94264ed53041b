import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { LanguageMenu } from "../../components/preferences";
import { AccountForm } from "./account-form";
import { ApiKeysSection } from "./api-keys-section";
import { AssistantSection } from "./assistant-section";
import { DeleteAccountSection } from "./delete-account-section";
import { JobAlertsSection } from "./job-alerts-section";
import { PasswordForm } from "./security-form";
import { useUser } from "./settings-api";
import { SettingsCard } from "./settings-card";
import { TwoFactorSection } from "./two-factor-section";

const tabClass =
  "rounded-lg px-4 py-2 font-medium text-slate-600 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 data-[state=active]:bg-teal-700 data-[state=active]:text-white dark:text-slate-300 dark:hover:bg-slate-800";

/** /dashboard/settings (spec §2): account and security tabs, and API keys with the assistant setup (issue 43). */
export function SettingsPage() {
  const { t, i18n } = useTranslation("settings");
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{t("title")}</h1>
      <Tabs.Root defaultValue="account" dir={i18n.dir()} className="flex flex-col gap-6">
        <Tabs.List aria-label={t("title")} className="flex gap-2">
          <Tabs.Trigger value="account" className={tabClass}>
            {t("tabs.account")}
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className={tabClass}>
            {t("tabs.security")}
          </Tabs.Trigger>
          <Tabs.Trigger value="api" className={tabClass}>
            {t("tabs.api")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="account" className="flex flex-col gap-6">
          {/* Keyed by the saved values so the form starts over after a save elsewhere. */}
          <AccountForm key={`${user.email}|${user.emailVerified}`} user={user} />
          {/* The interface language (each name in its own script); saved to the account too. */}
          <SettingsCard title={t("common:languageMenu")}>
            <LanguageMenu className="w-full max-w-xs" label={t("common:languageMenu")} />
          </SettingsCard>
          <section className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <JobAlertsSection />
          </section>
        </Tabs.Content>
        <Tabs.Content value="security" className="flex flex-col gap-6">
          <PasswordForm user={user} />
          <TwoFactorSection user={user} />
          <DeleteAccountSection user={user} />
        </Tabs.Content>
        <Tabs.Content value="api" className="flex flex-col gap-6">
          <ApiKeysSection user={user} />
          <AssistantSection />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
