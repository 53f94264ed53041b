/**
 * The AI module's tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts): a mock
 * interview answer (the user's text, up to 8,000 characters) assessed against its question and
 * the job's text. Plain data in and out, no database or files; the NLP vocabulary loads on
 * first use.
 */
import type { AnswerAssessment, AssessAnswerInput } from "@sira/nlp/answer-assessment";
import type { Language } from "@sira/schema";

/**
 * An interview answer's assessment (relevance, STAR, specifics, length, fillers and the
 * per-question review), with the job's requirements and occupation family read from its text.
 */
export async function assessInterviewAnswer(input: {
  question: Exclude<AssessAnswerInput["question"], string>;
  answer: string;
  jobText: string;
  language: Language;
}): Promise<AnswerAssessment> {
  const [{ assessAnswer }, { extractJobRequirements }, { interviewFamilyOf }] = await Promise.all([
    import("@sira/nlp/answer-assessment"),
    import("@sira/nlp/job-requirements"),
    import("@sira/nlp/interview-bank"),
  ]);
  const jobRequirements = extractJobRequirements(input.jobText);
  const family = interviewFamilyOf(input.jobText, jobRequirements);
  return assessAnswer({
    question: input.question,
    answer: input.answer,
    jobRequirements,
    language: input.language,
    ...(family ? { family } : {}),
  });
}
