import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { resumes } from "./resumes";

export const shareEventKinds = ["view", "download"] as const;

/**
 * Sharing a resume (issue 23): the owner's public-page settings and the page's counters, one row
 * per resume that was ever shared or seen. Kept apart from `resumes` so counting a visit never
 * touches the resume's version or last-update time.
 */
export const resumeShares = pgTable("resume_shares", {
  resumeId: text("resume_id")
    .primaryKey()
    .references(() => resumes.id, { onDelete: "cascade" }),
  /** Hide the e-mail and phone on the public page (default: shown as in the resume). */
  hideContact: boolean("hide_contact").notNull().default(false),
  views: integer("views").notNull().default(0),
  downloads: integer("downloads").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who was already counted today: a keyed hash of (day, IP, user agent) that cannot be turned back
 * into an address and changes every day. Rows of earlier days are deleted as visits come in, so
 * nothing about a visitor outlives the day (no cookies, no personal data kept).
 */
export const resumeShareVisits = pgTable(
  "resume_share_visits",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: shareEventKinds }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.resumeId, t.kind, t.day, t.visitor] }),
    index("resume_share_visits_day_idx").on(t.day),
  ],
);
