import { type Resume, resumeSchema, resumeSummarySchema } from "@sira/schema/api";
import { atsReportSchema } from "@sira/schema/ats-api";
import type { UpdateResumeRequest } from "@sira/schema/resume-api";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../lib/api";

/** The builder's calls (spec §7): read, save, lock, print, plus the wallet for credits and premium. */

export const saveResume = (id: string, body: UpdateResumeRequest) =>
  api(`/resume/${encodeURIComponent(id)}`, { method: "PATCH", body, schema: resumeSchema });

/**
 * The autosave: the same PATCH with `Prefer: return=minimal`, so the server answers the resume
 * without echoing its content back (the builder already has it; it needs the new version).
 */
export const autosaveResume = (id: string, body: UpdateResumeRequest) =>
  api(`/resume/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body,
    headers: { prefer: "return=minimal" },
    schema: resumeSummarySchema,
  });

export const setResumeLock = (id: string, locked: boolean) =>
  api(`/resume/${encodeURIComponent(id)}/lock`, { method: "PATCH", body: { locked }, schema: resumeSchema });

/** GET /resume/ats/:id: what screening systems read from the resume's current PDF (free). */
export const fetchAtsReport = (id: string, signal?: AbortSignal) =>
  api(`/resume/ats/${encodeURIComponent(id)}`, { schema: atsReportSchema, signal });

const openApiSchema = z.object({ paths: z.record(z.string(), z.unknown()) });

/**
 * Whether this server prints resumes: read from its OpenAPI document, so the download button
 * shows a clear disabled state on a server without the printing module (probing the print call
 * itself would charge points).
 */
export function usePrintAvailable() {
  return useQuery({
    queryKey: ["openapi", "print"],
    queryFn: async () => {
      const doc = await api("/openapi.json", { schema: openApiSchema, redirectOnAuthFailure: false });
      return Object.keys(doc.paths).some((path) => path.startsWith("/api/resume/print/"));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The body of PATCH /resume/:id for the editor's content. */
export function toUpdateRequest(
  resume: Resume,
  title: string,
  data: Resume["data"],
  version: number,
): UpdateResumeRequest {
  return {
    title: title.trim() || resume.title,
    slug: resume.slug,
    visibility: resume.visibility,
    data,
    version,
  };
}
