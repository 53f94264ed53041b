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
});
export type ImportOriginal = z.infer<typeof importOriginalSchema>;
