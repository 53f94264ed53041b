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
import { jobs } from "./jobs";
import { resumes } from "./resumes";
import { users } from "./users";

type ClosedReason = (typeof closedReasons)[number];

/**
 * The application tracker: one row per job a user keeps (status `saved` is a saved job). The
 * job's fields are copied in, so the card keeps showing when the catalogue job changes, closes
 * or is deleted (`job_id` then becomes null, never a cascade). A job added by hand has no
 * `job_id` and `manual` set. `sent_resume` is the resume as it was when attached: what the
 * employer has.
 */
export const applications = pgTable(
  "applications",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
    sentResume: jsonb("sent_resume").$type<{
      title: string;
      version: number;
      at: string;
      data: ResumeData;
    }>(),
    appliedOn: date("applied_on", { mode: "string" }),
    nextStep: text("next_step").notNull().default(""),
    nextStepOn: date("next_step_on", { mode: "string" }),
    contacts: jsonb("contacts").$type<ApplicationContact[]>().notNull().default([]),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("applications_user_idx").on(t.userId, t.status),
    uniqueIndex("applications_user_job_unique").on(t.userId, t.jobId).where(sql`${t.jobId} is not null`),
    index("applications_next_step_idx").on(t.nextStepOn),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
