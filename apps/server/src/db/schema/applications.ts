import type { Language, ResumeData } from "@sira/schema";
import type {
  AlertFrequency,
  ApplicationContact,
  ApplicationStatus,
  closedReasons,
} from "@sira/schema/application-api";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
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
import { jobs } from "./jobs";
import { resumes } from "./resumes";
import { userIdColumn, users } from "./users";

type ClosedReason = (typeof closedReasons)[number];

/**
 * Resume data as it was sent with applications ("the version sent"), frozen: one row per user
 * and content (`content_hash`, the SHA-256 of the data's jsonb text), however many applications
 * refer to it. Rows no application refers to any more are deleted (applications.service).
 */
export const resumeSnapshots = pgTable(
  "resume_snapshots",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    contentHash: text("content_hash").notNull(),
    data: jsonb("data").$type<ResumeData>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("resume_snapshots_user_content_unique").on(t.userId, t.contentHash)],
);

/**
 * The application tracker: one row per job a user keeps (status `saved` is a saved job). The
 * job's fields are copied in, so the card keeps showing when the catalogue job changes, closes
 * or is deleted (`job_id` then becomes null, never a cascade). A job added by hand has no
 * `job_id` and `manual` set. `sent_*` describe the resume as it was when attached (what the
 * employer has): its title, version and time here, its data in `resume_snapshots`, so a row
 * stays small and lists never read resume data.
 */
export const applications = pgTable(
  "applications",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    manual: boolean("manual").notNull().default(false),
    position: text("position").notNull(),
    company: text("company").notNull().default(""),
    location: text("location").notNull().default(""),
    link: text("link"),
    description: text("description").notNull().default(""),
    language: text("language").$type<Language>().notNull().default("ar"),
    status: text("status").$type<ApplicationStatus>().notNull().default("saved"),
    closedReason: text("closed_reason").$type<ClosedReason>(),
    sortOrder: real("sort_order").notNull().default(0),
    resumeId: text("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    sentSnapshotId: text("sent_snapshot_id").references(() => resumeSnapshots.id),
    sentTitle: text("sent_title"),
    sentVersion: integer("sent_version"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    appliedOn: date("applied_on", { mode: "string" }),
    nextStep: text("next_step").notNull().default(""),
    nextStepOn: date("next_step_on", { mode: "string" }),
    contacts: jsonb("contacts").$type<ApplicationContact[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("applications_user_idx").on(t.userId, t.status),
    uniqueIndex("applications_user_job_unique").on(t.userId, t.jobId).where(sql`${t.jobId} is not null`),
    index("applications_next_step_idx").on(t.nextStepOn),
    index("applications_sent_snapshot_idx").on(t.sentSnapshotId),
  ],
);

/** The timeline: every change of column, with the reason when closed. Goes with its application. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<ApplicationStatus>(),
    toStatus: text("to_status").$type<ApplicationStatus>().notNull(),
    reason: text("reason").$type<ClosedReason>(),
    seq: integer("seq").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.seq)],
);

/**
 * Job alert e-mails: how often (no row means off), and when the last one went out; only jobs
 * Sira first saw after `last_sent_at` (or after alerts were switched on) are new.
 */
export const jobAlertSettings = pgTable("job_alert_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  frequency: text("frequency").$type<AlertFrequency>().notNull().default("off"),
  enabledAt: timestamp("enabled_at", { withTimezone: true }).notNull().defaultNow(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
