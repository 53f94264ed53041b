// The rich resume the ATS extraction harness prints in every template, in Arabic and English.
// It builds on the sample resume (so every section is filled and it runs to two pages) and puts
// in what extractors get wrong: names with عبدالله/عبدالرحمن, every lam-alef form, a vocalized
// word, Latin terms inside Arabic sentences, phones, e-mails and URLs in the header and inside
// text, dates in both digit systems and percentages; since issue 36 also a bullet starting with
// `لا`, a contact line `جوال: …، البريد: …`, a month range in Arabic-Indic digits and real-length
// bullets that wrap in two-column templates. `truth` lists what an ATS must read back.
import { type Language, type ResumeData, sampleResumeData } from "@sira/schema";

interface Job {
  company: string;
  position: string;
  date: string;
  bullets: string[];
}

interface Text {
  name: string;
  headline: string;
  email: string;
  phone: string;
  url: string;
  summary: string[];
  /** A contact line of the summary, as resumes write one (`جوال: …، البريد: …`). */
  contact: string;
  jobs: Job[];
  /** Exact strings an ATS must find: contact details inside text, date ranges. */
  inline: string[];
  /** How the templates print each job's date range. */
  dateRanges: string[];
}

const text: Record<Language, Text> = {
  ar: {
    name: "عبدالله بن عبدالرحمن الشهري",
    headline: "مهندس بيانات أول | تحليلات الأعمال وأنظمة SAP",
    email: "abdullah.alshehri@example.sa",
    phone: "+966 50 987 6543",
    url: "https://abdullah-alshehri.example.sa",
    summary: [
      "مهندس بيانات بخبرة تزيد على عشر سنوات في بناء منصات التحليلات للقطاعين الحكومي والخاص في المملكة.",
      "للتواصل خلال أوقات العمل: +966 11 234 5678 أو البريد hr.contact@example.sa دون إلا موعد مسبق.",
      "إتقان اللغة الإنجليزية والأنظمة الآلية وأدوات Power BI وSQL في بيئات الإنتاج.",
    ],
    contact: "جوال: +966 55 123 4567، البريد: sara.ops@example.sa",
    jobs: [
      {
        company: "شركة الإسلام للحلول الرقمية",
        position: "مهندس بيانات أول",
        date: "Jan 2021 - Present",
        bullets: [
          "قيادة فريق من ثمانية مهندسين لبناء مستودع بيانات على SAP HANA يخدم 4 ملايين عميل.",
          "خفض زمن إعداد التقارير بنسبة 45٪ خلال السنة الأولى عبر أتمتة الإجراءات بلغة Python.",
          "تملأ لوحات المتابعة الآن الفراغ بين الإدارات، ونشرت الدليل على https://data.example.sa/guide للفرق.",
          "تصميم خطوط معالجة البيانات اليومية لأكثر من 120 مصدرا باستخدام Apache Airflow وKafka مع فحوص جودة وتنبيهات آلية خفضت أعطال التحميل الليلي بنسبة 70٪ ووفرت على فريق الدعم قرابة 15 ساعة أسبوعيا.",
        ],
      },
      {
        company: "مؤسسة عبدالرحمن للاستشارات",
        position: "محلل نظم",
        date: "Mar 2016 - Dec 2020",
        bullets: [
          "عملتُ مُهَنْدِسًا مسؤولًا عن ترحيل الأنظمة القديمة إلى AutoCAD وOracle دون انقطاع الخدمة.",
          "رفع دقة التنبؤ بالطلب إلى ٩٢٪ باستخدام نماذج التعلم الآلي ولا سيما الانحدار الخطي.",
          "لا تتجاوز أخطاء التقارير الشهرية الآن 0.5٪ بعد اعتماد المراجعة الآلية للبيانات في جميع الإدارات.",
        ],
      },
      {
        company: "وزارة الاقتصاد والتخطيط",
        position: "محلل بيانات",
        date: "٢٠١٢ - ٢٠١٦",
        bullets: [
          "إعداد تقارير الإحصاءات الفصلية لأكثر من 20 جهة حكومية مع الالتزام بمعايير الآيزو.",
          "تدريب 35 موظفًا على Excel وإعداد الإحصاءات ضمن برنامج التحول الرقمي.",
        ],
      },
      {
        company: "الهيئة العامة للإحصاء",
        position: "باحث إحصائي",
        date: "مارس ٢٠٠٩ - فبراير ٢٠١٢",
        bullets: ["جمع بيانات المسوح الميدانية في 13 منطقة ومراجعتها قبل النشر ضمن فريق من عشرين باحثا."],
      },
    ],
    inline: ["+966 11 234 5678", "hr.contact@example.sa", "https://data.example.sa/guide"],
    dateRanges: [
      "يناير 2021 - حتى الآن",
      "مارس 2016 - ديسمبر 2020",
      "٢٠١٢ - ٢٠١٦",
      "مارس ٢٠٠٩ - فبراير ٢٠١٢",
    ],
  },
  en: {
    name: "Abdullah bin Abdulrahman Al-Shehri",
    headline: "Senior Data Engineer | Business Analytics and SAP Systems",
    email: "abdullah.alshehri@example.sa",
    phone: "+966 50 987 6543",
    url: "https://abdullah-alshehri.example.sa",
    summary: [
      "Data engineer with more than ten years of experience building analytics platforms for the public and private sectors in the Kingdom.",
      "Reachable during working hours at +966 11 234 5678 or hr.contact@example.sa without an appointment.",
      "Fluent in English and Arabic; expert in Power BI and SQL in production environments.",
    ],
    contact: "Mobile: +966 55 123 4567, e-mail: sara.ops@example.sa",
    jobs: [
      {
        company: "Al-Islam Digital Solutions",
        position: "Senior Data Engineer",
        date: "Jan 2021 - Present",
        bullets: [
          "Led a team of eight engineers building a data warehouse on SAP HANA serving 4 million customers.",
          "Cut report preparation time by 45% in the first year by automating procedures in Python.",
          "Dashboards now bridge departments; the guide is published at https://data.example.sa/guide for teams.",
          "Designed daily data pipelines for more than 120 sources with Apache Airflow and Kafka, with quality checks and automated alerts that cut nightly load failures by 70% and saved the support team about 15 hours a week.",
        ],
      },
      {
        company: "Abdulrahman Consulting Est.",
        position: "Systems Analyst",
        date: "Mar 2016 - Dec 2020",
        bullets: [
          "Migrated legacy systems to AutoCAD and Oracle without service interruption.",
          "Raised demand forecast accuracy to 92% with machine learning models, notably linear regression.",
          "Kept monthly report errors below 0.5% after automated data review was adopted in every department.",
        ],
      },
      {
        company: "Ministry of Economy and Planning",
        position: "Data Analyst",
        date: "2012 - 2016",
        bullets: [
          "Prepared quarterly statistics reports for more than 20 government bodies meeting ISO standards.",
          "Trained 35 employees in Excel and statistics within the digital transformation programme.",
        ],
      },
      {
        company: "General Authority for Statistics",
        position: "Statistical Researcher",
        date: "Mar 2009 - Feb 2012",
        bullets: [
          "Collected and reviewed field survey data in 13 regions before publication in a team of twenty.",
        ],
      },
    ],
    inline: ["+966 11 234 5678", "hr.contact@example.sa", "https://data.example.sa/guide"],
    dateRanges: ["Jan 2021 - Present", "Mar 2016 - Dec 2020", "2012 - 2016", "Mar 2009 - Feb 2012"],
  },
};

const paragraphs = (lines: string[]) => lines.map((l) => `<p>- ${l}</p>`).join("");

/** The fixture resume in `language`, printed with `template` and `font` (default: the language's). */
export function atsResume(language: Language, template: string, font?: string): ResumeData {
  const data = sampleResumeData(language);
  const t = text[language];
  data.metadata.template = template as ResumeData["metadata"]["template"];
  if (font) data.metadata.typography.font.family = font;
  data.basics.name = t.name;
  data.basics.headline = t.headline;
  data.basics.email = t.email;
  data.basics.phone = t.phone;
  data.basics.url = { href: t.url, label: "" };
  data.sections.summary.content = `<p>${t.summary[0]}</p>${paragraphs(t.summary.slice(1))}<p>${t.contact}</p>`;
  const items = data.sections.experience.items;
  data.sections.experience.items = t.jobs.map((job, i) => ({
    ...(items[i % items.length] as (typeof items)[number]),
    id: `ats-job-${i}`,
    company: job.company,
    position: job.position,
    date: job.date,
    url: { href: "", label: "" },
    summary: paragraphs(job.bullets),
  }));
  return data;
}

export type StringKind = "name" | "headline" | "titles" | "companies" | "bullets";

/** What an ATS must read back from the fixture in `language`. */
export function atsTruth(language: Language) {
  const t = text[language];
  const strings: { kind: StringKind; text: string }[] = [
    { kind: "name", text: t.name },
    { kind: "headline", text: t.headline },
    ...t.jobs.map((j) => ({ kind: "titles" as const, text: j.position })),
    ...t.jobs.map((j) => ({ kind: "companies" as const, text: j.company })),
    ...t.summary.map((s) => ({ kind: "bullets" as const, text: s })),
    { kind: "bullets", text: t.contact },
    ...t.jobs.flatMap((j) => j.bullets.map((b) => ({ kind: "bullets" as const, text: b }))),
  ];
  const exact: Record<string, string> = {
    name: t.name,
    email: t.email,
    phone: t.phone,
    "inline phone": t.inline[0] as string,
    "inline e-mail": t.inline[1] as string,
    "inline URL": t.inline[2] as string,
    "contact phone": "+966 55 123 4567",
    "contact e-mail": "sara.ops@example.sa",
  };
  t.dateRanges.forEach((d, i) => {
    exact[`date range ${i + 1}`] = d;
  });
  /** Items in reading order: each job's title, then its bullets. */
  const order = t.jobs.flatMap((j) => [j.position, ...j.bullets]);
  return { strings, exact, order };
}
