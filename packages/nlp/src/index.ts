/**
 * @sira/nlp: the offline text engine (Arabic and English). Normalization, a bilingual
 * vocabulary, job and resume features, compare, job matching, title suggestions, interview
 * questions and answer feedback, writing hints. Pure functions over bundled data.
 */
export {
  type AnswerAssessment,
  type AnswerReview,
  type AnswerScores,
  type AssessAnswerInput,
  assessAnswer,
  countQuestions,
  type InterviewSummary,
  summarizeInterview,
} from "./answer-assessment";
export { type CompareBreakdown, type CompareResult, compareResumeToJob } from "./compare";
export { CREDITS } from "./credits";
export {
  type EligibilityCheck,
  type EligibilityCheckKind,
  type EligibilityMatch,
  type EligibilityPerson,
  type EligibilityVerdict,
  matchWorkEligibility,
} from "./eligibility-match";
export { findDateRanges, mergedMonths, statedYears } from "./experience-years";
export {
  familyBanks,
  findBankQuestion,
  type InterviewFamily,
  interviewFamilies,
  interviewFamilyOf,
} from "./interview-bank";
export {
  generateInterviewQuestions,
  type InterviewQuestion,
  type InterviewQuestionInput,
  type QuestionKind,
} from "./interview-questions";
export { extractJobRequirements } from "./job-requirements";
export {
  createJobIndex,
  extractJobFeatures,
  type JobFeatures,
  type JobIndex,
  type JobInput,
  type JobMatch,
  type RankedJob,
  rankJobs,
  scoreJobMatch,
} from "./match";
export {
  arabicShare,
  detectLanguage,
  normalizeArabic,
  normalizeText,
  phraseKey,
  stemArabic,
  stemEnglish,
  type Token,
  tokenize,
  tokenKey,
} from "./normalize";
export {
  extractResumeFeatures,
  extractResumeFeaturesFromText,
  type ResumeFeatureOptions,
} from "./resume-features";
export { contentKeys, isStopword } from "./stopwords";
export {
  needsTranslation,
  type StructuredKind,
  type StructuredTranslation,
  translateStructured,
} from "./structured-translate";
export { suggestJobTitles, type TitleSuggestion, titleSimilarity } from "./titles";
export {
  applyTwinChange,
  changeScope,
  copyScope,
  diffTwin,
  mergePending,
  type PendingField,
  readField,
  type TextField,
  type TwinChange,
  type TwinTranslation,
  translateResume,
  writeField,
} from "./twin";
export * from "./types";
export {
  type Concept,
  type ConceptKind,
  type ConceptMatch,
  conceptLabel,
  findConceptIds,
  findConcepts,
  getConcept,
  listConcepts,
  lookupConcept,
  VOCABULARY_VERSION,
} from "./vocabulary";
export {
  type EligibilityPlace,
  eligibilityGroups,
  gccCountries,
  noWorkEligibility,
  placesOf,
  readWorkEligibility,
  statesWorkEligibility,
  type WorkEligibility,
} from "./work-eligibility";
export { type WritingHint, type WritingHintKind, writingHints } from "./writing-hints";
export {
  applySuggestion,
  isWeakBullet,
  type Suggestion,
  type SuggestionKind,
  splitIntoBullets,
  weakKinds,
  writingSuggestions,
} from "./writing-suggestions";
export { formatYears } from "./years";
