import { type DragEndEvent, MeasuringStrategy } from "@dnd-kit/core";
import { CaretDown, Copy, DotsSixVertical, Eye, EyeSlash, Plus, Trash } from "@phosphor-icons/react";
import { directionOf } from "@sira/schema/constants";
import type { Url } from "@sira/schema/resume-data";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SortArea, SortableList, useSortableRow } from "../../../components/sortable";
import { Button } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { ConfirmDeleteDialog } from "../components/confirm-dialog";
import { DatePicker, LevelInput, TagInput, TextField, UrlField } from "../components/fields";
import { RichTextField } from "../components/rich-text-field";
import { useUndoToast } from "../components/undo-toast";
import { useBuilderExtensions } from "../extensions";
import type { DateMode } from "../lib/date-value";
import {
  type AnyItem,
  canAddAnother,
  getListSection,
  itemHeadingFields,
  type SectionType,
  sectionFields,
  sectionTypeOf,
} from "../lib/sections";
import {
  addItem,
  deleteItem,
  duplicateItem,
  reorderItems,
  setItemField,
  toggleItemVisible,
} from "../state/actions";
import { useBuilderStore } from "../state/builder-store";
import { useFieldFocus } from "../state/field-focus";
import { SectionCard } from "./section-card";

/**
 * The editor of one list section (experience, skills, custom…): its items, reorderable by drag
 * and by keyboard (focus the handle, Space, arrows, Space), each editable inline, duplicable,
 * (an open item folds up when a drag starts, so items of different heights swap predictably),
 * deletable with undo, and hideable; "Add another" is disabled while the last item is empty.
 */
/**
 * How an empty date starts (issue 42 item 6): work and volunteering from a start "to Present",
 * studies and projects as a range; awards, certificates and publications are one date.
 */
const emptyDateMode: Partial<Record<SectionType, DateMode>> = {
  experience: "present",
  volunteer: "present",
  education: "range",
  projects: "range",
};

export function ListSectionEditor({ sectionId }: { sectionId: string }) {
  const { t } = useTranslation("builder");
  const section = useBuilderStore((s) => getListSection(s.data, sectionId));
  const locked = useBuilderStore((s) => s.locked);
  const [openId, setOpenId] = useState<string | null>(null);
  const focusRequest = useFieldFocus((s) => s.request);
  // A field of one of this section's items asked for elsewhere (the import review) opens the item.
  useEffect(() => {
    if (focusRequest?.section === sectionId && focusRequest.itemId) setOpenId(focusRequest.itemId);
  }, [focusRequest, sectionId]);
  if (!section) return null;
  const type = sectionTypeOf(sectionId) as SectionType;
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) reorderItems(sectionId, String(active.id), String(over.id));
  };
  const handleAdd = () => {
    const id = addItem(sectionId);
    setOpenId(id);
    // Keyboard users land in the new item's first field instead of staying on the Add button.
    const first = sectionFields[type][0]?.name;
    requestAnimationFrame(() => document.getElementById(`${sectionId}-${id}-${first}`)?.focus());
  };

  return (
    <SectionCard sectionId={sectionId}>
      {section.items.length === 0 && (
        <p className="mb-3 text-slate-500 text-sm dark:text-slate-400">{t("section.empty")}</p>
      )}
      <SortArea
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        onDragStart={() => setOpenId(null)}
        onDragEnd={handleDragEnd}
      >
        <SortableList items={section.items.map((i) => i.id)}>
          <ul className="flex flex-col gap-2">
            {section.items.map((item) => (
              <SortableItem
                key={item.id}
                sectionId={sectionId}
                type={type}
                item={item}
                open={openId === item.id}
                onToggle={() => setOpenId(openId === item.id ? null : item.id)}
                disabled={locked}
              />
            ))}
          </ul>
        </SortableList>
      </SortArea>
      <Button
        variant="secondary"
        className="mt-3 w-full border-dashed"
        disabled={locked || !canAddAnother(type, section.items)}
        onClick={handleAdd}
      >
        <Plus aria-hidden />
        {section.items.length === 0 ? t("section.add") : t("section.addAnother")}
      </Button>
    </SectionCard>
  );
}

function SortableItem({
  sectionId,
  type,
  item,
  open,
  onToggle,
  disabled,
}: {
  sectionId: string;
  type: SectionType;
  item: AnyItem;
  open: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation("builder");
  const showUndo = useUndoToast((s) => s.show);
  const [confirming, setConfirming] = useState(false);
  const { rowRef, rowStyle, handleProps, isDragging } = useSortableRow(item.id, { disabled });
  const [titleField, subtitleField] = itemHeadingFields[type];
  const title = String(item[titleField] ?? "").trim() || t("item.untitled");
  const subtitle = subtitleField !== titleField ? String(item[subtitleField] ?? "").trim() : "";
  const panelId = `item-${item.id}-panel`;
  return (
    <li
      ref={rowRef}
      style={rowStyle}
      data-item={item.id}
      className={`rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60 ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      <div className="flex items-center gap-1 p-1.5">
        <button
          type="button"
          {...handleProps}
          aria-label={t("item.reorder", { title })}
          className="inline-flex size-8 cursor-grab touch-none items-center justify-center rounded-lg text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-teal-600 active:cursor-grabbing dark:hover:bg-slate-700"
        >
          <DotsSixVertical aria-hidden className="text-lg" />
        </button>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-1 py-1 text-start hover:bg-slate-100 dark:hover:bg-slate-700/60"
        >
          <span className={`min-w-0 flex-1 ${item.visible ? "" : "opacity-50"}`}>
            <span className="block truncate font-medium text-slate-900 text-sm dark:text-white">
              <bdi data-item-title="">{title}</bdi>
            </span>
            {subtitle && (
              <span className="block truncate text-slate-500 text-xs dark:text-slate-400">
                <bdi>{subtitle}</bdi>
              </span>
            )}
          </span>
          <CaretDown aria-hidden className={`shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
        <IconButton
          label={item.visible ? t("item.hide") : t("item.show")}
          pressed={!item.visible}
          disabled={disabled}
          onClick={() => toggleItemVisible(sectionId, item.id)}
        >
          {item.visible ? <Eye aria-hidden /> : <EyeSlash aria-hidden />}
        </IconButton>
        <IconButton
          label={t("item.duplicate")}
          disabled={disabled}
          onClick={() => duplicateItem(sectionId, item.id)}
        >
          <Copy aria-hidden />
        </IconButton>
        <IconButton label={t("item.delete")} disabled={disabled} onClick={() => setConfirming(true)}>
          <Trash aria-hidden className="text-red-600" />
        </IconButton>
      </div>
      {open && (
        <div id={panelId} className="border-slate-200 border-t p-3 dark:border-slate-700">
          <ItemForm sectionId={sectionId} type={type} item={item} />
        </div>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("item.deleteTitle", { title })}
        onConfirm={() => showUndo(t("item.deleted", { title }), deleteItem(sectionId, item.id))}
      />
    </li>
  );
}

/** Every field of an item type (spec §3), bound to the store; typing in a field is one undo step. */
function ItemForm({ sectionId, type, item }: { sectionId: string; type: SectionType; item: AnyItem }) {
  const { t } = useTranslation("builder");
  const language = useBuilderStore((s) => s.data.metadata.language);
  const locked = useBuilderStore((s) => s.locked);
  const endGroup = useBuilderStore((s) => s.endGroup);
  const { renderWritingHelp } = useBuilderExtensions();
  const id = (name: string) => `${sectionId}-${item.id}-${name}`;
  const label = (name: string) => t([`fields.${type}.${name}`, `fields.${name}`]);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {sectionFields[type].map(({ name, kind }) => {
        const value = item[name];
        switch (kind) {
          case "text":
          case "icon":
            return (
              <TextField
                key={name}
                id={id(name)}
                label={label(name)}
                dir={kind === "icon" ? "ltr" : "auto"}
                value={String(value ?? "")}
                onChange={(v) => setItemField(sectionId, item.id, name, v, true)}
                onBlur={endGroup}
              />
            );
          case "url":
            return (
              <div key={name} className="sm:col-span-2">
                <UrlField
                  id={id(name)}
                  label={label(name)}
                  value={value as Url}
                  onChange={(v) => setItemField(sectionId, item.id, name, v, true)}
                  onBlur={endGroup}
                />
              </div>
            );
          case "date":
            return (
              <div key={name} className="sm:col-span-2">
                <DatePicker
                  id={id(name)}
                  label={label(name)}
                  value={String(value ?? "")}
                  onChange={(v) => setItemField(sectionId, item.id, name, v)}
                  emptyMode={emptyDateMode[type] ?? "single"}
                />
              </div>
            );
          case "level":
            return (
              <div key={name} className="sm:col-span-2">
                <LevelInput
                  id={id(name)}
                  label={label(name)}
                  value={Number(value ?? 0)}
                  onChange={(v) => setItemField(sectionId, item.id, name, v, true)}
                />
              </div>
            );
          case "keywords":
            return (
              <div key={name} className="sm:col-span-2">
                <TagInput
                  id={id(name)}
                  label={label(name)}
                  value={(value as string[] | undefined) ?? []}
                  onChange={(v) => setItemField(sectionId, item.id, name, v)}
                />
              </div>
            );
          // AI writing help belongs to rich text only (one button per item, never under a link).
          case "rich":
            return (
              <div key={name} className="flex flex-col gap-1 sm:col-span-2">
                <span className="font-medium text-slate-700 text-sm dark:text-slate-200">{label(name)}</span>
                <RichTextField
                  id={id(name)}
                  label={label(name)}
                  dir={directionOf(language)}
                  disabled={locked}
                  value={String(value ?? "")}
                  onChange={(v) => setItemField(sectionId, item.id, name, v, true)}
                  onBlur={endGroup}
                  after={
                    !locked &&
                    renderWritingHelp?.({
                      text: String(value ?? ""),
                      kind: "list",
                      language,
                      onAccept: (html) => {
                        setItemField(sectionId, item.id, name, html, true);
                        endGroup();
                      },
                    })
                  }
                />
              </div>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
