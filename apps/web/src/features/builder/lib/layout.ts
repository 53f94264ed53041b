import { singleColumnTemplates, type TemplateId } from "@sira/schema/constants";
import type { Layout } from "@sira/schema/resume-data";
import { defaultLayout, flattenLayout } from "@sira/schema/resume-defaults";

export { flattenLayout };

/**
 * Layout rules of spec §4. A layout is a list of pages, each with two columns of section ids:
 * column 0 is the main column, column 1 the sidebar.
 */

export type MoveDirection = "up" | "down" | "left" | "right";

interface Position {
  page: number;
  column: number;
  index: number;
}

function findSection(layout: Layout, id: string): Position | undefined {
  for (const [page, columns] of layout.entries()) {
    for (const [column, ids] of columns.entries()) {
      const index = ids.indexOf(id);
      if (index >= 0) return { page, column, index };
    }
  }
  return undefined;
}

const cloneLayout = (layout: Layout): Layout => layout.map((page) => page.map((column) => [...column]));

/**
 * Whether a section can move that way. Up and down always can (they wrap at the column edge);
 * left and right move to the neighbouring column and are disabled at the edge: "left" goes
 * towards column 0 (main), "right" towards column 1 (sidebar).
 */
export function canMoveSection(layout: Layout, id: string, direction: MoveDirection): boolean {
  const at = findSection(layout, id);
  if (!at) return false;
  if (direction === "left") return at.column > 0;
  if (direction === "right") return at.column < 1;
  return (layout[at.page]?.[at.column]?.length ?? 0) > 1;
}

/**
 * Move a section one step. Up from the top wraps to the end of its column, down from the bottom
 * wraps to the start; left/right move it to the same place (or the end) of the neighbouring
 * column. Returns the layout unchanged when the move is not possible.
 */
export function moveSection(layout: Layout, id: string, direction: MoveDirection): Layout {
  if (!canMoveSection(layout, id, direction)) return layout;
  const at = findSection(layout, id) as Position;
  const next = cloneLayout(layout);
  const page = next[at.page] as string[][];
  const column = page[at.column] as string[];
  column.splice(at.index, 1);
  if (direction === "up" || direction === "down") {
    const target = direction === "up" ? at.index - 1 : at.index + 1;
    if (target < 0) column.push(id);
    else if (target > column.length) column.unshift(id);
    else column.splice(target, 0, id);
    return next;
  }
  const other = page[direction === "left" ? at.column - 1 : at.column + 1] as string[];
  other.splice(Math.min(at.index, other.length), 0, id);
  return next;
}

/** Whether every page's sidebar is empty (a single-column layout). */
export function isFlatLayout(layout: Layout): boolean {
  return layout.every((page) => (page[1]?.length ?? 0) === 0);
}

const isCustomId = (id: string) => id.startsWith("custom.");

/** The default layout, with the custom sections of `layout` appended to the last page's main column. */
export function restoreLayout(layout: Layout): Layout {
  const restored = defaultLayout();
  const custom = layout.flat(2).filter(isCustomId);
  const last = restored[restored.length - 1] as string[][];
  (last[0] as string[]).push(...custom);
  return restored;
}

/**
 * The layout after choosing `template` (spec §4): single-column templates flatten the layout into
 * one column; any other template restores the default layout (custom sections kept at the end).
 * The builder offers a one-step undo of the switch, so the user's own arrangement is not lost.
 */
export function layoutForTemplate(layout: Layout, template: string): Layout {
  if ((singleColumnTemplates as readonly string[]).includes(template)) return flattenLayout(layout);
  return restoreLayout(layout);
}

/** The layout a template starts from: flattened default for the single-column family. */
export function templateDefaultLayout(template: string): Layout {
  return (singleColumnTemplates as readonly TemplateId[]).includes(template as TemplateId)
    ? flattenLayout(defaultLayout())
    : defaultLayout();
}

const sameLayout = (a: Layout, b: Layout) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Load-time repair (spec §4): a layout equal to the default with profiles removed is replaced by
 * the template's layout. Then the layout is made consistent with the data: custom sections missing
 * from it are appended to the last page, ids of custom sections that no longer exist and
 * duplicates are dropped.
 */
export function repairLayout(layout: Layout, template: string, customSectionIds: readonly string[]): Layout {
  const withoutProfiles = defaultLayout().map((page) =>
    page.map((ids) => ids.filter((id) => id !== "profiles")),
  );
  let repaired = sameLayout(layout, withoutProfiles) ? templateDefaultLayout(template) : cloneLayout(layout);
  const wanted = new Set(customSectionIds.map((id) => `custom.${id}`));
  const seen = new Set<string>();
  repaired = repaired.map((page) =>
    page.map((ids) =>
      ids.filter((id) => {
        if (seen.has(id) || (isCustomId(id) && !wanted.has(id))) return false;
        seen.add(id);
        return true;
      }),
    ),
  );
  const last = repaired[repaired.length - 1] as string[][];
  for (const id of wanted) if (!seen.has(id)) (last[0] as string[]).push(id);
  return repaired;
}

/** Remove a section id from every page and column. */
export function removeFromLayout(layout: Layout, id: string): Layout {
  return layout.map((page) => page.map((ids) => ids.filter((x) => x !== id)));
}

/** Append a section id to the last page's main column (where custom sections go). */
export function appendToLayout(layout: Layout, id: string): Layout {
  const next = cloneLayout(layout);
  const last = next[next.length - 1] as string[][];
  (last[0] as string[]).push(id);
  return next;
}

/**
 * Drag and drop of a section (spec §4): put it at `index` of a page's column (index past the end
 * appends). A page number one past the last makes a new page; pages left empty by the move, other
 * than the first, are dropped so no blank page prints.
 */
export function placeSection(
  layout: Layout,
  id: string,
  page: number,
  column: number,
  index: number,
): Layout {
  const at = findSection(layout, id);
  if (!at || column < 0 || column > 1 || page < 0 || page > layout.length) return layout;
  const next = cloneLayout(layout);
  ((next[at.page] as string[][])[at.column] as string[]).splice(at.index, 1);
  if (page === next.length) next.push([[], []]);
  const target = (next[page] as string[][])[column] as string[];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, id);
  return next.filter((p, i) => i === 0 || p.some((ids) => ids.length > 0));
}
