import { type ResumeSummary, resumeSchema } from "@sira/schema/api";
import { resumeListSchema } from "@sira/schema/resume-api";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";

/** The one cache entry of the signed-in user's resumes, shared by every feature. */
export const resumesKey = ["resumes"] as const;
/**
 * GET /resume/:id: one resume with its content (the list leaves content out). The builder's
 * loader passes `redirectOnAuthFailure: false`: its own failure goes to the dashboard.
 */
export function fetchResume(id: string, options: { redirectOnAuthFailure?: boolean } = {}) {
  return api(`/resume/${encodeURIComponent(id)}`, { schema: resumeSchema, ...options });
}

/** Spec §3 "default resume id (persistent local storage)". */
export const defaultResumeStorageKey = "sira-default-resume";

function rememberDefault(list: ResumeSummary[]) {
  const current = list.find((r) => r.isDefault);
  if (current) localStorage.setItem(defaultResumeStorageKey, current.id);
  else localStorage.removeItem(defaultResumeStorageKey);
}

/**
 * The signed-in user's resumes without their content (open one with GET /resume/:id), most
 * recently updated first (the server's order). Every fetch
 * mirrors the default resume's id into local storage, whichever feature asked.
 */
export function useResumeList() {
  return useQuery({
    queryKey: resumesKey,
    queryFn: async () => {
      const list = await api("/resume", { schema: resumeListSchema });
      rememberDefault(list);
      return list;
    },
  });
}
