import { pointPrices } from "@sira/schema/constants";
import type { ErrorCode } from "@sira/schema/errors";
import { toast } from "../components/ui/toast-store";
import { ApiError } from "./api";
import { errorMessage, withErrorCatalogue } from "./errors";
import { i18next } from "./i18n";

/**
 * Spending points (spec §4, §8, §9): every paid button shows its price, an action that costs
 * more than a CV download asks first, and a failed spend says why — the out-of-points message
 * with a link to the plans only when points are the reason, the failure's own message otherwise.
 */

/** Where a user buys points. */
export const plansPath = "/dashboard/wallet/plans";

/** Whether spending `points` asks for confirmation first (more than the CV-download price). */
export function needsSpendConfirmation(points: number): boolean {
  return points > pointPrices.cvDownload;
}

/**
 * Toast for a failed paid action (download, compare, interview, writing help). Never silent:
 * the user pressed a button that costs points and must learn what happened. PackageIsOver
 * links to the plans; PremiumRequired (a premium design, tried freely in the preview) shows its
 * own message with the same link, the upgrade path of decision 0002; any other failure
 * (printing, a missing resume…) shows its own catalogue message and no plans link.
 */
export function toastSpendError(error: unknown): ErrorCode {
  const code: ErrorCode = error instanceof ApiError ? error.code : "SomethingWentWrong";
  withErrorCatalogue(() =>
    toast({
      kind: "error",
      title: i18next.t("errorTitle"),
      description: errorMessage(code),
      ...(code === "PackageIsOver" || code === "PremiumRequired"
        ? { action: { label: i18next.t("spend.seePlans"), to: plansPath } }
        : {}),
    }),
  );
  return code;
}
