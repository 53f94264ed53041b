import { useEffect } from "react";
import { ApiError } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** Same key the services screen stores the default resume id under (spec §3 local storage). */
const defaultResumeStorageKey = "sira-default-resume";

/**
 * Spec §4: a non-200 answer to the match call resets the default resume in the UI — the stored
 * id is forgotten and the resume list refetched, so the first resume becomes the default again.
 */
export function useResetDefaultOnError(error: unknown) {
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    localStorage.removeItem(defaultResumeStorageKey);
    void queryClient.invalidateQueries({ queryKey: ["resumes"] });
  }, [error]);
}
