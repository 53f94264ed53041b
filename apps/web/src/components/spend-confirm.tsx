import { Coins } from "@phosphor-icons/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useBalance } from "../lib/balance";
import { needsSpendConfirmation, plansPath } from "../lib/spend";

/** The price of a paid button, e.g. "8 points", in the interface language. */
export function PointsCost({ points }: { points: number }) {
  const { t } = useTranslation();
  return (
    <span data-testid="points-cost" className="whitespace-nowrap font-normal text-xs">
      ({t("spend.cost", { count: points })})
    </span>
  );
}

/**
 * Asks before spending more than a CV download costs: the action, its price and the balance.
 * When the balance is known to be short, it offers the plans instead of a button that would
 * only fail.
 */
export function SpendConfirmDialog({
  action,
  points,
  onConfirm,
  onCancel,
}: {
  action: string;
  points: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const balance = useBalance().data?.available;
  const titleId = useId();
  const bodyId = useId();
  const first = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const short = balance !== undefined && balance < points;
  useEffect(() => first.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onCancel();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onCancel]);
  const cost = t("spend.cost", { count: points });
  return (
    <div className="fixed inset-0 z-[90] flex items-center justify-center bg-slate-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="w-full max-w-md rounded-xl bg-white p-5 text-start shadow-xl dark:bg-slate-900"
      >
        <h2 id={titleId} className="flex items-center gap-2 font-bold text-lg text-slate-900 dark:text-white">
          <Coins aria-hidden className="text-amber-500" />
          {t("spend.confirmTitle", { action, cost })}
        </h2>
        <p id={bodyId} className="mt-2 text-slate-700 dark:text-slate-200">
          {short
            ? t("spend.short", { cost, balance: t("spend.cost", { count: balance }) })
            : balance === undefined
              ? t("spend.confirmBody", { cost })
              : t("spend.confirmBodyBalance", { cost, balance: t("spend.cost", { count: balance }) })}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 dark:border-slate-600 dark:text-slate-100"
          >
            {t("spend.cancel")}
          </button>
          {short ? (
            <Link
              ref={first}
              to={plansPath}
              className="rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800"
            >
              {t("spend.seePlans")}
            </Link>
          ) : (
            <button
              ref={first}
              type="button"
              onClick={onConfirm}
              className="rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800"
            >
              {t("spend.confirm", { cost })}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * A paid action that asks first when it costs more than a CV download: `request()` runs it at
 * once or opens the confirmation, and `dialog` is the element to render.
 */
export function useConfirmedSpend(
  action: string,
  points: number,
  run: () => void,
): { request: () => void; dialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const request = () => (needsSpendConfirmation(points) ? setAsking(true) : run());
  const dialog = asking ? (
    <SpendConfirmDialog
      action={action}
      points={points}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        run();
      }}
    />
  ) : null;
  return { request, dialog };
}
