import { htmlToText } from "@sira/html";
import { defaultResumeData, type ResumeData, sampleResumeData } from "@sira/schema";
import { describe, expect, it } from "vitest";
import { coverLetterPlainText, draftCoverLetter } from "./cover-letter";
import { extractJobRequirements } from "./job-requirements";
import { extractResumeFeatures } from "./resume-features";
import { findConceptIds } from "./vocabulary";

const now = new Date("2026-11-01");

/** Postings, half Arabic, each with must-haves the sample resume shows and some it does not. */
const postings = [
  {
    language: "ar" as const,
    position: "مهندس برمجيات أول",
    company: "شركة علم",
    description:
      "المتطلبات:\n- خبرة لا تقل عن 5 سنوات في React و TypeScript\n- خبرة في AWS و Node.js\n- معرفة بلغة Go",
  },
  {
    language: "ar" as const,
    position: "مطور واجهات خلفية",
    company: "بنك الرياض",
    description:
      "متطلبات الوظيفة:\n- إتقان Node.js و PostgreSQL\n- خبرة في Docker و Kubernetes\n- يفضل معرفة Java",
  },
  {
    language: "en" as const,
    position: "Senior Frontend Engineer",
    company: "Careem",
    description:
      "Requirements:\n- 5+ years with React and TypeScript\n- Experience with AWS\n- Must know Swift",
  },
  {
    language: "en" as const,
    position: "Platform Engineer",
    company: "Noon",
    description: "Must have:\n- Kubernetes and Terraform\n- PostgreSQL and Redis\nNice to have: Rust",
  },
];

/** Every skill a text names that the resume does not show: what a draft must never claim. */
function unshownSkills(text: string, resume: ResumeData): string[] {
  const have = new Set(extractResumeFeatures(resume, { now }).skills);
  return findConceptIds(text, "skill").filter((id) => !have.has(id));
}

describe("the offline cover-letter draft", () => {
  it.each(postings)(
    "cites ≥ 2 must-haves the resume shows, in its language, and nothing it does not ($company)",
    (posting) => {
      const resume = sampleResumeData(posting.language);
      const draft = draftCoverLetter(resume, posting, { now });
      const text = coverLetterPlainText(draft.data);
      const must = extractJobRequirements(`${posting.position}\n${posting.description}`).skills.must;
      const shownMust = must.filter((id) => extractResumeFeatures(resume, { now }).skills.includes(id));
      const mentioned = findConceptIds(text, "skill").filter((id) => shownMust.includes(id));
      expect(mentioned.length).toBeGreaterThanOrEqual(2);
      // The posting's skills the resume lacks (Go, Java, Swift, Rust) are never claimed.
      expect(unshownSkills(text, resume)).toEqual([]);
      // Every quoted achievement is a sentence of the resume, word for word.
      const resumeText = htmlToText(
        [resume.sections.summary.content, ...resume.sections.experience.items.map((i) => i.summary)].join(
          " ",
        ),
      ).replace(/\s+/g, " ");
      expect(draft.evidence.length).toBeGreaterThan(0);
      for (const e of draft.evidence) expect(resumeText).toContain(e.sentence);
      // Written in the letter's language: an Arabic draft is Arabic but for product names.
      const letters = text.replace(/[^\p{L}]/gu, "");
      const arabic = letters.replace(/[^\p{Script=Arabic}]/gu, "").length / letters.length;
      if (posting.language === "ar") expect(arabic).toBeGreaterThan(0.8);
      else expect(arabic).toBe(0);
    },
  );

  it("writes the formal Gulf Arabic frame: recipient, greeting and close", () => {
    const draft = draftCoverLetter(sampleResumeData("ar"), postings[0]!, { now }).data;
    expect(draft.recipient).toBe("السادة/ شركة علم المحترمين");
    expect(draft.subject).toBe("الموضوع: طلب التقدم لوظيفة مهندس برمجيات أول");
    expect(draft.greeting).toBe("السلام عليكم ورحمة الله وبركاته،");
    expect(draft.closing).toBe("وتفضلوا بقبول فائق الاحترام والتقدير،");
    expect(draft.signature).toBe("عبدالله بن فهد القحطاني");
    // The years are the resume's own dated experience.
    expect(draft.opening).toContain("11 سنة");
  });

  it("agrees with a woman writer when the resume says so", () => {
    const resume = { ...sampleResumeData("ar"), personal: { gender: "female" } } as ResumeData;
    expect(draftCoverLetter(resume, postings[0]!, { now }).data.opening).toContain("مستندةً");
    expect(draftCoverLetter(sampleResumeData("ar"), postings[0]!, { now }).data.opening).toContain("مستندًا");
  });

  it("claims no skill and no years for an empty resume, and writes a general letter without a posting", () => {
    const empty = defaultResumeData("en");
    empty.basics.name = "Sara Ali";
    const draft = draftCoverLetter(empty, postings[2]!, { now });
    expect(draft.cited).toEqual([]);
    expect(draft.evidence).toEqual([]);
    expect(draft.data.opening).toBe(
      "I am writing to apply for the Senior Frontend Engineer position at Careem.",
    );
    expect(unshownSkills(coverLetterPlainText(draft.data), empty)).toEqual([]);
    const general = draftCoverLetter(
      sampleResumeData("ar"),
      { position: "", company: "", description: "" },
      { now },
    );
    expect(general.data.recipient).toBe("السادة/ إدارة الموارد البشرية المحترمين");
    expect(general.cited).toEqual([]);
  });

  it("never ends a quoted Arabic sentence that ends in Latin or digits with a stop (extractors move it)", () => {
    const draft = draftCoverLetter(sampleResumeData("ar"), postings[1]!, { now }).data;
    for (const paragraph of draft.body) expect(paragraph).not.toMatch(/[A-Za-z0-9٪%]\.$/);
  });
});
