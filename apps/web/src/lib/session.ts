import type { User } from "@sira/schema/api";
import type { SessionResponse } from "@sira/schema/auth-responses";
import { ApiError, api } from "./api";
import { adoptUserLanguage } from "./i18n";
import { queryClient } from "./query-client";

export const currentUserKey = ["user", "me"] as const;

/** The signed-in user or null; cached in the query client so loaders and components share it. */
export function getCurrentUser(): Promise<User | null> {
  return queryClient.ensureQueryData({
    queryKey: currentUserKey,
    queryFn: async () => {
      try {
        // One call that answers 200 for visitors too (no failed request on a public page) and
        // renews an expired access token. The server validates its answer against its schema;
        // the shell skips zod to stay small.
        const { user } = await api<SessionResponse>("/auth/session", {
          method: "POST",
          redirectOnAuthFailure: false,
        });
        return user;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
        throw error;
      }
    },
  });
}

/** Store the user after sign-in, or null after sign-out. */
export function setCurrentUser(user: User | null) {
  queryClient.setQueryData(currentUserKey, user);
}

/** Store the user who just signed in and switch to their saved interface language. */
export async function setSignedInUser(user: User): Promise<void> {
  setCurrentUser(user);
  await adoptUserLanguage(user.locale);
}

/** A redirect target from a query parameter, only when it is a path on this site. */
export function safeRedirect(target: string | null | undefined, fallback = "/dashboard"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}
