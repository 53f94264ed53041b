import {
  type Application,
  applicationListSchema,
  applicationSchema,
  savedJobIdsSchema,
} from "@sira/schema/application-api";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { toastError } from "./errors";
import { queryClient } from "./query-client";

/**
 * The tracker's queries every feature shares: the applications (tracker, reminders, services
 * count) and the saved catalogue jobs (bookmark toggles on job cards and the job page).
 */
export const applicationsKey = ["applications"] as const;
export const savedJobsKey = [...applicationsKey, "saved-jobs"] as const;
export const applicationListKey = [...applicationsKey, "list"] as const;

/** GET /api/applications. */
export function useApplications() {
  return useQuery({
    queryKey: applicationListKey,
    queryFn: async () => (await api("/applications", { schema: applicationListSchema })).applications,
  });
}

/** GET /api/saved-jobs as a set of job ids. */
export function useSavedJobIds() {
  return useQuery({
    queryKey: savedJobsKey,
    queryFn: async () => new Set((await api("/saved-jobs", { schema: savedJobIdsSchema })).jobIds),
  });
}

/** How tracker calls that add an application toast a failure: the cap on applications is shown as such. */
export const addApplicationErrors = { ownMessage: ["ApplicationLimitExceeded"] } as const;

/** Refetch every tracker query (after any change). */
export function refreshApplications() {
  return queryClient.invalidateQueries({ queryKey: applicationsKey });
}

/** Save or unsave a catalogue job (PUT / DELETE /api/saved-jobs/:jobId), updating the toggles at once. */
export function useToggleSavedJob() {
  return useMutation({
    mutationFn: async ({ jobId, save }: { jobId: string; save: boolean }) =>
      save
        ? api<Application>(`/saved-jobs/${jobId}`, { method: "PUT", schema: applicationSchema })
        : api(`/saved-jobs/${jobId}`, { method: "DELETE" }),
    onMutate: ({ jobId, save }) => {
      const previous = queryClient.getQueryData<Set<string>>(savedJobsKey);
      const next = new Set(previous);
      if (save) next.add(jobId);
      else next.delete(jobId);
      queryClient.setQueryData(savedJobsKey, next);
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(savedJobsKey, context?.previous);
      toastError(error, addApplicationErrors);
    },
    onSettled: () => refreshApplications(),
  });
}

/** Today in the user's time zone, as YYYY-MM-DD (next-step dates are days). */
export function localDay(date = new Date()): string {
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 10);
}

/** Open applications whose next step is due today or earlier, the overdue ones first. */
export function dueFollowUps(list: Application[] | undefined, today = localDay()) {
  return (list ?? [])
    .filter((a) => a.status !== "closed" && a.nextStepOn && a.nextStepOn <= today)
    .sort((a, b) => (a.nextStepOn ?? "").localeCompare(b.nextStepOn ?? ""))
    .map((a) => ({ application: a, overdue: (a.nextStepOn ?? "") < today }));
}

/** An application's position and place in the interface language when known, else as written. */
export function jobLabel(job: Application["job"], language: string): { position: string; place: string } {
  const lang = contentLanguageOf(language);
  return {
    position: job.positionNames?.[lang] ?? job.position,
    place: job.placeNames?.[lang] ?? job.location,
  };
}
