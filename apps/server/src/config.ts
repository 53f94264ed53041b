import path from "node:path";
import { currencyCodes } from "@sira/schema/currencies";
import { z } from "zod";
import { parseOutboundAllowList } from "./http/guarded-fetch";
import { findPackageRoot } from "./paths";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");
/** A flag that is on unless set to "false" or "0". */
const boolOn = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v !== "false" && v !== "0");
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);
const ipOrCidr = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F]*:[0-9a-fA-F:.]*)(?:\/\d{1,3})?$/;

/**
 * TRUST_PROXY: unset (or "false") trusts no proxy, so `X-Forwarded-For` is ignored and every
 * per-IP limit keys on the connection's address; a number trusts that many hops in front of the
 * server; a comma-separated list trusts those addresses or CIDR ranges (and the names
 * loopback, linklocal, uniquelocal).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? "";
    if (text === "" || text === "false") return false;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
    const bad = list.filter((item) => !proxyNames.has(item) && !ipOrCidr.test(item));
    if (bad.length > 0) {
      ctx.addIssue({ code: "custom", message: `not a hop count, address or CIDR range: ${bad.join(", ")}` });
      return z.NEVER;
    }
    return list;
  });

/**
 * Every setting the server reads, with its embedded default. README's configuration table
 * lists the same variables; keep them in step.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The address users reach Sira at (links in mail, OAuth callbacks, canonical URLs). Unset:
   * http://localhost:PORT.
   */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString,
  SECRET_KEY: optionalString,
  ADMIN_TOKEN: optionalString,
  TRUST_PROXY: trustProxy,
  /** Internal hosts, addresses or CIDR ranges outbound requests may reach (see http/guarded-fetch). */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseOutboundAllowList(value);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    }),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  /**
   * Compressed answers (http/compression.ts): the web build's brotli and gzip files and API
   * answers above 1 KB. Off for a reverse proxy that compresses itself.
   */
  HTTP_COMPRESSION: boolOn,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Sira <no-reply@sira.local>"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  DISABLE_SIGNUPS: bool,
  DISABLE_EMAIL_AUTH: bool,
  RESUME_LIMIT: z.coerce.number().int().positive().default(20),
  /** Multiplies every sign-in rate limit; end-to-end runs sign up many users from one address. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /**
   * Requests one personal API key may make per minute (issue 43), counted across instances in
   * Redis when REDIS_URL is set; past it the key gets 429 RateLimited with Retry-After.
   */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  CHROMIUM_PATH: optionalString,
  CHROMIUM_WS_ENDPOINT: optionalString,
  PRINT_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  PRINT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
  /**
   * Files (pictures, downloads, imported originals) in an S3-compatible bucket when S3_BUCKET is
   * set (with S3_ACCESS_KEY and S3_SECRET_KEY); otherwise in DATA_DIR/files. S3_ENDPOINT is the
   * service's address (MinIO, Garage, R2…), unset for AWS.
   */
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().default("gpt-4o-mini"),
  /** Unset: the sandbox in development and test, no checkout at all in production. */
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).optional(),
  /** The currency checkouts charge in (the provider account's); prices convert at fixed rates. */
  PAYMENT_CURRENCY: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(currencyCodes))
    .default("USD"),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.string().default("mailto:admin@sira.local"),
  REDIS_URL: optionalString,
  MARKETING_URL: z.string().default("/welcome"),
  ANDROID_APP_URL: z.string().default("https://play.google.com/store/apps/details?id=app.sira"),
  IOS_APP_URL: z.string().default("https://apps.apple.com/app/sira/id0000000000"),
  PREMIUM_DAYS: z.coerce.number().int().positive().default(365),
  WEB_DIST: optionalString,
  /**
   * What this process runs: `all` (web and the task-queue worker, the default), `web` (HTTP only;
   * queued work waits for a worker) or `worker` (queued and scheduled work only, no HTTP port).
   */
  ROLE: z.enum(["all", "web", "worker"]).default("all"),
  /**
   * Web processes on this machine sharing PORT (Node cluster), so one core is not the ceiling:
   * the first keeps ROLE (with `all`, the queued work and migrations), the others are ROLE=web.
   * PostgreSQL only: with the embedded database (PGlite, one process) it is forced to 1 with a
   * warning in the log. Set it to the machine's cores (or fewer, leaving a worker's share).
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Whether this process applies pending migrations at start: `auto` migrates (one process at a
   * time), `wait` waits until `npm run db:migrate` has brought the schema to this release. Unset:
   * `auto` for ROLE=all and the embedded database, `wait` for ROLE=web and ROLE=worker.
   */
  MIGRATE: z.enum(["auto", "wait"]).optional(),
  /**
   * Scheduling priority (nice, 0–19) a `ROLE=worker` process gives itself: on a machine shared
   * with web processes, feed refreshes and alert scoring then take the CPU the web leaves idle.
   */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** How often an idle queue worker looks for work, in seconds (pg-boss allows 0.5 and up). */
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** How often the queue fails over runs whose process died (seconds). */
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Longest one feed refresh may run; a run older than this (its process died) is retried. */
  FEED_REFRESH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  FEED_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Jobs first seen longer ago than this many days leave the list (marked closed). */
  JOB_MAX_AGE_DAYS: z.coerce.number().int().positive().default(60),
  /**
   * The bundled sample jobs: `auto` lists them until a registered feed brings jobs, `on` always,
   * `off` never (they are closed, not deleted, so saved ones stay readable).
   */
  DEMO_JOBS: z.enum(["auto", "on", "off"]).default("auto"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "PUBLIC_URL"> {
  /** PUBLIC_URL, or http://localhost:PORT when it is unset. */
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set (the start line then names it beside the listening address). */
  publicUrlSet: boolean;
  /** Absolute data directory. */
  dataDir: string;
  /** Absolute folder of the built web app. */
  webDist: string;
  isHttps: boolean;
}

/** Parse settings from an environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY && e.S3_SECRET_KEY))
    throw new Error("Invalid configuration:\n  S3_BUCKET: needs S3_ACCESS_KEY and S3_SECRET_KEY");
  const serverRoot = findPackageRoot(import.meta.url, "@sira/server");
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  return {
    ...e,
    PUBLIC_URL: publicUrl,
    publicUrlSet: e.PUBLIC_URL !== undefined,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, "../web/dist")),
    isHttps: publicUrl.startsWith("https://"),
  };
}
