import { CheckCircle, XCircle } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** Spec §2: the screen a checkout returns to, success or failure. */
export function PaymentResult({ state }: { state: "success" | "fail" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ok = state === "success";
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900">
      {ok ? (
        <CheckCircle weight="fill" aria-hidden className="text-6xl text-emerald-600" />
      ) : (
        <XCircle weight="fill" aria-hidden className="text-6xl text-red-600" />
      )}
      <h1 className="font-bold text-2xl text-slate-900 dark:text-white">
        {t(ok ? "payment.successTitle" : "payment.failTitle")}
      </h1>
      <p className="text-slate-600 dark:text-slate-300">
        {t(ok ? "payment.successBody" : "payment.failBody")}
      </p>
      {ok && <p className="text-slate-600 dark:text-slate-300">{t("payment.thanks")}</p>}
      <button
        type="button"
        className="mt-2 rounded-lg bg-teal-700 px-5 py-2 font-medium text-white hover:bg-teal-800"
        onClick={() => (ok ? navigate("/", { replace: true }) : navigate("/dashboard/wallet/plans"))}
      >
        {t(ok ? "payment.continue" : "payment.goBack")}
      </button>
    </section>
  );
}
