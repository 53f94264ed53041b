import { ApplicationsPage } from "../features/applications/applications-page";

/** /dashboard/applications: the application tracker. */
export function ApplicationsRoute() {
  return <ApplicationsPage />;
}
