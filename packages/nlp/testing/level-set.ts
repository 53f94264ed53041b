import type { Language } from "@sira/schema";
import type { Seniority } from "../src/types";
import { type Occupation, type ResumeSpec, resumes } from "./fixtures";

/**
 * Hand-labelled set for recommended-job quality (issue 24 item 14): 20 resumes (a fresh graduate
 * and a 12-year senior of each of the ten fixture occupations, in the occupation's language) ×
 * 60 job ads (six per occupation: internship, junior, mid-level in English and in Arabic,
 * senior, manager). Each resume and ad carries its occupation and level; a job is a correct
 * recommendation for a resume when both name the same occupation and their levels are at most
 * one step apart (intern < entry < mid < above). Test material written for this repository.
 */

export interface LabelledResume {
  id: string;
  occupation: Occupation;
  level: Seniority;
  spec: ResumeSpec;
}

export interface LabelledJob {
  id: string;
  occupation: Occupation;
  level: Seniority;
  language: Language;
  position: string;
  descriptionEn?: string;
  descriptionAr?: string;
  location: string;
  experience: Seniority;
}

interface OccupationText {
  en: string;
  ar: string;
  /** Manager title of the occupation. */
  managerEn: string;
  managerAr: string;
  skillsEn: string;
  skillsAr: string;
}

const text: Record<Occupation, OccupationText> = {
  frontend: {
    en: "Front-end Developer",
    ar: "مطور واجهات أمامية",
    managerEn: "Front-end Engineering Manager",
    managerAr: "مدير تطوير الواجهات الأمامية",
    skillsEn: "React, TypeScript, JavaScript, HTML, CSS and Git",
    skillsAr: "React و TypeScript و JavaScript و HTML و CSS و Git",
  },
  accountant: {
    en: "Accountant",
    ar: "محاسب",
    managerEn: "Finance Manager",
    managerAr: "مدير مالي",
    skillsEn: "financial reporting, Excel, SAP, VAT and Zakat, IFRS",
    skillsAr: "إعداد التقارير المالية والإكسل و SAP والزكاة وضريبة القيمة المضافة و IFRS",
  },
  nurse: {
    en: "Registered Nurse",
    ar: "ممرض",
    managerEn: "Nursing Manager",
    managerAr: "مدير التمريض",
    skillsEn: "patient care, BLS, ACLS, infection control and medication administration",
    skillsAr: "رعاية المرضى و BLS و ACLS ومكافحة العدوى وإعطاء الأدوية",
  },
  "civil-engineer": {
    en: "Civil Engineer",
    ar: "مهندس مدني",
    managerEn: "Construction Project Manager",
    managerAr: "مدير مشاريع إنشائية",
    skillsEn: "AutoCAD, structural design, site supervision and quantity surveying",
    skillsAr: "AutoCAD والتصميم الإنشائي والإشراف على المواقع وحساب الكميات",
  },
  "data-analyst": {
    en: "Data Analyst",
    ar: "محلل بيانات",
    managerEn: "Analytics Manager",
    managerAr: "مدير تحليل البيانات",
    skillsEn: "SQL, Python, Power BI, Excel and statistics",
    skillsAr: "SQL و Python و Power BI والإكسل والإحصاء",
  },
  hr: {
    en: "HR Specialist",
    ar: "أخصائي موارد بشرية",
    managerEn: "HR Manager",
    managerAr: "مدير الموارد البشرية",
    skillsEn: "recruitment, payroll, Saudi labor law, onboarding and HRIS",
    skillsAr: "التوظيف والرواتب ونظام العمل السعودي وتهيئة الموظفين وأنظمة الموارد البشرية",
  },
  sales: {
    en: "Sales Representative",
    ar: "مندوب مبيعات",
    managerEn: "Sales Manager",
    managerAr: "مدير مبيعات",
    skillsEn: "B2B sales, negotiation, CRM, customer service and sales targets",
    skillsAr: "المبيعات للشركات والتفاوض و CRM وخدمة العملاء وتحقيق المستهدفات البيعية",
  },
  teacher: {
    en: "English Teacher",
    ar: "معلم لغة إنجليزية",
    managerEn: "Head of English Department",
    managerAr: "رئيس قسم اللغة الإنجليزية",
    skillsEn: "lesson planning, classroom management, TESOL and IELTS preparation",
    skillsAr: "تخطيط الدروس وإدارة الصف وشهادة TESOL والتحضير لاختبار IELTS",
  },
  designer: {
    en: "Graphic Designer",
    ar: "مصمم جرافيك",
    managerEn: "Creative Director",
    managerAr: "مدير إبداعي",
    skillsEn: "Adobe Photoshop, Illustrator, InDesign, branding and typography",
    skillsAr: "Adobe Photoshop و Illustrator و InDesign والهوية البصرية والخطوط",
  },
  pharmacist: {
    en: "Pharmacist",
    ar: "صيدلي",
    managerEn: "Pharmacy Manager",
    managerAr: "مدير صيدلية",
    skillsEn: "dispensing, clinical pharmacy, patient counseling and drug interactions",
    skillsAr: "صرف الأدوية والصيدلة السريرية وتثقيف المرضى والتداخلات الدوائية",
  },
};

const occupations = Object.keys(text) as Occupation[];
const places = { en: ["Riyadh", "Jeddah", "Dammam"], ar: ["الرياض", "جدة", "الدمام"] };

function graduate(occupation: Occupation): ResumeSpec {
  const base = resumes[occupation];
  const ar = base.language === "ar";
  const title = ar ? text[occupation].ar : text[occupation].en;
  return {
    ...base,
    headline: ar ? `${title} حديث التخرج` : `Graduate ${title}`,
    summary: ar
      ? `خريج حديث يبحث عن أول وظيفة ${title}.`
      : `Recent graduate looking for a first ${title} role.`,
    experience: [
      {
        position: ar ? `متدرب ${title}` : `${title} Intern`,
        company: base.experience[0]!.company,
        date: "Jan 2024 - Jun 2024",
        summary: base.experience[0]!.summary,
      },
    ],
  };
}

function senior(occupation: Occupation): ResumeSpec {
  const base = resumes[occupation];
  const ar = base.language === "ar";
  const t = text[occupation];
  return {
    ...base,
    headline: ar ? `${t.managerAr}` : `Senior ${t.en}`,
    summary: ar
      ? `خبرة 12 عامًا بدأت ${t.ar} ثم ${t.managerAr} يقود فريقًا من عشرة أشخاص.`
      : `${t.en} with 12 years of experience, leading a team of ten as ${t.managerEn}.`,
    experience: [
      {
        position: ar ? t.managerAr : `Senior ${t.en}`,
        company: base.experience[0]!.company,
        date: "Jan 2019 - Present",
        summary: base.experience[0]!.summary,
      },
      {
        position: ar ? t.ar : t.en,
        company: base.experience.at(-1)!.company,
        date: "Jan 2013 - Dec 2018",
        summary: base.experience.at(-1)!.summary,
      },
    ],
  };
}

export const labelledResumes: LabelledResume[] = occupations.flatMap((occupation) => [
  { id: `${occupation}/graduate`, occupation, level: "entry" as const, spec: graduate(occupation) },
  { id: `${occupation}/senior`, occupation, level: "above" as const, spec: senior(occupation) },
]);

function jobsOf(occupation: Occupation, n: number): LabelledJob[] {
  const t = text[occupation];
  const en = (level: Seniority, position: string, years: string, k: number): LabelledJob => ({
    id: `${occupation}/${level}-en-${k}`,
    occupation,
    level,
    language: "en",
    position,
    location: places.en[(n + k) % 3]!,
    experience: level,
    descriptionEn: `We are hiring a ${position}. ${years} Requirements: ${t.skillsEn}.`,
  });
  const ar = (level: Seniority, position: string, years: string, k: number): LabelledJob => ({
    id: `${occupation}/${level}-ar-${k}`,
    occupation,
    level,
    language: "ar",
    position,
    location: places.ar[(n + k) % 3]!,
    experience: level,
    descriptionAr: `مطلوب ${position}. ${years} المتطلبات: ${t.skillsAr}.`,
  });
  return [
    en("intern", `${t.en} Intern`, "Internship for final-year students; no experience required.", 0),
    ar("entry", `${t.ar} حديث التخرج`, "لا تشترط الخبرة، نرحب بحديثي التخرج.", 1),
    en("mid", t.en, "At least 3 years of experience.", 2),
    ar("mid", t.ar, "خبرة لا تقل عن 4 سنوات.", 3),
    en("above", `Senior ${t.en}`, "At least 8 years of experience.", 4),
    ar("above", t.managerAr, "خبرة لا تقل عن 10 سنوات منها 5 سنوات في الإدارة.", 5),
  ];
}

export const labelledJobs: LabelledJob[] = occupations.flatMap((occupation, n) => jobsOf(occupation, n));

const order: Record<Seniority, number> = { intern: 0, entry: 1, mid: 2, above: 3 };

/** The label: same occupation, levels at most one step apart. */
export function isGoodRecommendation(resume: LabelledResume, job: LabelledJob): boolean {
  return resume.occupation === job.occupation && Math.abs(order[resume.level] - order[job.level]) <= 1;
}
