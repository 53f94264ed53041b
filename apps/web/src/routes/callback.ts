import type { AppConfig } from "@sira/schema/api";
import { type LoaderFunctionArgs, redirect } from "react-router";
import { api } from "../lib/api";
import { adoptUserLanguage } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { currentUserKey, getCurrentUser } from "../lib/session";

/** Public settings, fetched once. */
export function getAppConfig(): Promise<AppConfig> {
  return queryClient.ensureQueryData({
    queryKey: ["config"],
    queryFn: () => api<AppConfig>("/config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * /auth/callback (spec §2): with status=authenticated and a current user, store the user and
 * go to /dashboard; otherwise leave to the marketing site.
 */
export async function callbackLoader({ request }: LoaderFunctionArgs) {
  const status = new URL(request.url).searchParams.get("status");
  const leave = async () => {
    const { marketingUrl } = await getAppConfig();
    if (marketingUrl.startsWith("/")) return redirect(marketingUrl);
    window.location.assign(marketingUrl);
    return null;
  };
  if (status !== "authenticated") return leave();
  queryClient.removeQueries({ queryKey: currentUserKey });
  const user = await getCurrentUser();
  if (!user) return leave();
  await adoptUserLanguage(user.locale);
  return redirect("/dashboard");
}
