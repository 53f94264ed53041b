import type { Browser, BrowserContext, Page } from "playwright-core";
import { AppError } from "../../http/app-error";
import { type BrowserLocation, chromiumArgs } from "./find-chromium";

export interface BrowserPoolOptions {
  locate: () => Promise<BrowserLocation | null>;
  /** Pages printing at once; further requests wait in a queue. */
  concurrency: number;
  /** Longest a single job may take, queue wait excluded. */
  timeoutMs: number;
  /** Called for every request the page tries that is not a data: URL; return true to allow. */
  allowRequest?: (url: string) => boolean;
}

/**
 * Who waits for a print slot: a premium member first, then any signed-in user, then an anonymous
 * visitor (public pages). Only the order of waiting jobs changes; a running job is never stopped.
 */
export type PrintPriority = "premium" | "user" | "anonymous";

const priorityRank: Record<PrintPriority, number> = { premium: 0, user: 1, anonymous: 2 };

/** At most `concurrency` holders at once; waiters are served by priority, first come first within one. */
export function createPriorityGate(concurrency: number) {
  let active = 0;
  const waiting: Array<Array<() => void>> = [[], [], []];
  return {
    async acquire(priority: PrintPriority = "user"): Promise<void> {
      if (active < concurrency) {
        active++;
        return;
      }
      await new Promise<void>((resolve) => waiting[priorityRank[priority]]?.push(resolve));
    },
    release(): void {
      for (const queue of waiting) {
        const next = queue.shift();
        if (next) {
          next();
          return;
        }
      }
      active--;
    },
    waiting: () => waiting.reduce((sum, queue) => sum + queue.length, 0),
  };
}

export interface JobOptions {
  /** Where the job waits when every slot is busy (default "user"). */
  priority?: PrintPriority;
  /**
   * Makes the page ready for the next job after this one succeeded and answers whether it may be
   * reused (false closes its context). Default: navigate to about:blank and check that the new
   * document is empty. A job that keeps its own document between jobs (the print host) empties it
   * here instead.
   */
  reset?: (page: Page) => Promise<boolean>;
}

export interface BrowserPool {
  /**
   * Run `work` on a page of its own: a warm page kept per pool slot, reset between jobs (an empty
   * about:blank document, or the job's own `reset`), or a fresh context and page (first use,
   * after a failure). `work` must not change the page's settings (viewport, routes, init scripts)
   * and should not leave `page.on` listeners behind: the page serves later jobs. (Do not clear
   * them with `page.removeAllListeners()`: Playwright's own close and crash handlers are
   * listeners too.)
   */
  withPage<T>(work: (page: Page) => Promise<T>, options?: JobOptions): Promise<T>;
  /** Pages currently in use by a job (for tests: must return to 0). */
  openPages(): number;
  close(): Promise<void>;
}

/** Jobs a warm page runs before its context is closed and replaced (bounds renderer memory). */
const jobsPerPage = 200;

interface Slot {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  jobs: number;
}

/**
 * One headless Chromium shared by all prints, launched lazily and relaunched after a crash.
 * Each pool slot keeps an isolated context and page with JavaScript on and every network request
 * refused except data: URLs (and what `allowRequest` allows), so resume content cannot reach other
 * hosts. A page is reused only after a job that succeeded and a navigation back to about:blank
 * (a new document and window: no script state carries over); after any failure or timeout its
 * context is closed. Reusing the page keeps its renderer process, compiled script and decoded
 * fonts warm, which is most of the cost of a print. Concurrency is bounded by a priority queue
 * (premium, signed-in, anonymous; FIFO within each); each job has a timeout.
 */
export function createBrowserPool(options: BrowserPoolOptions): BrowserPool {
  let browser: Promise<Browser> | null = null;
  let pages = 0;
  const gate = createPriorityGate(options.concurrency);
  const idle: Slot[] = [];

  async function launch(): Promise<Browser> {
    const location = await options.locate();
    if (!location) throw new AppError("InvalidBrowserConnection");
    try {
      // playwright-core is loaded with the first browser: a process that never prints never loads it.
      const { chromium } = await import("playwright-core");
      const instance =
        location.kind === "websocket"
          ? await chromium.connectOverCDP(location.target, { timeout: 15_000 })
          : await chromium.launch({ executablePath: location.target, args: chromiumArgs, timeout: 30_000 });
      instance.on("disconnected", () => {
        browser = null;
        for (let i = idle.length - 1; i >= 0; i--) if (idle[i]?.browser === instance) idle.splice(i, 1);
      });
      return instance;
    } catch {
      throw new AppError("InvalidBrowserConnection");
    }
  }

  function getBrowser(): Promise<Browser> {
    browser ??= launch().catch((error) => {
      browser = null;
      throw error;
    });
    return browser;
  }

  async function newContext(instance: Browser): Promise<BrowserContext> {
    const context = await instance.newContext({
      javaScriptEnabled: true,
      serviceWorkers: "block",
      offline: false,
    });
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith("data:") || url === "about:blank" || options.allowRequest?.(url))
        return route.continue();
      return route.abort("blockedbyclient");
    });
    return context;
  }

  async function newSlot(instance: Browser): Promise<Slot> {
    const context = await newContext(instance);
    try {
      return { browser: instance, context, page: await context.newPage(), jobs: 0 };
    } catch (error) {
      await context.close().catch(() => {});
      throw error;
    }
  }

  /** A warm slot of the current browser, or a new one (relaunching once if the browser died). */
  async function takeSlot(): Promise<Slot> {
    const instance = await getBrowser();
    while (idle.length > 0) {
      const slot = idle.pop() as Slot;
      if (slot.browser === instance && instance.isConnected() && !slot.page.isClosed()) return slot;
      await slot.context.close().catch(() => {});
    }
    try {
      return await newSlot(instance);
    } catch {
      // The browser died between jobs: relaunch once.
      browser = null;
      return newSlot(await getBrowser());
    }
  }

  /** A new empty about:blank document (the default reset between jobs). */
  async function blank(page: Page): Promise<boolean> {
    await page.goto("about:blank", { timeout: 5_000 });
    return page.evaluate(
      () =>
        document.documentElement.outerHTML === "<html><head></head><body></body></html>" &&
        !("__SIRA_READY__" in window),
    );
  }

  /** Ready for the next job; false when the page cannot be reused. */
  async function reset(slot: Slot, resetPage: (page: Page) => Promise<boolean>): Promise<boolean> {
    if (slot.jobs >= jobsPerPage || slot.page.isClosed() || !slot.browser.isConnected()) return false;
    try {
      return (await resetPage(slot.page)) === true;
    } catch {
      return false;
    }
  }

  return {
    async withPage(work, jobOptions) {
      await gate.acquire(jobOptions?.priority);
      let slot: Slot | undefined;
      let reusable = false;
      let timer: NodeJS.Timeout | undefined;
      try {
        slot = await takeSlot();
        slot.jobs++;
        pages++;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new AppError("ResumePrinterError", { timedOut: true })),
            options.timeoutMs,
          );
        });
        const result = await Promise.race([work(slot.page), timeout]);
        reusable = true;
        return result;
      } finally {
        if (timer) clearTimeout(timer);
        if (slot) {
          if (reusable && (await reset(slot, jobOptions?.reset ?? blank))) idle.push(slot);
          else await slot.context.close().catch(() => {});
          pages--;
        }
        gate.release();
      }
    },
    openPages: () => pages,
    async close() {
      const current = browser;
      browser = null;
      idle.length = 0;
      if (current) await (await current.catch(() => null))?.close().catch(() => {});
    },
  };
}
