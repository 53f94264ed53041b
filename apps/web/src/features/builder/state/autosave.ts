/**
 * Autosave (spec §4, DESIGN "Editing"): save 500 ms after the last change, with the version the
 * editor last saw. Framework-free so its timing is testable with fake timers.
 *
 * - Changes while a save is in flight are saved right after it (one request at a time).
 * - Network failures and server errors (5xx, rate limits) retry with exponential backoff; the
 *   change stays marked unsaved meanwhile.
 * - A version conflict stops saving until the user resolves it (keep mine or load theirs); a
 *   locked resume stops saving. Nothing is dropped silently.
 */

export type SaveStatus = "saved" | "unsaved" | "saving" | "retrying" | "conflict" | "locked" | "error";

export type SaveFailure =
  | { kind: "conflict"; error: unknown }
  | { kind: "locked"; error: unknown }
  | { kind: "retry"; error: unknown }
  | { kind: "fatal"; error: unknown };

export interface AutosaveOptions<S> {
  delayMs: number;
  /** The current snapshot of what would be saved. */
  read(): S;
  /** Whether two snapshots are the same content (the app compares references). */
  same(a: S, b: S): boolean;
  /** Send a snapshot with the version last seen; resolves with the new version. */
  save(snapshot: S, version: number): Promise<{ version: number }>;
  /** Sort an error of `save` into what to do about it. */
  classify(error: unknown): SaveFailure["kind"];
  onStatus?(status: SaveStatus): void;
  onFailure?(failure: SaveFailure): void;
  /** Wait before retry number `attempt` (1-based). Default: 1 s, 2 s, 4 s… up to 30 s. */
  backoff?(attempt: number): number;
}

export interface Autosave<S> {
  /** Tell autosave the content may have changed; (re)starts the 500 ms timer. */
  changed(): void;
  /** Save now if anything is unsaved (leaving the page, "Save and continue"). */
  flush(): Promise<void>;
  /** The content as the server has it (after loading, or after choosing the server's version). */
  reset(snapshot: S, version: number): void;
  /** Keep the local content on top of the server's `version` (conflict resolved "keep mine"). */
  overrideVersion(version: number): Promise<void>;
  isDirty(): boolean;
  status(): SaveStatus;
  version(): number;
  dispose(): void;
}

export const defaultBackoff = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 30_000);

export function createAutosave<S>(
  options: AutosaveOptions<S>,
  initial: S,
  initialVersion: number,
): Autosave<S> {
  let saved = initial;
  let version = initialVersion;
  let status: SaveStatus = "saved";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let attempt = 0;
  let halted = false;
  let disposed = false;
  const backoff = options.backoff ?? defaultBackoff;

  const setStatus = (next: SaveStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };
  const isDirty = () => !options.same(options.read(), saved);
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  async function run(): Promise<void> {
    clearTimer();
    if (halted || disposed) return;
    if (inFlight) {
      await inFlight;
      return run();
    }
    if (!isDirty()) {
      attempt = 0;
      setStatus("saved");
      return;
    }
    const snapshot = options.read();
    setStatus(attempt > 0 ? "retrying" : "saving");
    inFlight = (async () => {
      try {
        const result = await options.save(snapshot, version);
        version = result.version;
        saved = snapshot;
        attempt = 0;
        setStatus(isDirty() ? "unsaved" : "saved");
      } catch (error) {
        const kind = options.classify(error);
        options.onFailure?.({ kind, error } as SaveFailure);
        if (kind === "retry") {
          attempt += 1;
          setStatus("retrying");
          if (!disposed) timer = setTimeout(() => void run(), backoff(attempt));
        } else {
          attempt = 0;
          if (kind === "conflict" || kind === "locked") halted = true;
          setStatus(kind === "fatal" ? "error" : kind);
        }
      } finally {
        inFlight = undefined;
      }
    })();
    await inFlight;
    // Changes made while saving already restarted the timer; nothing else to do here.
  }

  return {
    changed() {
      if (disposed) return;
      if (halted) return;
      if (!isDirty()) {
        clearTimer();
        if (!inFlight && attempt === 0) setStatus("saved");
        return;
      }
      if (attempt > 0) return; // a retry is already scheduled and will take the newest content
      setStatus(inFlight ? "saving" : "unsaved");
      clearTimer();
      timer = setTimeout(() => void run(), options.delayMs);
    },
    flush: () => run(),
    reset(snapshot, nextVersion) {
      clearTimer();
      saved = snapshot;
      version = nextVersion;
      halted = false;
      attempt = 0;
      setStatus(isDirty() ? "unsaved" : "saved");
    },
    async overrideVersion(nextVersion) {
      version = nextVersion;
      halted = false;
      attempt = 0;
      setStatus("unsaved");
      await run();
    },
    isDirty,
    status: () => status,
    version: () => version,
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}
