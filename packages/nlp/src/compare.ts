import { type Language, limits } from "@sira/schema";
import { extractJobRequirements } from "./job-requirements";
import { extractResumeFeaturesFromText, type ResumeFeatureOptions } from "./resume-features";
import { titleSimilarity } from "./titles";
import {
  type DegreeLevel,
  degreeRank,
  type JobRequirements,
  type ResumeFeatures,
  type SkillRef,
} from "./types";
import { conceptLabel } from "./vocabulary";
import { formatYears } from "./years";

/**
 * Resume-versus-job comparison: a score with the reasons behind it and fixes the user can make.
 * Works across languages because both sides are reduced to vocabulary ids.
 */

export interface CompareBreakdown {
  mustHave: { found: SkillRef[]; missing: SkillRef[] };
  niceToHave: { found: SkillRef[]; missing: SkillRef[] };
  title: { score: number; job: string | null; resume: string | null };
  years: { required: number | null; have: number; score: number | null };
  education: { required: DegreeLevel | null; have: DegreeLevel | null; score: number | null };
  language: { required: string[]; missing: string[]; score: number | null };
}

export interface CompareResult {
  /** 0..1. */
  score: number;
  /** score > limits.passThreshold. */
  pass: boolean;
  explanation: string;
  fixes: string[];
  breakdown: CompareBreakdown;
  requirements: JobRequirements;
}

const WEIGHTS = { must: 0.45, nice: 0.1, title: 0.15, years: 0.15, education: 0.08, language: 0.07 };

const round = (n: number) => Math.round(n * 100) / 100;

function skillRefs(ids: string[], language: Language): SkillRef[] {
  return ids.map((id) => ({ id, label: conceptLabel("skill", id, language) }));
}

function educationScore(required: DegreeLevel | null, have: DegreeLevel | null): number | null {
  if (!required) return null;
  if (!have) return 0.3;
  const gap = degreeRank[required] - degreeRank[have];
  return gap <= 0 ? 1 : gap === 1 ? 0.5 : 0.1;
}

/**
 * Compare a resume (features, or plain text) with a job description. The score weighs
 * must-have skills most (0.45), then title and years (0.15 each), nice-to-have skills (0.1),
 * education and spoken languages; parts the job does not state drop out and the rest are
 * rescaled. `pass` is score > limits.passThreshold (0.6). Explanation and fixes are written in
 * `language`. Fixes are concrete edits (add a missing skill you have, date your experience…);
 * they never suggest claiming what the resume does not show.
 */
export function compareResumeToJob(
  resume: ResumeFeatures | string,
  jobText: string,
  options: ResumeFeatureOptions & { language?: Language } = {},
): CompareResult {
  const language = options.language ?? "ar";
  const features = typeof resume === "string" ? extractResumeFeaturesFromText(resume, options) : resume;
  const job = extractJobRequirements(jobText);
  const have = new Set(features.skills);

  const split = (ids: string[]) => ({
    found: ids.filter((id) => have.has(id)),
    missing: ids.filter((id) => !have.has(id)),
  });
  const must = split(job.skills.must);
  const nice = split(job.skills.nice);

  const parts: [number, number | null][] = [];
  parts.push([WEIGHTS.must, job.skills.must.length ? must.found.length / job.skills.must.length : null]);
  parts.push([WEIGHTS.nice, job.skills.nice.length ? nice.found.length / job.skills.nice.length : null]);
  const title = job.titles.length
    ? titleSimilarity(features.titles, job.titles, {
        resumeText: features.positions,
        jobText: jobText.split("\n")[0] ?? "",
      })
    : null;
  parts.push([WEIGHTS.title, title]);
  const years =
    job.minYears === null || job.minYears === 0
      ? null
      : Math.min(1, features.yearsOfExperience / job.minYears);
  parts.push([WEIGHTS.years, years]);
  const education = educationScore(job.degree, features.degree);
  parts.push([WEIGHTS.education, education]);
  const missingLanguages = job.languages.filter((l) => !features.languages.includes(l));
  const languageScore = job.languages.length ? 1 - missingLanguages.length / job.languages.length : null;
  parts.push([WEIGHTS.language, languageScore]);

  const stated = parts.filter((p): p is [number, number] => p[1] !== null);
  const weight = stated.reduce((sum, [w]) => sum + w, 0);
  // A job with nothing recognizable cannot be scored honestly: report 0 and say so.
  const score = weight === 0 ? 0 : round(stated.reduce((sum, [w, v]) => sum + w * v, 0) / weight);

  const breakdown: CompareBreakdown = {
    mustHave: { found: skillRefs(must.found, language), missing: skillRefs(must.missing, language) },
    niceToHave: { found: skillRefs(nice.found, language), missing: skillRefs(nice.missing, language) },
    title: {
      score: round(title ?? 0),
      job: job.titles[0] ? conceptLabel("title", job.titles[0], language) : null,
      resume: features.titles[0]
        ? conceptLabel("title", features.titles[0], language)
        : (features.positions[0] ?? null),
    },
    years: {
      required: job.minYears,
      have: features.yearsOfExperience,
      score: years === null ? null : round(years),
    },
    education: { required: job.degree, have: features.degree, score: education },
    language: { required: job.languages, missing: missingLanguages, score: languageScore },
  };
  const pass = score > limits.passThreshold;
  return {
    score,
    pass,
    explanation: explain(score, pass, weight === 0, breakdown, language),
    fixes: suggestFixes(breakdown, language),
    breakdown,
    requirements: job,
  };
}

const list = (refs: SkillRef[], language: Language, max = 6) =>
  refs
    .slice(0, max)
    .map((r) => r.label)
    .join(language === "ar" ? "، " : ", ");

const degreeName = (d: DegreeLevel, language: Language) => conceptLabel("degree", d, language);
const languageName = (id: string, language: Language) => conceptLabel("language", id, language);

function explain(
  score: number,
  pass: boolean,
  empty: boolean,
  b: CompareBreakdown,
  language: Language,
): string {
  const ar = language === "ar";
  const percent = Math.round(score * 100);
  if (empty)
    return ar
      ? "لم نتعرف على متطلبات واضحة في وصف الوظيفة (مهارات أو مسمى أو خبرة)، لذلك لا يمكن تقييم التطابق. أضف وصفًا أكمل للوظيفة."
      : "We could not recognize clear requirements (skills, title or experience) in the job description, so the match cannot be scored. Paste a fuller description.";
  const sentences: string[] = [
    ar
      ? `نسبة التطابق ${percent}% — ${pass ? "سيرتك مناسبة لهذه الوظيفة على الأرجح." : "سيرتك تحتاج إلى تعديلات قبل التقديم."}`
      : `Match score ${percent}% — ${pass ? "your resume is likely a good fit for this job." : "your resume needs changes before you apply."}`,
  ];
  const mustTotal = b.mustHave.found.length + b.mustHave.missing.length;
  if (mustTotal > 0) {
    const found = b.mustHave.found.length;
    sentences.push(
      ar
        ? `تُظهر سيرتك ${found} من ${mustTotal} مهارات مطلوبة${found ? ` (${list(b.mustHave.found, language)})` : ""}${b.mustHave.missing.length ? `؛ غير الظاهرة: ${list(b.mustHave.missing, language)}` : ""}.`
        : `Your resume shows ${found} of ${mustTotal} required skills${found ? ` (${list(b.mustHave.found, language)})` : ""}${b.mustHave.missing.length ? `; not shown: ${list(b.mustHave.missing, language)}` : ""}.`,
    );
  }
  if (b.years.required !== null && b.years.required > 0) {
    const required = formatYears(b.years.required, language);
    const have = formatYears(b.years.have, language);
    sentences.push(
      ar
        ? `تطلب الوظيفة ${required} من الخبرة على الأقل، وتُظهر سيرتك نحو ${have}.`
        : `The job asks for at least ${required} of experience; your resume shows about ${have}.`,
    );
  }
  if (b.title.job) {
    const yours = b.title.resume ? ` (${b.title.resume})` : "";
    const match = b.title.score >= 0.95 ? "same" : b.title.score >= 0.5 ? "related" : "far";
    const text = {
      same: { ar: `مسماك الوظيفي يتوافق مع "${b.title.job}".`, en: `Your title matches "${b.title.job}".` },
      related: {
        ar: `مسماك الوظيفي${yours} قريب من "${b.title.job}" (المجال المهني نفسه).`,
        en: `Your title${yours} is related to "${b.title.job}" (same occupation family).`,
      },
      far: {
        ar: `مسماك الوظيفي${yours} بعيد عن "${b.title.job}".`,
        en: `Your title${yours} is not close to "${b.title.job}".`,
      },
    }[match];
    sentences.push(text[language]);
  }
  if (b.education.required && (b.education.score ?? 1) < 1)
    sentences.push(
      ar
        ? `تطلب الوظيفة ${degreeName(b.education.required, language)}${b.education.have ? `، وسيرتك تذكر ${degreeName(b.education.have, language)}` : "، ولم نجد مؤهلًا في سيرتك"}.`
        : `The job asks for a ${degreeName(b.education.required, language)}${b.education.have ? `; your resume lists a ${degreeName(b.education.have, language)}` : "; we found no degree in your resume"}.`,
    );
  if (b.language.missing.length)
    sentences.push(
      ar
        ? `اللغات المطلوبة غير الظاهرة في سيرتك: ${b.language.missing.map((l) => languageName(l, language)).join("، ")}.`
        : `Languages asked for but not shown: ${b.language.missing.map((l) => languageName(l, language)).join(", ")}.`,
    );
  return sentences.join(" ");
}

function suggestFixes(b: CompareBreakdown, language: Language): string[] {
  const ar = language === "ar";
  const fixes: string[] = [];
  for (const skill of b.mustHave.missing.slice(0, 3))
    fixes.push(
      ar
        ? `إن كانت لديك خبرة في ${skill.label} فأضفها إلى قسم المهارات واذكر في إحدى الخبرات أو المشاريع أين استخدمتها وما النتيجة.`
        : `If you have used ${skill.label}, add it to your skills and name the job or project where you used it and what it achieved.`,
    );
  if (b.mustHave.missing.length > 3)
    fixes.push(
      ar
        ? `مهارات مطلوبة أخرى لا تظهر في سيرتك: ${list(b.mustHave.missing.slice(3), language)}. أضف ما تتقنه منها بالاسم نفسه الوارد في الإعلان.`
        : `Other required skills not in your resume: ${list(b.mustHave.missing.slice(3), language)}. Add the ones you have, named as in the ad.`,
    );
  if (b.years.required && b.years.score !== null && b.years.score < 1)
    fixes.push(
      b.years.have === 0
        ? ar
          ? 'اكتب تاريخ البداية والنهاية لكل خبرة (مثل "يناير 2020 - مارس 2023") حتى تُحتسب سنوات خبرتك.'
          : 'Write start and end dates on every experience (e.g. "Jan 2020 - Mar 2023") so your years of experience are counted.'
        : ar
          ? `تطلب الوظيفة ${b.years.required} سنوات؛ أضف الخبرات ذات الصلة التي لم تذكرها (تدريب، عمل حر، مشاريع) مع تواريخها.`
          : `The job asks for ${b.years.required} years; add relevant experience you left out (internships, freelance, projects) with dates.`,
    );
  if (b.title.job && b.title.score < 0.95)
    fixes.push(
      ar
        ? `إن كان عملك قريبًا من "${b.title.job}" فاذكر هذا المسمى في العنوان المهني أو النبذة.`
        : `If your work is close to "${b.title.job}", use that title in your headline or summary.`,
    );
  if (b.education.required && (b.education.score ?? 1) < 1)
    fixes.push(
      b.education.have
        ? ar
          ? "اذكر أي مؤهلات أو شهادات مهنية إضافية تعوض فرق المؤهل الدراسي."
          : "List professional certificates or further study that make up for the degree gap."
        : ar
          ? `أضف مؤهلك الدراسي (${degreeName(b.education.required, language)} والتخصص) إلى قسم التعليم.`
          : `Add your degree (${degreeName(b.education.required, language)} and major) to the education section.`,
    );
  for (const l of b.language.missing)
    fixes.push(
      ar
        ? `أضف ${languageName(l, language)} إلى قسم اللغات مع مستواك إن كنت تجيدها.`
        : `Add ${languageName(l, language)} to your languages section with your level, if you speak it.`,
    );
  if (b.niceToHave.missing.length)
    fixes.push(
      ar
        ? `مهارات مفضلة لدى صاحب العمل: ${list(b.niceToHave.missing, language)}. أضف ما لديك منها.`
        : `Preferred by the employer: ${list(b.niceToHave.missing, language)}. Add the ones you have.`,
    );
  if (fixes.length === 0)
    fixes.push(
      ar
        ? "سيرتك تغطي المتطلبات الظاهرة؛ ضع أهم المهارات المطلوبة في أول النبذة وأضف أرقامًا لإنجازاتك."
        : "Your resume covers the stated requirements; put the top required skills early in your summary and add numbers to your achievements.",
    );
  return fixes;
}
