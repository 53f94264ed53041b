import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The Sira mark and name, linking home. */
export function Logo({ to = "/" }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-lg font-bold text-slate-900 text-xl dark:text-white"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span>{t("appName")}</span>
    </Link>
  );
}
