import type { CoverLetterData, Language, ResumeData } from "@sira/schema";
import { sampleResumeData } from "@sira/schema";
import { coverLetterAsResume } from "@sira/templates";

/**
 * A cover letter as the offline draft writes one for the Gulf, with what screening systems used
 * to read back wrong: every lam-alef form, Latin terms and numbers inside Arabic sentences,
 * percentages, guillemets, the formal greeting and close (for the ATS tests and the harness).
 */
export const atsTestLetters: Record<Language, CoverLetterData> = {
  ar: {
    recipient: "السادة/ شركة المدار الرقمية المحترمين",
    subject: "الموضوع: طلب التقدم لوظيفة مهندس برمجيات أول",
    greeting: "السلام عليكم ورحمة الله وبركاته،",
    opening:
      "يسعدني أن أتقدم إليكم بطلب شغل وظيفة «مهندس برمجيات أول» لدى شركة المدار الرقمية، مستندًا إلى خبرة عملية تمتد 11 سنة، كان آخرها بمسمى «قائد فريق».",
    body: [
      "وقد اطلعت على متطلبات الوظيفة، ووجدت أنها تتوافق مع خبرتي العملية، ولا سيما في مجالات React وTypeScript وAWS.",
      "وكذلك ما أنجزته خلال عملي في سحابة الخليج للاتصالات: نقل النظام إلى خدمات مصغّرة على AWS، مما خفض زمن الاستجابة بنسبة 45٪.",
      "وإنني على ثقة بأن خبرتي ستمكنني من الإسهام بفاعلية في تحقيق أهداف الإدارة، ويسعدني إتاحة الفرصة لي لمقابلتكم.",
    ],
    closing: "وتفضلوا بقبول فائق الاحترام والتقدير،",
    signature: "عبدالله بن عبدالرحمن الشهري",
  },
  en: {
    recipient: "Hiring Manager, Al-Madar Digital",
    subject: "Application for the Senior Software Engineer position",
    greeting: "Dear Hiring Manager,",
    opening:
      "I am writing to apply for the Senior Software Engineer position at Al-Madar Digital. I bring 11 years of hands-on experience, most recently as Team Lead.",
    body: [
      "Having read the requirements of the role, I am confident my experience matches them, particularly in React, TypeScript and AWS.",
      "At Gulf Cloud Communications I moved the platform to microservices on AWS, which cut response time by 45%.",
      "I would welcome the opportunity to discuss how I can contribute to Al-Madar Digital.",
    ],
    closing: "Yours sincerely,",
    signature: "Abdullah Al-Shehri",
  },
};

/** A letter's paragraphs in reading order, as a screening system should read them back. */
export function letterParagraphs(letter: CoverLetterData, { signature = true } = {}): string[] {
  return [
    letter.recipient,
    letter.subject,
    letter.greeting,
    letter.opening,
    ...letter.body,
    letter.closing,
    ...(signature ? [letter.signature] : []),
  ];
}

/** The letter as it prints: with the sample resume's header and design in `template`. */
export function atsTestCoverLetter(language: Language, template = "professional"): ResumeData {
  const resume = sampleResumeData(language);
  resume.metadata.template = template;
  resume.basics.name = atsTestLetters[language].signature;
  return coverLetterAsResume(atsTestLetters[language], resume);
}
