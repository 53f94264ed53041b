import { type ImportOriginal, importOriginalSchema } from "@sira/schema/import-api";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { resumesKey } from "../../lib/resume-list";

/** The calls of the import review (docs/api/resumes.md "Import review"). */

const base = (id: string) => `/resume/${encodeURIComponent(id)}/import-original`;
export const importOriginalKey = (id: string) => ["import-original", id] as const;
/** Address of the original file (same origin, the session cookie answers for it). */
export const originalFileUrl = (id: string) => `/api${base(id)}/file`;

/** What the resume was imported from, or null when nothing is kept (not imported, or dismissed). */
export function useImportOriginal(id: string) {
  return useQuery({
    queryKey: importOriginalKey(id),
    queryFn: async (): Promise<ImportOriginal | null> => {
      // 204 (an empty answer) when nothing is kept.
      const meta = await api(base(id));
      return meta === undefined ? null : importOriginalSchema.parse(meta);
    },
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The original's bytes, read once per resume. */
export function useOriginalFile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...importOriginalKey(id), "file"],
    queryFn: async () => {
      const res = await fetch(originalFileUrl(id), { credentials: "include" });
      if (!res.ok) throw new Error(`original file: ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
}

/** DELETE: the review is done; the kept file is deleted and the review no longer offered. */
export function useDismissReview(id: string) {
  return useMutation({
    mutationFn: () => api(base(id), { method: "DELETE" }),
    onSuccess: () => {
      queryClient.setQueryData(importOriginalKey(id), null);
      queryClient.removeQueries({ queryKey: [...importOriginalKey(id), "file"] });
    },
  });
}

/**
 * PATCH /resume/:id/default: the review's "Make this my main resume" (issue 42). The resume list
 * and the job matches (matched against the main resume) are refetched.
 */
export function useMakeMainResume(id: string) {
  return useMutation({
    mutationFn: (isDefault: boolean) =>
      api(`/resume/${encodeURIComponent(id)}/default`, { method: "PATCH", body: { isDefault } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: resumesKey });
      await queryClient.invalidateQueries({ queryKey: ["jobs"] });
    },
  });
}
