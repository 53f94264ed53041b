import { languages } from "./constants";
import { downloadFormats } from "./print-api";
import { z } from "./zod";

/** Longest cover-letter title; the most letters a user keeps; the most body paragraphs. */
export const coverLetterTitleMaxLength = 100;
export const coverLetterLimit = 100;
export const coverLetterParagraphLimit = 8;

const line = z.string().max(300);
const paragraph = z.string().max(3000);

/**
 * A cover letter's text, in order on the page: the recipient line (`السادة/ … المحترمين`), the
 * subject, the greeting, the opening paragraph, the body paragraphs, the closing
 * (`وتفضلوا بقبول فائق الاحترام`) and the signature. Plain text: the print escapes it.
 */
export const coverLetterDataSchema = z.object({
  recipient: line,
  subject: line,
  greeting: line,
  opening: paragraph,
  body: z.array(paragraph).max(coverLetterParagraphLimit),
  closing: line,
  signature: line,
});
export type CoverLetterData = z.infer<typeof coverLetterDataSchema>;

/** A letter with nothing written yet. */
export const emptyCoverLetterData: CoverLetterData = {
  recipient: "",
  subject: "",
  greeting: "",
  opening: "",
  body: [],
  closing: "",
  signature: "",
};

export const coverLetterTitleSchema = z.string().trim().min(1).max(coverLetterTitleMaxLength);

/** One of the user's cover letters, as the list and the editor read it. */
export const coverLetterSchema = z.object({
  id: z.string(),
  title: z.string(),
  language: z.enum(languages),
  /** The resume whose header and design the letter takes; null once that resume is deleted. */
  resumeId: z.string().nullable(),
  resumeTitle: z.string().nullable(),
  applicationId: z.string().nullable(),
  version: z.number().int(),
  data: coverLetterDataSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

export const coverLetterListSchema = z.object({ coverLetters: z.array(coverLetterSchema) });
export type CoverLetterList = z.infer<typeof coverLetterListSchema>;

/**
 * POST /api/cover-letters: a letter for one of the user's resumes (its language is the
 * resume's), optionally for one of their applications. `draft` writes the first draft from the
 * resume and the application's posting (offline, free); otherwise the letter starts empty.
 */
export const createCoverLetterRequestSchema = z.object({
  resumeId: z.string().min(1).max(100),
  applicationId: z.string().min(1).max(100).nullable().default(null),
  title: coverLetterTitleSchema.optional(),
  draft: z.boolean().default(true),
});
export type CreateCoverLetterRequest = z.input<typeof createCoverLetterRequestSchema>;

/** PATCH /api/cover-letters/:id: what changes, with the version the client last saw. */
export const updateCoverLetterRequestSchema = z.object({
  version: z.number().int().min(1),
  title: coverLetterTitleSchema.optional(),
  data: coverLetterDataSchema.optional(),
  applicationId: z.string().min(1).max(100).nullable().optional(),
});
export type UpdateCoverLetterRequest = z.input<typeof updateCoverLetterRequestSchema>;

/** POST /api/cover-letters/:id/duplicate and /twin: the optional title of the new letter. */
export const copyCoverLetterRequestSchema = z.object({ title: coverLetterTitleSchema.optional() });

/**
 * POST /api/cover-letters/:id/draft: a new draft, not saved. Offline from the resume and the
 * posting (free); with `rewrite`, the model server rewrites the letter's paragraphs (the AI
 * price, pointPrices.listWriting), refused (TailorInvented) when it states a fact the resume
 * does not show.
 */
export const draftCoverLetterRequestSchema = z.object({ rewrite: z.boolean().default(false) });
export type DraftCoverLetterRequest = z.input<typeof draftCoverLetterRequestSchema>;

/** The draft's text and the posting's must-have skills it cites from the resume. */
export const coverLetterDraftSchema = z.object({
  data: coverLetterDataSchema,
  cited: z.array(z.string()),
});
export type CoverLetterDraft = z.infer<typeof coverLetterDraftSchema>;

/** GET /api/cover-letters/:id/download?format=: a short-lived URL of the PDF, Word or text file. */
export const coverLetterDownloadQuerySchema = z.object({
  format: z.enum(downloadFormats).default("pdf"),
});

/** What was sent with an application: the resume and the cover letter, frozen when it was applied. */
export const sentDocumentSchema = z.object({
  title: z.string(),
  at: z.string(),
  /** GET this for the PDF of exactly what was sent. */
  pdf: z.string(),
});
export const sentDocumentsSchema = z.object({
  resume: sentDocumentSchema.nullable(),
  coverLetter: sentDocumentSchema.nullable(),
});
export type SentDocuments = z.infer<typeof sentDocumentsSchema>;
