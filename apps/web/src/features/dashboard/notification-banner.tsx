import { BellRinging, BellSlash } from "@phosphor-icons/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Permission = NotificationPermission | "unsupported";

const readPermission = (): Permission =>
  typeof window !== "undefined" && "Notification" in window ? Notification.permission : "unsupported";

/** Where "later" keeps the time the banner was put off (milliseconds since the epoch). */
export const bannerSnoozeKey = "sira-notifications-later";
/** How long "later" hides the banner: a week. */
export const bannerSnoozeMs = 7 * 24 * 60 * 60 * 1000;

/** Whether "later" was chosen less than a week before `now`. */
export function isBannerSnoozed(now = Date.now()): boolean {
  const since = Number(localStorage.getItem(bannerSnoozeKey));
  return Number.isFinite(since) && since > 0 && now - since < bannerSnoozeMs;
}

const bannerButtonClass = "rounded-lg px-3 py-1 font-medium";

/**
 * Spec §2: a warning with an ask button while permission is undecided, an error when denied,
 * nothing when granted or unsupported. Issue 42: "later" hides it for a week on this browser.
 */
export function NotificationBanner() {
  const { t } = useTranslation("dashboard");
  const [permission, setPermission] = useState<Permission>(readPermission);
  const [snoozed, setSnoozed] = useState(() => isBannerSnoozed());
  if (permission === "granted" || permission === "unsupported" || snoozed) return null;
  const handleAsk = async () => setPermission(await Notification.requestPermission());
  const handleLater = () => {
    localStorage.setItem(bannerSnoozeKey, String(Date.now()));
    setSnoozed(true);
  };
  const denied = permission === "denied";
  const Icon = denied ? BellSlash : BellRinging;
  return (
    <div
      role={denied ? "alert" : "status"}
      className={
        denied
          ? "border-red-200 border-b bg-red-50 dark:border-red-900 dark:bg-red-950"
          : "border-amber-200 border-b bg-amber-50 dark:border-amber-900 dark:bg-amber-950"
      }
    >
      <div
        className={`mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 text-sm ${denied ? "text-red-800 dark:text-red-200" : "text-amber-900 dark:text-amber-100"}`}
      >
        <Icon aria-hidden className="shrink-0 text-lg" />
        <span className="flex-1">{t(denied ? "notifications.denied" : "notifications.undecided")}</span>
        {!denied && (
          <button
            type="button"
            onClick={handleAsk}
            className={`${bannerButtonClass} bg-amber-700 text-white hover:bg-amber-800`}
          >
            {t("notifications.enable")}
          </button>
        )}
        <button
          type="button"
          onClick={handleLater}
          className={`${bannerButtonClass} hover:bg-black/5 dark:hover:bg-white/10`}
        >
          {t("notifications.later")}
        </button>
      </div>
    </div>
  );
}
