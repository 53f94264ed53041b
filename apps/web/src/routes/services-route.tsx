import { ServicesPage } from "../features/dashboard/services-page";
import { ImportDialog } from "../features/import/import-dialog";
import { RecommendedJobs } from "../features/jobs/recommended-jobs";

/** The services screen composed from the dashboard, import and jobs features (features do not import each other). */
export function ServicesRoute() {
  return (
    <ServicesPage
      recommendedJobs={<RecommendedJobs />}
      renderImportDialog={(open, onOpenChange) => <ImportDialog open={open} onOpenChange={onOpenChange} />}
    />
  );
}
