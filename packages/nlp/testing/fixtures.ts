import { createEmptyItem, defaultResumeData, type Language, type ResumeData } from "@sira/schema";

/**
 * Hand-written test fixtures (not product data): resumes of ten occupations in Arabic and
 * English, and forty job ads across those occupations and their near neighbours.
 */

export interface ResumeSpec {
  language: Language;
  headline: string;
  location?: string;
  phone?: string;
  summary?: string;
  experience: { position: string; company: string; date: string; summary: string; location?: string }[];
  education: { studyType: string; area: string; institution: string }[];
  skills: string[];
  languages?: string[];
}

/** Build builder resume data from a compact spec. */
export function buildResume(spec: ResumeSpec): ResumeData {
  const data = defaultResumeData(spec.language);
  data.basics.headline = spec.headline;
  data.basics.location = spec.location ?? "";
  data.basics.phone = spec.phone ?? "";
  data.sections.summary.content = spec.summary ? `<p>${spec.summary}</p>` : "";
  data.sections.experience.items = spec.experience.map((e) => ({
    ...createEmptyItem("experience"),
    ...e,
    location: e.location ?? "",
  }));
  data.sections.education.items = spec.education.map((e) => ({ ...createEmptyItem("education"), ...e }));
  data.sections.skills.items = spec.skills.map((name) => ({ ...createEmptyItem("skills"), name }));
  data.sections.languages.items = (spec.languages ?? []).map((name) => ({
    ...createEmptyItem("languages"),
    name,
  }));
  return data;
}

export type Occupation =
  | "frontend"
  | "accountant"
  | "nurse"
  | "civil-engineer"
  | "data-analyst"
  | "hr"
  | "sales"
  | "teacher"
  | "designer"
  | "pharmacist";

export const resumes: Record<Occupation, ResumeSpec> = {
  frontend: {
    language: "en",
    headline: "Front-end Developer",
    location: "Riyadh, Saudi Arabia",
    phone: "+966 50 123 4567",
    summary: "Front-end developer building fast web apps with React and TypeScript.",
    experience: [
      {
        position: "Front-end Developer",
        company: "Tamkeen Tech",
        date: "Mar 2021 - Present",
        summary:
          "Built a React and TypeScript dashboard used by 40,000 users; cut load time by 35%. Wrote REST API clients and unit tests with Jest.",
      },
      {
        position: "Junior Web Developer",
        company: "Digital Souq",
        date: "Jun 2019 - Feb 2021",
        summary: "HTML, CSS and JavaScript for e-commerce pages; Git and agile sprints.",
      },
    ],
    education: [
      { studyType: "Bachelor of Science", area: "Computer Science", institution: "King Saud University" },
    ],
    skills: ["React", "TypeScript", "JavaScript", "HTML", "CSS", "Git", "Next.js", "Redux"],
    languages: ["Arabic", "English"],
  },
  accountant: {
    language: "ar",
    headline: "محاسب",
    location: "جدة، السعودية",
    phone: "+966 55 222 3344",
    summary: "محاسب بخبرة في إعداد القوائم المالية والزكاة وضريبة القيمة المضافة.",
    experience: [
      {
        position: "محاسب عام",
        company: "شركة الأفق التجارية",
        date: "Jan 2019 - Present",
        summary:
          "إعداد القيود اليومية والتسويات البنكية والإقفال الشهري على نظام SAP، وإعداد إقرارات ضريبة القيمة المضافة.",
      },
      {
        position: "مساعد محاسب",
        company: "مؤسسة النخبة",
        date: "Jul 2016 - Dec 2018",
        summary: "متابعة الذمم المدينة والدائنة وإعداد التقارير المالية الشهرية باستخدام الإكسل.",
      },
    ],
    education: [{ studyType: "بكالوريوس", area: "المحاسبة", institution: "جامعة الملك عبدالعزيز" }],
    skills: ["المحاسبة المالية", "إكسل", "SAP", "الزكاة وضريبة القيمة المضافة", "IFRS", "التقارير المالية"],
    languages: ["العربية", "الإنجليزية"],
  },
  nurse: {
    language: "ar",
    headline: "ممرضة",
    location: "الدمام",
    summary: "ممرضة مسجلة لدى الهيئة السعودية للتخصصات الصحية بخبرة في العناية المركزة.",
    experience: [
      {
        position: "أخصائية تمريض",
        company: "مستشفى الملك فهد التخصصي",
        date: "Feb 2018 - Present",
        summary:
          "رعاية المرضى في العناية المركزة وإعطاء الأدوية ومكافحة العدوى وتوثيق الحالات في السجلات الطبية الإلكترونية.",
      },
    ],
    education: [{ studyType: "بكالوريوس", area: "التمريض", institution: "جامعة الإمام عبدالرحمن بن فيصل" }],
    skills: ["رعاية المرضى", "BLS", "ACLS", "مكافحة العدوى", "إعطاء الأدوية"],
    languages: ["العربية", "الإنجليزية"],
  },
  "civil-engineer": {
    language: "en",
    headline: "Civil Engineer",
    location: "Dubai, UAE",
    phone: "+971 50 765 4321",
    experience: [
      {
        position: "Site Engineer",
        company: "Gulf Contracting",
        date: "Sep 2017 - Present",
        summary:
          "Site supervision of a 12-storey residential tower; quantity surveying and BOQ; coordinated MEP subcontractors; HSE compliance.",
      },
      {
        position: "Junior Civil Engineer",
        company: "Al Noor Consultants",
        date: "Aug 2015 - Aug 2017",
        summary: "Structural design checks in ETABS and drawings in AutoCAD.",
      },
    ],
    education: [
      { studyType: "BSc", area: "Civil Engineering", institution: "American University of Sharjah" },
    ],
    skills: ["AutoCAD", "ETABS", "Primavera P6", "Quantity surveying", "Site supervision", "Revit"],
    languages: ["English", "Arabic"],
  },
  "data-analyst": {
    language: "ar",
    headline: "محلل بيانات",
    location: "الرياض",
    summary: "محلل بيانات أبني لوحات المعلومات وأحلل بيانات المبيعات لدعم القرار.",
    experience: [
      {
        position: "محلل بيانات",
        company: "بنك الرياض",
        date: "Apr 2020 - Present",
        summary: "كتابة استعلامات SQL وبناء لوحات Power BI لإدارة المبيعات، وتحليل البيانات باستخدام Python.",
      },
    ],
    education: [{ studyType: "بكالوريوس", area: "الإحصاء", institution: "جامعة الملك سعود" }],
    skills: ["SQL", "Power BI", "Python", "الإكسل", "تحليل البيانات", "الإحصاء", "Tableau"],
    languages: ["العربية", "الإنجليزية"],
  },
  hr: {
    language: "en",
    headline: "HR Specialist",
    location: "Khobar",
    experience: [
      {
        position: "HR Generalist",
        company: "Eastern Logistics",
        date: "Jan 2020 - Present",
        summary:
          "End-to-end recruitment for 120 hires a year, onboarding, payroll inputs, GOSI and Qiwa transactions, Saudization (Nitaqat) reporting.",
      },
      {
        position: "Recruitment Coordinator",
        company: "Talent Bridge",
        date: "Mar 2018 - Dec 2019",
        summary: "Screening candidates and scheduling interviews.",
      },
    ],
    education: [
      {
        studyType: "Bachelor",
        area: "Human Resource Management",
        institution: "Imam Abdulrahman University",
      },
    ],
    skills: ["Recruitment", "Onboarding", "Saudi labor law", "Payroll", "HRIS", "Performance management"],
    languages: ["Arabic", "English"],
  },
  sales: {
    language: "ar",
    headline: "مندوب مبيعات",
    location: "الرياض",
    experience: [
      {
        position: "مندوب مبيعات ميداني",
        company: "شركة المراعي",
        date: "Jan 2019 - Present",
        summary:
          "زيارة العملاء وتحقيق المستهدفات البيعية الشهرية بنسبة 115%، والتفاوض مع نقاط البيع، واستخدام نظام CRM.",
      },
    ],
    education: [{ studyType: "دبلوم", area: "التسويق", institution: "الكلية التقنية" }],
    skills: ["المبيعات", "التفاوض", "خدمة العملاء", "CRM", "رخصة قيادة"],
    languages: ["العربية"],
  },
  teacher: {
    language: "en",
    headline: "English Teacher",
    location: "Doha, Qatar",
    experience: [
      {
        position: "English Language Teacher",
        company: "Doha International School",
        date: "Sep 2016 - Present",
        summary:
          "Lesson planning and classroom management for grades 7-9; prepared students for IELTS; used Google Classroom.",
      },
    ],
    education: [
      { studyType: "Bachelor of Arts", area: "English Literature", institution: "Qatar University" },
      { studyType: "CELTA", area: "", institution: "Cambridge" },
    ],
    skills: ["Lesson planning", "Classroom management", "IELTS", "E-learning", "CELTA"],
    languages: ["English", "Arabic"],
  },
  designer: {
    language: "ar",
    headline: "مصممة جرافيك",
    location: "القاهرة",
    experience: [
      {
        position: "مصممة جرافيك",
        company: "وكالة إبداع",
        date: "May 2019 - Present",
        summary:
          "تصميم الهوية البصرية والمنشورات لوسائل التواصل الاجتماعي باستخدام Photoshop وIllustrator وInDesign.",
      },
    ],
    education: [{ studyType: "بكالوريوس", area: "الفنون الجميلة", institution: "جامعة حلوان" }],
    skills: ["Photoshop", "Illustrator", "InDesign", "التصميم الجرافيكي", "Canva", "After Effects"],
    languages: ["العربية", "الإنجليزية"],
  },
  pharmacist: {
    language: "en",
    headline: "Clinical Pharmacist",
    location: "Jeddah",
    experience: [
      {
        position: "Pharmacist",
        company: "Nahdi Medical Company",
        date: "Oct 2018 - Present",
        summary:
          "Dispensing prescriptions, patient counselling on medication use, inventory management of 3,000 SKUs.",
      },
    ],
    education: [{ studyType: "PharmD", area: "Pharmacy", institution: "King Abdulaziz University" }],
    skills: ["Dispensing", "Clinical pharmacy", "Patient care", "SCFHS license", "Inventory management"],
    languages: ["Arabic", "English"],
  },
};

export interface JobSpec {
  occupation: Occupation | "other";
  position: string;
  descriptionEn?: string;
  descriptionAr?: string;
  location: string;
}

export const jobs: JobSpec[] = [
  // Front-end and close neighbours
  {
    occupation: "frontend",
    position: "Senior Front-End Developer",
    location: "Riyadh",
    descriptionEn:
      "Requirements: 4+ years with React and TypeScript, HTML/CSS, REST APIs, Git. Next.js is a plus.",
  },
  {
    occupation: "frontend",
    position: "مطور واجهات أمامية",
    location: "الرياض",
    descriptionAr: "يشترط خبرة 3 سنوات في React و JavaScript و CSS. يفضل معرفة Redux.",
  },
  {
    occupation: "frontend",
    position: "React Developer",
    location: "Jeddah",
    descriptionEn: "Build web apps with React, Redux and TypeScript. Experience with Jest testing.",
  },
  {
    occupation: "frontend",
    position: "UI Developer (Angular/React)",
    location: "Dubai",
    descriptionEn: "Must have JavaScript, TypeScript, HTML, CSS and React or Angular.",
  },
  {
    occupation: "other",
    position: "Backend Java Developer",
    location: "Riyadh",
    descriptionEn: "Java, Spring Boot, microservices, PostgreSQL, Kafka. 5 years experience required.",
  },
  // Accountant
  {
    occupation: "accountant",
    position: "محاسب",
    location: "جدة",
    descriptionAr:
      "مطلوب محاسب خبرة لا تقل عن 3 سنوات. يشترط إجادة الإكسل والأنظمة المحاسبية وإعداد إقرارات ضريبة القيمة المضافة. يفضل معرفة SAP.",
  },
  {
    occupation: "accountant",
    position: "General Accountant",
    location: "Riyadh",
    descriptionEn:
      "Journal entries, bank reconciliation, month-end closing, VAT and Zakat filings. Bachelor's in Accounting required. SAP preferred.",
  },
  {
    occupation: "accountant",
    position: "محاسب أول",
    location: "الدمام",
    descriptionAr: "إعداد القوائم المالية وفق المعايير الدولية IFRS، خبرة 5 سنوات، زمالة SOCPA ميزة.",
  },
  {
    occupation: "accountant",
    position: "Accounts Payable Accountant",
    location: "Dubai",
    descriptionEn: "Accounts payable and receivable, invoicing, Excel, ERP systems.",
  },
  // Nurse
  {
    occupation: "nurse",
    position: "Registered Nurse - ICU",
    location: "Dammam",
    descriptionEn:
      "Valid SCFHS license, BLS and ACLS required, 2 years ICU experience, patient care and medication administration.",
  },
  {
    occupation: "nurse",
    position: "ممرض / ممرضة",
    location: "الرياض",
    descriptionAr:
      "يشترط تصنيف الهيئة السعودية للتخصصات الصحية وشهادة BLS، خبرة في رعاية المرضى ومكافحة العدوى.",
  },
  {
    occupation: "nurse",
    position: "Staff Nurse",
    location: "Kuwait City",
    descriptionEn: "Nursing care, infection control, electronic medical records. Bachelor of Nursing.",
  },
  {
    occupation: "nurse",
    position: "أخصائية تمريض عيادات",
    location: "الخبر",
    descriptionAr: "رعاية المرضى في العيادات الخارجية وإعطاء الأدوية، يفضل خبرة سنتين.",
  },
  {
    occupation: "other",
    position: "General Practitioner",
    location: "Riyadh",
    descriptionEn: "Physician with SCFHS license, patient care, EMR documentation, 3 years experience.",
  },
  // Civil engineer
  {
    occupation: "civil-engineer",
    position: "Civil Site Engineer",
    location: "Dubai",
    descriptionEn:
      "Site supervision, quantity surveying, AutoCAD, Primavera P6. 5+ years in building construction. BSc Civil Engineering.",
  },
  {
    occupation: "civil-engineer",
    position: "مهندس مدني",
    location: "الرياض",
    descriptionAr: "يشترط بكالوريوس هندسة مدنية وخبرة في الإشراف على المواقع وبرنامج AutoCAD وETABS.",
  },
  {
    occupation: "civil-engineer",
    position: "Structural Engineer",
    location: "Abu Dhabi",
    descriptionEn: "Structural design with ETABS and SAP2000, AutoCAD drawings, Revit is a plus.",
  },
  {
    occupation: "civil-engineer",
    position: "Quantity Surveyor",
    location: "Doha",
    descriptionEn: "BOQ preparation, cost estimation, AutoCAD, Excel.",
  },
  // Data analyst
  {
    occupation: "data-analyst",
    position: "Data Analyst",
    location: "Riyadh",
    descriptionEn:
      "Requirements: SQL, Power BI or Tableau, Excel, 2+ years of experience in data analysis. Python is a plus.",
  },
  {
    occupation: "data-analyst",
    position: "محلل بيانات",
    location: "الرياض",
    descriptionAr: "يشترط إجادة SQL وPower BI وتحليل البيانات، يفضل معرفة Python.",
  },
  {
    occupation: "data-analyst",
    position: "Business Intelligence Analyst",
    location: "Jeddah",
    descriptionEn: "Build Tableau and Power BI dashboards, SQL, data warehouse, statistics.",
  },
  {
    occupation: "data-analyst",
    position: "Reporting Analyst",
    location: "Manama",
    descriptionEn: "Excel, SQL, data visualization and reporting for finance teams.",
  },
  {
    occupation: "other",
    position: "Machine Learning Engineer",
    location: "Riyadh",
    descriptionEn: "PyTorch, TensorFlow, deep learning, MLOps with Docker and Kubernetes.",
  },
  // HR
  {
    occupation: "hr",
    position: "HR Specialist",
    location: "Khobar",
    descriptionEn:
      "Recruitment, onboarding, GOSI and Qiwa, Saudi labor law knowledge required. HRIS experience preferred.",
  },
  {
    occupation: "hr",
    position: "أخصائي موارد بشرية",
    location: "الدمام",
    descriptionAr: "يشترط خبرة في التوظيف والاستقطاب ونظام العمل السعودي ومنصة قوى والتأمينات الاجتماعية.",
  },
  {
    occupation: "hr",
    position: "Talent Acquisition Specialist",
    location: "Riyadh",
    descriptionEn: "Full-cycle recruiting, sourcing, interviewing candidates, onboarding new hires.",
  },
  {
    occupation: "hr",
    position: "Payroll and HR Officer",
    location: "Dubai",
    descriptionEn: "Payroll processing, WPS, HR systems, employee relations.",
  },
  // Sales
  {
    occupation: "sales",
    position: "مندوب مبيعات",
    location: "الرياض",
    descriptionAr:
      "مطلوب مندوب مبيعات ميداني، يشترط رخصة قيادة سارية وخبرة في المبيعات والتفاوض وتحقيق التارجت.",
  },
  {
    occupation: "sales",
    position: "Sales Executive",
    location: "Riyadh",
    descriptionEn: "B2B sales, negotiation, CRM, achieving monthly sales targets. Valid driving license.",
  },
  {
    occupation: "sales",
    position: "ممثل مبيعات",
    location: "جدة",
    descriptionAr: "خدمة العملاء والبيع المباشر في نقاط البيع، يفضل خبرة سنة.",
  },
  {
    occupation: "sales",
    position: "Medical Sales Representative",
    location: "Riyadh",
    descriptionEn: "Sales to clinics and pharmacies, negotiation, CRM, driving license.",
  },
  // Teacher
  {
    occupation: "teacher",
    position: "English Teacher",
    location: "Doha",
    descriptionEn:
      "Lesson planning, classroom management, CELTA or TEFL required, IELTS preparation experience preferred.",
  },
  {
    occupation: "teacher",
    position: "معلمة لغة إنجليزية",
    location: "الرياض",
    descriptionAr: "يشترط بكالوريوس لغة إنجليزية وخبرة في التدريس وإدارة الصف والرخصة المهنية.",
  },
  {
    occupation: "teacher",
    position: "ESL Instructor",
    location: "Kuwait City",
    descriptionEn:
      "Teach English to adult learners, curriculum development, e-learning platforms such as Moodle.",
  },
  {
    occupation: "teacher",
    position: "Primary School Teacher",
    location: "Abu Dhabi",
    descriptionEn: "Lesson plans, classroom management, teaching license.",
  },
  // Designer
  {
    occupation: "designer",
    position: "Graphic Designer",
    location: "Cairo",
    descriptionEn:
      "Adobe Photoshop, Illustrator and InDesign required; branding and social media designs. After Effects is a plus.",
  },
  {
    occupation: "designer",
    position: "مصمم جرافيك",
    location: "القاهرة",
    descriptionAr: "تصميم منشورات السوشيال ميديا والهوية البصرية باستخدام الفوتوشوب والإليستريتور.",
  },
  {
    occupation: "designer",
    position: "Visual Designer",
    location: "Dubai",
    descriptionEn: "Create visual identities, Canva and Adobe Creative Suite, motion graphics.",
  },
  // Pharmacist
  {
    occupation: "pharmacist",
    position: "Community Pharmacist",
    location: "Jeddah",
    descriptionEn:
      "Dispensing prescriptions, patient counselling, SCFHS license required, inventory control.",
  },
  {
    occupation: "pharmacist",
    position: "صيدلي",
    location: "الرياض",
    descriptionAr: "يشترط ترخيص مزاولة المهنة وخبرة في صرف الأدوية والرعاية الصيدلانية.",
  },
];
