/** Occupation families of the taxonomy (bench/recommend-eval), one question bank each. */
export const interviewFamilies = [
  "software",
  "data",
  "nursing",
  "pharmacy",
  "sales",
  "marketing",
  "accounting",
  "audit",
  "finance",
  "civil",
  "hr",
  "teaching",
  "design",
  "customer-service",
  "administration",
  "logistics",
] as const;
export type InterviewFamily = (typeof interviewFamilies)[number];

export type BankKind = "behavioural" | "technical" | "gulf";

/**
 * One hand-written question. `keys` are the words (either language, any form: they are stemmed
 * when loaded) an on-topic answer is likely to use, beyond the question's own words; `outline`
 * is the model answer's outline, 3–5 points, shown after the user answers.
 */
export interface BankQuestion {
  id: string;
  kind: BankKind;
  en: string;
  ar: string;
  keys: string[];
  outline: { en: string[]; ar: string[] };
}

export interface FamilyBank {
  family: InterviewFamily;
  /** Words of the field: an answer that uses them talks about this kind of work. */
  field: string[];
  questions: BankQuestion[];
}
