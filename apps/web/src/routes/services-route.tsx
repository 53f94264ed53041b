import { TrackerSummary } from "../features/applications/follow-ups";
import { CoverLettersSection } from "../features/cover-letters/cover-letters-section";
import { ServicesPage } from "../features/dashboard/services-page";
import { ImportDialog } from "../features/import/import-dialog";
import { RecommendedJobs } from "../features/jobs/recommended-jobs";
import { ResumeThumbnail } from "../features/print/resume-thumbnail";
import { ShareDialog, ShareSummary } from "../features/share/share-dialog";

/**
 * The services screen composed from the dashboard, import, jobs, print, share and cover-letter features (features do
 * not import each other).
 */
export function ServicesRoute() {
  return (
    <ServicesPage
      trackerSummary={<TrackerSummary />}
      coverLetters={<CoverLettersSection />}
      recommendedJobs={<RecommendedJobs />}
      renderThumbnail={(resume) => <ResumeThumbnail resumeId={resume.id} updatedAt={resume.updatedAt} />}
      renderShare={(resume, { open, onOpenChange }) => (
        <>
          <ShareSummary resume={resume} onOpen={() => onOpenChange(true)} />
          <ShareDialog resume={resume} open={open} onOpenChange={onOpenChange} />
        </>
      )}
      renderImportDialog={(open, onOpenChange, onImported) => (
        <ImportDialog open={open} onOpenChange={onOpenChange} onImported={onImported} />
      )}
    />
  );
}
