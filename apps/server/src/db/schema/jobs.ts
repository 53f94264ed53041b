import type { JobFeatures } from "@sira/nlp/match";
import type {
  CountryCode,
  experienceLevels,
  jobSources,
  jobTypes,
  Language,
  remoteModes,
} from "@sira/schema";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { userIdColumn } from "./users";

export const feedKinds = [
  "greenhouse",
  "lever",
  "workable",
  "smartrecruiters",
  "ashby",
  "rss",
  "sitemap",
  "url",
] as const;

/** What one refresh of a feed came to. */
export interface FeedCounts {
  received: number;
  inserted: number;
  updated: number;
  rejected: number;
  closed: number;
}

/**
 * Feed sources an operator registers (`npm run admin -- feeds add`), each refreshed on its own
 * interval by the task queue. The last* columns are the source's health (admin command and
 * /api/health). Removing a source keeps its jobs (closed) for users who saved them.
 */
export const feedSources = pgTable("feed_sources", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  name: text("name").notNull(),
  kind: text("kind").$type<(typeof feedKinds)[number]>().notNull(),
  /** The board name for ATS kinds, else null. */
  board: text("board"),
  /** The URL fetched (an ATS board's full-list URL, or the operator's feed URL). */
  url: text("url").notNull(),
  /** The platform label jobs from this source carry. */
  source: text("source").$type<(typeof jobSources)[number]>().notNull().default("sira"),
  intervalMinutes: integer("interval_minutes").notNull().default(360),
  enabled: boolean("enabled").notNull().default(true),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastError: text("last_error"),
  lastCounts: jsonb("last_counts").$type<FeedCounts>(),
  failures: integer("failures").notNull().default(0),
  createdAt: createdAtColumn(),
});

/** Why a job left the list. */
export const jobCloseReasons = ["missing", "expired", "age", "removed"] as const;

/**
 * Jobs from every source (feeds, JSON-LD pages, the demo set). `(source, external_id)` is the
 * identity a re-import updates; descriptions are stored sanitized (`strong`, `br` only).
 * `search_text` is the normalized position and both descriptions, for keyword search;
 * `title_key` the normalized position; `content_hash` lets a re-import skip unchanged rows; `country`, `region`, `seniority`, `language` and
 * `features` are derived on ingest so matching never re-reads the text. A closed job (past
 * `valid_through`, too old, or missing from its feed's latest full list) leaves the list but is
 * never deleted.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    source: text("source").$type<(typeof jobSources)[number]>().notNull(),
    externalId: text("external_id").notNull(),
    position: text("position").notNull(),
    company: text("company"),
    logo: text("logo"),
    location: text("location").notNull().default(""),
    country: text("country").$type<CountryCode>(),
    region: text("region"),
    date: timestamp("date", { withTimezone: true }).notNull(),
    remote: text("remote").$type<(typeof remoteModes)[number]>().notNull().default("onsite"),
    jobType: text("job_type").$type<(typeof jobTypes)[number]>().notNull().default("full_time"),
    experience: text("experience").$type<(typeof experienceLevels)[number]>().notNull().default("entry"),
    link: text("link"),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionAr: text("description_ar").notNull().default(""),
    language: text("language").$type<Language>().notNull().default("ar"),
    titleKey: text("title_key").notNull().default(""),
    searchText: text("search_text").notNull().default(""),
    seniority: text("seniority").$type<(typeof experienceLevels)[number]>(),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    contentHash: text("content_hash").notNull().default(""),
    features: jsonb("features").$type<JobFeatures>().notNull(),
    /** The feed source that last delivered this job (null: demo set or a one-off import). */
    feedId: text("feed_id").references(() => feedSources.id, { onDelete: "set null" }),
    validThrough: timestamp("valid_through", { withTimezone: true }),
    /** Normalized company, title, city and closing date: the same job on several boards. */
    dedupKey: text("dedup_key").notNull().default(""),
    /** Set when the job leaves the list; the row stays for users who saved it. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closeReason: text("close_reason").$type<(typeof jobCloseReasons)[number]>(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("jobs_source_external_unique").on(t.source, t.externalId),
    index("jobs_date_idx").on(t.date),
    index("jobs_updated_idx").on(t.updatedAt),
    index("jobs_feed_idx").on(t.feedId),
    index("jobs_dedup_idx").on(t.dedupKey),
    // The index load reads every open job's head in pages, oldest first (listJobHeads).
    index("jobs_open_created_idx").on(t.createdAt, t.id).where(sql`${t.closedAt} is null`),
  ],
);

/**
 * Browser push subscriptions, one per device (endpoint). A push service answering 404 or 410
 * removes the row. `threshold` is the match a new job must reach to notify this user.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    threshold: real("threshold").notNull().default(0.6),
    userAgent: text("user_agent"),
    createdAt: createdAtColumn(),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);
