import { resumeSchema } from "./api";
import { languages } from "./constants";
import { resumeSlugSchema, resumeTitleSchema } from "./resume-api";
import type { ResumeData } from "./resume-data";
import { z } from "./zod";

/**
 * Linked twins (docs/api/resumes.md, "Twins"): a resume and its copy in the other language.
 * Field keys name one field: `basics//headline`, `summary//content`, `experience/<itemId>/date`,
 * `skills//name` (a section's name); an item key ends with a slash (`experience/<itemId>/`).
 */

const fieldKeySchema = z.string().min(3).max(200);

/** A field kept in the source language on the twin, to translate by hand or with a model server. */
export const pendingFieldSchema = z.object({ key: fieldKeySchema, reason: z.enum(["text", "structured"]) });
export type PendingFieldMark = z.infer<typeof pendingFieldSchema>;

/** Stored per resume: its twin's data when it last caught up, and its fields marked to translate. */
export interface TwinState {
  base: ResumeData;
  pending: PendingFieldMark[];
}

/**
 * `resumes.twin_state` as stored: the base deflated and base64-encoded (`baseZ`, packed and
 * unpacked only in the worker pool), and the marks. Rows written before 2026-11-29 hold `base`.
 */
export type StoredTwinState = { baseZ: string; pending: PendingFieldMark[] } | TwinState;

/** POST /api/resume/:id/twin: create the twin in the other language. */
export const createTwinRequestSchema = z.object({
  title: resumeTitleSchema.optional(),
  slug: resumeSlugSchema.optional(),
  /** Translate free text with the model server (3 points per text, each text charged once). */
  translateText: z.boolean().default(false),
});
export type CreateTwinRequest = z.input<typeof createTwinRequestSchema>;

/** One change in the twin since this resume last caught up with it. */
export const twinChangeSchema = z.object({
  id: z.string(),
  section: z.string(),
  itemId: z.string(),
  kind: z.enum(["added", "removed", "changed"]),
  fields: z.array(z.string()),
  label: z.string(),
});
export type TwinChangeInfo = z.infer<typeof twinChangeSchema>;

/** GET /api/resume/:id/twin: the link, the twin's changes to catch up on, the fields to translate. */
export const twinSyncSchema = z.object({
  twin: z
    .object({ id: z.string(), title: z.string(), language: z.enum(languages), updatedAt: z.string() })
    .nullable(),
  changes: z.array(twinChangeSchema),
  /** Fields kept in the twin's language here, with the twin's text beside this resume's. */
  pending: z.array(pendingFieldSchema.extend({ source: z.string(), current: z.string() })),
});
export type TwinSync = z.infer<typeof twinSyncSchema>;

/** POST /api/resume/:id/twin/apply: apply (translated) or dismiss some of the twin's changes. */
export const applyTwinChangesRequestSchema = z.object({
  changeIds: z.array(z.string().min(1).max(200)).min(1).max(500),
  action: z.enum(["apply", "dismiss"]).default("apply"),
  translateText: z.boolean().default(false),
});
export type ApplyTwinChangesRequest = z.input<typeof applyTwinChangesRequestSchema>;

/** PUT /api/resume/:id/twin/text: side-by-side editing of one marked field in both languages. */
export const twinTextRequestSchema = z.object({
  key: fieldKeySchema,
  /** This resume's text (the translation); clears the field's "to translate" mark. */
  text: z.string().max(20_000),
  /** The twin's text, when edited beside it. */
  sourceText: z.string().max(20_000).optional(),
});
export type TwinTextRequest = z.infer<typeof twinTextRequestSchema>;

/** Answer of apply and side-by-side writes: the resume as it is now and its sync state. */
export const twinWriteResponseSchema = z.object({ resume: resumeSchema, sync: twinSyncSchema });
export type TwinWriteResponse = z.infer<typeof twinWriteResponseSchema>;
