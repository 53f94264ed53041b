import { AppError } from "../../http/app-error";

/**
 * Prints a viewer who is not the resume's owner may ask for, per window: a signed-in user's own
 * budget, an anonymous visitor's per address. A print that is not cached costs a browser run (or
 * a Word file built on the server) and charges no one, so without a budget one account could
 * keep the printer busy for every paying user (a print waited 31 s).
 */
export const viewerPrintLimit = { max: 20, windowMs: 10 * 60_000 } as const;

/** A fixed-window counter per key, bounded in size (oldest keys dropped first). */
class WindowCounter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    readonly max: number,
    readonly windowMs: number,
    readonly size = 10_000,
  ) {}
  take(key: string, now = Date.now()): boolean {
    const entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.#hits.delete(key);
      this.#hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.#hits.size > this.size) this.#hits.delete(this.#hits.keys().next().value as string);
      return true;
    }
    entry.count++;
    return entry.count <= this.max;
  }
}

/**
 * The print budget of viewers who are not the owner: `viewerPrintLimit` per key and one print
 * at a time per key, so a viewer cannot hold several print slots at once.
 */
export class ViewerPrintBudget {
  readonly #window = new WindowCounter(viewerPrintLimit.max, viewerPrintLimit.windowMs);
  readonly #inFlight = new Set<string>();

  /** Run `print` on `key`'s budget; RateLimited (429) when it is spent or `key` already has a print running. */
  async run<T>(key: string, print: () => Promise<T>): Promise<T> {
    if (this.#inFlight.has(key) || !this.#window.take(key)) throw new AppError("RateLimited");
    this.#inFlight.add(key);
    try {
      return await print();
    } finally {
      this.#inFlight.delete(key);
    }
  }
}
