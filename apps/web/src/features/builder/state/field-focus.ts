import { create } from "zustand";
import { wizardStepOf } from "../lib/sections";

/** A field of the form to bring into view: a basics field, the summary, or an item's field. */
export interface FieldTarget {
  /** "basics", "summary", or a list section id ("experience", "custom.<id>"). */
  section: string;
  /** The item of a list section; without it the section itself is shown. */
  itemId?: string;
  /** A field name of the section's items or of basics ("email"); ignored for the summary. */
  field?: string;
}

interface FieldFocusState {
  /** The last request; `n` changes with every request so the same field can be asked twice. */
  request: (FieldTarget & { step: number; n: number }) | null;
}

export const useFieldFocus = create<FieldFocusState>(() => ({ request: null }));

/** The DOM id of a target as the editors give it (basics-email, experience-<item>-company, section card). */
export function elementIdOf(target: FieldTarget): string {
  if (target.section === "basics") return `basics-${target.field ?? "name"}`;
  if (target.section === "summary") return "summary-content";
  if (target.itemId && target.field) return `${target.section}-${target.itemId}-${target.field}`;
  return `section-${target.section}-title`;
}

const focusableInside =
  '[contenteditable="true"], input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/** Focus the element, or the first control inside it (a date picker's month, a rich text editor). */
function focusElement(element: HTMLElement): void {
  const control = element.matches("input, select, textarea, button, [contenteditable='true']")
    ? element
    : (element.querySelector<HTMLElement>(focusableInside) ?? element);
  if (control === element && !element.matches(focusableInside)) element.tabIndex = -1;
  control.scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}

/**
 * Show a field: the wizard goes to its step, its item opens, then the field is focused and
 * scrolled into view once it is rendered (a few frames at most). Used by the import review.
 */
export function requestFieldFocus(target: FieldTarget): void {
  const previous = useFieldFocus.getState().request;
  useFieldFocus.setState({
    request: { ...target, step: wizardStepOf(target.section), n: (previous?.n ?? 0) + 1 },
  });
  const id = elementIdOf(target);
  let frames = 0;
  const tryFocus = () => {
    const element = document.getElementById(id);
    if (element) focusElement(element);
    else if (++frames < 60) return requestAnimationFrame(tryFocus);
    // Done: a stale request must not move a wizard or open an item mounted later.
    useFieldFocus.setState({ request: null });
  };
  requestAnimationFrame(tryFocus);
}
