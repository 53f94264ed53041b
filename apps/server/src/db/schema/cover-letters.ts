import type { CoverLetterData, Language, ResumeData } from "@sira/schema";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { createdAtColumn } from "./columns";
import { resumes } from "./resumes";
import { userIdColumn } from "./users";

/**
 * Cover letters (issue 41): a document of the user's, written in its resume's language and
 * printed with that resume's header and design (`resume_id`; null once the resume is deleted),
 * optionally for one of their applications. `version` counts changes so a stale editor gets a
 * conflict instead of overwriting.
 */
export const coverLetters = pgTable(
  "cover_letters",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    title: text("title").notNull(),
    language: text("language").$type<Language>().notNull().default("ar"),
    resumeId: text("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    applicationId: text("application_id").references(() => applications.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    data: jsonb("data").$type<CoverLetterData>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cover_letters_user_updated_idx").on(t.userId, t.updatedAt),
    index("cover_letters_application_idx").on(t.applicationId),
  ],
);

/**
 * A cover letter's downloads (PDF, Word, text), cached per exact printed content
 * (`content_hash`) as `prints` caches a resume's; the file sits under the owner's folder.
 */
export const coverLetterFiles = pgTable(
  "cover_letter_files",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    letterId: text("letter_id")
      .notNull()
      .references(() => coverLetters.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["pdf", "docx", "txt"] }).notNull(),
    contentHash: text("content_hash").notNull(),
    fileKey: text("file_key").notNull(),
    pages: integer("pages").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("cover_letter_files_letter_kind_hash_unique").on(t.letterId, t.kind, t.contentHash)],
);

/**
 * The cover letter sent with an application, frozen when it moved to Applied: the letter's text
 * and the resume data its header was printed from, so later edits of either never change it.
 */
export const coverLetterSnapshots = pgTable("cover_letter_snapshots", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  userId: userIdColumn(),
  applicationId: text("application_id")
    .notNull()
    .unique("cover_letter_snapshots_application_unique")
    .references(() => applications.id, { onDelete: "cascade" }),
  letterId: text("letter_id").references(() => coverLetters.id, { onDelete: "set null" }),
  title: text("title").notNull(),
  letter: jsonb("letter").$type<CoverLetterData>().notNull(),
  resume: jsonb("resume").$type<ResumeData>().notNull(),
  createdAt: createdAtColumn(),
});

/**
 * The PDFs of what was sent with an application (the resume snapshot, the frozen letter), made
 * once and kept in the file store under the owner: `source_id` is the snapshot printed.
 */
export const sentPdfs = pgTable(
  "sent_pdfs",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["resume", "coverLetter"] }).notNull(),
    sourceId: text("source_id").notNull(),
    fileKey: text("file_key").notNull(),
    pages: integer("pages").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex("sent_pdfs_application_kind_source_unique").on(t.applicationId, t.kind, t.sourceId)],
);
