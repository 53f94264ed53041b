import { useEffect } from "react";
import { ApiError } from "../../lib/api";
import { queryClient } from "../../lib/query-client";
import { defaultResumeStorageKey, resumesKey } from "../../lib/resume-list";

/**
 * Spec §4: a non-200 answer to the match call resets the default resume in the UI — the stored
 * id is forgotten and the resume list refetched, so the first resume becomes the default again.
 */
export function useResetDefaultOnError(error: unknown) {
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    localStorage.removeItem(defaultResumeStorageKey);
    void queryClient.invalidateQueries({ queryKey: resumesKey });
  }, [error]);
}
