// Generates demo-jobs.json: the bundled bilingual demo set (node generate-demo-jobs.mjs).
// Deterministic (seeded), so the committed file only changes when this script does. Skill
// labels come from the nlp vocabulary so the matcher recognizes them in both languages.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const skillsFile = path.resolve(here, "../../../../../../packages/nlp/src/data/gulf-skills.json");
const skillLabels = new Map(JSON.parse(fs.readFileSync(skillsFile, "utf8")).items.map((s) => [s.id, s]));

let seed = 20251122;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];

/** Occupations: title labels, required and preferred skill ids, duties, degree, remote-friendly. */
const occupations = [
  {
    id: "nurse",
    en: "Registered Nurse",
    ar: "ممرض / ممرضة",
    must: ["patient-care", "medication-administration", "infection-control", "bls-acls"],
    nice: ["ehr", "scfhs"],
    remote: false,
    dutiesEn: [
      "Assess patients and deliver nursing care according to the care plan",
      "Administer medications and monitor patient response",
      "Keep accurate nursing records in the hospital system",
      "Educate patients and families before discharge",
    ],
    dutiesAr: [
      "تقييم المرضى وتقديم الرعاية التمريضية وفق خطة العلاج",
      "إعطاء الأدوية ومتابعة استجابة المريض",
      "توثيق الملاحظات التمريضية بدقة في نظام المستشفى",
      "تثقيف المرضى وذويهم قبل الخروج",
    ],
    degreeEn: "Bachelor's degree in Nursing",
    degreeAr: "بكالوريوس تمريض",
    companies: [
      "Dr. Sulaiman Al Habib Medical Group",
      "Mediclinic",
      "Hamad Medical Corporation",
      "Cleveland Clinic Abu Dhabi",
      "Dar Al Fouad Hospital",
    ],
  },
  {
    id: "accountant",
    en: "Accountant",
    ar: "محاسب",
    must: ["accounting", "financial-reporting", "vat-zakat", "excel"],
    nice: ["ifrs", "erp"],
    remote: false,
    dutiesEn: [
      "Record daily journal entries and reconcile bank accounts",
      "Prepare monthly financial statements and closing reports",
      "Prepare VAT returns and support the Zakat filing",
      "Follow up accounts payable and receivable",
    ],
    dutiesAr: [
      "تسجيل القيود اليومية وإعداد التسويات البنكية",
      "إعداد القوائم المالية الشهرية وتقارير الإقفال",
      "إعداد إقرارات ضريبة القيمة المضافة ودعم إقرار الزكاة",
      "متابعة الذمم الدائنة والمدينة",
    ],
    degreeEn: "Bachelor's degree in Accounting",
    degreeAr: "بكالوريوس محاسبة",
    companies: ["Almarai", "Deloitte Middle East", "Emirates NBD", "Al Rajhi Capital", "Talabat"],
  },
  {
    id: "software-engineer",
    en: "Software Engineer",
    ar: "مهندس برمجيات",
    must: ["javascript", "react", "nodejs", "git"],
    nice: ["docker", "rest-api"],
    remote: true,
    dutiesEn: [
      "Design, build and test features of our web platform",
      "Write clean, maintainable code and review pull requests",
      "Build REST APIs and integrate third-party services",
      "Work in an agile team with product and design",
    ],
    dutiesAr: [
      "تصميم وبناء واختبار خصائص منصتنا الإلكترونية",
      "كتابة شيفرة نظيفة قابلة للصيانة ومراجعة طلبات الدمج",
      "بناء واجهات REST APIs وربط الخدمات الخارجية",
      "العمل ضمن فريق أجايل مع فريقي المنتج والتصميم",
    ],
    degreeEn: "Bachelor's degree in Computer Science",
    degreeAr: "بكالوريوس علوم الحاسب",
    companies: ["STC", "Careem", "Tabby", "Noon", "Vodafone Egypt"],
  },
  {
    id: "civil-engineer",
    en: "Civil Engineer",
    ar: "مهندس مدني",
    must: ["autocad", "structural-design", "site-supervision"],
    nice: ["etabs", "primavera"],
    remote: false,
    dutiesEn: [
      "Supervise construction works on site and ensure quality",
      "Review shop drawings and structural calculations",
      "Coordinate with consultants and subcontractors",
      "Prepare progress reports and quantity take-offs",
    ],
    dutiesAr: [
      "الإشراف على أعمال التنفيذ في الموقع وضمان الجودة",
      "مراجعة المخططات التنفيذية والحسابات الإنشائية",
      "التنسيق مع الاستشاريين ومقاولي الباطن",
      "إعداد تقارير الإنجاز وحصر الكميات",
    ],
    degreeEn: "Bachelor's degree in Civil Engineering",
    degreeAr: "بكالوريوس هندسة مدنية",
    companies: [
      "Saudi Binladin Group",
      "Arabtech",
      "Orascom Construction",
      "Al Habtoor Leighton",
      "Nesma & Partners",
    ],
  },
  {
    id: "sales-representative",
    en: "Sales Representative",
    ar: "مندوب مبيعات",
    must: ["sales", "negotiation", "customer-service"],
    nice: ["crm", "driving-license"],
    remote: false,
    dutiesEn: [
      "Visit customers and achieve the monthly sales target",
      "Negotiate prices and close deals",
      "Build long-term relationships with key accounts",
      "Record visits and opportunities in the CRM",
    ],
    dutiesAr: [
      "زيارة العملاء وتحقيق المستهدف الشهري للمبيعات",
      "التفاوض على الأسعار وإتمام الصفقات",
      "بناء علاقات طويلة الأمد مع كبار العملاء",
      "تسجيل الزيارات والفرص في نظام CRM",
    ],
    degreeEn: "Bachelor's degree in Business Administration",
    degreeAr: "بكالوريوس إدارة أعمال",
    companies: ["Nestlé Middle East", "Americana", "Al-Futtaim", "Savola", "Juhayna"],
  },
  {
    id: "teacher",
    en: "Teacher",
    ar: "معلم",
    must: ["lesson-planning", "classroom-management"],
    nice: ["e-learning"],
    remote: false,
    dutiesEn: [
      "Plan and deliver engaging lessons for intermediate students",
      "Manage the classroom and support every learner",
      "Assess student progress and report to parents",
      "Use e-learning platforms for homework and tests",
    ],
    dutiesAr: [
      "تخطيط وتقديم دروس تفاعلية لطلاب المرحلة المتوسطة",
      "إدارة الصف ودعم جميع الطلاب",
      "تقييم تقدم الطلاب والتواصل مع أولياء الأمور",
      "استخدام منصات التعليم الإلكتروني للواجبات والاختبارات",
    ],
    degreeEn: "Bachelor's degree in Education",
    degreeAr: "بكالوريوس تربية",
    companies: [
      "Kingdom Schools",
      "GEMS Education",
      "Taaleem",
      "Al Bayan Bilingual School",
      "Cairo English School",
    ],
  },
  {
    id: "hr-specialist",
    en: "HR Specialist",
    ar: "أخصائي موارد بشرية",
    must: ["recruitment", "labor-law", "payroll", "onboarding"],
    nice: ["hris", "saudization"],
    remote: false,
    dutiesEn: [
      "Manage the full recruitment cycle from posting to offer",
      "Run onboarding for new employees",
      "Prepare monthly payroll inputs",
      "Apply labor law and internal HR policies",
    ],
    dutiesAr: [
      "إدارة دورة التوظيف كاملة من الإعلان حتى العرض الوظيفي",
      "تنفيذ برامج تهيئة الموظفين الجدد",
      "إعداد مدخلات الرواتب الشهرية",
      "تطبيق نظام العمل والسياسات الداخلية للموارد البشرية",
    ],
    degreeEn: "Bachelor's degree in Human Resources",
    degreeAr: "بكالوريوس موارد بشرية",
    companies: ["Jarir Bookstore", "Majid Al Futtaim", "Ooredoo", "Zain", "Panda Retail"],
  },
  {
    id: "graphic-designer",
    en: "Graphic Designer",
    ar: "مصمم جرافيك",
    must: ["graphic-design", "photoshop", "illustrator"],
    nice: ["indesign", "canva"],
    remote: true,
    dutiesEn: [
      "Design social media posts, campaigns and print materials",
      "Develop visual identities and brand guidelines",
      "Prepare artwork for print and digital channels",
      "Work with the marketing team on campaign concepts",
    ],
    dutiesAr: [
      "تصميم منشورات وسائل التواصل والحملات والمطبوعات",
      "تطوير الهويات البصرية وأدلة العلامة التجارية",
      "تجهيز التصاميم للطباعة والقنوات الرقمية",
      "التعاون مع فريق التسويق في أفكار الحملات",
    ],
    degreeEn: "Bachelor's degree in Graphic Design",
    degreeAr: "بكالوريوس تصميم جرافيك",
    companies: ["Leo Burnett MENA", "Publicis Middle East", "MBC Group", "Anghami", "Rotana"],
  },
  {
    id: "data-analyst",
    en: "Data Analyst",
    ar: "محلل بيانات",
    must: ["sql", "power-bi", "data-analysis", "excel"],
    nice: ["python", "tableau"],
    remote: true,
    dutiesEn: [
      "Build dashboards and reports for business teams",
      "Write SQL queries to extract and clean data",
      "Analyse trends and present insights to management",
      "Define KPIs with stakeholders",
    ],
    dutiesAr: [
      "بناء لوحات المؤشرات والتقارير لفرق العمل",
      "كتابة استعلامات SQL لاستخراج البيانات وتنقيتها",
      "تحليل الاتجاهات وعرض النتائج على الإدارة",
      "تحديد مؤشرات الأداء مع أصحاب المصلحة",
    ],
    degreeEn: "Bachelor's degree in Statistics or Computer Science",
    degreeAr: "بكالوريوس إحصاء أو علوم حاسب",
    companies: ["Elm", "Mobily", "Etisalat by e&", "Jahez", "Fawry"],
  },
  {
    id: "pharmacist",
    en: "Pharmacist",
    ar: "صيدلي",
    must: ["pharmacy-practice", "patient-care"],
    nice: ["scfhs", "inventory-management"],
    remote: false,
    dutiesEn: [
      "Dispense prescriptions and counsel patients on their medicines",
      "Check prescriptions for interactions and dosage",
      "Manage pharmacy stock and expiry dates",
      "Advise customers on over-the-counter products",
    ],
    dutiesAr: [
      "صرف الوصفات الطبية وإرشاد المرضى حول أدويتهم",
      "مراجعة الوصفات للتداخلات الدوائية والجرعات",
      "إدارة مخزون الصيدلية وتواريخ الصلاحية",
      "تقديم المشورة للعملاء حول المنتجات دون وصفة",
    ],
    degreeEn: "Bachelor's degree in Pharmacy",
    degreeAr: "بكالوريوس صيدلة",
    companies: [
      "Nahdi Medical Company",
      "Al Dawaa Pharmacies",
      "Aster Pharmacy",
      "Boots UAE",
      "Seif Pharmacies",
    ],
  },
  {
    id: "mechanical-engineer",
    en: "Mechanical Engineer",
    ar: "مهندس ميكانيكي",
    must: ["hvac", "mep", "autocad"],
    nice: ["solidworks", "mechanical-maintenance"],
    remote: false,
    dutiesEn: [
      "Design and review HVAC and MEP systems",
      "Supervise installation and testing of mechanical equipment",
      "Plan preventive maintenance programs",
      "Prepare technical submittals and reports",
    ],
    dutiesAr: [
      "تصميم ومراجعة أنظمة التكييف والأعمال الكهروميكانيكية",
      "الإشراف على تركيب واختبار المعدات الميكانيكية",
      "تخطيط برامج الصيانة الوقائية",
      "إعداد المستندات الفنية والتقارير",
    ],
    degreeEn: "Bachelor's degree in Mechanical Engineering",
    degreeAr: "بكالوريوس هندسة ميكانيكية",
    companies: ["Saudi Aramco", "SABIC", "Emirates Global Aluminium", "QatarEnergy", "Petrojet"],
  },
  {
    id: "digital-marketing-specialist",
    en: "Digital Marketing Specialist",
    ar: "أخصائي تسويق رقمي",
    must: ["digital-marketing", "seo", "google-ads", "social-media"],
    nice: ["google-analytics", "content-marketing"],
    remote: true,
    dutiesEn: [
      "Plan and run paid campaigns on search and social",
      "Improve organic traffic through SEO",
      "Track campaign performance and report results",
      "Manage the content calendar with the creative team",
    ],
    dutiesAr: [
      "تخطيط وإدارة الحملات المدفوعة على محركات البحث ووسائل التواصل",
      "زيادة الزيارات العضوية من خلال تحسين محركات البحث",
      "متابعة أداء الحملات وإعداد التقارير",
      "إدارة تقويم المحتوى مع الفريق الإبداعي",
    ],
    degreeEn: "Bachelor's degree in Marketing",
    degreeAr: "بكالوريوس تسويق",
    companies: ["Namshi", "Salla", "Foodics", "Dubizzle Group", "Swvl"],
  },
  {
    id: "project-manager",
    en: "Project Manager",
    ar: "مدير مشروع",
    must: ["project-management", "pmp", "risk-management", "budgeting"],
    nice: ["primavera", "ms-project"],
    remote: false,
    dutiesEn: [
      "Lead projects from initiation to handover",
      "Manage scope, schedule, budget and risks",
      "Report progress to the steering committee",
      "Coordinate contractors, consultants and internal teams",
    ],
    dutiesAr: [
      "قيادة المشاريع من البداية حتى التسليم",
      "إدارة النطاق والجدول الزمني والميزانية والمخاطر",
      "رفع تقارير الإنجاز للجنة التوجيهية",
      "التنسيق بين المقاولين والاستشاريين والفرق الداخلية",
    ],
    degreeEn: "Bachelor's degree in Engineering or Business",
    degreeAr: "بكالوريوس هندسة أو إدارة أعمال",
    companies: ["NEOM", "Red Sea Global", "Aldar Properties", "Qatari Diar", "Talaat Moustafa Group"],
  },
  {
    id: "customer-service-rep",
    en: "Customer Service Representative",
    ar: "ممثل خدمة عملاء",
    must: ["customer-service", "communication", "crm"],
    nice: ["ms-office"],
    remote: true,
    dutiesEn: [
      "Answer customer calls, chats and emails",
      "Resolve complaints and follow up until closed",
      "Log every interaction in the CRM",
      "Escalate technical issues to the right team",
    ],
    dutiesAr: [
      "الرد على مكالمات العملاء والمحادثات والبريد الإلكتروني",
      "حل الشكاوى ومتابعتها حتى الإغلاق",
      "تسجيل جميع التفاعلات في نظام CRM",
      "تصعيد المشكلات الفنية للفريق المختص",
    ],
    degreeEn: "Diploma or Bachelor's degree",
    degreeAr: "دبلوم أو بكالوريوس",
    companies: ["Saudia", "flydubai", "Zain", "Batelco", "Orange Egypt"],
  },
  {
    id: "chef",
    en: "Chef",
    ar: "طباخ / شيف",
    must: ["cooking", "hospitality"],
    nice: ["inventory-management"],
    remote: false,
    dutiesEn: [
      "Prepare dishes to the restaurant's standards",
      "Keep the kitchen clean and safe",
      "Control food cost and stock",
      "Train junior kitchen staff",
    ],
    dutiesAr: [
      "تحضير الأطباق وفق معايير المطعم",
      "المحافظة على نظافة المطبخ وسلامته",
      "ضبط تكلفة الطعام والمخزون",
      "تدريب مساعدي المطبخ",
    ],
    degreeEn: "Culinary diploma",
    degreeAr: "دبلوم فنون الطهي",
    companies: ["Al Baik", "Kudu", "Jumeirah Group", "Hilton", "Marriott"],
  },
  {
    id: "driver",
    en: "Driver",
    ar: "سائق",
    must: ["driving-license", "logistics"],
    nice: ["customer-service"],
    remote: false,
    dutiesEn: [
      "Deliver goods to customers safely and on time",
      "Check the vehicle daily and report faults",
      "Keep delivery records and receipts",
      "Follow traffic and safety rules",
    ],
    dutiesAr: [
      "توصيل البضائع للعملاء بأمان وفي الوقت المحدد",
      "فحص المركبة يوميًا والإبلاغ عن الأعطال",
      "حفظ سجلات التوصيل والإيصالات",
      "الالتزام بأنظمة المرور والسلامة",
    ],
    degreeEn: "High school certificate",
    degreeAr: "شهادة الثانوية العامة",
    companies: ["Aramex", "SMSA Express", "DHL", "Naqel Express", "Bosta"],
  },
  {
    id: "admin-assistant",
    en: "Administrative Assistant",
    ar: "مساعد إداري",
    must: ["office-administration", "ms-office", "communication"],
    nice: ["excel"],
    remote: false,
    dutiesEn: [
      "Manage correspondence, calendars and meetings",
      "Prepare letters, minutes and presentations",
      "Organise files and office supplies",
      "Coordinate travel and visitor arrangements",
    ],
    dutiesAr: [
      "إدارة المراسلات والمواعيد والاجتماعات",
      "إعداد الخطابات ومحاضر الاجتماعات والعروض",
      "تنظيم الملفات ومستلزمات المكتب",
      "تنسيق ترتيبات السفر والزوار",
    ],
    degreeEn: "Diploma in Office Management",
    degreeAr: "دبلوم إدارة مكتبية",
    companies: [
      "Ministry of Health partner",
      "Abdul Latif Jameel",
      "Dubai Holding",
      "Kuwait Finance House",
      "Omantel",
    ],
  },
  {
    id: "lawyer",
    en: "Legal Counsel",
    ar: "مستشار قانوني",
    must: ["legal", "labor-law", "negotiation"],
    nice: ["communication"],
    remote: false,
    dutiesEn: [
      "Draft and review contracts and agreements",
      "Advise management on legal risks",
      "Represent the company before courts and authorities",
      "Follow regulatory changes",
    ],
    dutiesAr: [
      "صياغة ومراجعة العقود والاتفاقيات",
      "تقديم المشورة للإدارة حول المخاطر القانونية",
      "تمثيل الشركة أمام المحاكم والجهات الرسمية",
      "متابعة التغييرات التنظيمية",
    ],
    degreeEn: "Bachelor's degree in Law",
    degreeAr: "بكالوريوس قانون أو شريعة",
    companies: [
      "Al Tamimi & Company",
      "Clyde & Co",
      "Saudi Electricity Company",
      "Gulf Bank",
      "Sultan Qaboos University",
    ],
  },
  {
    id: "it-support",
    en: "IT Support Specialist",
    ar: "أخصائي دعم فني",
    must: ["technical-support", "networking", "windows-server"],
    nice: ["active-directory", "customer-service"],
    remote: false,
    dutiesEn: [
      "Resolve hardware, software and network issues for staff",
      "Manage user accounts and access rights",
      "Install and configure laptops and printers",
      "Document tickets in the help desk system",
    ],
    dutiesAr: [
      "حل مشكلات الأجهزة والبرامج والشبكات للموظفين",
      "إدارة حسابات المستخدمين وصلاحيات الوصول",
      "تثبيت وإعداد الحواسيب المحمولة والطابعات",
      "توثيق البلاغات في نظام الدعم الفني",
    ],
    degreeEn: "Diploma or Bachelor's degree in Information Technology",
    degreeAr: "دبلوم أو بكالوريوس تقنية معلومات",
    companies: ["Solutions by STC", "Injazat", "Mannai Corporation", "Kuwait Airways", "Raya IT"],
  },
  {
    id: "electrical-engineer",
    en: "Electrical Engineer",
    ar: "مهندس كهربائي",
    must: ["electrical-maintenance", "plc", "autocad"],
    nice: ["hse", "mep"],
    remote: false,
    dutiesEn: [
      "Design low and medium voltage systems",
      "Program and troubleshoot PLC panels",
      "Supervise electrical installation and testing",
      "Ensure compliance with safety standards",
    ],
    dutiesAr: [
      "تصميم أنظمة الجهد المنخفض والمتوسط",
      "برمجة لوحات PLC وتحري أعطالها",
      "الإشراف على التمديدات الكهربائية والاختبارات",
      "ضمان الالتزام بمعايير السلامة",
    ],
    degreeEn: "Bachelor's degree in Electrical Engineering",
    degreeAr: "بكالوريوس هندسة كهربائية",
    companies: ["Saudi Electricity Company", "DEWA", "Kahramaa", "Siemens Energy", "Elsewedy Electric"],
  },
];

/** Places: country, English and Arabic location text. Saudi cities cover all 13 regions. */
const places = [
  ["SA", "Riyadh, Saudi Arabia", "الرياض، السعودية"],
  ["SA", "Jeddah, Saudi Arabia", "جدة، السعودية"],
  ["SA", "Makkah, Saudi Arabia", "مكة المكرمة، السعودية"],
  ["SA", "Madinah, Saudi Arabia", "المدينة المنورة، السعودية"],
  ["SA", "Dammam, Saudi Arabia", "الدمام، السعودية"],
  ["SA", "Al Khobar, Saudi Arabia", "الخبر، السعودية"],
  ["SA", "Abha, Saudi Arabia", "أبها، السعودية"],
  ["SA", "Tabuk, Saudi Arabia", "تبوك، السعودية"],
  ["SA", "Buraydah, Saudi Arabia", "بريدة، السعودية"],
  ["SA", "Hail, Saudi Arabia", "حائل، السعودية"],
  ["SA", "Arar, Saudi Arabia", "عرعر، السعودية"],
  ["SA", "Jazan, Saudi Arabia", "جازان، السعودية"],
  ["SA", "Najran, Saudi Arabia", "نجران، السعودية"],
  ["SA", "Al Bahah, Saudi Arabia", "الباحة، السعودية"],
  ["SA", "Sakaka, Saudi Arabia", "سكاكا، السعودية"],
  ["AE", "Dubai, United Arab Emirates", "دبي، الإمارات"],
  ["AE", "Abu Dhabi, United Arab Emirates", "أبوظبي، الإمارات"],
  ["AE", "Sharjah, United Arab Emirates", "الشارقة، الإمارات"],
  ["QA", "Doha, Qatar", "الدوحة، قطر"],
  ["QA", "Lusail, Qatar", "لوسيل، قطر"],
  ["BH", "Manama, Bahrain", "المنامة، البحرين"],
  ["BH", "Muharraq, Bahrain", "المحرق، البحرين"],
  ["KW", "Kuwait City, Kuwait", "مدينة الكويت، الكويت"],
  ["KW", "Hawalli, Kuwait", "حولي، الكويت"],
  ["OM", "Muscat, Oman", "مسقط، سلطنة عمان"],
  ["OM", "Sohar, Oman", "صحار، سلطنة عمان"],
  ["EG", "Cairo, Egypt", "القاهرة، مصر"],
  ["EG", "Alexandria, Egypt", "الإسكندرية، مصر"],
  ["EG", "Giza, Egypt", "الجيزة، مصر"],
];

const levels = ["intern", "entry", "mid", "above"];
const sources = ["linkedin", "bayt", "indeed", "naukri", "gulftalent", "glassdoor", "dubizzle", "sira"];
const levelWords = {
  intern: { en: (t) => `${t} Intern`, ar: (t) => `متدرب ${t}`, years: 0 },
  entry: { en: (t) => `Junior ${t}`, ar: (t) => `${t} - حديث التخرج`, years: 1 },
  mid: { en: (t) => t, ar: (t) => t, years: 3 },
  above: { en: (t) => `Senior ${t}`, ar: (t) => `${t} أول`, years: 8 },
};
const typeLabels = {
  full_time: ["Full time", "دوام كامل"],
  part_time: ["Part time", "دوام جزئي"],
  contract: ["Contract (12 months, renewable)", "عقد لمدة 12 شهرًا قابل للتجديد"],
  internship: ["Internship (6 months)", "تدريب تعاوني لمدة 6 أشهر"],
  training: ["Training program leading to employment", "برنامج تدريب منتهي بالتوظيف"],
};
const benefitsEn = [
  "Competitive salary and annual bonus",
  "Medical insurance for you and your family",
  "Annual tickets and 30 days leave",
  "Housing and transportation allowances",
  "Training and career growth",
];
const benefitsAr = [
  "راتب تنافسي ومكافأة سنوية",
  "تأمين طبي لك ولعائلتك",
  "تذاكر سنوية وإجازة 30 يومًا",
  "بدل سكن ومواصلات",
  "تدريب وتطور وظيفي",
];

const label = (id, lang) => skillLabels.get(id)?.[lang] ?? id;
const list = (items) => items.map((i) => `• ${i}`).join("<br>");

function describe(o, level, type, company, place, lang) {
  const years = levelWords[level].years;
  const en = lang === "en";
  const title = en ? levelWords[level].en(o.en) : levelWords[level].ar(o.ar);
  const skillsMust = o.must.map((s) => label(s, lang));
  const skillsNice = o.nice.map((s) => label(s, lang));
  const experience = en
    ? years === 0
      ? "No experience required; final-year students and fresh graduates are welcome"
      : `At least ${years} years of experience as ${o.en}`
    : years === 0
      ? "لا يشترط الخبرة، ويسعدنا انضمام طلاب السنة الأخيرة وحديثي التخرج"
      : `خبرة لا تقل عن ${years} سنوات في مجال ${o.ar}`;
  const benefits = [0, 1, 2].map(() => pick(en ? benefitsEn : benefitsAr));
  if (en)
    return [
      `<strong>${company}</strong> is hiring a ${title} in ${place}.`,
      `<strong>Responsibilities</strong>`,
      list(o.dutiesEn),
      `<strong>Requirements</strong>`,
      list([
        o.degreeEn,
        experience,
        `Strong skills in ${skillsMust.join(", ")}`,
        "Excellent Arabic and English communication",
      ]),
      `<strong>Preferred</strong>`,
      list([`Experience with ${skillsNice.join(" and ")} is a plus`]),
      `<strong>Job type</strong>: ${typeLabels[type][0]}`,
      `<strong>We offer</strong>`,
      list([...new Set(benefits)]),
    ].join("<br>");
  return [
    `تعلن <strong>${company}</strong> عن حاجتها إلى ${title} للعمل في ${place}.`,
    `<strong>المهام الوظيفية</strong>`,
    list(o.dutiesAr),
    `<strong>المتطلبات</strong>`,
    list([
      o.degreeAr,
      experience,
      `إجادة ${skillsMust.join(" و")}`,
      "مهارات تواصل ممتازة باللغتين العربية والإنجليزية",
    ]),
    `<strong>يفضل</strong>`,
    list([`الخبرة في ${skillsNice.join(" و")} ميزة إضافية`]),
    `<strong>نوع العمل</strong>: ${typeLabels[type][1]}`,
    `<strong>المزايا</strong>`,
    list([...new Set(benefits)]),
  ].join("<br>");
}

const jobs = [];
let n = 0;
const otherTypes = ["full_time", "full_time", "part_time", "full_time", "contract"];
for (const [oi, o] of occupations.entries()) {
  for (let k = 0; k < 16; k++) {
    n++;
    const level = levels[(k + oi) % levels.length];
    const type =
      level === "intern"
        ? k % 2 === 0
          ? "internship"
          : "training"
        : otherTypes[(k + oi) % otherTypes.length];
    const place = k < 7 ? places[(n * 7 + k) % 15] : places[15 + ((n + k) % (places.length - 15))];
    const remote = o.remote && k % 4 === 1 ? "remote" : "onsite";
    const company = pick(o.companies);
    const arabicFirst = k % 2 === 0;
    const ageHours =
      k === 0
        ? Math.floor(random() * 20)
        : k === 1
          ? 24 + Math.floor(random() * 40)
          : Math.floor(random() * 24 * 45);
    jobs.push({
      id: `demo-${String(n).padStart(4, "0")}`,
      source: sources[n % sources.length],
      position: arabicFirst ? levelWords[level].ar(o.ar) : levelWords[level].en(o.en),
      company,
      location: arabicFirst ? place[2] : place[1],
      country: place[0],
      ageHours,
      remote,
      jobType: type,
      experience: level,
      link: `https://jobs.sira.example/${o.id}/${n}`,
      descriptionEn: describe(o, level, type, company, place[1].split(",")[0], "en"),
      descriptionAr: describe(o, level, type, company, place[2].split("،")[0], "ar"),
      occupation: o.id,
    });
  }
}
const out = path.join(here, "demo-jobs.json");
const lines = jobs.map((job) => `  ${JSON.stringify(job)}`).join(",\n");
fs.writeFileSync(
  out,
  `{"note": "Generated by generate-demo-jobs.mjs: fictional postings for the demo.", "jobs": [\n${lines}\n]}\n`,
);
console.log(`wrote ${jobs.length} jobs to ${out}`);
