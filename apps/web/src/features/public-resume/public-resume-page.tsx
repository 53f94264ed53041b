import { publicResumeSchema } from "@sira/schema/resume-api";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { api } from "../../lib/api";

/** The URL this document was loaded from (not where in-app navigation has since gone). */
function documentUrl(): string {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return entry ? new URL(entry.name).pathname : "";
}

/**
 * Spec §2 `/{username}/{slug}`. The server answers this path itself with the resume rendered in
 * its template (issue 23), so the app only meets it after an in-app navigation: it checks the
 * resume is public (any failure goes to `/`, spec §8) and then loads the server's page. When the
 * server sent the app for this very URL (a path that is an app route, not a resume), it goes to `/`.
 */
export async function publicResumeLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const { username = "", slug = "" } = params;
  const path = new URL(request.url).pathname;
  try {
    await api(`/resume/public/${encodeURIComponent(username)}/${encodeURIComponent(slug)}`, {
      schema: publicResumeSchema,
      redirectOnAuthFailure: false,
    });
  } catch {
    throw redirect("/");
  }
  if (documentUrl() === path) throw redirect("/");
  window.location.assign(path);
  return null;
}

/** Shown for the moment before the server's page replaces the app. */
export function PublicResumePage() {
  return null;
}
