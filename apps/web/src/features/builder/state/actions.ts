import { type Language, languages } from "@sira/schema/constants";
import { type ResumeData, sectionNames } from "@sira/schema/resume-data";
import { createId } from "@sira/schema/resume-defaults";
import {
  appendToLayout,
  layoutForTemplate,
  type MoveDirection,
  moveSection,
  placeSection,
  removeFromLayout,
  repairLayout,
  templateDefaultLayout,
} from "../lib/layout";
import {
  type AnyItem,
  createItem,
  customSectionId,
  getListSection,
  type SectionType,
  sectionTypeOf,
} from "../lib/sections";
import { useBuilderStore } from "./builder-store";

/**
 * Every edit the builder makes, as one function each. They go through the store's `update`, so
 * each is an undo step (typing passes a group so a field's keystrokes make one step).
 */

const update = (recipe: (draft: ResumeData) => void, group?: string) =>
  useBuilderStore.getState().update(recipe, group);

function itemsOf(draft: ResumeData, sectionId: string): AnyItem[] {
  return getListSection(draft, sectionId)?.items ?? [];
}

/** Set one field of an item; `group` keeps a field's keystrokes in one undo step. */
export function setItemField(
  sectionId: string,
  itemId: string,
  field: string,
  value: unknown,
  typing = false,
) {
  update(
    (d) => {
      const item = itemsOf(d, sectionId).find((i) => i.id === itemId);
      if (item) item[field] = value;
    },
    typing ? `${sectionId}.${itemId}.${field}` : undefined,
  );
}

/** Add an empty item at the end; returns its id. */
export function addItem(sectionId: string): string {
  const item = createItem(sectionTypeOf(sectionId) as SectionType);
  update((d) => {
    getListSection(d, sectionId)?.items.push(item);
  });
  return item.id;
}

export function duplicateItem(sectionId: string, itemId: string) {
  update((d) => {
    const items = itemsOf(d, sectionId);
    const index = items.findIndex((i) => i.id === itemId);
    const item = items[index];
    if (item) items.splice(index + 1, 0, { ...structuredClone(item), id: createId() });
  });
}

/** Delete an item; returns a function that puts it back where it was (the floating toolbar's undo). */
export function deleteItem(sectionId: string, itemId: string): () => void {
  const items = getListSection(useBuilderStore.getState().data, sectionId)?.items ?? [];
  const index = items.findIndex((i) => i.id === itemId);
  const removed = items[index];
  update((d) => {
    const list = itemsOf(d, sectionId);
    const at = list.findIndex((i) => i.id === itemId);
    if (at >= 0) list.splice(at, 1);
  });
  return () => {
    if (!removed) return;
    update((d) => {
      const list = itemsOf(d, sectionId);
      if (list.some((i) => i.id === removed.id)) return;
      list.splice(Math.min(index, list.length), 0, structuredClone(removed));
    });
  };
}

export function toggleItemVisible(sectionId: string, itemId: string) {
  update((d) => {
    const item = itemsOf(d, sectionId).find((i) => i.id === itemId);
    if (item) item.visible = !item.visible;
  });
}

/** Move an item from one position to another (drag and drop, keyboard included). */
export function reorderItems(sectionId: string, fromId: string, toId: string) {
  update((d) => {
    const items = itemsOf(d, sectionId);
    const from = items.findIndex((i) => i.id === fromId);
    const to = items.findIndex((i) => i.id === toId);
    if (from < 0 || to < 0 || from === to) return;
    const [item] = items.splice(from, 1);
    if (item) items.splice(to, 0, item);
  });
}

export function setSectionVisible(sectionId: string, visible: boolean) {
  update((d) => {
    const section = sectionId === "summary" ? d.sections.summary : getListSection(d, sectionId);
    if (section) section.visible = visible;
  });
}

export function renameSection(sectionId: string, name: string) {
  update((d) => {
    const section = sectionId === "summary" ? d.sections.summary : getListSection(d, sectionId);
    if (section) section.name = name;
  }, `${sectionId}.name`);
}

export function moveSectionTo(sectionId: string, direction: MoveDirection) {
  update((d) => {
    d.metadata.layout = moveSection(d.metadata.layout, sectionId, direction);
  });
}

/** Drag and drop: a section to a place in a page's column (a page past the last makes a new one). */
export function placeSectionAt(sectionId: string, page: number, column: number, index: number) {
  update((d) => {
    d.metadata.layout = placeSection(d.metadata.layout, sectionId, page, column, index);
  });
}

/** Add a custom section (empty, named by the user or the default label) to the last page. */
export function addCustomSection(name: string): string {
  const id = createId();
  update((d) => {
    const fallback = sectionNames[d.metadata.language].custom;
    d.sections.custom[id] = { id, name: name.trim() || fallback, columns: 1, visible: true, items: [] };
    d.metadata.layout = appendToLayout(d.metadata.layout, customSectionId(id));
  });
  return id;
}

/** Remove a custom section from the sections and the layout; returns its undo. */
export function deleteCustomSection(sectionId: string): () => void {
  const before = useBuilderStore.getState().data;
  const key = sectionId.slice("custom.".length);
  const section = before.sections.custom[key];
  const layout = before.metadata.layout;
  update((d) => {
    delete d.sections.custom[key];
    d.metadata.layout = removeFromLayout(d.metadata.layout, sectionId);
  });
  return () => {
    if (!section) return;
    update((d) => {
      d.sections.custom[key] = structuredClone(section);
      d.metadata.layout = structuredClone(layout);
    });
  };
}

/**
 * Spec §4: single-column templates flatten the layout, others restore the default. Returns the
 * undo of the switch (template and arrangement back as they were) when it undid an arrangement
 * the user made: a layout still the previous template's own default is not worth a notice.
 */
export function setTemplate(template: string): (() => void) | null {
  const { data } = useBuilderStore.getState();
  const before = data.metadata;
  const previous = { template: before.template, layout: structuredClone(before.layout) };
  const customIds = Object.keys(data.sections.custom);
  const untouched =
    JSON.stringify(previous.layout) ===
    JSON.stringify(repairLayout(templateDefaultLayout(previous.template), previous.template, customIds));
  update((d) => {
    d.metadata.template = template;
    d.metadata.layout = layoutForTemplate(d.metadata.layout, template);
  });
  const after = useBuilderStore.getState().data.metadata.layout;
  if (untouched || JSON.stringify(after) === JSON.stringify(previous.layout)) return null;
  return () =>
    update((d) => {
      d.metadata.template = previous.template;
      d.metadata.layout = structuredClone(previous.layout);
    });
}

export function setThemeColor(key: "primary" | "text" | "background", value: string, typing = false) {
  update(
    (d) => {
      d.metadata.theme[key] = value;
    },
    typing ? `theme.${key}` : undefined,
  );
}

/** Spec §4: choosing a font sets subset latin and variants regular. */
export function setFontFamily(family: string) {
  update((d) => {
    d.metadata.typography.font.family = family;
    d.metadata.typography.font.subset = "latin";
    d.metadata.typography.font.variants = ["regular"];
  });
}

/**
 * The resume's language (direction, headings, month names). Section names still at the old
 * language's default follow the new language; names the user wrote stay.
 */
export function setResumeLanguage(language: Language) {
  update((d) => {
    const old = d.metadata.language;
    if (old === language || !languages.includes(language)) return;
    d.metadata.language = language;
    const from = sectionNames[old];
    const to = sectionNames[language];
    const sections = d.sections as unknown as Record<string, { name: string } | undefined>;
    for (const key of Object.keys(from) as (keyof typeof from)[]) {
      if (key === "custom") continue;
      const section = sections[key];
      if (section && section.name === from[key]) section.name = to[key];
    }
    for (const section of Object.values(d.sections.custom))
      if (section.name === from.custom) section.name = to.custom;
  });
}
