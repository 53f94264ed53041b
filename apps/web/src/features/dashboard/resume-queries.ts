import {
  type CountryCode,
  type CreateResumeRequest,
  type ImportResumeRequest,
  type ResumeSummary,
  resumeSchema,
  type UpdateResumeRequest,
} from "@sira/schema";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { resumesKey, useResumeList } from "../../lib/resume-list";

/** The signed-in user's resumes (the shared list in lib/resume-list.ts). */
export const useResumes = useResumeList;

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

/** PATCH /resume/:id/default: set or clear the default resume, then refetch resumes and jobs. */
export async function setDefaultResume(id: string, isDefault: boolean) {
  const resume = await api(`/resume/${id}/default`, {
    method: "PATCH",
    body: { isDefault },
    schema: resumeSchema,
  });
  await refreshResumes();
  // Spec §4: any default change refetches job matches.
  await queryClient.invalidateQueries({ queryKey: ["jobs"] });
  return resume;
}

/** The default resume as the list last showed it (before a create or upload changes it). */
export function currentDefaultResume(): ResumeSummary | undefined {
  return queryClient.getQueryData<ResumeSummary[]>(resumesKey)?.find((r) => r.isDefault);
}

/** PATCH /resume/:id/default as a mutation (pending state for the star). */
export function useSetDefault() {
  return useMutation({
    mutationFn: ({ id, isDefault }: { id: string; isDefault: boolean }) => setDefaultResume(id, isDefault),
  });
}
