import { ServicesPage } from "../features/dashboard/services-page";
import { ImportDialog } from "../features/import/import-dialog";
import { RecommendedJobs } from "../features/jobs/recommended-jobs";
import { ResumeThumbnail } from "../features/print/resume-thumbnail";

/**
 * The services screen composed from the dashboard, import, jobs and print features (features do
 * not import each other).
 */
export function ServicesRoute() {
  return (
    <ServicesPage
      recommendedJobs={<RecommendedJobs />}
      renderThumbnail={(resume) => <ResumeThumbnail resumeId={resume.id} updatedAt={resume.updatedAt} />}
      renderImportDialog={(open, onOpenChange) => <ImportDialog open={open} onOpenChange={onOpenChange} />}
    />
  );
}
