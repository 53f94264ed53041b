import { z } from "./zod";

/**
 * Sharing a resume (issue 23): the owner's share settings and the public page's statistics.
 * Visibility itself is part of the resume (PATCH /api/resume/:id).
 */

/** PATCH /api/resume/:id/share: hide the e-mail and phone on the public page (default: shown). */
export const updateResumeShareRequestSchema = z.object({ hideContact: z.boolean() });
export type UpdateResumeShareRequest = z.infer<typeof updateResumeShareRequestSchema>;

/** A resume's share settings and counts: visitors counted once a day, bots not counted. */
export const resumeShareSchema = z.object({
  resumeId: z.string(),
  hideContact: z.boolean(),
  views: z.number().int().min(0),
  downloads: z.number().int().min(0),
});
export type ResumeShare = z.infer<typeof resumeShareSchema>;

/** GET /api/resume/shares: the share settings and counts of each of the user's resumes. */
export const resumeShareListSchema = z.array(resumeShareSchema);

/** The path of a resume's public page (spec §2): `/{username}/{slug}`. */
export function publicResumePath(username: string, slug: string): string {
  return `/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`;
}
