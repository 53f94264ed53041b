// What other modules may use of resume (modules/README.md): reading, listing and importing a
// user's resumes, and keeping an import's original file.

export { saveImportOriginal } from "./import-original";
export type { ResumeHead, ResumeRow } from "./resume.repository";
export {
  findResumeHead,
  findResumeRow,
  getResume,
  importResume,
  listResumeIds,
  listResumes,
  type ResumeContext,
  setResumeDefault,
  takenResumeSlugs,
  updateResume,
} from "./resume.service";
