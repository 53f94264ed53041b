import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAutosave, type SaveFailure } from "./autosave";

class NetworkError extends Error {}
class ConflictError extends Error {}

function setup(save: (snapshot: { text: string }, version: number) => Promise<{ version: number }>) {
  let current = { text: "a" };
  const statuses: string[] = [];
  const failures: SaveFailure[] = [];
  const autosave = createAutosave(
    {
      delayMs: 500,
      read: () => current,
      same: (a, b) => a === b,
      save,
      classify: (error): SaveFailure["kind"] =>
        error instanceof NetworkError ? "retry" : error instanceof ConflictError ? "conflict" : "fatal",
      onStatus: (s) => statuses.push(s),
      onFailure: (f) => failures.push(f),
    },
    current,
    1,
  );
  const edit = (text: string) => {
    current = { text };
    autosave.changed();
  };
  const restore = (snapshot: { text: string }) => {
    current = snapshot;
    autosave.changed();
  };
  return { autosave, edit, restore, statuses, failures, read: () => current };
}

describe("autosave", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves once, 500 ms after the last change, with the version", async () => {
    const save = vi.fn(async (_s: { text: string }, v: number) => ({ version: v + 1 }));
    const { autosave, edit } = setup(save);
    edit("ab");
    await vi.advanceTimersByTimeAsync(300);
    edit("abc");
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.status()).toBe("unsaved");
    expect(autosave.isDirty()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toEqual({ text: "abc" });
    expect(save.mock.calls[0]?.[1]).toBe(1);
    expect(autosave.status()).toBe("saved");
    expect(autosave.version()).toBe(2);
    edit("abcd");
    await vi.advanceTimersByTimeAsync(500);
    expect(save.mock.calls[1]?.[1]).toBe(2);
  });

  it("does not save when the content returns to what was saved", async () => {
    const save = vi.fn(async () => ({ version: 2 }));
    const { autosave, edit, restore, read } = setup(save);
    const original = read();
    edit("b");
    await vi.advanceTimersByTimeAsync(300);
    expect(autosave.status()).toBe("unsaved");
    restore(original);
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.status()).toBe("saved");
  });

  it("retries network failures with backoff and keeps the newest content", async () => {
    let calls = 0;
    const save = vi.fn(async (_s: { text: string }, v: number) => {
      calls++;
      if (calls <= 2) throw new NetworkError("offline");
      return { version: v + 1 };
    });
    const { autosave, edit } = setup(save);
    edit("b");
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.status()).toBe("retrying");
    edit("bc");
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(save.mock.calls[2]?.[0]).toEqual({ text: "bc" });
    expect(autosave.status()).toBe("saved");
  });

  it("stops on a conflict until resolved, then saves on top of the server version", async () => {
    const save = vi.fn(async (_s: { text: string }, v: number) => {
      if (v === 1) throw new ConflictError();
      return { version: v + 1 };
    });
    const { autosave, edit, failures } = setup(save);
    edit("mine");
    await vi.advanceTimersByTimeAsync(500);
    expect(autosave.status()).toBe("conflict");
    expect(failures[0]?.kind).toBe("conflict");
    edit("mine 2");
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.isDirty()).toBe(true);
    await autosave.overrideVersion(7);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]).toEqual([{ text: "mine 2" }, 7]);
    expect(autosave.version()).toBe(8);
    expect(autosave.status()).toBe("saved");
  });

  it("saves changes made during a save right after it", async () => {
    let release: (() => void) | undefined;
    const save = vi.fn(
      (_s: { text: string }, v: number) =>
        new Promise<{ version: number }>((resolve) => {
          release = () => resolve({ version: v + 1 });
        }),
    );
    const { autosave, edit } = setup(save);
    edit("one");
    await vi.advanceTimersByTimeAsync(500);
    edit("two");
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]).toEqual([{ text: "two" }, 2]);
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.status()).toBe("saved");
  });
});
