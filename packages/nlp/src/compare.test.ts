import { describe, expect, it } from "vitest";
import { buildResume, type Occupation, resumes } from "../testing/fixtures";
import { compareResumeToJob } from "./compare";
import { extractResumeFeatures } from "./resume-features";
import type { ResumeFeatures } from "./types";

const now = new Date(2025, 0, 1);
const resume = (o: Occupation): ResumeFeatures => extractResumeFeatures(buildResume(resumes[o]), { now });

const JOBS = {
  frontendEn:
    "Senior Front-End Developer\nRequirements:\n- 4+ years of experience with React and TypeScript\n- HTML, CSS, REST APIs and Git\nNice to have: Next.js",
  frontendAr: "مطور واجهات أمامية\nيشترط خبرة 3 سنوات في React و JavaScript و CSS و Git.\nيفضل معرفة Redux.",
  javaEn:
    "Backend Java Developer\nRequirements: Java, Spring Boot, microservices, PostgreSQL, Kafka and Docker. 5 years of experience required.",
  accountantAr:
    "مطلوب محاسب\nيشترط بكالوريوس محاسبة وخبرة لا تقل عن 3 سنوات.\nيشترط إجادة الإكسل وإعداد إقرارات ضريبة القيمة المضافة والقوائم المالية.\nيفضل معرفة SAP.",
  accountantEn:
    "General Accountant\nRequirements:\n- Bachelor's degree in Accounting\n- 3 years of experience: journal entries, bank reconciliation, VAT and Zakat\n- Excel\nSAP preferred.",
  nurseEn:
    "Registered Nurse - ICU\nRequirements: valid SCFHS license, BLS and ACLS, 2 years of ICU experience, patient care, medication administration and infection control. Bachelor of Nursing.",
  civilAr:
    "مهندس مدني\nيشترط بكالوريوس هندسة مدنية وخبرة 5 سنوات في الإشراف على المواقع.\nإجادة AutoCAD و ETABS و Primavera.",
  dataEn:
    "Data Analyst\nRequirements: SQL, Power BI or Tableau, Excel, 2+ years of experience in data analysis. Python is a plus. English required.",
  mlEn: "Machine Learning Engineer\nMust have: PyTorch, TensorFlow, deep learning, Docker, Kubernetes, 5+ years of experience. Master's degree required.",
  hrAr: "أخصائي موارد بشرية\nيشترط خبرة في التوظيف ونظام العمل السعودي ومنصة قوى والتأمينات الاجتماعية والرواتب، خبرة 3 سنوات.",
  salesEn:
    "Sales Executive\nRequirements: B2B sales, negotiation, CRM, customer service, valid driving license. 2 years experience.",
  teacherAr:
    "معلمة لغة إنجليزية\nيشترط بكالوريوس لغة إنجليزية وخبرة في تخطيط الدروس وإدارة الصف.\nيفضل شهادة CELTA.",
  seniorDataEn:
    "Senior Data Engineer\nRequirements: 7+ years of experience, Spark, Kafka, Airflow, SQL, Python, AWS. Master's degree preferred.",
};

const juniorText = `Omar Khalid
Junior Web Developer
Riyadh | +966 55 000 1111

Experience
Web Developer Intern, Nova Labs, Jun 2023 - May 2024
Built pages with HTML, CSS and JavaScript.

Education
Bachelor of Science in Computer Science, 2019 - 2023`;

const analystArText = `سارة أحمد
محللة بيانات
الرياض

الخبرات
محللة بيانات — شركة الاتصالات، يناير 2019 - حتى الآن
كتابة استعلامات SQL وبناء لوحات Power BI وتحليل البيانات باستخدام Python والإكسل.

التعليم
بكالوريوس الإحصاء، جامعة الملك سعود، 2014 - 2018

اللغات
العربية، الإنجليزية`;

const table: { name: string; resume: () => ResumeFeatures | string; job: string; pass: boolean }[] = [
  {
    name: "EN front-end vs EN front-end",
    resume: () => resume("frontend"),
    job: JOBS.frontendEn,
    pass: true,
  },
  {
    name: "EN front-end vs AR front-end",
    resume: () => resume("frontend"),
    job: JOBS.frontendAr,
    pass: true,
  },
  {
    name: "EN front-end vs EN Java back-end",
    resume: () => resume("frontend"),
    job: JOBS.javaEn,
    pass: false,
  },
  {
    name: "AR accountant vs AR accountant",
    resume: () => resume("accountant"),
    job: JOBS.accountantAr,
    pass: true,
  },
  {
    name: "AR accountant vs EN accountant",
    resume: () => resume("accountant"),
    job: JOBS.accountantEn,
    pass: true,
  },
  { name: "AR accountant vs EN nurse", resume: () => resume("accountant"), job: JOBS.nurseEn, pass: false },
  { name: "AR nurse vs EN ICU nurse", resume: () => resume("nurse"), job: JOBS.nurseEn, pass: true },
  { name: "AR nurse vs AR accountant", resume: () => resume("nurse"), job: JOBS.accountantAr, pass: false },
  {
    name: "EN civil engineer vs AR civil engineer",
    resume: () => resume("civil-engineer"),
    job: JOBS.civilAr,
    pass: true,
  },
  {
    name: "EN civil engineer vs EN data analyst",
    resume: () => resume("civil-engineer"),
    job: JOBS.dataEn,
    pass: false,
  },
  {
    name: "AR data analyst vs EN data analyst",
    resume: () => resume("data-analyst"),
    job: JOBS.dataEn,
    pass: true,
  },
  {
    name: "AR data analyst vs EN ML engineer",
    resume: () => resume("data-analyst"),
    job: JOBS.mlEn,
    pass: false,
  },
  { name: "EN HR vs AR HR", resume: () => resume("hr"), job: JOBS.hrAr, pass: true },
  { name: "AR sales vs EN sales", resume: () => resume("sales"), job: JOBS.salesEn, pass: true },
  {
    name: "EN teacher vs AR English teacher",
    resume: () => resume("teacher"),
    job: JOBS.teacherAr,
    pass: true,
  },
  {
    name: "EN junior text vs EN senior front-end",
    resume: () => juniorText,
    job: JOBS.frontendEn,
    pass: false,
  },
  { name: "AR text analyst vs EN data analyst", resume: () => analystArText, job: JOBS.dataEn, pass: true },
  {
    name: "AR text analyst vs EN senior data engineer",
    resume: () => analystArText,
    job: JOBS.seniorDataEn,
    pass: false,
  },
];

describe("compareResumeToJob table", () => {
  it.each(table)("$name → pass=$pass", ({ resume: make, job, pass }) => {
    const result = compareResumeToJob(make(), job, { language: "en", now });
    if (process.env.SHOW_SCORES) console.log(result.score, result.explanation);
    expect(result.pass, `score ${result.score}: ${result.explanation}`).toBe(pass);
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.pass).toBe(result.score > 0.6);
  });
});

describe("compareResumeToJob details", () => {
  it("breaks the score down and explains it in Arabic", () => {
    const result = compareResumeToJob(resume("data-analyst"), JOBS.dataEn, { language: "ar", now });
    expect(result.breakdown.mustHave.found.map((s) => s.id)).toEqual(
      expect.arrayContaining(["sql", "power-bi", "excel", "data-analysis"]),
    );
    expect(result.breakdown.niceToHave.found.map((s) => s.id)).toEqual(["python"]);
    expect(result.breakdown.years).toMatchObject({ required: 2 });
    expect(result.breakdown.years.have).toBeGreaterThan(4);
    expect(result.breakdown.language).toMatchObject({ required: ["en"], missing: [] });
    expect(result.explanation).toMatch(/نسبة التطابق/);
    expect(result.explanation).not.toMatch(/Your resume|Match score/);
    // Years in whole numbers with the agreeing noun, never "نحو 4.3".
    expect(result.explanation).toContain("تطلب الوظيفة سنتين من الخبرة على الأقل");
    expect(result.explanation).toMatch(/وتُظهر سيرتك نحو \d+ (سنوات|سنة)\./);
  });

  it("gives localized, concrete fixes for missing requirements", () => {
    const result = compareResumeToJob(resume("frontend"), JOBS.javaEn, { language: "ar", now });
    expect(result.breakdown.mustHave.missing.map((s) => s.id)).toEqual(
      expect.arrayContaining(["java", "spring"]),
    );
    expect(result.fixes[0]).toMatch(/Java/);
    expect(result.fixes.join(" ")).toMatch(/أضف|اذكر/);
    const en = compareResumeToJob(resume("frontend"), JOBS.javaEn, { language: "en", now });
    expect(en.fixes.join(" ")).toMatch(/Not in your resume: Java, Spring Boot/);
  });

  it("asks for dates when the resume shows no years", () => {
    const result = compareResumeToJob("Accountant\nExcel, VAT, journal entries", JOBS.accountantEn, {
      language: "en",
      now,
    });
    expect(result.breakdown.years.have).toBe(0);
    expect(result.fixes.join("\n")).toMatch(/dates/);
  });

  it("says so when the job text has nothing recognizable", () => {
    const result = compareResumeToJob(resume("nurse"), "lorem ipsum dolor", { language: "en", now });
    expect(result.score).toBe(0);
    expect(result.pass).toBe(false);
    expect(result.explanation).toMatch(/could not recognize/);
  });
});
