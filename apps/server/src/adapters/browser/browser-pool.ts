import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
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

export interface BrowserPool {
  /** Run `work` on a fresh page in its own context; the page and context are closed in finally. */
  withPage<T>(work: (page: Page) => Promise<T>): Promise<T>;
  /** Pages currently open (for tests: must return to 0). */
  openPages(): number;
  close(): Promise<void>;
}

/**
 * One headless Chromium shared by all prints, launched lazily and relaunched after a crash.
 * Each job gets an isolated context with JavaScript on and every network request refused
 * except data: URLs (and what `allowRequest` allows), so resume content cannot reach other hosts.
 * Concurrency is bounded by a FIFO queue; each job has a timeout.
 */
export function createBrowserPool(options: BrowserPoolOptions): BrowserPool {
  let browser: Promise<Browser> | null = null;
  let active = 0;
  let pages = 0;
  const waiting: Array<() => void> = [];

  async function launch(): Promise<Browser> {
    const location = await options.locate();
    if (!location) throw new AppError("InvalidBrowserConnection");
    try {
      const instance =
        location.kind === "websocket"
          ? await chromium.connectOverCDP(location.target, { timeout: 15_000 })
          : await chromium.launch({ executablePath: location.target, args: chromiumArgs, timeout: 30_000 });
      instance.on("disconnected", () => {
        browser = null;
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

  async function acquire() {
    if (active < options.concurrency) {
      active++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active--;
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

  return {
    async withPage(work) {
      await acquire();
      let context: BrowserContext | undefined;
      let timer: NodeJS.Timeout | undefined;
      try {
        const instance = await getBrowser();
        try {
          context = await newContext(instance);
        } catch {
          // The browser died between jobs: relaunch once.
          browser = null;
          context = await newContext(await getBrowser());
        }
        const page = await context.newPage();
        pages++;
        page.once("close", () => {
          pages--;
        });
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new AppError("ResumePrinterError")), options.timeoutMs);
        });
        return await Promise.race([work(page), timeout]);
      } finally {
        if (timer) clearTimeout(timer);
        await context?.close().catch(() => {});
        release();
      }
    },
    openPages: () => pages,
    async close() {
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close().catch(() => {});
    },
  };
}
