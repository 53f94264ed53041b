import { type LoaderFunctionArgs, redirect } from "react-router";
import { getCurrentUser, safeRedirect } from "../lib/session";

/** Loader for logged-in routes: visitors go to /auth/login?redirect={path+query}. */
export async function requireUserLoader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { user };
}

/** Loader for logged-out-only routes: a signed-in user goes to `redirect` or /dashboard. */
export async function requireGuestLoader({ request }: LoaderFunctionArgs) {
  const user = await getCurrentUser();
  if (user) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirect")));
  return null;
}
