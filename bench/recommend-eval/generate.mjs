// Writes bench/recommend-eval/data/set.json: the regression set of the recommended-jobs list (issue 38).
// 16 occupation families, each with its main occupation and (most) a near-miss one (Sales
// Engineer beside Sales Executive, Data Engineer beside Data Analyst, Nursing Assistant beside
// Staff Nurse…); job ads in Arabic and English across Gulf cities; resumes in both languages;
// graded labels. Deterministic (seeded): `node bench/recommend-eval/generate.mjs` rewrites the
// same file. Test material written for this repository, not real postings or people.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

// Seeded PRNG (mulberry32) so the set is the same on every run.
let seed = 38;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const pickSome = (list, n) => [...list].sort(() => random() - 0.5).slice(0, n);

const cities = {
  SA: [
    { en: "Riyadh, Saudi Arabia", ar: "الرياض، السعودية" },
    { en: "Jeddah, Saudi Arabia", ar: "جدة، السعودية" },
    { en: "Dammam, Saudi Arabia", ar: "الدمام، السعودية" },
    { en: "Khobar, Saudi Arabia", ar: "الخبر، السعودية" },
    { en: "Madinah, Saudi Arabia", ar: "المدينة المنورة، السعودية" },
  ],
  AE: [
    { en: "Dubai, UAE", ar: "دبي، الإمارات" },
    { en: "Abu Dhabi, UAE", ar: "أبوظبي، الإمارات" },
    { en: "Sharjah, UAE", ar: "الشارقة، الإمارات" },
  ],
  QA: [{ en: "Doha, Qatar", ar: "الدوحة، قطر" }],
  KW: [{ en: "Kuwait City, Kuwait", ar: "مدينة الكويت، الكويت" }],
  BH: [{ en: "Manama, Bahrain", ar: "المنامة، البحرين" }],
  OM: [{ en: "Muscat, Oman", ar: "مسقط، عمان" }],
};
const jobCountries = ["SA", "SA", "SA", "SA", "SA", "SA", "AE", "AE", "AE", "QA", "KW", "BH", "OM"];
const resumeCountries = ["SA", "SA", "SA", "AE", "AE", "QA"];

const companiesEn = [
  "Al Noor Holding",
  "Gulf Horizon Group",
  "Tamkeen Solutions",
  "Najd Trading Co.",
  "Rawabi Services",
  "Sahara Logistics",
  "Masdar Retail",
  "Al Madar Contracting",
  "Khaleej Health",
  "Bayan Consulting",
];
const companiesAr = [
  "مجموعة النور القابضة",
  "شركة أفق الخليج",
  "حلول تمكين",
  "شركة نجد التجارية",
  "روابي للخدمات",
  "الصحراء للخدمات اللوجستية",
  "المدار للمقاولات",
  "صحة الخليج",
  "بيان للاستشارات",
  "شركة الأصالة",
];

/**
 * Occupations: family, titles per language (as posted in the Gulf), skills per language and
 * duties. `near` names the near-miss occupation of the same family (graded 1 for each other).
 */
const occupations = [
  // software
  {
    id: "backend-developer",
    family: "software",
    en: ["Backend Developer", "Backend Engineer", "Node.js Developer", "Software Engineer - Backend"],
    ar: ["مطور خلفية", "مطور برمجيات", "مهندس برمجيات", "مبرمج Node.js"],
    skills: ["Node.js", "PostgreSQL", "REST APIs", "Docker", "Git", "TypeScript", "Redis"],
    dutyEn: "build and run the APIs behind our customer apps",
    dutyAr: "بناء وتشغيل واجهات برمجة التطبيقات لتطبيقات العملاء",
  },
  {
    id: "qa-engineer",
    family: "software",
    near: true,
    en: ["QA Engineer", "Software Test Engineer", "Quality Assurance Tester"],
    ar: ["مهندس ضمان الجودة", "مختبر برمجيات", "أخصائي اختبار برمجيات"],
    skills: ["Selenium", "test automation", "Jira", "Postman", "Cypress"],
    dutyEn: "plan and automate tests of our web and mobile releases",
    dutyAr: "تخطيط وأتمتة اختبارات إصدارات الويب والجوال",
  },
  // data
  {
    id: "data-analyst",
    family: "data",
    en: ["Data Analyst", "BI Analyst", "Business Intelligence Analyst", "Reporting Analyst"],
    ar: ["محلل بيانات", "أخصائي تحليل بيانات", "محلل ذكاء أعمال"],
    skills: ["SQL", "Power BI", "Excel", "Python", "Tableau", "data visualization"],
    dutyEn: "turn sales and operations data into dashboards and insights",
    dutyAr: "تحويل بيانات المبيعات والعمليات إلى لوحات معلومات ورؤى",
  },
  {
    id: "data-engineer",
    family: "data",
    near: true,
    en: ["Data Engineer", "Big Data Engineer", "ETL Developer"],
    ar: ["مهندس بيانات", "مهندس بيانات ضخمة"],
    skills: ["Apache Spark", "Airflow", "SQL", "Python", "Kafka", "ETL"],
    dutyEn: "design pipelines that load data into our warehouse",
    dutyAr: "تصميم خطوط نقل البيانات إلى مستودع البيانات",
  },
  // nursing
  {
    id: "staff-nurse",
    family: "nursing",
    en: ["Staff Nurse", "Registered Nurse", "Staff Nurse - ICU", "ER Nurse", "Charge Nurse"],
    ar: ["ممرض", "ممرضة", "أخصائي تمريض", "ممرضة عناية مركزة", "ممرض قسم الطوارئ"],
    skills: ["patient care", "BLS", "ACLS", "infection control", "medication administration"],
    skillsAr: ["رعاية المرضى", "BLS", "ACLS", "مكافحة العدوى", "إعطاء الأدوية"],
    dutyEn: "provide safe nursing care to adult patients",
    dutyAr: "تقديم رعاية تمريضية آمنة للمرضى البالغين",
  },
  {
    id: "nursing-assistant",
    family: "nursing",
    near: true,
    en: ["Nursing Assistant", "Patient Care Assistant", "Nurse Aide"],
    ar: ["مساعد تمريض", "مساعدة تمريض"],
    skills: ["patient care", "vital signs", "infection control"],
    skillsAr: ["رعاية المرضى", "قياس العلامات الحيوية", "مكافحة العدوى"],
    dutyEn: "help nurses with patients' daily care",
    dutyAr: "مساعدة الممرضين في الرعاية اليومية للمرضى",
  },
  // pharmacy
  {
    id: "pharmacist",
    family: "pharmacy",
    en: ["Pharmacist", "Clinical Pharmacist", "Community Pharmacist", "Hospital Pharmacist"],
    ar: ["صيدلي", "صيدلانية", "صيدلي إكلينيكي", "صيدلي مجتمع"],
    skills: [
      "dispensing",
      "pharmacy practice",
      "patient counselling",
      "SCFHS license",
      "inventory management",
    ],
    skillsAr: [
      "صرف الأدوية",
      "الممارسة الصيدلانية",
      "تثقيف المرضى",
      "ترخيص الهيئة السعودية للتخصصات الصحية",
      "إدارة المخزون",
    ],
    dutyEn: "dispense prescriptions and counsel patients",
    dutyAr: "صرف الوصفات الطبية وتثقيف المرضى",
  },
  {
    id: "pharmacy-technician",
    family: "pharmacy",
    near: true,
    en: ["Pharmacy Technician", "Pharmacy Assistant"],
    ar: ["فني صيدلة", "مساعد صيدلي"],
    skills: ["dispensing", "inventory management", "customer service"],
    skillsAr: ["صرف الأدوية", "إدارة المخزون", "خدمة العملاء"],
    dutyEn: "prepare orders and keep the pharmacy stock",
    dutyAr: "تجهيز الطلبات ومتابعة مخزون الصيدلية",
  },
  // sales
  {
    id: "sales-executive",
    family: "sales",
    en: [
      "Sales Executive",
      "Inside Sales Representative",
      "Sales Representative",
      "Field Sales Executive",
      "Sales Officer",
    ],
    ar: ["مندوب مبيعات", "تنفيذي مبيعات", "مسؤول مبيعات", "مندوب مبيعات ميداني"],
    skills: ["sales", "negotiation", "CRM", "customer service", "cold calling", "Salesforce"],
    skillsAr: [
      "المبيعات",
      "التفاوض",
      "إدارة علاقات العملاء",
      "خدمة العملاء",
      "الاتصال بالعملاء المحتملين",
      "Salesforce",
    ],
    dutyEn: "win new accounts and meet monthly sales targets",
    dutyAr: "كسب عملاء جدد وتحقيق مستهدفات المبيعات الشهرية",
  },
  {
    id: "sales-engineer",
    family: "sales",
    near: true,
    en: ["Sales Engineer", "Technical Sales Engineer"],
    ar: ["مهندس مبيعات", "مهندس مبيعات فني"],
    skills: ["technical proposals", "AutoCAD", "HVAC", "presentation skills", "negotiation"],
    skillsAr: ["العروض الفنية", "AutoCAD", "أنظمة التكييف", "مهارات العرض", "التفاوض"],
    dutyEn: "prepare technical offers for HVAC and electrical projects",
    dutyAr: "إعداد العروض الفنية لمشاريع التكييف والكهرباء",
  },
  // marketing
  {
    id: "marketing-specialist",
    family: "marketing",
    en: [
      "Marketing Specialist",
      "Digital Marketing Specialist",
      "Marketing Executive",
      "Performance Marketing Specialist",
    ],
    ar: ["أخصائي تسويق", "أخصائي تسويق رقمي", "مسوق رقمي", "أخصائية تسويق"],
    skills: [
      "digital marketing",
      "Google Ads",
      "SEO",
      "social media",
      "Google Analytics",
      "content marketing",
    ],
    skillsAr: [
      "التسويق الرقمي",
      "إعلانات جوجل",
      "تحسين محركات البحث",
      "وسائل التواصل الاجتماعي",
      "Google Analytics",
      "تسويق المحتوى",
    ],
    dutyEn: "plan campaigns that grow online sales",
    dutyAr: "تخطيط الحملات التي تنمي المبيعات الإلكترونية",
  },
  {
    id: "social-media-specialist",
    family: "marketing",
    near: true,
    en: ["Social Media Specialist", "Social Media Coordinator"],
    ar: ["أخصائي تواصل اجتماعي", "أخصائي سوشيال ميديا"],
    skills: ["social media", "content creation", "Canva", "copywriting"],
    skillsAr: ["وسائل التواصل الاجتماعي", "صناعة المحتوى", "Canva", "كتابة المحتوى"],
    dutyEn: "run our brand accounts and community",
    dutyAr: "إدارة حسابات العلامة التجارية والتفاعل مع الجمهور",
  },
  // accounting
  {
    id: "accountant",
    family: "accounting",
    en: ["Accountant", "General Accountant", "Accounts Payable Accountant", "Cost Accountant"],
    ar: ["محاسب", "محاسب عام", "محاسبة", "محاسب تكاليف"],
    skills: ["financial reporting", "Excel", "SAP", "VAT", "Zakat", "IFRS", "bank reconciliation"],
    skillsAr: [
      "إعداد التقارير المالية",
      "إكسل",
      "SAP",
      "ضريبة القيمة المضافة",
      "الزكاة",
      "IFRS",
      "التسويات البنكية",
    ],
    dutyEn: "keep the ledgers and close the books every month",
    dutyAr: "مسك الدفاتر والإقفال المحاسبي الشهري",
  },
  {
    id: "payroll-specialist",
    family: "accounting",
    near: true,
    en: ["Payroll Specialist", "Payroll Officer"],
    ar: ["أخصائي رواتب", "مسؤول رواتب"],
    skills: ["payroll", "GOSI", "Excel", "HR systems"],
    skillsAr: ["الرواتب", "التأمينات الاجتماعية", "إكسل", "أنظمة الموارد البشرية"],
    dutyEn: "run the monthly payroll and GOSI filings",
    dutyAr: "إعداد مسير الرواتب الشهري وملفات التأمينات الاجتماعية",
  },
  // audit
  {
    id: "auditor",
    family: "audit",
    en: ["Internal Auditor", "External Auditor", "Auditor", "Audit Senior"],
    ar: ["مدقق داخلي", "مراجع حسابات", "مدقق حسابات", "مراجع داخلي"],
    skills: ["internal audit", "risk assessment", "IFRS", "audit reports", "internal controls"],
    skillsAr: ["التدقيق الداخلي", "تقييم المخاطر", "IFRS", "تقارير التدقيق", "الرقابة الداخلية"],
    dutyEn: "test controls and report audit findings to the committee",
    dutyAr: "اختبار الضوابط ورفع نتائج التدقيق إلى اللجنة",
  },
  // finance
  {
    id: "financial-analyst",
    family: "finance",
    en: ["Financial Analyst", "FP&A Analyst", "Finance Analyst", "Investment Analyst"],
    ar: ["محلل مالي", "محلل تخطيط مالي", "محللة مالية"],
    skills: ["financial modeling", "budgeting", "forecasting", "Excel", "Power BI"],
    skillsAr: ["النمذجة المالية", "إعداد الميزانيات", "التنبؤ المالي", "إكسل", "Power BI"],
    dutyEn: "build budgets, forecasts and variance reports",
    dutyAr: "إعداد الميزانيات والتوقعات وتقارير الانحرافات",
  },
  // civil engineering
  {
    id: "civil-engineer",
    family: "civil",
    en: ["Civil Engineer", "Site Engineer", "Structural Engineer", "Civil Site Engineer"],
    ar: ["مهندس مدني", "مهندس موقع", "مهندس إنشائي", "مهندسة مدنية"],
    skills: ["AutoCAD", "structural design", "site supervision", "quantity surveying", "Primavera", "ETABS"],
    skillsAr: ["AutoCAD", "التصميم الإنشائي", "الإشراف على المواقع", "حساب الكميات", "Primavera", "ETABS"],
    dutyEn: "supervise concrete and steel works on site",
    dutyAr: "الإشراف على أعمال الخرسانة والحديد في الموقع",
  },
  {
    id: "quantity-surveyor",
    family: "civil",
    near: true,
    en: ["Quantity Surveyor", "Senior Quantity Surveyor"],
    ar: ["مساح كميات", "مهندس حصر كميات"],
    skills: ["quantity surveying", "cost estimation", "BOQ", "AutoCAD"],
    skillsAr: ["حساب الكميات", "تقدير التكاليف", "جداول الكميات", "AutoCAD"],
    dutyEn: "prepare BOQs and valuations",
    dutyAr: "إعداد جداول الكميات والمستخلصات",
  },
  // HR
  {
    id: "hr-specialist",
    family: "hr",
    en: ["HR Specialist", "HR Generalist", "Recruitment Specialist", "Talent Acquisition Specialist"],
    ar: ["أخصائي موارد بشرية", "أخصائي توظيف", "أخصائية موارد بشرية"],
    skills: ["recruitment", "employee relations", "Saudi labor law", "onboarding", "HRIS"],
    skillsAr: [
      "التوظيف",
      "علاقات الموظفين",
      "نظام العمل السعودي",
      "تهيئة الموظفين الجدد",
      "أنظمة الموارد البشرية",
    ],
    dutyEn: "hire and onboard staff and keep HR files in order",
    dutyAr: "استقطاب الموظفين وتهيئتهم وتنظيم ملفات الموارد البشرية",
  },
  {
    id: "trainer",
    family: "hr",
    near: true,
    en: ["Corporate Trainer", "Training Specialist"],
    ar: ["مدرب", "أخصائي تدريب"],
    skills: ["training delivery", "presentation skills", "needs analysis"],
    skillsAr: ["تقديم التدريب", "مهارات العرض", "تحليل الاحتياجات التدريبية"],
    dutyEn: "deliver soft-skills training to staff",
    dutyAr: "تقديم دورات المهارات الشخصية للموظفين",
  },
  // teaching
  {
    id: "english-teacher",
    family: "teaching",
    en: ["English Teacher", "ESL Teacher", "English Language Teacher"],
    ar: ["معلم لغة إنجليزية", "معلمة لغة إنجليزية", "مدرس لغة إنجليزية"],
    skills: ["lesson planning", "classroom management", "TEFL", "IELTS preparation"],
    skillsAr: ["تخطيط الدروس", "إدارة الصف", "TEFL", "التحضير لاختبار IELTS"],
    dutyEn: "teach English to intermediate and secondary students",
    dutyAr: "تدريس اللغة الإنجليزية لطلاب المرحلتين المتوسطة والثانوية",
  },
  {
    id: "math-teacher",
    family: "teaching",
    near: true,
    en: ["Math Teacher", "Mathematics Teacher"],
    ar: ["معلم رياضيات", "معلمة رياضيات"],
    skills: ["lesson planning", "classroom management", "mathematics"],
    skillsAr: ["تخطيط الدروس", "إدارة الصف", "الرياضيات"],
    dutyEn: "teach mathematics to secondary students",
    dutyAr: "تدريس الرياضيات لطلاب المرحلة الثانوية",
  },
  // design
  {
    id: "graphic-designer",
    family: "design",
    en: [
      "Graphic Designer",
      "Visual Designer",
      "Senior Graphic Designer",
      "Graphic Designer (Arabic/English)",
    ],
    ar: ["مصمم جرافيك", "مصممة جرافيك", "مصمم جرافيك أول"],
    skills: ["Adobe Photoshop", "Adobe Illustrator", "InDesign", "branding", "typography"],
    dutyEn: "design campaigns, packaging and social posts",
    dutyAr: "تصميم الحملات والتغليف ومنشورات التواصل الاجتماعي",
  },
  {
    id: "ui-ux-designer",
    family: "design",
    near: true,
    en: ["UI/UX Designer", "Product Designer"],
    ar: ["مصمم واجهات وتجربة مستخدم", "مصمم تجربة المستخدم"],
    skills: ["Figma", "user research", "wireframing", "prototyping"],
    dutyEn: "design app flows and prototypes",
    dutyAr: "تصميم مسارات التطبيق والنماذج الأولية",
  },
  // customer service
  {
    id: "customer-service",
    family: "customer-service",
    en: [
      "Customer Service Representative",
      "Call Center Agent",
      "Customer Care Executive",
      "Customer Service Agent",
    ],
    ar: ["ممثل خدمة عملاء", "موظف خدمة عملاء", "موظفة خدمة عملاء", "موظف مركز اتصال"],
    skills: ["customer service", "communication", "CRM", "complaint handling"],
    skillsAr: ["خدمة العملاء", "التواصل", "إدارة علاقات العملاء", "معالجة الشكاوى"],
    dutyEn: "answer customer calls and chats and solve their requests",
    dutyAr: "الرد على مكالمات ومحادثات العملاء وحل طلباتهم",
  },
  // administration
  {
    id: "admin-assistant",
    family: "administration",
    en: ["Administrative Assistant", "Office Administrator", "Admin Assistant", "Office Coordinator"],
    ar: ["مساعد إداري", "مساعدة إدارية", "موظف إداري", "منسق مكتب"],
    skills: ["MS Office", "scheduling", "document control", "communication"],
    skillsAr: ["مايكروسوفت أوفيس", "تنظيم المواعيد", "ضبط الوثائق", "التواصل"],
    dutyEn: "keep the office running: calendars, letters and files",
    dutyAr: "تسيير أعمال المكتب من مواعيد وخطابات وملفات",
  },
  {
    id: "receptionist",
    family: "administration",
    near: true,
    en: ["Receptionist", "Front Desk Officer"],
    ar: ["موظف استقبال", "موظفة استقبال"],
    skills: ["customer service", "MS Office", "communication"],
    skillsAr: ["خدمة العملاء", "مايكروسوفت أوفيس", "التواصل"],
    dutyEn: "welcome visitors and answer the switchboard",
    dutyAr: "استقبال الزوار والرد على الهاتف",
  },
  // logistics
  {
    id: "logistics-specialist",
    family: "logistics",
    en: [
      "Logistics Specialist",
      "Supply Chain Specialist",
      "Logistics Coordinator",
      "Supply Chain Coordinator",
    ],
    ar: ["أخصائي لوجستيات", "أخصائي سلاسل إمداد", "منسق لوجستي", "أخصائي سلاسل الإمداد"],
    skills: ["supply chain", "inventory management", "SAP", "shipping", "customs clearance"],
    skillsAr: ["سلاسل الإمداد", "إدارة المخزون", "SAP", "الشحن", "التخليص الجمركي"],
    dutyEn: "plan shipments and follow orders from suppliers to stores",
    dutyAr: "تخطيط الشحنات ومتابعة الطلبات من الموردين إلى الفروع",
  },
  {
    id: "storekeeper",
    family: "logistics",
    near: true,
    en: ["Storekeeper", "Warehouse Keeper"],
    ar: ["أمين مستودع", "أمين مخزن"],
    skills: ["inventory management", "forklift", "stock counts"],
    skillsAr: ["إدارة المخزون", "الرافعة الشوكية", "جرد المخزون"],
    dutyEn: "receive goods and keep stock records",
    dutyAr: "استلام البضائع ومتابعة سجلات المخزون",
  },
];
const families = [...new Set(occupations.map((o) => o.family))];
if (families.length !== 16) throw new Error(`16 families expected, got ${families.length}`);

const levels = ["entry", "mid", "above"];
const levelWordsEn = { entry: "Junior", mid: "", above: "Senior" };
const levelWordsAr = { entry: "مبتدئ", mid: "", above: "أول" };
const yearsOf = { entry: 1, mid: 4, above: 9 };

const skillsIn = (o, language) => (language === "ar" ? (o.skillsAr ?? o.skills) : o.skills);
const joinAr = (list) => list.join(" و");

function titleWithLevel(title, level, language) {
  const word = language === "ar" ? levelWordsAr[level] : levelWordsEn[level];
  if (!word || /senior|junior|أول|مبتدئ/i.test(title)) return title;
  return language === "ar" ? `${title} ${word}` : `${word} ${title}`;
}

function description(o, language, level, must, nice, city) {
  const years = yearsOf[level];
  if (language === "en") {
    const intro = pick([
      `We are hiring in ${city.en.split(",")[0]} to ${o.dutyEn}.`,
      `Join our team in ${city.en.split(",")[0]}: you will ${o.dutyEn}.`,
      `A growing company is looking for someone to ${o.dutyEn}.`,
    ]);
    return [
      intro,
      "<strong>Requirements</strong>",
      `- ${years}+ years of relevant experience`,
      ...must.map((s) => `- ${s}`),
      nice.length ? `<strong>Nice to have</strong>: ${nice.join(", ")}` : "",
      pick([
        "Competitive salary, housing allowance and medical insurance.",
        "Annual tickets and medical insurance.",
        "",
      ]),
    ]
      .filter(Boolean)
      .join("\n");
  }
  const intro = pick([
    `نبحث عن موظف في ${city.ar.split("،")[0]} من أجل ${o.dutyAr}.`,
    `انضم إلى فريقنا في ${city.ar.split("،")[0]}: مهمتك ${o.dutyAr}.`,
    `شركة رائدة تعلن عن حاجتها إلى ${o.dutyAr}.`,
  ]);
  return [
    intro,
    "<strong>المتطلبات</strong>",
    `- خبرة لا تقل عن ${years} ${years > 2 && years < 11 ? "سنوات" : "سنة"}`,
    ...must.map((s) => `- ${s}`),
    nice.length ? `<strong>يفضل</strong>: ${joinAr(nice)}` : "",
    pick(["راتب مجز وبدل سكن وتأمين طبي.", "تذاكر سنوية وتأمين طبي.", ""]),
  ]
    .filter(Boolean)
    .join("\n");
}

const day = 86_400_000;
const start = Date.UTC(2025, 4, 1);
const jobs = [];
for (const o of occupations) {
  const count = o.near ? 9 : 14;
  for (let k = 0; k < count; k++) {
    const language = k % 2 === 0 ? "ar" : "en";
    const level = pick(["entry", "mid", "mid", "mid", "above"]);
    const country = k < 2 ? pick(["SA", "AE"]) : pick(jobCountries);
    const city = pick(cities[country]);
    const skills = skillsIn(o, language);
    const must = pickSome(skills, 2 + Math.floor(random() * 3));
    const nice = pickSome(
      skills.filter((s) => !must.includes(s)),
      Math.floor(random() * 2),
    );
    const title = titleWithLevel(pick(o[language]), level, language);
    jobs.push({
      id: `${o.id}/${language}-${k}`,
      occupation: o.id,
      family: o.family,
      level,
      language,
      position: title,
      company: pick(language === "ar" ? companiesAr : companiesEn),
      location: city[language],
      country,
      remote: random() < 0.05 ? "remote" : "onsite",
      date: new Date(start + Math.floor(random() * 40) * day).toISOString(),
      experience: level,
      descriptionEn: language === "en" ? description(o, "en", level, must, nice, city) : "",
      descriptionAr: language === "ar" ? description(o, "ar", level, must, nice, city) : "",
    });
  }
}

const namesAr = ["سارة العتيبي", "محمد الشهري", "نورة القحطاني", "خالد الحربي", "ريم الدوسري", "فهد الغامدي"];
const resumes = [];
function addResume(o, language, level) {
  // A country where the occupation has at least three jobs: every resume has some to find.
  const own = jobs.filter((j) => j.occupation === o.id);
  const country = pick(resumeCountries.filter((c) => own.filter((j) => j.country === c).length >= 3));
  const city = pick(cities[country]);
  const years = yearsOf[level] + Math.floor(random() * 2);
  const title = pick(o[language]);
  const skills = skillsIn(o, language);
  const current = 2025 - years;
  const previousTitle = pick(o[language]);
  resumes.push({
    id: `${o.id}/${language}`,
    occupation: o.id,
    family: o.family,
    level,
    language,
    country,
    spec: {
      language,
      headline: title,
      location: city[language],
      summary:
        language === "ar"
          ? `${pick(namesAr).split(" ")[0]}، ${title} بخبرة ${years} سنوات في ${o.dutyAr}.`
          : `${title} with ${years} years of experience; I ${o.dutyEn}.`,
      experience: [
        {
          position: title,
          company: pick(language === "ar" ? companiesAr : companiesEn),
          date: `Jan ${current + Math.min(2, years - 1)} - Present`,
          summary:
            language === "ar"
              ? `${o.dutyAr}، باستخدام ${joinAr(skills.slice(0, 3))}.`
              : `Worked to ${o.dutyEn} using ${skills.slice(0, 3).join(", ")}.`,
          location: city[language],
        },
        ...(years > 2
          ? [
              {
                position: previousTitle,
                company: pick(language === "ar" ? companiesAr : companiesEn),
                date: `Jun ${current} - Dec ${current + Math.min(1, years - 2)}`,
                summary: language === "ar" ? `${o.dutyAr}.` : `Helped ${o.dutyEn}.`,
              },
            ]
          : []),
      ],
      education: [
        language === "ar"
          ? { studyType: "بكالوريوس", area: "", institution: "جامعة الملك سعود" }
          : { studyType: "Bachelor's degree", area: "", institution: "King Abdulaziz University" },
      ],
      skills: pickSome(skills, Math.min(skills.length, 4)),
      languages: language === "ar" ? ["العربية", "الإنجليزية"] : ["English", "Arabic"],
    },
  });
}
for (const o of occupations) {
  if (!o.near) {
    addResume(o, "ar", pick(["mid", "mid", "above", "entry"]));
    addResume(o, "en", pick(["mid", "mid", "above", "entry"]));
  } else addResume(o, random() < 0.5 ? "ar" : "en", "mid");
}

/** Families whose jobs are close to each other's (a move a job seeker would consider). */
const relatedFamilies = [
  ["accounting", "audit"],
  ["accounting", "finance"],
  ["audit", "finance"],
  ["software", "data"],
  ["sales", "marketing"],
  ["sales", "customer-service"],
  ["administration", "customer-service"],
  ["administration", "hr"],
];
const related = (a, b) => relatedFamilies.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/**
 * Graded relevance of a job for a resume: 3 same occupation within one level, 2 same occupation
 * further apart, 1 another occupation of the same family (a near miss) or of a related family,
 * 0 anything else.
 */
const gradeOf = (resume, job) => {
  if (resume.occupation === job.occupation)
    return Math.abs(levels.indexOf(resume.level) - levels.indexOf(job.level)) <= 1 ? 3 : 2;
  return resume.family === job.family || related(resume.family, job.family) ? 1 : 0;
};
const labels = Object.fromEntries(
  resumes.map((r) => [
    r.id,
    Object.fromEntries(jobs.map((j) => [j.id, gradeOf(r, j)]).filter(([, g]) => g > 0)),
  ]),
);

const set = {
  note: "Regression set for the recommended-jobs list (issue 38), written by bench/recommend-eval/generate.mjs. Test material, not real postings or people. Grades: 3 same occupation within one level, 2 same occupation further apart, 1 near miss of the same family or an occupation of a related family, 0 (absent) unrelated.",
  families,
  jobs,
  resumes,
  labels,
};
fs.writeFileSync(path.join(here, "data", "set.json"), `${JSON.stringify(set, null, 1)}\n`);
console.log(`${jobs.length} jobs, ${resumes.length} resumes, ${families.length} families`);
