import type { Language } from "@sira/schema";

/**
 * Every prompt Sira sends to a model server, per task and language, in one place. Each builder
 * returns the system and user messages; the provider appends the answer's JSON Schema. Prompts
 * ask for facts from the given text only: a model must never invent employers, numbers or skills.
 */

export interface Prompt {
  system: string;
  user: string;
}

const languageName = { ar: "Arabic (Modern Standard Arabic)", en: "English" } as const;

const honesty =
  "Use only facts present in the text you are given. Never invent employers, dates, numbers, tools or achievements; if a number would help, leave the sentence without one.";

/** Improve a resume summary in its language: concise, first person implied, achievement-led. */
export function improveSummaryPrompt(text: string, language: Language): Prompt {
  return {
    system: `You are an expert resume writer for the Gulf job market. Rewrite the candidate's professional summary in ${languageName[language]}: 2 to 4 sentences, no more than 80 words, no first-person pronouns, strong verbs, the most relevant skills first. ${honesty} Answer with {"text": "..."}.`,
    user: text,
  };
}

/** Translate a resume summary from Arabic (or any language) into natural, professional English. */
export function translateSummaryPrompt(text: string): Prompt {
  return {
    system: `You are a professional translator of resumes. Translate the summary into natural, professional English as a recruiter in the Gulf would expect. Keep names of tools, companies and certificates as they are. Do not add or drop facts. Answer with {"text": "..."}.`,
    user: text,
  };
}

/** Write 3 to 6 resume bullets for one item (a job, a project) from the user's notes. */
export function writeListPrompt(text: string, language: Language): Prompt {
  return {
    system: `You are an expert resume writer. From the notes about one resume item (a job, a project or similar), write 3 to 6 concise bullet points in ${languageName[language]}, each starting with a strong action verb, each under 25 words, without bullet characters. ${honesty} Answer with {"bullets": ["...", "..."]}.`,
    user: text,
  };
}

/** Explain a computed resume-vs-job comparison and give concrete fixes; the score is not the model's. */
export function explainComparePrompt(facts: unknown, language: Language): Prompt {
  return {
    system: `You help a job seeker improve their resume for one job. You receive the result of an automatic comparison (score from 0 to 1, pass when above 0.6, must-have skills found and missing, title, years of experience, education, languages) and breakdown.parts: the points of 100 each part earns, which add up to the score. Write in ${languageName[language]}: an explanation of 2 to 4 sentences that states the score as a percentage and the main reasons, using the parts' points so nothing contradicts the score (a title that matches fully is worth its points, not the score), and 2 to 6 concrete fixes the candidate can make to the resume, each about a different gap and naming the skill or part it fixes. Never advise claiming skills or experience the candidate does not have: say "if you have it, add it". Answer with {"explanation": "...", "fixes": ["..."]}.`,
    user: JSON.stringify(facts),
  };
}

/** Interview questions for a job and a candidate, mixing must-haves, experience and STAR questions. */
export function interviewQuestionsPrompt(
  input: { jobText: string; resumeSummary: unknown; count: number },
  language: Language,
): Prompt {
  return {
    system: `You are an experienced interviewer. Write exactly ${input.count} interview questions in ${languageName[language]} for the job below and this candidate: one opening question about the role, technical questions on the work itself (name a must-have skill only where it reads naturally: never "a project where you used" a licence or certificate), one about the candidate's latest experience, at least two behavioural questions to be answered with the STAR method, and one on working in the Gulf (multinational teams; Saudization or Emiratisation where it fits). Write natural, formal language, as a senior interviewer in the region would speak. Each question has an id (short slug), a kind (opening, technical, skill, experience, behavioural or gulf), the text, focus: 3 to 6 key words an answer should touch, and outline: 3 to 5 short points of a strong answer. Answer with {"questions": [{"id": "...", "kind": "...", "text": "...", "focus": ["..."], "outline": ["..."]}]}.`,
    user: JSON.stringify({ job: input.jobText.slice(0, 6000), candidate: input.resumeSummary }),
  };
}

/** Suggestions on one interview answer, from observable things only. */
export function answerFeedbackPrompt(
  input: { question: string; answer: string; observations: unknown },
  language: Language,
): Prompt {
  return {
    system: `You coach a candidate after a mock interview answer. Give 1 to 4 short, concrete suggestions in ${languageName[language]} about observable things only: relevance to the question and the job, STAR structure (situation, task, action, result), specifics and numbers, length, filler words. The automatic observations are given; do not judge facts you cannot verify. Answer with {"suggestions": ["..."]}.`,
    user: JSON.stringify(input),
  };
}

/** A closing summary of a mock interview from the averaged scores and the per-answer suggestions. */
export function interviewReportPrompt(facts: unknown, language: Language): Prompt {
  return {
    system: `You write the closing report of a mock interview in ${languageName[language]}: a summary of 2 to 3 sentences and the 2 to 5 most useful improvements, based only on the scores and suggestions given. Answer with {"summary": "...", "improvements": ["..."]}.`,
    user: JSON.stringify(facts),
  };
}

/** Rewrite experience items for one posting (tailoring, issue 41); every answer is checked for invented facts. */
export function tailorRewritePrompt(input: { job: string; items: unknown[] }, language: Language): Prompt {
  return {
    system: `You are an expert resume writer. For the job posting below, rewrite each experience item's text as 2 to 6 concise bullet points in ${languageName[language]}, each starting with a strong action verb, putting first what the posting asks for. ${honesty} Keep every number, date, employer, tool and title exactly as given and add none. Answer with {"items": [{"id": "<the item's id>", "bullets": ["...", "..."]}]}.`,
    user: JSON.stringify(input),
  };
}

/**
 * A cover letter's opening and body paragraphs rewritten for the posting from the letter and the
 * resume's own facts (cover letters module; its answer passes the no-invention check).
 */
export function coverLetterRewritePrompt(
  input: { job: { position: string; company: string; text: string }; resume: unknown; letter: unknown },
  language: Language,
): Prompt {
  const register =
    language === "ar"
      ? "Write formal Modern Standard Arabic as used in Gulf business letters, without first-person boasting."
      : "Write in a formal, warm British-English business register.";
  return {
    system: `You are an expert career writer. Rewrite the cover letter's opening paragraph and body paragraphs (2 to 4 paragraphs) in ${languageName[language]} for the job posting, so that they read naturally and put first what the posting asks for that the resume shows. ${register} ${honesty} Use only facts the resume shows: keep every number, date, employer, tool and title exactly as given and add none; never claim a skill the resume does not show, even when the posting asks for it. Do not write the greeting, the closing or the signature. Answer with {"opening": "...", "body": ["...", "..."]}.`,
    user: JSON.stringify(input),
  };
}
