import { Outlet } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { AnalyticsPageViews, ConsentBanner } from "../features/consent/consent-banner";

/** The root route: the page plus app-wide overlays (toasts, cookie consent) and page-view analytics. */
export function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ConsentBanner />
      <AnalyticsPageViews />
    </>
  );
}
