import type { RouteOptions } from "fastify";
import type { AiProvider } from "./adapters/ai/ai";
import type { BrowserPool } from "./adapters/browser/browser-pool";
import type { BrowserLocation } from "./adapters/browser/find-chromium";
import type { FileStore } from "./adapters/files/files";
import type { Mailer } from "./adapters/mail/mail";
import type { PaymentProvider } from "./adapters/payment/payment-provider";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { ServerKeys } from "./keys";
import type { TaskQueue } from "./queue/task-queue";
import type { UntrustedWork } from "./untrusted-work";

/**
 * The dependencies once buildApp has filled in what it makes itself: the worker pool, the task
 * queue and the keys derived from the config. The services several modules share are added by
 * app.ts (AppServices); a module that uses one names it in its deps type.
 */
export type RunningDeps = AppDeps & { untrusted: UntrustedWork; queue: TaskQueue; keys: ServerKeys };

/** Everything the app talks to, built by main.ts (real) or by tests (fresh database). */
export interface AppDeps {
  config: Config;
  database: Database;
  files: FileStore;
  /** Where the printing browser is; called lazily (health, printing). */
  findBrowser: () => Promise<BrowserLocation | null>;
  /**
   * The printing browser pool; when absent, the app makes one from findBrowser (PRINT_CONCURRENCY,
   * PRINT_TIMEOUT_MS) and closes it with itself. Whoever passes a pool closes it.
   */
  browserPool?: BrowserPool;
  /**
   * The worker pool for untrusted work (file parsing, template rendering); when absent, the app
   * makes one and closes it with itself. Whoever passes a pool closes it.
   */
  untrusted?: UntrustedWork;
  /**
   * The durable task queue; when absent, the app makes one on its database, starts it when
   * ready (with workers unless ROLE=web) and stops it when closing.
   */
  queue?: TaskQueue;
  version: string;
  /** The AI provider: OpenAI-compatible when AI_BASE_URL is set, else the offline engine. */
  ai: AiProvider;
  /** Outgoing mail; when absent, SMTP (SMTP_URL) or the outbox table is used. */
  mailer?: Mailer;
  /** Payment provider; when absent, the one PAYMENT_PROVIDER names (sandbox by default). */
  paymentProvider?: PaymentProvider;
  /** Pino options (a level, and a stream for tests that read the log), or false to keep tests quiet. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Told of every route as the app registers it (tests that must cover every route list them). */
  onRoute?: (route: RouteOptions) => void;
}
