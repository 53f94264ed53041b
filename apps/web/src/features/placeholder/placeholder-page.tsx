import { Hammer } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** A clear "being built" notice inside the real layout, for pages whose issue has not landed. */
export function PlaceholderPage({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-16 text-center">
      <Hammer aria-hidden className="text-5xl text-teal-700 dark:text-teal-400" />
      <h1 className="font-bold text-2xl text-slate-900 dark:text-white">
        {t("placeholder.title", { page: t(`pages.${page}`) })}
      </h1>
      <p className="text-slate-600 dark:text-slate-300">{t("placeholder.body")}</p>
      <Link
        to="/dashboard"
        className="rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800"
      >
        {t("placeholder.back")}
      </Link>
    </section>
  );
}

/** Route module factory for a placeholder page. */
export const placeholderRoute = (page: string) => ({ element: <PlaceholderPage page={page} /> });
