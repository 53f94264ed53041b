import { BellRinging, BellSlash } from "@phosphor-icons/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Permission = NotificationPermission | "unsupported";

const readPermission = (): Permission =>
  typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";

/**
 * Spec §2: a warning with an ask button while permission is undecided, an error when denied,
 * nothing when granted or unsupported.
 */
export function NotificationBanner() {
  const { t } = useTranslation("dashboard");
  const [permission, setPermission] = useState<Permission>(readPermission);
  if (permission === "granted" || permission === "unsupported") return null;
  const handleAsk = async () => setPermission(await Notification.requestPermission());
  if (permission === "denied") {
    return (
      <div role="alert" className="border-red-200 border-b bg-red-50 dark:border-red-900 dark:bg-red-950">
        <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-red-800 text-sm dark:text-red-200">
          <BellSlash aria-hidden className="shrink-0 text-lg" /> {t("notifications.denied")}
        </p>
      </div>
    );
  }
  return (
    <div
      role="status"
      className="border-amber-200 border-b bg-amber-50 dark:border-amber-900 dark:bg-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 text-amber-900 text-sm dark:text-amber-100">
        <BellRinging aria-hidden className="shrink-0 text-lg" />
        <span className="flex-1">{t("notifications.undecided")}</span>
        <button
          type="button"
          onClick={handleAsk}
          className="rounded-lg bg-amber-700 px-3 py-1 font-medium text-white hover:bg-amber-800"
        >
          {t("notifications.enable")}
        </button>
      </div>
    </div>
  );
}
