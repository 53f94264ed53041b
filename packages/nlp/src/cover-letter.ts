import { richTextToLines } from "@sira/html";
import type { CoverLetterData, Language, ResumeData } from "@sira/schema";
import { extractJobRequirements } from "./job-requirements";
import { extractResumeFeatures } from "./resume-features";
import { conceptLabel, findConcepts } from "./vocabulary";
import { formatYears } from "./years";

/**
 * The offline first draft of a cover letter: bilingual templates filled only with what the
 * resume shows. Every achievement quoted is a sentence of the resume, every skill named is one
 * the resume shows and the posting asks for (must-haves first), the years are the resume's own
 * dated experience. Nothing else is stated about the writer: no invented fact.
 */

/** The posting the letter answers: from the tracked application (or nothing, for a general letter). */
export interface LetterPosting {
  position: string;
  company: string;
  description: string;
}

/** A resume sentence that shows a skill, and where it comes from. */
export interface Evidence {
  skills: string[];
  sentence: string;
  position: string;
  company: string;
}

export interface CoverLetterDraftResult {
  data: CoverLetterData;
  /** Ids of the posting's skills the letter names (must-haves first), all shown by the resume. */
  cited: string[];
  /** The resume sentences quoted. */
  evidence: Evidence[];
}

const bullet = /^\s*[-–•·*]\s*/;

/** The resume's sentences with their source, experience first (most recent first), then projects, then the summary. */
function resumeSentences(data: ResumeData): Evidence[] {
  const out: Evidence[] = [];
  const add = (html: string, position: string, company: string) => {
    for (const raw of richTextToLines(html).split("\n")) {
      let sentence = raw.replace(bullet, "").trim();
      while (sentence.endsWith(".") || sentence.endsWith("。")) sentence = sentence.slice(0, -1);
      if (sentence.length >= 12)
        out.push({ skills: [], sentence, position: position.trim(), company: company.trim() });
    }
  };
  const { sections } = data;
  if (sections.experience.visible)
    for (const item of sections.experience.items)
      if (item.visible) add(item.summary, item.position, item.company);
  if (sections.projects.visible)
    for (const item of sections.projects.items) if (item.visible) add(item.summary, "", item.name);
  if (sections.summary.visible) add(sections.summary.content, "", "");
  return out;
}

/** The words of the resume that name a skill (the first place it is written), by skill id. */
function surfaceForms(data: ResumeData): Map<string, string> {
  const forms = new Map<string, string>();
  const texts: string[] = [];
  for (const item of data.sections.skills.items) if (item.visible) texts.push(item.name, ...item.keywords);
  texts.push(richTextToLines(data.sections.summary.content));
  for (const item of data.sections.experience.items) texts.push(richTextToLines(item.summary));
  for (const text of texts)
    for (const match of findConcepts(text, "skill"))
      if (!forms.has(match.concept.id)) forms.set(match.concept.id, text.slice(match.start, match.end));
  return forms;
}

/** "a، b و c" / "a, b and c". */
function joinList(items: string[], language: Language): string {
  if (items.length <= 1) return items.join("");
  const head = items.slice(0, -1);
  const last = items[items.length - 1];
  return language === "ar" ? items.join(" و") : `${head.join(", ")} and ${last}`;
}

/**
 * At most three sentences that show the wanted skills: each time the one showing the most
 * wanted skills not yet shown (must-haves count double), experience before the summary.
 */
function pickEvidence(sentences: Evidence[], must: string[], wanted: string[]): Evidence[] {
  const picked: Evidence[] = [];
  const shown = new Set<string>();
  const gain = (s: Evidence) =>
    s.skills.reduce(
      (sum, id) => sum + (shown.has(id) || !wanted.includes(id) ? 0 : must.includes(id) ? 2 : 1),
      0,
    ) + (s.position || s.company ? 0.5 : 0);
  while (picked.length < 3) {
    let best: Evidence | undefined;
    let bestGain = 0.5;
    for (const s of sentences) {
      if (picked.includes(s)) continue;
      const g = gain(s);
      if (g > bestGain) [best, bestGain] = [s, g];
    }
    if (!best) break;
    picked.push(best);
    for (const skill of best.skills) shown.add(skill);
  }
  return picked;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** One quoted achievement, introduced by its role (or project) in the letter's language. */
function evidenceParagraph(e: Evidence, language: Language, first: boolean): string {
  // No full stop after a sentence ending in Latin letters, digits or a sign: text extractors
  // move a stop that follows a left-to-right run to the wrong side in Arabic.
  const sentence = language === "en" || /[\u0621-\u064A]$/.test(e.sentence) ? `${e.sentence}.` : e.sentence;
  if (language === "ar") {
    const lead = first ? "ومن ذلك" : "وكذلك";
    if (e.position && e.company)
      return `${lead} ما أنجزته خلال عملي في ${e.company} بمسمى «${e.position}»: ${sentence}`;
    if (e.company) return `${lead} ما أنجزته في مشروع «${e.company}»: ${sentence}`;
    return `${first ? "ومما يلخص خبرتي" : "وكما أوضحت في نبذتي المهنية"}: ${sentence}`;
  }
  if (e.position && e.company)
    return `${first ? "For example, in" : "In"} my role as ${e.position} at ${e.company}: ${sentence}`;
  if (e.company) return `${first ? "For example, on" : "On"} the ${e.company} project: ${sentence}`;
  return `${first ? "In short" : "As my profile puts it"}: ${sentence}`;
}

/**
 * The first draft of a letter in the resume's language, for a posting (or, without one, a
 * general letter to the hiring team): recipient, subject, greeting, an opening with the
 * position and the resume's years of experience, a paragraph naming the posting's skills the
 * resume shows (must-haves first), up to three of the resume's own sentences that show them,
 * a closing paragraph, the formal close and the name.
 */
export function draftCoverLetter(
  resume: ResumeData,
  posting: LetterPosting,
  options: { now?: Date } = {},
): CoverLetterDraftResult {
  const language = resume.metadata.language;
  const ar = language === "ar";
  // Grammatical agreement only (the personal block, when the resume has one).
  const female = (resume as { personal?: { gender?: string } }).personal?.gender === "female";
  const features = extractResumeFeatures(resume, { now: options.now });
  const have = new Set(features.skills);
  const job = extractJobRequirements(`${posting.position}\n${posting.description}`);
  const must = job.skills.must.filter((id) => have.has(id));
  const nice = job.skills.nice.filter((id) => have.has(id) && !must.includes(id));
  const wanted = [...must, ...nice];

  const sentences = resumeSentences(resume);
  for (const s of sentences)
    s.skills = [...new Set(findConcepts(s.sentence, "skill").map((m) => m.concept.id))];
  const evidence = pickEvidence(sentences, must, wanted);
  // Name the wanted skills the quoted sentences show, then others the resume lists, up to five.
  const quoted = new Set(evidence.flatMap((e) => e.skills));
  const cited = [...wanted.filter((id) => quoted.has(id)), ...wanted.filter((id) => !quoted.has(id))].slice(
    0,
    4,
  );
  const forms = surfaceForms(resume);
  const names = cited.map((id) => forms.get(id) ?? conceptLabel("skill", id, language));

  const position = clean(posting.position);
  const company = clean(posting.company);
  const name = clean(resume.basics.name);
  const years = features.yearsOfExperience >= 1 ? formatYears(features.yearsOfExperience, language) : "";
  const currentRole = clean(
    resume.sections.experience.items.find((i) => i.visible && i.position.trim())?.position ?? "",
  );

  if (ar) {
    const opening = [
      position
        ? `يسعدني أن أتقدم إليكم بطلب شغل وظيفة «${position}»${company ? ` لدى ${company}` : " المعلن عنها لديكم"}`
        : `يسعدني أن أتقدم إليكم بطلب الانضمام إلى فريق العمل${company ? ` لدى ${company}` : " لديكم"}`,
      years
        ? `، ${female ? "مستندةً" : "مستندًا"} إلى خبرة عملية تمتد ${years}${currentRole ? `، كان آخرها بمسمى «${currentRole}»` : ""}.`
        : ".",
    ].join("");
    const body: string[] = [];
    if (names.length)
      body.push(
        `وقد اطلعت على متطلبات الوظيفة، ووجدت أنها تتوافق مع خبرتي العملية، ولا سيما في مجالات ${joinList(names, "ar")} كما تبيّنها سيرتي الذاتية المرفقة.`,
      );
    evidence.forEach((e, i) => {
      body.push(evidenceParagraph(e, "ar", i === 0));
    });
    body.push(
      `وإنني على ثقة بأن خبرتي ستمكنني من الإسهام بفاعلية في تحقيق أهداف ${company || "مؤسستكم الموقرة"}، ويسعدني إتاحة الفرصة لي لمقابلتكم ومناقشة ما يمكنني تقديمه. وقد أرفقت سيرتي الذاتية لمزيد من التفاصيل.`,
    );
    return {
      data: {
        recipient: `السادة/ ${company || "إدارة الموارد البشرية"} المحترمين`,
        subject: position ? `الموضوع: طلب التقدم لوظيفة ${position}` : "الموضوع: طلب وظيفة",
        greeting: "السلام عليكم ورحمة الله وبركاته،",
        opening,
        body,
        closing: "وتفضلوا بقبول فائق الاحترام والتقدير،",
        signature: name,
      },
      cited,
      evidence,
    };
  }

  const opening = [
    position
      ? `I am writing to apply for the ${position} position${company ? ` at ${company}` : ""}`
      : `I am writing to express my interest in joining ${company || "your team"}`,
    years
      ? `. I bring ${years} of hands-on experience${currentRole ? `, most recently as ${currentRole}` : ""}.`
      : ".",
  ].join("");
  const body: string[] = [];
  if (names.length)
    body.push(
      `Having read the requirements of the role, I am confident my experience matches them, particularly in ${joinList(names, "en")}.`,
    );
  evidence.forEach((e, i) => {
    body.push(evidenceParagraph(e, "en", i === 0));
  });
  body.push(
    `I would welcome the opportunity to discuss how I can contribute to ${company || "your organisation"}. My resume is attached for further details.`,
  );
  return {
    data: {
      recipient: company ? `Hiring Manager, ${company}` : "Hiring Manager",
      subject: position ? `Application for the ${position} position` : "Job application",
      greeting: "Dear Hiring Manager,",
      opening,
      body,
      closing: "Yours sincerely,",
      signature: name,
    },
    cited,
    evidence,
  };
}

/** The letter as plain text, in page order (the draft checks and the text download read it). */
export function coverLetterPlainText(data: CoverLetterData): string {
  return [
    data.recipient,
    data.subject,
    data.greeting,
    data.opening,
    ...data.body,
    data.closing,
    data.signature,
  ]
    .map((s) => s.trim())
    .filter(Boolean)
    .join("\n\n");
}
