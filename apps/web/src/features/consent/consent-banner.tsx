import { Cookie } from "@phosphor-icons/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { getConsent, setConsent, track } from "../../lib/analytics";

/**
 * Spec §2/§4 cookie consent banner: Accept stores true, Reject false (cookie path /, 1 year);
 * either closes it. Analytics stay off until Accept.
 */
export function ConsentBanner() {
  const { t, i18n } = useTranslation("consent");
  const [open, setOpen] = useState(() => getConsent() === null);
  if (!open) return null;
  const handleChoice = (accepted: boolean) => {
    setConsent(accepted);
    setOpen(false);
    if (accepted) track("page.view");
  };
  return (
    <section
      dir={i18n.dir()}
      aria-labelledby="consent-title"
      className="fixed inset-x-4 bottom-4 z-[90] mx-auto flex max-w-3xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:flex-row sm:items-center dark:border-slate-700 dark:bg-slate-900"
    >
      <Cookie aria-hidden className="hidden shrink-0 text-3xl text-amber-600 sm:block" />
      <div className="flex-1 text-start">
        <h2 id="consent-title" className="font-semibold text-slate-900 dark:text-white">
          {t("title")}
        </h2>
        <p className="text-slate-600 text-sm dark:text-slate-300">{t("body")}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          type="button"
          onClick={() => handleChoice(false)}
          className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t("reject")}
        </button>
        <button
          type="button"
          onClick={() => handleChoice(true)}
          className="rounded-lg bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800"
        >
          {t("accept")}
        </button>
      </div>
    </section>
  );
}

/** Records a page view on every route change (dropped unless the visitor accepted). */
export function AnalyticsPageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    track("page.view", { route: pathname.split("/")[1] || "root" });
  }, [pathname]);
  return null;
}
