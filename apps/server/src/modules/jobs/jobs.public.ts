// What other modules may use of jobs (modules/README.md): the matcher and reading a resume's
// features, jobs with their match (one job, or a resume's page of matched jobs), fetching a posting's
// page, and the feed sources' list.

export { listFeedSources } from "./feeds/feed-sources.service";
export type { RowResult } from "./feeds/job-record";
export { fetchJobPage } from "./job-import.service";
export { type JobMatcher, matchPageForResume, readResumeFeatures } from "./job-match.service";
export { getJob, matchedJobsOf } from "./job-view";
export { occupationLinksOf } from "./occupation-links";
