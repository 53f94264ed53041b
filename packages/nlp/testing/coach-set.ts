import type { Language } from "@sira/schema";
import { coachAnswersAr } from "./coach-set-ar";
import { coachAnswersEn } from "./coach-set-en";

/**
 * The interview-coach evaluation set (issue 38 item 4): ≥ 80 hand-labelled answers, ≥ 40 per
 * language, each to one bank question (or the opening question) of a job below. A regression
 * set written for this repository, not proof. `starFigure` marks answers that tell a complete
 * STAR story with at least one figure (the ≥ 70 % target).
 */

export type CoachLabel = "strong" | "adequate" | "weak" | "off-topic";

export interface CoachAnswer {
  job: keyof typeof coachJobs;
  /** A bank question id, or "opening". */
  questionId: string;
  label: CoachLabel;
  answer: string;
  starFigure?: boolean;
}

export const coachJobs = {
  backend:
    "Backend Developer\nRequirements: Node.js, PostgreSQL, REST APIs, Docker and 3+ years of experience.",
  analyst: "Data Analyst\nRequirements: SQL, Power BI, Excel; Python is a plus.",
  nurse:
    "Staff Nurse - Surgical Ward\nRequirements: SCFHS registration, BLS, patient care, medication administration.",
  sales: "Sales Executive\nB2B sales to hotels and hospitals in Jeddah; negotiation and account management.",
  marketing: "Digital Marketing Specialist\nSocial media, Google Ads, content marketing; Arabic and English.",
  accountant: "Accountant\nJournal entries, bank reconciliation, VAT and Zakat filings, Excel and SAP.",
  civil: "Site Engineer\nSite supervision of residential towers, AutoCAD, quality control and HSE.",
  hr: "HR Business Partner\nRecruitment, Saudization (Nitaqat), employee relations, Saudi labour law.",
  service: "Customer Service Representative\nCall centre, complaints handling, CRM; Arabic and English.",
  logistics: "Logistics Coordinator\nShipments, customs clearance, warehouse and inventory management.",
  pharmacist: "صيدلي إكلينيكي\nمراجعة الوصفات الطبية وإرشاد المرضى، ترخيص الهيئة السعودية للتخصصات الصحية.",
  finance: "محلل مالي\nإعداد الميزانيات وتحليل الانحرافات والنماذج المالية، إتقان Excel.",
  teacher: "معلمة رياضيات\nتدريس المرحلة الابتدائية، التخطيط للدروس وإدارة الصف.",
  designer: "مصمم جرافيك\nتصميم الهويات البصرية والمنشورات، Adobe Illustrator وPhotoshop.",
  admin: "مساعد إداري\nتنظيم الاجتماعات والمراسلات والملفات وجدول المدير.",
  "logistics-ar": "منسق لوجستي\nمتابعة الشحنات والتخليص الجمركي وإدارة المخزون.",
  auditor: "مدقق داخلي\nتدقيق مبني على المخاطر، فحص الضوابط الداخلية، إعداد التقارير للجنة المراجعة.",
  "hr-ar": "أخصائي توظيف\nاستقطاب المرشحين وإجراء المقابلات وإدارة العروض الوظيفية.",
  "nurse-ar": "ممرضة\nرعاية المرضى في قسم الباطنية، إعطاء الأدوية، شهادة BLS.",
  "sales-ar": "مندوب مبيعات\nبيع المستلزمات الطبية للمستشفيات في الرياض، تحقيق المستهدف الشهري.",
};

export const coachAnswers: (CoachAnswer & { language: Language })[] = [
  ...coachAnswersEn.map((a) => ({ ...a, language: "en" as const })),
  ...coachAnswersAr.map((a) => ({ ...a, language: "ar" as const })),
];
