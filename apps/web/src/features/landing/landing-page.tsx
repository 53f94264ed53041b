import { Briefcase, ChatsCircle, FilePdf, GitDiff, Sparkle, Wallet } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { Logo } from "../../components/logo";
import { LanguageSwitch, ThemeToggle } from "../../components/preferences";
import { useAiDriver } from "../../lib/ai-driver";

const features = [
  { key: "builder", icon: FilePdf },
  { key: "ai", icon: Sparkle },
  { key: "compare", icon: GitDiff },
  { key: "jobs", icon: Briefcase },
  { key: "interview", icon: ChatsCircle },
  { key: "wallet", icon: Wallet },
] as const;

/**
 * The marketing page (the spec's "marketing site"), in Arabic and English. Its claims follow
 * what this server offers: AI writing help only with a model server, the offline writing
 * suggestions otherwise (and while health is loading, so nothing absent is ever promised).
 */
export function LandingPage() {
  const { t } = useTranslation();
  const writingKey = useAiDriver() === "openai-compatible" ? "ai" : "writing";
  const { signedIn } = useLoaderData() as { signedIn: boolean };
  return (
    <div className="min-h-dvh bg-gradient-to-b from-teal-50 to-white dark:from-slate-900 dark:to-slate-950">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-4">
        <Logo to="/welcome" />
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 pt-10 pb-20">
        <section className="mx-auto max-w-3xl text-center">
          <h1 className="font-extrabold text-4xl text-slate-900 leading-tight sm:text-5xl dark:text-white">
            {t("landing.tagline")}
          </h1>
          <p className="mt-5 text-lg text-slate-600 dark:text-slate-300">{t("landing.intro")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {signedIn ? (
              <Link
                to="/dashboard"
                className="rounded-xl bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
              >
                {t("landing.openDashboard")}
              </Link>
            ) : (
              <>
                <Link
                  to="/auth/register"
                  className="rounded-xl bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
                >
                  {t("landing.start")}
                </Link>
                <Link
                  to="/auth/login"
                  className="rounded-xl border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
                >
                  {t("landing.signIn")}
                </Link>
              </>
            )}
          </div>
        </section>
        <ul className="mt-16 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key: featureKey, icon: Icon }) => {
            const key = featureKey === "ai" ? writingKey : featureKey;
            return (
              <li
                key={key}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <Icon aria-hidden className="text-3xl text-teal-700 dark:text-teal-400" />
                <h2 className="mt-3 font-bold text-lg text-slate-900 dark:text-white">
                  {t(`landing.features.${key}.title`)}
                </h2>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`landing.features.${key}.body`)}</p>
              </li>
            );
          })}
        </ul>
      </main>
      <footer className="border-slate-200 border-t py-6 text-center text-slate-500 text-sm dark:border-slate-800">
        {t("landing.footer")}
      </footer>
    </div>
  );
}
