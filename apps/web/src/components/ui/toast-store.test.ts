import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useToastStore } from "./toast-store";

describe("toast queue (spec §9: 1 toast, removed 5000 ms after dismissal)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  it("holds one toast: a new one replaces the current one", () => {
    const { show } = useToastStore.getState();
    show({ kind: "info", title: "first" });
    show({ kind: "error", title: "second" });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(["second"]);
  });

  it("closes a dismissed toast at once and removes it 5000 ms later", () => {
    const id = useToastStore.getState().show({ kind: "success", title: "saved" });
    useToastStore.getState().dismiss(id);
    expect(useToastStore.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(4999);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it("does not let a loading toast push out a message still on screen", () => {
    const { show } = useToastStore.getState();
    show({ kind: "info", title: "«سيرة المهندس» is now your default resume" });
    show({ kind: "loading", title: "matching jobs…" });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual([
      "«سيرة المهندس» is now your default resume",
    ]);
    show({ kind: "success", title: "saved" });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(["saved"]);
  });
});
