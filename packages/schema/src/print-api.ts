import { languages } from "./constants";
import { z } from "./zod";

/** GET /resume/print/{id}?lang=: `lang` is the view language the client shows (ar or en). */
export const printQuerySchema = z.object({ lang: z.enum(languages).optional() });

/** GET /resume/print/{id}: a short-lived URL of the PDF, opened in a new tab. */
export const printResponseSchema = z.object({ url: z.string() });
export type PrintResponse = z.infer<typeof printResponseSchema>;

/** GET /resume/print/{id}/preview: the URL of the first page as an image (changes with the content). */
export const previewResponseSchema = z.object({ url: z.string() });
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
