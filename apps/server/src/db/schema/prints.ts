import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { resumes } from "./resumes";
import { userIdColumn } from "./users";

/**
 * pdf, docx, txt, json (JSON Resume): downloads; pdf-ats: the ATS-safe PDF (one column, issue 36); preview: first-page image; ats: the screening-system reading (JSON);
 * share-preview: the first page of the public page's content (issue 23), its og:image.
 */
export const printKinds = [
  "pdf",
  "preview",
  "docx",
  "txt",
  "ats",
  "share-preview",
  "json",
  "pdf-ats",
] as const;

/**
 * Rendered files of a resume: the downloads (PDF, Word, text), the first-page preview images and
 * the cached screening-system readings (ATS view). A row is the
 * cache entry for one resume's exact rendered HTML (`content_hash`, SHA-256 hex): printing the
 * same content again serves the stored file. Whether a PDF was paid for lives in the points
 * ledger (idempotency key per resume and hash), not here. `user_id` is the resume's owner; the
 * file sits under that user's folder of the file store.
 */
export const prints = pgTable(
  "prints",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    userId: userIdColumn(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: printKinds }).notNull().default("pdf"),
    contentHash: text("content_hash").notNull(),
    fileKey: text("file_key").notNull(),
    pages: integer("pages").notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex("prints_resume_kind_hash_unique").on(t.resumeId, t.kind, t.contentHash),
    index("prints_user_idx").on(t.userId, t.createdAt),
  ],
);
