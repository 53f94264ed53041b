import type { CountryCode, Language, ResumeData, StoredTwinState } from "@sira/schema";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { userIdColumn } from "./users";

/**
 * Resumes. `version` counts content changes (title, slug, visibility, data) so a stale editor
 * gets a conflict instead of overwriting; `is_default` marks at most one resume per user (the
 * partial unique index enforces it), the one jobs and interviews are matched against.
 */
export const resumes = pgTable(
  "resumes",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    visibility: text("visibility", { enum: ["public", "private"] })
      .notNull()
      .default("private"),
    country: text("country").$type<CountryCode>(),
    locked: boolean("locked").notNull().default(false),
    language: text("language").$type<Language>().notNull().default("ar"),
    isDefault: boolean("is_default").notNull().default(false),
    version: integer("version").notNull().default(1),
    data: jsonb("data").$type<ResumeData>().notNull(),
    /** The linked resume in the other language (at most one; deleting it unlinks this one). */
    twinId: text("twin_id").references((): AnyPgColumn => resumes.id, { onDelete: "set null" }),
    /** Sync state with the twin: its data when this resume last caught up (packed), fields to translate. */
    twinState: jsonb("twin_state").$type<StoredTwinState>(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("resumes_user_slug_unique").on(t.userId, t.slug),
    uniqueIndex("resumes_user_default_unique").on(t.userId).where(sql`${t.isDefault}`),
    index("resumes_user_updated_idx").on(t.userId, t.updatedAt),
    uniqueIndex("resumes_twin_unique").on(t.twinId),
  ],
);
