import { ArrowLeft, ArrowRight, Check, Crown, Spinner } from "@phosphor-icons/react";
import { type Language, type Plan, planFeatures, plans, pointPrices } from "@sira/schema";
import {
  type CurrencyCode,
  currencyCodes,
  currencyOfCountry,
  majorAmount,
  minorAmount,
} from "@sira/schema/currencies";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Select } from "../../components/ui/select";
import { offeredSpenders, useAiDriver, usePaymentCurrency } from "../../lib/ai-driver";
import { useResumeList } from "../../lib/resume-list";
import { useBuyPlan } from "./wallet-api";
import { currencyName, formatCount, formatMoney } from "./wallet-format";

/** Plan names and prices come in Arabic and English: Arabic for ar, English for other locales. */
const languageOf = (lng: string): Language => contentLanguageOf(lng);
/** The plan with the lowest price per point gets the "best value" ribbon. */
const bestValueId = [...plans].sort((a, b) => a.priceUsd / a.points - b.priceUsd / b.points)[0]?.id;

function PlanCard({
  plan,
  buying,
  disabled,
  modelServer,
  currency,
  onBuy,
}: {
  plan: Plan;
  buying: boolean;
  disabled: boolean;
  /** Whether the server has a model server: AI writing lines show only then (issue 42 item 1). */
  modelServer: boolean;
  /** The currency prices are shown in (the user's choice). */
  currency: CurrencyCode;
  onBuy: () => void;
}) {
  const { t, i18n } = useTranslation("wallet");
  const language = languageOf(i18n.language);
  const best = plan.id === bestValueId;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col gap-4 rounded-2xl border bg-white p-6 dark:bg-slate-900 ${best ? "border-teal-600 ring-2 ring-teal-600/30" : "border-slate-200 dark:border-slate-800"}`}
    >
      {best && (
        <span className="absolute -top-3 start-6 rounded-full bg-teal-700 px-3 py-0.5 font-medium text-white text-xs">
          {t("plans.bestValue")}
        </span>
      )}
      <header>
        <h2 id={`plan-${plan.id}`} className="font-bold text-slate-900 text-xl dark:text-white">
          {plan.name[language]}
        </h2>
        <p className="text-slate-600 text-sm dark:text-slate-300">{plan.description[language]}</p>
      </header>
      <p>
        <bdi className="font-bold text-3xl text-slate-900 tabular-nums dark:text-white">
          {formatMoney(majorAmount(minorAmount(plan.priceUsd, currency), currency), currency, i18n.language)}
        </bdi>
        <span className="mt-1 block font-medium text-teal-800 dark:text-teal-300">
          {t("points", { count: plan.points, n: formatCount(plan.points, i18n.language) })}
        </span>
        <span className="block text-slate-500 text-xs dark:text-slate-400">
          {t("plans.perPoint", {
            price: formatMoney(
              majorAmount(minorAmount(plan.priceUsd, currency), currency) / plan.points,
              currency,
              i18n.language,
            ),
          })}
        </span>
      </p>
      {plan.grantsPremium && (
        <p className="inline-flex w-fit items-center gap-1 rounded-full bg-amber-50 px-3 py-1 font-medium text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-100">
          <Crown aria-hidden weight="fill" /> {t("plans.premiumBadge")}
        </p>
      )}
      <ul className="flex flex-1 flex-col gap-2 text-slate-700 text-sm dark:text-slate-200">
        {planFeatures(plan, language, modelServer).map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden weight="bold" className="mt-0.5 shrink-0 text-teal-700 dark:text-teal-400" />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onBuy}
        disabled={disabled}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600 focus-visible:outline-offset-2 disabled:opacity-70"
      >
        {buying && <Spinner aria-hidden className="animate-spin" />}
        {buying ? t("plans.redirecting") : t("plans.buy", { plan: plan.name[language] })}
      </button>
    </article>
  );
}

/**
 * The price list of spec §9, read from the shared table (no number repeated in UI text), with
 * only what this server offers: no AI writing rows without a model server.
 */
function PointCosts({ spenders }: { spenders: ReturnType<typeof offeredSpenders> }) {
  const { t, i18n } = useTranslation("wallet");
  return (
    <section
      aria-labelledby="point-costs"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="point-costs" className="mb-3 font-bold text-lg text-slate-900 dark:text-white">
        {t("plans.costsHeading")}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {spenders.map((spender) => (
          <div
            key={spender}
            className="flex justify-between gap-4 rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800"
          >
            <dt className="text-slate-700 dark:text-slate-200">{t(`spender.${spender}`)}</dt>
            <dd className="font-medium text-slate-900 dark:text-white">
              {t("plans.cost", {
                count: pointPrices[spender],
                n: formatCount(pointPrices[spender], i18n.language),
              })}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const currencyStorageKey = "sira-currency";
const isCurrency = (code: string | null): code is CurrencyCode =>
  code !== null && (currencyCodes as readonly string[]).includes(code);

/**
 * The currency prices are shown in: the user's last choice, else their default resume's
 * country's (SAR for Saudi Arabia…), else US dollars.
 */
function useDisplayCurrency(): [CurrencyCode, (currency: CurrencyCode) => void] {
  const resumes = useResumeList();
  const [chosen, setChosen] = useState<CurrencyCode | null>(() => {
    const stored = localStorage.getItem(currencyStorageKey);
    return isCurrency(stored) ? stored : null;
  });
  const fallback = currencyOfCountry(resumes.data?.find((r) => r.isDefault)?.country);
  const choose = (currency: CurrencyCode) => {
    localStorage.setItem(currencyStorageKey, currency);
    setChosen(currency);
  };
  return [chosen ?? fallback, choose];
}

/** Which currency to see prices in, and what the checkout will really charge when it differs. */
function CurrencyPicker({
  currency,
  onChange,
  charged,
}: {
  currency: CurrencyCode;
  onChange: (currency: CurrencyCode) => void;
  charged: string | undefined;
}) {
  const { t, i18n } = useTranslation("wallet");
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <div className="inline-flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-200">
        <label htmlFor={id}>{t("plans.currency")}</label>
        <Select
          id={id}
          size="compact"
          value={currency}
          onChange={(e) => onChange(e.target.value as CurrencyCode)}
        >
          {currencyCodes.map((code) => (
            <option key={code} value={code}>
              {currencyName(code, i18n.language)}
            </option>
          ))}
        </Select>
      </div>
      {charged && <p className="text-slate-500 dark:text-slate-400">{charged}</p>}
    </div>
  );
}

/** /dashboard/wallet/plans: Basic, Standard and VIP; Buy goes to the provider's checkout (spec §2, §4). */
export function PlansPage() {
  const { t, i18n } = useTranslation("wallet");
  const buy = useBuyPlan();
  const driver = useAiDriver();
  const paymentCurrency = usePaymentCurrency();
  const [currency, setCurrency] = useDisplayCurrency();
  const Back = i18n.dir() === "rtl" ? ArrowRight : ArrowLeft;
  // After a successful POST the browser is leaving for the checkout: keep the button busy.
  const buyingId = buy.isPending || buy.isSuccess ? buy.variables : undefined;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <Link
        to="/dashboard/wallet"
        className="inline-flex w-fit items-center gap-1 font-medium text-sm text-teal-700 hover:underline dark:text-teal-400"
      >
        <Back aria-hidden /> {t("plans.back")}
      </Link>
      <header>
        <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{t("plans.heading")}</h1>
        <p className="text-slate-600 dark:text-slate-300">{t("plans.intro")}</p>
      </header>
      <CurrencyPicker
        currency={currency}
        onChange={setCurrency}
        charged={
          paymentCurrency && paymentCurrency !== currency
            ? t("plans.chargedIn", { currency: currencyName(paymentCurrency, i18n.language) })
            : undefined
        }
      />
      <div className="grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            buying={buyingId === plan.id}
            disabled={buyingId !== undefined}
            modelServer={driver === "openai-compatible"}
            currency={currency}
            onBuy={() => buy.mutate(plan.id)}
          />
        ))}
      </div>
      <PointCosts spenders={offeredSpenders(driver)} />
    </div>
  );
}
