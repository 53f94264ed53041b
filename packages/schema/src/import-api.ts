import { z } from "./zod";

/**
 * GET /api/resume/:id/import-original (docs/api/resumes.md "Import review"): the file a resume was
 * imported from, kept for the builder's review step until the user dismisses it.
 */
export const importOriginalKinds = ["pdf", "docx", "json", "zip"] as const;
export type ImportOriginalKind = (typeof importOriginalKinds)[number];

export const importOriginalSchema = z.object({
  fileName: z.string(),
  kind: z.enum(importOriginalKinds),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  importedAt: z.string(),
  /** True when the text was read from a scan with OCR: the review marks what was read as doubtful. */
  ocr: z.boolean().optional(),
});
export type ImportOriginal = z.infer<typeof importOriginalSchema>;
