import { ArrowCircleDown, ArrowCircleUp, ArrowCounterClockwise, Coins, Crown } from "@phosphor-icons/react";
import { type Language, type PointTransaction, plans } from "@sira/schema";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBalance } from "../../lib/balance";
import { useTransactions } from "./wallet-api";
import { formatCount, formatDate, formatDateTime } from "./wallet-format";

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900";
const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600 focus-visible:outline-offset-2";

/** Plan names and prices come in Arabic and English: Arabic for ar, English for other locales. */
const languageOf = (lng: string): Language => contentLanguageOf(lng);

/** What a ledger entry was for, in the UI language. */
function useEntryLabel() {
  const { t, i18n } = useTranslation("wallet");
  const language = languageOf(i18n.language);
  const spenderLabel = (reason: string) => t(`spender.${reason}`, { defaultValue: reason });
  return (entry: PointTransaction): { title: string; note?: string } => {
    if (entry.kind === "debit") return { title: spenderLabel(entry.reason) };
    if (entry.kind === "refund") return { title: t("history.refund", { what: spenderLabel(entry.reason) }) };
    const plan = plans.find((p) => p.id === entry.reason);
    if (entry.referenceType === "payment" && plan)
      return { title: t("history.purchase", { plan: plan.name[language] }) };
    return { title: t("history.grant"), note: entry.reason };
  };
}

function BalanceCard() {
  const { t, i18n } = useTranslation("wallet");
  const { data } = useBalance();
  const available = data?.available;
  return (
    <section aria-labelledby="wallet-balance" className={`${cardClass} flex flex-wrap items-center gap-6`}>
      <Coins aria-hidden weight="duotone" className="text-6xl text-amber-500" />
      <div className="min-w-0 flex-1">
        <h2 id="wallet-balance" className="font-medium text-slate-600 text-sm dark:text-slate-300">
          {t("balanceHeading")}
        </h2>
        <p className="flex items-baseline gap-2" aria-live="polite">
          {available === undefined ? (
            <span className="h-10 w-24 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          ) : (
            <>
              <bdi className="font-bold text-4xl text-slate-900 tabular-nums dark:text-white">
                {formatCount(available, i18n.language)}
              </bdi>
              <span className="text-slate-600 dark:text-slate-300">{t("unit", { count: available })}</span>
            </>
          )}
        </p>
        {data && (
          <p className="mt-2 flex items-center gap-1 text-sm">
            <Crown
              aria-hidden
              weight={data.premium.active ? "fill" : "regular"}
              className={data.premium.active ? "text-amber-500" : "text-slate-400"}
            />
            {data.premium.active && data.premium.until ? (
              <span className="text-slate-700 dark:text-slate-200">
                {t("premium.active", { date: formatDate(data.premium.until, i18n.language) })}
              </span>
            ) : (
              <span className="text-slate-500 dark:text-slate-400">
                {t("premium.inactive")} · {t("premium.hint")}
              </span>
            )}
          </p>
        )}
      </div>
      <Link to="/dashboard/wallet/plans" className={buttonClass}>
        {t("buyPoints")}
      </Link>
    </section>
  );
}

function TransactionRow({ entry }: { entry: PointTransaction }) {
  const { t, i18n } = useTranslation("wallet");
  const label = useEntryLabel()(entry);
  const added = entry.kind !== "debit";
  const Icon = entry.kind === "refund" ? ArrowCounterClockwise : added ? ArrowCircleDown : ArrowCircleUp;
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon
        aria-hidden
        weight="duotone"
        className={`shrink-0 text-3xl ${added ? "text-emerald-600" : "text-slate-500"}`}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900 dark:text-white">{label.title}</p>
        {label.note && (
          <p className="truncate text-slate-600 text-sm dark:text-slate-300">
            <bdi>{label.note}</bdi>
          </p>
        )}
        <p className="text-slate-500 text-xs dark:text-slate-400">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.language)}</time>
        </p>
      </div>
      <div className="text-end">
        <p
          className={`font-semibold tabular-nums ${added ? "text-emerald-700 dark:text-emerald-400" : "text-slate-800 dark:text-slate-100"}`}
        >
          <span className="sr-only">{t(added ? "history.added" : "history.spent")} </span>
          <bdi dir="ltr">
            {added ? "+" : "−"}
            {formatCount(entry.points, i18n.language)}
          </bdi>{" "}
          <span className="font-normal text-sm">{t("unit", { count: entry.points })}</span>
        </p>
        <p className="text-slate-500 text-xs dark:text-slate-400">
          {t("history.balanceAfter", { n: formatCount(entry.balanceAfter, i18n.language) })}
        </p>
      </div>
    </li>
  );
}

function TransactionHistory() {
  const { t } = useTranslation("wallet");
  const query = useTransactions();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="wallet-history" className={cardClass}>
      <h2 id="wallet-history" className="mb-2 font-bold text-lg text-slate-900 dark:text-white">
        {t("history.heading")}
      </h2>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-12 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
          ))}
        </div>
      ) : query.isError ? (
        <p className="text-slate-600 dark:text-slate-300">
          {t("history.failed")}{" "}
          <button
            type="button"
            onClick={() => query.refetch()}
            className="font-medium text-teal-700 underline"
          >
            {t("history.retry")}
          </button>
        </p>
      ) : entries.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("history.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {entries.map((entry) => (
            <TransactionRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          onClick={() => query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mt-3 w-full rounded-lg border border-slate-200 py-2 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t("history.loadMore")}
        </button>
      )}
    </section>
  );
}

/** /dashboard/wallet: balance, premium membership and the transaction history (spec §2). */
export function WalletPage() {
  const { t } = useTranslation("wallet");
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{t("title")}</h1>
      <BalanceCard />
      <TransactionHistory />
    </div>
  );
}
