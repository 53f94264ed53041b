import { BellRinging, Briefcase } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { dueFollowUps, jobLabel, useApplications } from "../../lib/applications";

/**
 * The notifications area's reminders: next steps due today (and overdue ones, highlighted) on
 * open applications, with a link to the tracker. Nothing shows when nothing is due.
 */
export function FollowUpNotice() {
  const { t, i18n } = useTranslation("applications");
  const { pathname } = useLocation();
  const applications = useApplications();
  const due = dueFollowUps(applications.data);
  if (due.length === 0) return null;
  const overdue = due.filter((d) => d.overdue).length;
  const today = due.length - overdue;
  return (
    <aside
      aria-label={t("reminders.open")}
      data-testid="follow-up-notice"
      className={
        overdue > 0
          ? "border-red-200 border-b bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          : "border-amber-200 border-b bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
      }
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <BellRinging aria-hidden className="shrink-0" />
        {overdue > 0 && <strong>{t("reminders.overdue", { count: overdue })}</strong>}
        {today > 0 && <span>{t("reminders.due", { count: today })}</span>}
        <span className="hidden truncate md:inline">
          {due.slice(0, 2).map(({ application }) => (
            <bdi key={application.id} className="me-3">
              {t("reminders.item", {
                position: jobLabel(application.job, i18n.language).position,
                step: application.nextStep || "—",
              })}
            </bdi>
          ))}
        </span>
        {pathname !== "/dashboard/applications" && (
          <Link to="/dashboard/applications" className="ms-auto font-medium underline">
            {t("reminders.open")}
          </Link>
        )}
      </div>
    </aside>
  );
}

/** The services screen's job-search line: follow-ups needed and active applications. */
export function TrackerSummary() {
  const { t } = useTranslation("applications");
  const applications = useApplications();
  if (!applications.data?.length) return null;
  const followUps = dueFollowUps(applications.data).length;
  const active = applications.data.filter((a) => a.status !== "closed").length;
  return (
    <Link
      to="/dashboard/applications"
      data-testid="tracker-summary"
      className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-teal-600 dark:border-slate-800 dark:bg-slate-900"
    >
      <Briefcase aria-hidden className="text-teal-700 text-xl dark:text-teal-400" />
      <span className="font-semibold text-slate-900 dark:text-white">{t("summary.title")}</span>
      <span
        className={
          followUps > 0 ? "font-medium text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-300"
        }
      >
        {t("summary.followUps", { count: followUps })}
      </span>
      <span className="text-slate-600 dark:text-slate-300">{t("summary.active", { count: active })}</span>
      <span className="ms-auto font-medium text-sm text-teal-700 dark:text-teal-400">
        {t("summary.open")}
      </span>
    </Link>
  );
}
