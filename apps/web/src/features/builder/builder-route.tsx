import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { fetchResume } from "../../lib/resume-list";
import { BuilderPage } from "./builder-page";
import { useBuilderStore } from "./state/builder-store";
import { prefetchTwinSync } from "./twin/twin-api";

/**
 * Route module of /builder/:id (loaded with React Router `lazy`, so none of the builder is in the
 * login bundle). The loader reads the resume into the builder store before the page shows; any
 * failure goes to /dashboard (spec §2).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const id = params.id ?? "";
    // The twin panel's state with the resume, so the form does not move when it arrives.
    const [resume] = await Promise.all([
      fetchResume(id, { redirectOnAuthFailure: false }),
      prefetchTwinSync(id),
    ]);
    useBuilderStore.getState().load(resume);
    return { id: resume.id };
  } catch {
    throw redirect("/dashboard");
  }
}

/** Reload only for another resume: revalidating must never replace unsaved edits. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

export const Component = BuilderPage;
