import { z } from "./zod";

/**
 * GET /resume/ats/{id}: what screening systems read from the owner's current PDF (the ATS view).
 * For each extractor: the share of the user's words read back exactly, and the main fields side
 * by side, what the user wrote (split into words and the text between them, each word marked when
 * the extractor did not read it back exactly) and what our importer parsed from the extraction.
 * `worst` takes, field by field, the reading that lost most (what the weakest screening pipeline
 * gets); `missing` names the extractors the server does not have (issue 36).
 */

/** poppler (server-side parsers), MuPDF (PyMuPDF), pypdf (Python pipelines such as LangChain's). */
export const atsReaders = ["poppler", "mupdf", "pypdf"] as const;
export type AtsReader = (typeof atsReaders)[number];
export const atsFieldKinds = [
  "name",
  "headline",
  "email",
  "phone",
  "location",
  /** The personal block's nationality and visa lines (issue 40), labelled from the "personal" namespace. */
  "nationality",
  "residency",
  "jobTitle",
  "jobCompany",
  "jobDates",
  "skills",
] as const;
export const atsAdviceKeys = ["word", "singleColumn", "font"] as const;
export type AtsAdvice = (typeof atsAdviceKeys)[number];

export const atsSegmentSchema = z.object({ text: z.string(), lost: z.boolean().optional() });
export type AtsSegment = z.infer<typeof atsSegmentSchema>;

export const atsFieldSchema = z.object({
  kind: z.enum(atsFieldKinds),
  /** Jobs: the job's place in the experience section (0-based). */
  job: z.number().int().min(0).optional(),
  wrote: z.array(atsSegmentSchema),
  /** What the importer read for this field from the extracted text ("" when it found nothing). */
  read: z.string(),
  /** In the worst reading: the extractor this field's reading is from. */
  reader: z.enum(atsReaders).optional(),
});
export type AtsField = z.infer<typeof atsFieldSchema>;

export const atsReadingSchema = z.object({
  reader: z.enum(atsReaders),
  /** Share (0-1) of the user's words read back exactly. */
  score: z.number().min(0).max(1),
  words: z.number().int().min(0),
  found: z.number().int().min(0),
  fields: z.array(atsFieldSchema),
});
export type AtsReading = z.infer<typeof atsReadingSchema>;

export const atsReportSchema = z.object({
  readings: z.array(atsReadingSchema),
  /** Per field the reading that lost most words, its score the lowest (with two readings or more). */
  worst: atsReadingSchema.omit({ reader: true }).optional(),
  /** Extractors not installed on the server: their readings are left out. */
  missing: z.array(z.enum(atsReaders)).default([]),
  advice: z.array(z.enum(atsAdviceKeys)),
});
export type AtsReport = z.infer<typeof atsReportSchema>;
