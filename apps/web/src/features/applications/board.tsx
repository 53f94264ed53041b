import { type Announcements, type DragEndEvent, useDroppable } from "@dnd-kit/core";
import { Buildings, DotsSixVertical, MapPin } from "@phosphor-icons/react";
import { type Application, type ApplicationStatus, applicationStatuses } from "@sira/schema/application-api";
import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { SortArea, SortableList, useSortableRow } from "../../components/sortable";
import { jobLabel, localDay } from "../../lib/applications";

const columnId = (status: ApplicationStatus) => `column:${status}`;

/** Where a drop lands: the column (a column or a card in it) and the index in it. */
function dropTarget(
  list: Application[],
  overId: string,
): { status: ApplicationStatus; index: number } | null {
  const match = /^column:(\w+)$/.exec(overId);
  if (match) {
    const status = match[1] as ApplicationStatus;
    return { status, index: list.filter((a) => a.status === status).length };
  }
  const card = list.find((a) => a.id === overId);
  if (!card) return null;
  const column = list.filter((a) => a.status === card.status);
  return { status: card.status, index: column.findIndex((a) => a.id === card.id) };
}

/** The next step's state for a card: due today, overdue, or neither. */
export function followUpState(application: Application, today = localDay()): "due" | "overdue" | null {
  if (!application.nextStepOn || application.status === "closed") return null;
  if (application.nextStepOn < today) return "overdue";
  return application.nextStepOn === today ? "due" : null;
}

/** A card's next-step line, highlighted when due (amber) or overdue (red). */
export function NextStepBadge({ application }: { application: Application }) {
  const { t, i18n } = useTranslation("applications");
  const state = followUpState(application);
  if (!application.nextStep && !application.nextStepOn) return null;
  const date = application.nextStepOn
    ? new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short" }).format(
        new Date(`${application.nextStepOn}T12:00:00`),
      )
    : "";
  return (
    <p
      data-follow-up={state ?? "later"}
      className={clsx(
        "rounded-md px-2 py-1 text-xs",
        state === "overdue" && "bg-red-50 font-semibold text-red-800 dark:bg-red-950 dark:text-red-200",
        state === "due" && "bg-amber-50 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200",
        !state && "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
      )}
    >
      {state && <span>{t(state === "overdue" ? "card.overdue" : "card.dueToday")} · </span>}
      <bdi>{application.nextStep || "—"}</bdi>
      {date && <span> · {date}</span>}
    </p>
  );
}

function BoardCard({ application, onOpen }: { application: Application; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation("applications");
  const label = jobLabel(application.job, i18n.language);
  const { rowRef, rowStyle, handleProps, isDragging } = useSortableRow(application.id, {
    translateOnly: true,
  });
  const job = application.job;
  return (
    <li
      ref={rowRef}
      style={rowStyle}
      data-testid="application-card"
      data-status={application.status}
      className={clsx(
        "flex gap-2 rounded-lg border bg-white p-3 shadow-sm dark:bg-slate-900",
        followUpState(application) === "overdue"
          ? "border-red-400 dark:border-red-700"
          : "border-slate-200 dark:border-slate-700",
        isDragging && "z-10 opacity-80 shadow-lg",
      )}
    >
      <button
        type="button"
        {...handleProps}
        aria-label={t("card.move", { position: label.position })}
        data-testid="drag-handle"
        className="-ms-1 flex w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        <DotsSixVertical aria-hidden />
      </button>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <button
          type="button"
          onClick={() => onOpen(application.id)}
          aria-label={t("card.open", { position: label.position })}
          className="text-start font-semibold text-slate-900 text-sm hover:text-teal-700 hover:underline dark:text-white"
        >
          <bdi>{label.position}</bdi>
        </button>
        {job.company && (
          <p className="flex items-center gap-1 truncate text-slate-600 text-xs dark:text-slate-300">
            <Buildings aria-hidden className="shrink-0" />
            <bdi className="truncate">{job.company}</bdi>
          </p>
        )}
        {label.place && (
          <p className="flex items-center gap-1 truncate text-slate-600 text-xs dark:text-slate-300">
            <MapPin aria-hidden className="shrink-0" />
            <bdi className="truncate">{label.place}</bdi>
          </p>
        )}
        {application.status === "closed" && application.closedReason && (
          <span className="w-fit rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-200">
            {t(`reason.${application.closedReason}`)}
          </span>
        )}
        <NextStepBadge application={application} />
      </div>
    </li>
  );
}

function BoardColumn({
  status,
  items,
  onOpen,
}: {
  status: ApplicationStatus;
  items: Application[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation("applications");
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  return (
    <section
      aria-labelledby={`column-${status}`}
      data-testid={`column-${status}`}
      className={clsx(
        "flex min-w-60 flex-1 flex-col rounded-xl border bg-slate-100/70 p-2 dark:bg-slate-900/60",
        isOver ? "border-teal-600" : "border-transparent",
      )}
    >
      <header className="flex items-baseline justify-between px-1 pb-2">
        <h2 id={`column-${status}`} className="font-semibold text-slate-800 text-sm dark:text-slate-100">
          {t(`status.${status}`)}
        </h2>
        <span className="text-slate-600 text-xs dark:text-slate-300">
          {t("column.count", { count: items.length })}
        </span>
      </header>
      <SortableList items={items.map((a) => a.id)}>
        <ol ref={setNodeRef} className="flex min-h-24 flex-1 flex-col gap-2">
          {items.map((application) => (
            <BoardCard key={application.id} application={application} onOpen={onOpen} />
          ))}
          {items.length === 0 && (
            <li className="rounded-lg border border-slate-300 border-dashed p-4 text-center text-slate-600 text-xs dark:border-slate-700 dark:text-slate-300">
              {t("column.empty")}
            </li>
          )}
        </ol>
      </SortableList>
    </section>
  );
}

/**
 * The tracker board: the five columns in reading order (from the right in Arabic, since the
 * row follows the page direction), cards dragged between and within columns with dnd-kit —
 * mouse, touch and keyboard (focus a card's handle, Space, arrows, Space), announced in the
 * interface language. `onMove` gets the card, its new column and its index there.
 */
export function ApplicationBoard({
  applications,
  onMove,
  onOpen,
}: {
  applications: Application[];
  onMove: (id: string, status: ApplicationStatus, index: number) => void;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation("applications");
  const positionOf = (id: string | number) => {
    const card = applications.find((a) => a.id === String(id));
    return card ? jobLabel(card.job, i18n.language).position : "";
  };
  const columnOf = (id: string | number | undefined) => {
    if (id === undefined) return "";
    const target = dropTarget(applications, String(id));
    return target ? t(`status.${target.status}`) : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("drag.picked", { position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("drag.over", { position: positionOf(active.id), column: columnOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("drag.dropped", { position: positionOf(active.id), column: columnOf(over.id) })
        : t("drag.cancelled", { position: positionOf(active.id) }),
    onDragCancel: ({ active }) => t("drag.cancelled", { position: positionOf(active.id) }),
  };
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const card = applications.find((a) => a.id === String(active.id));
    const target = dropTarget(applications, String(over.id));
    if (!card || !target) return;
    const current = applications.filter((a) => a.status === card.status).findIndex((a) => a.id === card.id);
    if (target.status === card.status && target.index === current) return;
    onMove(card.id, target.status, target.index);
  };
  return (
    <SortArea
      touch
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("drag.instructions") } }}
    >
      <div className="flex gap-3 overflow-x-auto pb-2" data-testid="application-board">
        {applicationStatuses.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            items={applications.filter((a) => a.status === status)}
            onOpen={onOpen}
          />
        ))}
      </div>
    </SortArea>
  );
}
