import { type DragEndEvent, useDroppable } from "@dnd-kit/core";
import { DotsSixVertical } from "@phosphor-icons/react";
import { mirroredTemplates, singleColumnTemplates, type TemplateId } from "@sira/schema/constants";
import type { Layout } from "@sira/schema/resume-data";
import { useTranslation } from "react-i18next";
import { SortArea, SortableList, useSortableRow } from "../../../components/sortable";
import { getSection } from "../lib/sections";
import { placeSectionAt } from "../state/actions";
import { useBuilderStore } from "../state/builder-store";

const columnId = (page: number, column: number) => `column:${page}:${column}`;

/** The page and column of a drop target (a column or a section in one), and the index in it. */
function dropTarget(layout: Layout, overId: string): { page: number; column: number; index: number } | null {
  const match = /^column:(\d+):(\d+)$/.exec(overId);
  if (match) {
    const page = Number(match[1]);
    const column = Number(match[2]);
    return { page, column, index: layout[page]?.[column]?.length ?? 0 };
  }
  for (const [page, columns] of layout.entries())
    for (const [column, ids] of columns.entries()) {
      const index = ids.indexOf(overId);
      if (index >= 0) return { page, column, index };
    }
  return null;
}

/**
 * Spec §4: sections dragged between columns and pages (dnd-kit, like the items). Each page shows
 * its main column and, for two-column templates, its sidebar; an extra "new page" zone takes a
 * section to a new page. Keyboard: focus a section's handle, Space, arrows, Space (and the move
 * buttons on each section's card stay).
 */
export function LayoutBoard() {
  const { t } = useTranslation("builder");
  const layout = useBuilderStore((s) => s.data.metadata.layout);
  const template = useBuilderStore((s) => s.data.metadata.template);
  const locked = useBuilderStore((s) => s.locked);
  // Columns in the order the template draws them: the sidebar on the start side, or on the end
  // side for the mirrored templates; single-column templates have only the main column.
  const single = (singleColumnTemplates as readonly TemplateId[]).includes(template as TemplateId);
  const mirrored = (mirroredTemplates as readonly TemplateId[]).includes(template as TemplateId);
  const columns = single ? [0] : mirrored ? [0, 1] : [1, 0];
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const target = dropTarget(layout, String(over.id));
    if (target) placeSectionAt(String(active.id), target.page, target.column, target.index);
  };
  const pages = [...layout, [[], []] as string[][]];
  return (
    <section aria-labelledby="layout-board-title" className="flex flex-col gap-2">
      <h3 id="layout-board-title" className="font-semibold text-sm">
        {t("template.layoutBoard.title")}
      </h3>
      <p className="text-slate-500 text-xs">{t("template.layoutBoard.hint")}</p>
      <SortArea onDragEnd={handleDragEnd}>
        <div className="flex flex-col gap-2">
          {pages.map((page, pageIndex) => {
            const isNew = pageIndex === layout.length;
            return (
              <div key={pageIndex} className="rounded-lg border border-slate-200 p-2 dark:border-slate-700">
                <p className="mb-1 font-medium text-slate-600 text-xs dark:text-slate-300">
                  {isNew
                    ? t("template.layoutBoard.newPage")
                    : t("template.layoutBoard.page", { page: pageIndex + 1 })}
                </p>
                <div
                  className={`grid gap-2 ${columns.length === 1 ? "" : mirrored ? "grid-cols-[3fr_2fr]" : "grid-cols-[2fr_3fr]"}`}
                >
                  {columns.map((column) => (
                    <Column
                      key={column}
                      id={columnId(pageIndex, column)}
                      label={t(column === 0 ? "template.layoutBoard.main" : "template.layoutBoard.sidebar", {
                        page: pageIndex + 1,
                      })}
                      ids={isNew ? [] : (page[column] ?? [])}
                      disabled={locked}
                    />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </SortArea>
    </section>
  );
}

function Column({
  id,
  label,
  ids,
  disabled,
}: {
  id: string;
  label: string;
  ids: string[];
  disabled: boolean;
}) {
  const { setNodeRef, isOver } = useDroppable({ id, disabled });
  return (
    <SortableList id={id} items={ids}>
      <ul
        ref={setNodeRef}
        aria-label={label}
        data-layout-column={id}
        className={`flex min-h-10 flex-col gap-1 rounded-md bg-slate-50 p-1 dark:bg-slate-800/60 ${isOver ? "ring-2 ring-teal-600" : ""}`}
      >
        {ids.map((sectionId) => (
          <SectionChip key={sectionId} id={sectionId} disabled={disabled} />
        ))}
      </ul>
    </SortableList>
  );
}

function SectionChip({ id, disabled }: { id: string; disabled: boolean }) {
  const { t } = useTranslation("builder");
  const name = useBuilderStore((s) => getSection(s.data, id)?.name ?? id);
  const { rowRef, rowStyle, handleProps, isDragging } = useSortableRow(id, { disabled });
  return (
    <li
      ref={rowRef}
      style={rowStyle}
      data-layout-section={id}
      className={`rounded bg-white text-xs shadow-sm dark:bg-slate-900 ${isDragging ? "z-10 opacity-80 shadow-lg" : ""}`}
    >
      <button
        type="button"
        {...handleProps}
        aria-label={t("template.layoutBoard.drag", { name })}
        className="flex w-full cursor-grab touch-none items-center gap-1 px-1.5 py-1 text-start focus-visible:outline-2 focus-visible:outline-teal-600 active:cursor-grabbing"
      >
        <DotsSixVertical aria-hidden className="shrink-0 text-slate-400" />
        <bdi className="truncate">{name}</bdi>
      </button>
    </li>
  );
}
