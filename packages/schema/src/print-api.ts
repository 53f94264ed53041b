import { languages } from "./constants";
import { z } from "./zod";

/** The download formats: the designed PDF, a Word document, plain UTF-8 text. */
export const downloadFormats = ["pdf", "docx", "txt"] as const;
export type DownloadFormat = (typeof downloadFormats)[number];

/** A resume's download formats: those, and the resume's data as a JSON Resume 1.0.0 file. */
export const resumeDownloadFormats = [...downloadFormats, "json"] as const;
export type ResumeDownloadFormat = (typeof resumeDownloadFormats)[number];

/**
 * GET /resume/print/{id}?lang=&format=: `lang` is the view language the client shows (ar or en);
 * `format` the file wanted (PDF when absent). One charge covers every format of the same content.
 */
/**
 * Which PDF: the template's pages (`standard`), or `ats`, the ATS-safe PDF (issue 36): the
 * resume as one column with its dates painted in reading order, for screening systems that read
 * a page's columns or a right-to-left line's numbers out of order (MuPDF, PyMuPDF). PDF only.
 */
export const printVariants = ["standard", "ats"] as const;
export type PrintVariant = (typeof printVariants)[number];

export const printQuerySchema = z
  .object({
    lang: z.enum(languages).optional(),
    format: z.enum(resumeDownloadFormats).default("pdf"),
    variant: z.enum(printVariants).default("standard"),
  })
  .refine((q) => q.variant === "standard" || q.format === "pdf", {
    message: "variant=ats is a PDF only",
    path: ["variant"],
  });

/** GET /resume/print/{id}: a short-lived URL of the file (the PDF opens in a new tab). */
export const printResponseSchema = z.object({ url: z.string() });
export type PrintResponse = z.infer<typeof printResponseSchema>;

/** GET /resume/print/{id}/preview: the URL of the first page as an image (changes with the content). */
export const previewResponseSchema = z.object({ url: z.string() });
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
