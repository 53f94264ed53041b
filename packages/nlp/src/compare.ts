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

/** A part of the score: its share of 100 points (max) and the points the resume earns. */
export interface ComparePart {
  /** "level": a deduction, when the resume shows far fewer years than the posting asks. */
  key: "must" | "nice" | "title" | "years" | "education" | "language" | "level";
  /** 0..1 within the part. */
  score: number;
  /** Whole points earned; the points of all parts add up to the score in percent. */
  points: number;
  /** Whole points the part is worth; all parts add up to 100. */
  max: number;
}

export interface CompareBreakdown {
  mustHave: { found: SkillRef[]; missing: SkillRef[] };
  niceToHave: { found: SkillRef[]; missing: SkillRef[] };
  title: { score: number; job: string | null; resume: string | null };
  /** `fromLevel`: the posting states no years; `required` is what its level (senior) implies. */
  years: { required: number | null; have: number; score: number | null; fromLevel?: boolean };
  education: { required: DegreeLevel | null; have: DegreeLevel | null; score: number | null };
  language: { required: string[]; missing: string[]; score: number | null };
  /** The parts the score is made of, in weight order; parts the job does not state are left out. */
  parts: ComparePart[];
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

const WEIGHTS: Record<Exclude<ComparePart["key"], "level">, number> = {
  must: 0.45,
  nice: 0.1,
  title: 0.15,
  years: 0.15,
  education: 0.08,
  language: 0.07,
};

/** Years a senior posting implies when it states none ("Senior backend engineer"). */
const SENIOR_YEARS = 5;

/** At or below this share of the years asked, the score is capped at LEVEL_GAP_CAP (a fail). */
const LEVEL_GAP_SHARE = 0.5;
const LEVEL_GAP_CAP = 0.55;

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

/** Whole numbers for `values` that add up to `total`, each within its cap (largest remainder). */
function apportion(values: number[], total: number, caps: number[]): number[] {
  const whole = values.map((v, i) => Math.min(Math.floor(v + 1e-9), caps[i]!));
  let left = total - whole.reduce((a, b) => a + b, 0);
  const order = values.map((v, i) => ({ i, r: v - Math.floor(v + 1e-9) })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    if (whole[i]! < caps[i]!) {
      whole[i]! += 1;
      left--;
    }
  }
  return whole;
}

/** The stated parts as points of 100: the one model the score, breakdown and fixes share. */
type WeightedKey = keyof typeof WEIGHTS;

function scoreParts(stated: [WeightedKey, number][]): { score: number; parts: ComparePart[] } {
  const weight = stated.reduce((sum, [key]) => sum + WEIGHTS[key], 0);
  if (weight === 0) return { score: 0, parts: [] };
  const exactMax = stated.map(([key]) => (WEIGHTS[key] / weight) * 100);
  const exactPoints = stated.map(([key, v]) => (WEIGHTS[key] / weight) * 100 * v);
  const score = round(exactPoints.reduce((a, b) => a + b, 0) / 100);
  const max = apportion(
    exactMax,
    100,
    exactMax.map(() => 100),
  );
  const points = apportion(exactPoints, Math.round(score * 100), max);
  return {
    score,
    parts: stated.map(([key, v], i) => ({ key, score: round(v), points: points[i]!, max: max[i]! })),
  };
}

/**
 * Compare a resume (features, or plain text) with a job description. The score weighs
 * must-have skills most (0.45), then title and years (0.15 each), nice-to-have skills (0.1),
 * education and spoken languages; parts the job does not state drop out and the rest are
 * rescaled into points of 100 (breakdown.parts), so the explanation can show how the score adds
 * up. A senior posting that states no years asks for SENIOR_YEARS. `pass` is
 * score > limits.passThreshold (0.6). Explanation and fixes are written in `language` from the
 * same breakdown, so they never contradict it. Fixes are concrete edits, one per kind of gap
 * (which skill, where the resume already shows it, what to add); they never suggest claiming
 * what the resume does not show.
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
  // "Power BI or Tableau": once one of a group is shown, the others are not asked for.
  const groups = job.skills.anyOf ?? [];
  const asked = (id: string) =>
    have.has(id) || !groups.some((g) => g.includes(id) && g.some((other) => other !== id && have.has(other)));
  const must = split(job.skills.must.filter(asked));
  const nice = split(job.skills.nice.filter(asked));

  const title = job.titles.length
    ? titleSimilarity(features.titles, job.titles, {
        resumeText: features.positions,
        jobText: jobText.split("\n")[0] ?? "",
      })
    : null;
  const fromLevel = (job.minYears === null || job.minYears === 0) && job.seniority === "above";
  const requiredYears = fromLevel ? SENIOR_YEARS : job.minYears;
  const years =
    requiredYears === null || requiredYears === 0
      ? null
      : Math.min(1, features.yearsOfExperience / requiredYears);
  const education = educationScore(job.degree, features.degree);
  const missingLanguages = job.languages.filter((l) => !features.languages.includes(l));
  const languageScore = job.languages.length ? 1 - missingLanguages.length / job.languages.length : null;

  const candidates: [WeightedKey, number | null][] = [
    [
      "must",
      must.found.length + must.missing.length
        ? must.found.length / (must.found.length + must.missing.length)
        : null,
    ],
    ["title", title],
    ["years", years],
    [
      "nice",
      nice.found.length + nice.missing.length
        ? nice.found.length / (nice.found.length + nice.missing.length)
        : null,
    ],
    ["education", education],
    ["language", languageScore],
  ];
  const stated = candidates.filter((p): p is [WeightedKey, number] => p[1] !== null);
  // A job with nothing recognizable cannot be scored honestly: report 0 and say so.
  let { score, parts } = scoreParts(stated);
  // Far below the years asked (a junior for a senior role) cannot pass, however well the skills
  // match: the difference shows as a deduction part, so the parts still add up to the score.
  // No years at all (undated resume) is not judged here: the fixes ask for dates instead.
  const haveYears = features.yearsOfExperience;
  if (
    requiredYears &&
    haveYears > 0 &&
    haveYears <= requiredYears * LEVEL_GAP_SHARE &&
    score > LEVEL_GAP_CAP
  ) {
    parts = [
      ...parts,
      { key: "level", score: 0, points: Math.round(LEVEL_GAP_CAP * 100) - Math.round(score * 100), max: 0 },
    ];
    score = LEVEL_GAP_CAP;
  }

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
      required: requiredYears,
      have: features.yearsOfExperience,
      score: years === null ? null : round(years),
      ...(fromLevel ? { fromLevel: true } : {}),
    },
    education: { required: job.degree, have: features.degree, score: education },
    language: { required: job.languages, missing: missingLanguages, score: languageScore },
    parts,
  };
  const pass = score > limits.passThreshold;
  return {
    score,
    pass,
    explanation: explain(score, pass, parts.length === 0, breakdown, language),
    fixes: suggestFixes(breakdown, features, language),
    breakdown,
    requirements: job,
  };
}

const list = (refs: SkillRef[], language: Language, max = 6) =>
  refs
    .slice(0, max)
    .map((r) => r.label)
    .join(language === "ar" ? "، " : ", ");

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
/** Nouns after a number, by the language's plural rules (Arabic: 1, 2, 3–10, 11–99, 100…). */
const SKILL_AR: PluralForms = {
  one: "مهارة مطلوبة واحدة",
  two: "مهارتين مطلوبتين",
  few: "مهارات مطلوبة",
  other: "مهارة مطلوبة",
};
const SKILL_EN: PluralForms = { one: "required skill", other: "required skills" };
const POINT_AR: PluralForms = { one: "نقطة واحدة", two: "نقطتان", few: "نقاط", other: "نقطة" };
const POINT_EN: PluralForms = { one: "point", other: "points" };
const pluralRules = { ar: new Intl.PluralRules("ar"), en: new Intl.PluralRules("en") };

/** "3 مهارات مطلوبة", "مهارتين مطلوبتين", "1 required skill": a count with its agreeing noun. */
function counted(n: number, forms: PluralForms, language: Language): string {
  const category = pluralRules[language].select(n);
  const noun = forms[category] ?? forms.other;
  // Arabic one and two are said by the noun alone (مهارة واحدة، مهارتين).
  return language === "ar" && (category === "one" || category === "two") ? noun : `${n} ${noun}`;
}

const degreeName = (d: DegreeLevel, language: Language) => conceptLabel("degree", d, language);
const languageName = (id: string, language: Language) => conceptLabel("language", id, language);

const PART_NAMES: Record<ComparePart["key"], { ar: string; en: string }> = {
  must: { ar: "المهارات المطلوبة", en: "required skills" },
  nice: { ar: "المهارات المفضلة", en: "preferred skills" },
  title: { ar: "المسمى الوظيفي", en: "job title" },
  years: { ar: "سنوات الخبرة", en: "years of experience" },
  education: { ar: "المؤهل", en: "education" },
  language: { ar: "اللغات", en: "languages" },
  level: { ar: "خصم لخبرة أقل بكثير من المطلوب", en: "deduction for far fewer years than asked" },
};

/** Name of a score part in a language (for the result card and the explanation). */
export function comparePartName(key: ComparePart["key"], language: Language): string {
  return PART_NAMES[key][language];
}

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
  const sums = b.parts.map((p) =>
    p.key === "level"
      ? `${PART_NAMES.level[language]} ${p.points}`
      : `${PART_NAMES[p.key][language]} ${p.points}/${p.max}`,
  );
  sentences.push(ar ? `تتكون النسبة من: ${sums.join("، ")}.` : `How it adds up: ${sums.join(", ")}.`);
  const gaps = b.parts
    .filter((p) => p.key !== "level" && p.max - p.points > 0)
    .sort((x, y) => y.max - y.points - (x.max - x.points));
  const biggest = gaps[0];
  if (biggest && biggest.max - biggest.points >= 5)
    sentences.push(
      ar
        ? `أكبر فجوة في ${PART_NAMES[biggest.key].ar} (${counted(biggest.max - biggest.points, POINT_AR, "ar")}).`
        : `The biggest gap is in ${PART_NAMES[biggest.key].en} (${counted(biggest.max - biggest.points, POINT_EN, "en")}).`,
    );
  const mustTotal = b.mustHave.found.length + b.mustHave.missing.length;
  if (mustTotal > 0) {
    const found = b.mustHave.found.length;
    sentences.push(
      ar
        ? `تُظهر سيرتك ${found} من ${counted(mustTotal, SKILL_AR, "ar")}${found ? ` (${list(b.mustHave.found, language)})` : ""}${b.mustHave.missing.length ? `؛ غير الظاهرة: ${list(b.mustHave.missing, language)}` : ""}.`
        : `Your resume shows ${found} of ${counted(mustTotal, SKILL_EN, "en")}${found ? ` (${list(b.mustHave.found, language)})` : ""}${b.mustHave.missing.length ? `; not shown: ${list(b.mustHave.missing, language)}` : ""}.`,
    );
  }
  if (b.niceToHave.found.length)
    sentences.push(
      ar
        ? `ومن المهارات المفضلة تُظهر: ${list(b.niceToHave.found, language)}.`
        : `Of the preferred skills it shows ${list(b.niceToHave.found, language)}.`,
    );
  if (b.years.required !== null && b.years.required > 0) {
    const required = formatYears(b.years.required, language);
    const have = formatYears(b.years.have, language);
    sentences.push(
      b.years.fromLevel
        ? ar
          ? `الوظيفة بمستوى أول (Senior)، ويُتوقع لها عادة ${required} من الخبرة أو أكثر، وتُظهر سيرتك نحو ${have}.`
          : `The job is senior-level, which usually means ${required} of experience or more; your resume shows about ${have}.`
        : ar
          ? `تطلب الوظيفة ${required} من الخبرة على الأقل، وتُظهر سيرتك نحو ${have}.`
          : `The job asks for at least ${required} of experience; your resume shows about ${have}.`,
    );
  }
  if (b.title.job) {
    const yours = b.title.resume ? ` (${b.title.resume})` : "";
    const match = b.title.score >= 0.85 ? "same" : b.title.score >= 0.5 ? "related" : "far";
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
    sentences.push(ar ? text.ar : text.en);
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

/**
 * Skills close enough that a resume showing one makes the other a likely, unstated skill: tools
 * that do the same job (Power BI and Tableau, PostgreSQL and MySQL, AWS and Azure). Hand-written:
 * a vocabulary category ("programming", "data") is too broad to call two skills close.
 */
const CLOSE_GROUPS: readonly (readonly string[])[] = [
  ["power-bi", "tableau", "looker", "ssrs", "data-visualization"],
  ["mysql", "postgresql", "oracle-db", "sql-server", "sql"],
  ["mongodb", "nosql", "firebase", "elasticsearch", "redis"],
  ["aws", "azure", "gcp", "cloud"],
  ["react", "angular", "vue", "svelte", "nextjs"],
  ["express", "nestjs", "nodejs", "django", "flask", "fastapi", "spring", "dotnet", "laravel", "rails"],
  ["javascript", "typescript"],
  ["java", "kotlin", "scala"],
  ["csharp", "dotnet"],
  ["docker", "kubernetes"],
  ["jenkins", "ci-cd"],
  ["tensorflow", "pytorch", "scikit-learn", "deep-learning", "machine-learning"],
  ["spark", "big-data", "etl", "airflow", "data-warehousing", "snowflake"],
  ["sap", "oracle-erp", "dynamics", "odoo", "erp"],
  ["salesforce", "hubspot", "crm"],
  ["quickbooks", "accounting-software"],
  ["photoshop", "illustrator", "indesign", "canva", "adobe-creative-suite", "graphic-design"],
  ["figma", "ui-ux"],
  ["autocad", "revit", "bim", "sketchup", "solidworks"],
  ["primavera", "ms-project", "project-management"],
  ["jira", "trello"],
  ["seo", "google-ads", "digital-marketing", "social-media", "google-analytics"],
  ["warehouse-management", "inventory-management", "logistics"],
  ["supply-chain", "procurement"],
  ["accounts-payable", "bookkeeping", "accounting"],
  ["financial-analysis", "budgeting", "financial-reporting"],
];

/** A resume skill close to a missing one, to point at where the resume shows it. */
function closeSkill(missing: string, features: ResumeFeatures): string | undefined {
  const groups = CLOSE_GROUPS.filter((g) => g.includes(missing));
  return features.skills.find((id) => id !== missing && groups.some((g) => g.includes(id)));
}

/** A position line without its company and dates ("Backend Engineer, Tamkeen, Jan 2018 - …"). */
function shortPosition(position: string): string {
  return position.split(/[,،|—–@]| - /)[0]!.trim();
}

function quote(text: string, language: Language): string {
  return language === "ar" ? `«${text}»` : `"${text}"`;
}

/**
 * Fixes from the breakdown: one per kind of gap, each naming the skills, where the resume
 * already shows something close, and what to add. Never two fixes of the same kind.
 */
function suggestFixes(b: CompareBreakdown, features: ResumeFeatures, language: Language): string[] {
  const ar = language === "ar";
  const fixes: string[] = [];
  const sep = ar ? "، " : ", ";
  const latest = features.positions[0] ? shortPosition(features.positions[0]) : undefined;
  const evidence = features.skillEvidence ?? {};

  // Required skills shown in sentences but missing from the skills list.
  const listed = new Set(features.listedSkills ?? []);
  const unlisted = b.mustHave.found.filter(
    (s) => !listed.has(s.id) && evidence[s.id] && evidence[s.id]!.section !== "skills",
  );
  if (unlisted.length) {
    const first = unlisted[0]!;
    const shown = `${first.label} ${ar ? "في" : "in"} ${quote(evidence[first.id]!.text, language)}`;
    const names = list(unlisted, language);
    fixes.push(
      listed.size
        ? ar
          ? `أضف ${names} إلى قسم المهارات: سيرتك تُظهرها في الخبرات (${shown}) لكن أنظمة الفرز تقرأ قائمة المهارات أولًا.`
          : `Add ${names} to your skills section: your resume already shows them in sentences (${shown}), but screening systems read the skills list first.`
        : ar
          ? `أنشئ قسم مهارات يذكر ${names}: سيرتك تُظهرها في الخبرات (${shown}) لكن بلا قائمة مهارات.`
          : `Add a skills section naming ${names}: your resume already shows them in sentences (${shown}), but has no skills list.`,
    );
  }

  // Missing required skills next to a close skill the resume shows.
  const close: string[] = [];
  const far: SkillRef[] = [];
  let closeWhere: string | undefined;
  for (const skill of b.mustHave.missing) {
    const near = closeSkill(skill.id, features);
    if (near && close.length < 3) {
      const nearLabel = conceptLabel("skill", near, language);
      close.push(
        ar ? `${skill.label} (تُظهر سيرتك ${nearLabel})` : `${skill.label} (your resume shows ${nearLabel})`,
      );
      closeWhere ??= evidence[near]?.text;
    } else far.push(skill);
  }
  if (close.length)
    fixes.push(
      ar
        ? `مطلوب ولم يظهر: ${close.join(sep)}. إن كنت استخدمت المهارة المطلوبة فاذكرها بجانب القريبة منها${closeWhere ? ` في ${quote(closeWhere, language)}` : ""}.`
        : `Required but not shown: ${close.join(sep)}. If you have used the required one, name it next to the close one${closeWhere ? ` in ${quote(closeWhere, language)}` : ""}.`,
    );
  if (far.length)
    fixes.push(
      ar
        ? `لا تظهر في سيرتك: ${list(far, language)}. لكل مهارة منها استخدمتها أضف نقطة${latest ? ` تحت ${quote(latest, language)}` : " في خبراتك أو مشاريعك"} تذكر ما أنجزته بها ونتيجته؛ وما لم تستخدمه بعد فهو ما تتعلمه قبل التقديم.`
        : `Not in your resume: ${list(far, language)}. For each one you have used, add a bullet${latest ? ` under ${quote(latest, language)}` : " to your experience or projects"} saying what you did with it and the result; the ones you have not used yet are what to learn before applying.`,
    );

  if (b.years.required && b.years.score !== null && b.years.score < 1)
    fixes.push(
      b.years.have === 0
        ? ar
          ? 'اكتب تاريخ البداية والنهاية لكل خبرة (مثل "يناير 2020 - مارس 2023") حتى تُحتسب سنوات خبرتك.'
          : 'Write start and end dates on every experience (e.g. "Jan 2020 - Mar 2023") so your years of experience are counted.'
        : ar
          ? `تطلب الوظيفة ${formatYears(b.years.required, language)} وتُظهر سيرتك نحو ${formatYears(b.years.have, language)}؛ أضف الخبرات ذات الصلة التي لم تذكرها (تدريب، عمل حر، مشاريع) مع تواريخها.`
          : `The job asks for ${formatYears(b.years.required, language)} and your resume shows about ${formatYears(b.years.have, language)}; add relevant experience you left out (internships, freelance, projects) with dates.`,
    );
  if (b.title.job && b.title.score < 0.95) {
    const shownAs = features.positions.slice(1).map(shortPosition).find(Boolean) ?? null;
    fixes.push(
      b.title.score >= 0.85 && shownAs
        ? ar
          ? `خبرتك بمسمى ${quote(shownAs, language)} تطابق "${b.title.job}"؛ اجعله عنوانك المهني في أعلى السيرة.`
          : `Your experience as ${quote(shownAs, language)} matches "${b.title.job}"; use it as the headline at the top of your resume.`
        : ar
          ? `إن كان عملك قريبًا من "${b.title.job}" فاذكر هذا المسمى في العنوان المهني أو النبذة.`
          : `If your work is close to "${b.title.job}", use that title in your headline or summary.`,
    );
  }
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
  if (b.language.missing.length)
    fixes.push(
      ar
        ? `أضف إلى قسم اللغات ما تجيده من: ${b.language.missing.map((l) => languageName(l, language)).join("، ")}، مع مستواك.`
        : `Add to your languages section the ones you speak of: ${b.language.missing.map((l) => languageName(l, language)).join(", ")}, with your level.`,
    );
  if (b.niceToHave.missing.length)
    fixes.push(
      ar
        ? `مهارات مفضلة لدى صاحب العمل لا تظهر في سيرتك: ${list(b.niceToHave.missing, language)}. أضف ما لديك منها فهي ترفع ترتيبك بين المتقدمين.`
        : `Preferred by the employer and not in your resume: ${list(b.niceToHave.missing, language)}. Add the ones you have; they lift you above other applicants.`,
    );
  if (fixes.length === 0)
    fixes.push(
      ar
        ? "سيرتك تغطي المتطلبات الظاهرة؛ ضع أهم المهارات المطلوبة في أول النبذة وأضف أرقامًا لإنجازاتك."
        : "Your resume covers the stated requirements; put the top required skills early in your summary and add numbers to your achievements.",
    );
  return [...new Set(fixes)];
}
