import { limits } from "@sira/schema/constants";
import { QueryClient } from "@tanstack/react-query";

/** Spec §7/§9: one-minute stale time, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: limits.queryStaleTimeMs, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
