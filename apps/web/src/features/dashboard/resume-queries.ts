import {
  type CountryCode,
  type CreateResumeRequest,
  type ImportResumeRequest,
  type Resume,
  resumeListSchema,
  resumeSchema,
  type UpdateResumeRequest,
} from "@sira/schema";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

export const resumesKey = ["resumes"] as const;
/** Spec §3 "default resume id (persistent local storage)": mirrored here for other features. */
export const defaultResumeStorageKey = "sira-default-resume";

function rememberDefault(list: Resume[]) {
  const current = list.find((r) => r.isDefault);
  if (current) localStorage.setItem(defaultResumeStorageKey, current.id);
  else localStorage.removeItem(defaultResumeStorageKey);
}

/** The signed-in user's resumes, most recently updated first (the server's order). */
export function useResumes() {
  return useQuery({
    queryKey: resumesKey,
    queryFn: async () => {
      const list = await api("/resume", { schema: resumeListSchema });
      rememberDefault(list);
      return list;
    },
  });
}

const refreshResumes = () => queryClient.invalidateQueries({ queryKey: resumesKey });

/** POST /resume: a new private resume. */
export function useCreateResume() {
  return useMutation({
    mutationFn: (body: CreateResumeRequest) => api("/resume", { method: "POST", body, schema: resumeSchema }),
    onSuccess: refreshResumes,
  });
}

/** POST /resume/import: a resume from data (duplicate, import). */
export function useImportResume() {
  return useMutation({
    mutationFn: (body: ImportResumeRequest) =>
      api("/resume/import", { method: "POST", body, schema: resumeSchema }),
    onSuccess: refreshResumes,
  });
}

/** PATCH /resume/:id with the full resume and the version last seen. */
export function useUpdateResume() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateResumeRequest & { id: string }) =>
      api(`/resume/${id}`, { method: "PATCH", body, schema: resumeSchema }),
    onSettled: refreshResumes,
  });
}

/** DELETE /resume/:id; the server moves the default to the newest remaining resume. */
export function useDeleteResume() {
  return useMutation({
    mutationFn: (id: string) => api(`/resume/${id}`, { method: "DELETE", schema: resumeSchema }),
    onSuccess: refreshResumes,
  });
}

/** PATCH /resume/:id/country (callers send it only when it differs). */
export function useUpdateCountry() {
  return useMutation({
    mutationFn: ({ id, country }: { id: string; country: CountryCode }) =>
      api(`/resume/${id}/country`, { method: "PATCH", body: { country }, schema: resumeSchema }),
    onSuccess: refreshResumes,
  });
}

/** PATCH /resume/:id/lock. */
export function useSetLock() {
  return useMutation({
    mutationFn: ({ id, locked }: { id: string; locked: boolean }) =>
      api(`/resume/${id}/lock`, { method: "PATCH", body: { locked }, schema: resumeSchema }),
    onSuccess: refreshResumes,
  });
}

/** PATCH /resume/:id/default: set or clear the default resume. */
export function useSetDefault() {
  return useMutation({
    mutationFn: ({ id, isDefault }: { id: string; isDefault: boolean }) =>
      api(`/resume/${id}/default`, { method: "PATCH", body: { isDefault }, schema: resumeSchema }),
    onSuccess: async () => {
      await refreshResumes();
      // Spec §4: any default change refetches job matches.
      await queryClient.invalidateQueries({ queryKey: ["jobs"] });
    },
  });
}
