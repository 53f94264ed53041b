import { limits } from "@sira/schema/constants";
import { create } from "zustand";

export type ToastKind = "success" | "error" | "info" | "warning" | "loading";

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
  /**
   * One action under the message: a button (e.g. "keep the previous default"; the toast closes
   * when pressed) or a link (e.g. to the plans when points ran out).
   */
  action?: { label: string; onClick: () => void } | { label: string; to: string };
  open: boolean;
}

interface ToastState {
  toasts: Toast[];
  show(toast: Omit<Toast, "id" | "open">): number;
  dismiss(id: number): void;
}

let nextId = 1;

/**
 * Spec §4/§9: the queue holds one toast; a dismissed toast is removed 5000 ms later
 * (so it can animate out). A new toast replaces the current one, except that a loading toast
 * does not replace a message the user has not dismissed yet.
 */
export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show(toast) {
    const id = nextId++;
    set((state) => {
      // A progress hint (e.g. "matching jobs…") never pushes out a message still on screen.
      const current = state.toasts.find((t) => t.open);
      if (toast.kind === "loading" && current && current.kind !== "loading") return state;
      return { toasts: [{ ...toast, id, open: true }, ...state.toasts].slice(0, limits.toastLimit) };
    });
    return id;
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
    setTimeout(
      () => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
      limits.toastRemoveDelayMs,
    );
  },
}));

/** Show a toast from anywhere (components, loaders, mutations). */
export const toast = (t: Omit<Toast, "id" | "open">) => useToastStore.getState().show(t);
export const dismissToast = (id: number) => useToastStore.getState().dismiss(id);

/** Close every error still on screen: a later success (a correct code) makes them stale. */
export const dismissErrorToasts = () => {
  const { toasts, dismiss } = useToastStore.getState();
  for (const t of toasts) if (t.open && t.kind === "error") dismiss(t.id);
};
