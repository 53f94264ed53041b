import { Kanban, ListBullets, Plus, Scales } from "@phosphor-icons/react";
import { type Application, type ApplicationStatus, applicationStatuses } from "@sira/schema/application-api";
import { clsx } from "clsx";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Select } from "../../components/ui/select";
import { jobLabel, useApplications } from "../../lib/applications";
import { AddJobDialog } from "./add-job-dialog";
import { ApplicationDialog, useCompareForApplication } from "./application-dialog";
import { useUpdateApplication } from "./applications-api";
import { ApplicationBoard, followUpState, NextStepBadge } from "./board";

type View = "board" | "list";
type Sort = "updated" | "nextStep" | "status" | "company";

const phoneQuery = "(max-width: 767px)";

/** The list view's order. */
export function sortApplications(list: Application[], sort: Sort): Application[] {
  const copy = [...list];
  const rank = (s: ApplicationStatus) => applicationStatuses.indexOf(s);
  const compare: Record<Sort, (a: Application, b: Application) => number> = {
    updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
    // Dated next steps first, soonest first; then the rest by last change.
    nextStep: (a, b) =>
      (a.nextStepOn ?? "9999").localeCompare(b.nextStepOn ?? "9999") ||
      b.updatedAt.localeCompare(a.updatedAt),
    status: (a, b) => rank(a.status) - rank(b.status) || a.position - b.position,
    company: (a, b) =>
      a.job.company.localeCompare(b.job.company) || a.job.position.localeCompare(b.job.position),
  };
  return copy.sort(compare[sort]);
}

function ListView({
  applications,
  onMove,
  onOpen,
}: {
  applications: Application[];
  onMove: (id: string, status: ApplicationStatus) => void;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation("applications");
  const [sort, setSort] = useState<Sort>("nextStep");
  const compare = useCompareForApplication();
  const sortId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2 self-start whitespace-nowrap text-sm">
        <label htmlFor={sortId}>{t("list.sort")}</label>
        <Select id={sortId} value={sort} onChange={(e) => setSort(e.target.value as Sort)} size="compact">
          <option value="nextStep">{t("list.sortNextStep")}</option>
          <option value="updated">{t("list.sortUpdated")}</option>
          <option value="status">{t("list.sortStatus")}</option>
          <option value="company">{t("list.sortCompany")}</option>
        </Select>
      </div>
      <ul className="flex flex-col gap-2" data-testid="application-list">
        {sortApplications(applications, sort).map((application) => (
          <li
            key={application.id}
            data-testid="application-row"
            className={clsx(
              "flex flex-col gap-2 rounded-lg border bg-white p-3 dark:bg-slate-900",
              followUpState(application) === "overdue"
                ? "border-red-400 dark:border-red-700"
                : "border-slate-200 dark:border-slate-700",
            )}
          >
            <div className="min-w-0">
              <button
                type="button"
                onClick={() => onOpen(application.id)}
                className="text-start font-semibold text-slate-900 hover:text-teal-700 hover:underline dark:text-white"
              >
                <bdi>{jobLabel(application.job, i18n.language).position}</bdi>
              </button>
              <p className="truncate text-slate-600 text-xs dark:text-slate-300">
                <bdi>
                  {[application.job.company, jobLabel(application.job, i18n.language).place]
                    .filter(Boolean)
                    .join(" · ")}
                </bdi>
              </p>
            </div>
            <NextStepBadge application={application} />
            <div className="flex flex-wrap items-center gap-3">
              <Select
                aria-label={t("list.statusOf", {
                  position: jobLabel(application.job, i18n.language).position,
                })}
                value={application.status}
                onChange={(e) => onMove(application.id, e.target.value as ApplicationStatus)}
                size="compact"
              >
                {applicationStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </Select>
              <button
                type="button"
                onClick={() => compare(application)}
                className="flex items-center gap-1 text-teal-700 text-xs hover:underline dark:text-teal-400"
              >
                <Scales aria-hidden /> {t("details.compare")}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * /dashboard/applications: the tracker. A board (columns Saved → Closed, drag and drop with a
 * keyboard alternative) on wide screens and a sortable list on phones (either can be chosen),
 * "Add a job" for postings from elsewhere, and each application's details in a dialog.
 */
export function ApplicationsPage() {
  const { t } = useTranslation("applications");
  const applications = useApplications();
  const update = useUpdateApplication();
  const [view, setView] = useState<View>(() => (window.matchMedia(phoneQuery).matches ? "list" : "board"));
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${t("title")} · Sira`;
  }, [t]);
  const list = applications.data ?? [];
  const open = list.find((a) => a.id === openId);
  const handleMove = (id: string, status: ApplicationStatus, index?: number) =>
    update.mutate({ id, changes: { status, ...(index !== undefined ? { index } : {}) } });

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center gap-3">
        <div className="me-auto">
          <h1 className="font-bold text-2xl text-slate-900 dark:text-white">{t("title")}</h1>
          <p className="text-slate-600 text-sm dark:text-slate-300">{t("subtitle")}</p>
        </div>
        <div
          role="radiogroup"
          aria-label={t("views.label")}
          className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
        >
          {(["board", "list"] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={clsx(
                "flex items-center gap-1 rounded-md px-3 py-1.5 text-sm",
                view === v ? "bg-teal-700 text-white" : "text-slate-700 dark:text-slate-200",
              )}
            >
              {v === "board" ? <Kanban aria-hidden /> : <ListBullets aria-hidden />}
              {t(`views.${v}`)}
            </button>
          ))}
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {t("add")}
        </Button>
      </header>
      {applications.isSuccess && list.length === 0 && (
        <div className="rounded-xl border border-slate-300 border-dashed p-8 text-center">
          <p className="font-semibold text-slate-900 dark:text-white">{t("empty.title")}</p>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-300">{t("empty.body")}</p>
        </div>
      )}
      {list.length > 0 &&
        (view === "board" ? (
          <ApplicationBoard applications={list} onMove={handleMove} onOpen={setOpenId} />
        ) : (
          <ListView applications={list} onMove={(id, status) => handleMove(id, status)} onOpen={setOpenId} />
        ))}
      <AddJobDialog open={adding} onOpenChange={setAdding} />
      {open && (
        <ApplicationDialog key={open.id} application={open} onOpenChange={(o) => !o && setOpenId(null)} />
      )}
    </div>
  );
}
