import { type Resume, resumeSchema, type visibilitySchema } from "@sira/schema/api";
import { type ResumeShare, resumeShareListSchema, resumeShareSchema } from "@sira/schema/share-api";
import { latinSlug } from "@sira/schema/slug";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../lib/api";

export type Visibility = z.infer<typeof visibilitySchema>;

/** The cache entry of every resume's share settings and counts. */
export const sharesKey = ["resume-shares"] as const;

/** GET /resume/shares: hide-contact setting, views and downloads of each of the user's resumes. */
export function useResumeShares() {
  return useQuery({
    queryKey: sharesKey,
    queryFn: () => api("/resume/shares", { schema: resumeShareListSchema }),
    staleTime: 30_000,
  });
}

/** The share entry of one resume (zero counts until it has one). */
export function shareOf(shares: ResumeShare[] | undefined, resumeId: string): ResumeShare {
  return (
    shares?.find((s) => s.resumeId === resumeId) ?? { resumeId, hideContact: false, views: 0, downloads: 0 }
  );
}

/** PATCH /resume/:id/share: hide or show the e-mail and phone on the public page. */
export const setHideContact = (resumeId: string, hideContact: boolean) =>
  api(`/resume/${encodeURIComponent(resumeId)}/share`, {
    method: "PATCH",
    body: { hideContact },
    schema: resumeShareSchema,
  });

/**
 * Make a resume public or private through PATCH /resume/:id (spec §7: the full resume), from its
 * current state on the server. Used outside the builder; the builder saves through its own state.
 */
export async function setResumeVisibility(resumeId: string, visibility: Visibility): Promise<Resume> {
  const path = `/resume/${encodeURIComponent(resumeId)}`;
  const current = await api(path, { schema: resumeSchema });
  if (current.visibility === visibility) return current;
  const { title, slug, data, version } = current;
  return api(path, {
    method: "PATCH",
    body: { title, slug, visibility, data, version },
    schema: resumeSchema,
  });
}

/**
 * A short Latin slug to offer when a resume's slug has Arabic letters (issue 42): such a link is
 * sent as up to 120 %-encoded characters in WhatsApp or a text message. From the title, else the
 * slug's own words; null when the slug is already Latin or nothing Latin can be made.
 */
export function shortSlugSuggestion(resume: Pick<Resume, "title" | "slug">): string | null {
  if (/^[\x20-\x7e]*$/.test(resume.slug)) return null;
  const slug = latinSlug(resume.title) || latinSlug(resume.slug.replace(/-/g, " "));
  return slug && /^[\x20-\x7e]+$/.test(slug) && slug !== resume.slug ? slug : null;
}

/** Give a resume a new slug through PATCH /resume/:id, from its current state on the server. */
export async function setResumeSlug(resumeId: string, slug: string): Promise<Resume> {
  const path = `/resume/${encodeURIComponent(resumeId)}`;
  const current = await api(path, { schema: resumeSchema });
  const { title, visibility, data, version } = current;
  return api(path, {
    method: "PATCH",
    body: { title, slug, visibility, data, version },
    schema: resumeSchema,
  });
}
