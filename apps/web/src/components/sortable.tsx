import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ComponentProps, ReactNode } from "react";

/**
 * The app's drag and drop of lists (dnd-kit), one setup for the tracker board, the layout board
 * and the builder's items: a drag starts after 4 px of pointer movement (so a click on a handle is
 * not a drag), after a 200 ms press with `touch`, or from the keyboard (focus a handle, Space,
 * arrows, Space); a drop lands by the closest corners.
 */
export function SortArea({
  touch = false,
  ...context
}: Omit<ComponentProps<typeof DndContext>, "sensors" | "collisionDetection"> & { touch?: boolean }) {
  const pointer = useSensor(PointerSensor, { activationConstraint: { distance: 4 } });
  const press = useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } });
  const keyboard = useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates });
  const sensors = useSensors(pointer, touch ? press : null, keyboard);
  return <DndContext sensors={sensors} collisionDetection={closestCorners} {...context} />;
}

/** A vertical list whose rows (useSortableRow) can be reordered or dragged to another list. */
export function SortableList({ id, items, children }: { id?: string; items: string[]; children: ReactNode }) {
  return (
    <SortableContext id={id} items={items} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/**
 * A row of a SortableList: `rowRef` and `rowStyle` go on the row, `handleProps` on its drag handle
 * (a button). `translateOnly` moves the row without scaling it (cards of different heights).
 */
export function useSortableRow(id: string, { disabled = false, translateOnly = false } = {}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const css = translateOnly ? CSS.Translate : CSS.Transform;
  return {
    rowRef: setNodeRef,
    rowStyle: { transform: css.toString(transform), transition },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
    isDragging,
  };
}
