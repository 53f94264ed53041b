import { describe, expect, it } from "vitest";
import { buildResume, resumes } from "../testing/fixtures";
import { assessAnswer, summarizeInterview } from "./answer-assessment";
import { generateInterviewQuestions } from "./interview-questions";
import { extractJobRequirements } from "./job-requirements";
import { extractResumeFeatures } from "./resume-features";

const jobText =
  "Data Analyst\nRequirements: SQL, Power BI, Excel and 2+ years of data analysis experience. Python is a plus.";
const resume = extractResumeFeatures(buildResume(resumes["data-analyst"]), { now: new Date(2025, 0, 1) });

describe("generateInterviewQuestions", () => {
  it.each([5, 6, 8])("returns %i questions", (count) => {
    expect(generateInterviewQuestions({ jobText, resume, language: "en", count })).toHaveLength(count);
  });
  it("clamps the count to 5..8", () => {
    expect(generateInterviewQuestions({ jobText, language: "en", count: 2 })).toHaveLength(5);
    expect(generateInterviewQuestions({ jobText, language: "en", count: 20 })).toHaveLength(8);
  });
  it("mixes must-have skills, the resume's experience and STAR questions", () => {
    const questions = generateInterviewQuestions({ jobText, resume, language: "en", count: 7 });
    const kinds = questions.map((q) => q.kind);
    expect(kinds[0]).toBe("opening");
    expect(kinds).toContain("skill");
    expect(kinds).toContain("experience");
    expect(kinds.filter((k) => k === "behavioural").length).toBeGreaterThanOrEqual(2);
    expect(questions.find((q) => q.kind === "skill")?.text).toMatch(/SQL|Power BI|Excel/);
    expect(questions.find((q) => q.kind === "experience")?.text).toMatch(/بنك الرياض/);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  });
  it("writes in the requested language", () => {
    const ar = generateInterviewQuestions({ jobText, resume, language: "ar", count: 6 });
    for (const q of ar) expect(q.text).toMatch(/[\u0600-\u06FF]/);
    expect(ar.filter((q) => q.kind === "behavioural").every((q) => !/[a-z]{4,}/i.test(q.text))).toBe(true);
    const en = generateInterviewQuestions({ jobText, language: "en", count: 6 });
    for (const q of en) expect(q.text).not.toMatch(/[\u0600-\u06FF]/);
  });
});

describe("assessAnswer", () => {
  const jobRequirements = extractJobRequirements(jobText);
  const question = generateInterviewQuestions({ jobText, resume, language: "en" }).find(
    (q) => q.kind === "skill",
  )!;
  const star =
    "At my previous job at a retail bank, monthly sales reporting took three days and managers complained it was always late. " +
    "My task was to automate the report before the quarter ended. I analyzed the data sources, wrote SQL queries that joined " +
    "the sales and branch tables, and built a Power BI dashboard with daily refresh. I also trained 12 branch managers to use it. " +
    "As a result, reporting time dropped from 3 days to 2 hours and the dashboard is now used by 40 people every week.";
  const vague =
    "Um, so, like, I mean I did a lot of stuff with data, you know, basically reports and things like that. " +
    "Uh, it was kind of good I think, like, people liked it, um, yeah.";

  it("scores a STAR answer with numbers above a vague, filler-laden one", () => {
    const good = assessAnswer({ question, answer: star, jobRequirements, language: "en" });
    const bad = assessAnswer({ question, answer: vague, jobRequirements, language: "en" });
    expect(good.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(good.scores.structure).toBe(1);
    expect(good.counts.numbers).toBeGreaterThanOrEqual(3);
    expect(good.matchedSkills).toEqual(expect.arrayContaining(["sql", "power-bi"]));
    expect(good.scores.overall).toBeGreaterThan(0.75);
    expect(bad.counts.fillers).toBeGreaterThanOrEqual(6);
    expect(bad.scores.fluency).toBeLessThan(0.3);
    expect(bad.scores.specifics).toBe(0);
    expect(bad.scores.overall).toBeLessThan(0.35);
    expect(good.scores.overall - bad.scores.overall).toBeGreaterThan(0.4);
    expect(bad.suggestions.join(" ")).toMatch(/STAR/);
    expect(bad.suggestions.join(" ")).toMatch(/filler/i);
  });

  it("reads Arabic answers and fillers, with Arabic feedback", () => {
    const arGood = assessAnswer({
      question: "حدّثني عن موقف حسّنت فيه إجراءً في عملك",
      answer:
        "في عملي السابق كان إعداد تقرير المبيعات يستغرق ثلاثة أيام. كان المطلوب مني تقليل هذا الوقت. قمت بكتابة استعلامات SQL وبناء لوحة Power BI تتحدث يوميًا، ودربت 12 موظفًا على استخدامها. النتيجة أن الوقت انخفض إلى ساعتين ووفرنا 20 ساعة عمل أسبوعيًا.",
      jobRequirements,
      language: "ar",
    });
    const arBad = assessAnswer({
      question: "حدّثني عن موقف حسّنت فيه إجراءً في عملك",
      answer: "يعني اممم سويت أشياء كثيرة يعني في الشغل، طيب يعني كان شي حلو اممم",
      jobRequirements,
      language: "ar",
    });
    expect(arGood.star).toEqual({ situation: true, task: true, action: true, result: true });
    expect(arBad.counts.fillers).toBeGreaterThanOrEqual(4);
    expect(arGood.scores.overall).toBeGreaterThan(arBad.scores.overall + 0.4);
    expect(arBad.suggestions.every((s) => /[\u0600-\u06FF]/.test(s))).toBe(true);
  });

  it("summarizes an interview", () => {
    const answers = [star, vague].map((answer) =>
      assessAnswer({ question, answer, jobRequirements, language: "en" }),
    );
    const summary = summarizeInterview(answers);
    expect(summary.answered).toBe(2);
    expect(summary.overall).toBeCloseTo((answers[0]!.scores.overall + answers[1]!.scores.overall) / 2, 1);
    expect(summary.improvements.length).toBeGreaterThan(0);
    expect(summary.summary).toMatch(/2 questions/);
    expect(summarizeInterview([answers[0]!]).verdict).toBe("strong");
    expect(summarizeInterview([], "ar").summary).toMatch(/لم تتم/);
  });
});

describe("bank questions", () => {
  it("keep at most 10 focus words each (the server's interview question schema)", () => {
    for (const seed of ["a", "b", "c"])
      for (const q of generateInterviewQuestions({ jobText, resume, language: "ar", count: 8, seed }))
        expect(q.focus.length, q.id).toBeLessThanOrEqual(10);
  });
});
