import type { Language } from "./constants";
import type { ResumeData } from "./resume-data";
import { defaultResumeData } from "./resume-defaults";

/**
 * A realistic, complete resume of a Gulf job seeker (a Saudi senior software engineer in
 * Riyadh), in Arabic or English. Every section is filled so that it runs to two A4 pages in
 * most templates: the builder offers it as "sample resume", template previews and print tests
 * render it. Dates are stored in the builder's canonical English form; templates localize them.
 */
export function sampleResumeData(language: Language): ResumeData {
  const data = defaultResumeData(language);
  const t = sampleText[language];
  const url = (href: string, label = "") => ({ href, label });
  let n = 0;
  const id = (prefix: string) => `${prefix}-${++n}`;

  data.basics = {
    name: t.name,
    headline: t.headline,
    location: t.location,
    phone: "+966 55 123 4567",
    email: "abdullah.alqahtani@example.com",
    url: url("https://abdullah-alqahtani.example.com", "abdullah-alqahtani.example.com"),
    customFields: [{ id: id("field"), icon: "flag", name: t.nationalityLabel, value: t.nationality }],
    picture: {
      url: avatarDataUrl,
      size: 96,
      aspectRatio: 1,
      borderRadius: 9999,
      effects: { hidden: false, border: false, grayscale: false },
    },
  };

  const s = data.sections;
  s.summary.content = t.summary;
  s.profiles.items = [
    {
      id: id("profile"),
      visible: true,
      network: "LinkedIn",
      username: "abdullah-alqahtani",
      icon: "linkedin",
      url: url("https://www.linkedin.com/in/abdullah-alqahtani"),
    },
    {
      id: id("profile"),
      visible: true,
      network: "GitHub",
      username: "aqahtani",
      icon: "github",
      url: url("https://github.com/aqahtani"),
    },
    {
      id: id("profile"),
      visible: true,
      network: "X",
      username: "@aqahtani_dev",
      icon: "x",
      url: url("https://x.com/aqahtani_dev"),
    },
  ];
  s.experience.items = t.experience.map((e) => ({
    id: id("experience"),
    visible: true,
    ...e,
    url: url(e.url),
  }));
  s.education.items = t.education.map((e) => ({ id: id("education"), visible: true, ...e, url: url(e.url) }));
  s.skills.items = t.skills.map((k) => ({ id: id("skill"), visible: true, ...k }));
  s.languages.items = t.languages.map((k) => ({ id: id("language"), visible: true, ...k }));
  s.certifications.items = t.certifications.map((c) => ({
    id: id("certification"),
    visible: true,
    ...c,
    url: url(c.url),
  }));
  s.awards.items = t.awards.map((a) => ({ id: id("award"), visible: true, ...a, url: url("") }));
  s.projects.items = t.projects.map((p) => ({ id: id("project"), visible: true, ...p, url: url(p.url) }));
  s.interests.items = t.interests.map((i) => ({ id: id("interest"), visible: true, ...i }));
  s.volunteer.items = t.volunteer.map((v) => ({ id: id("volunteer"), visible: true, ...v, url: url(v.url) }));
  s.publications.items = t.publications.map((p) => ({
    id: id("publication"),
    visible: true,
    ...p,
    url: url(p.url),
  }));
  s.references.items = t.references.map((r) => ({ id: id("reference"), visible: true, ...r, url: url("") }));

  const customId = "courses";
  s.custom[customId] = {
    id: customId,
    name: t.coursesTitle,
    columns: 1,
    visible: true,
    items: t.courses.map((c) => ({
      id: id("course"),
      visible: true,
      location: "",
      summary: "",
      keywords: [],
      ...c,
      url: url(""),
    })),
  };
  const lastPage = data.metadata.layout[data.metadata.layout.length - 1];
  lastPage?.[0]?.push(`custom.${customId}`);
  return data;
}

/** A neutral avatar drawn inline, so the sample never needs the network. */
const avatarDataUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#e2e8f0"/>' +
    '<circle cx="48" cy="38" r="18" fill="#94a3b8"/><path d="M14 92c4-20 18-30 34-30s30 10 34 30z" fill="#94a3b8"/></svg>',
)}`;

const sampleText = {
  ar: {
    name: "عبدالله بن فهد القحطاني",
    headline: "مهندس برمجيات أول | تطبيقات الويب والأنظمة السحابية",
    location: "الرياض، المملكة العربية السعودية",
    nationalityLabel: "الجنسية",
    nationality: "سعودي",
    summary:
      "<p>مهندس برمجيات بخبرة تزيد على تسع سنوات في بناء منصات رقمية عالية الاعتمادية تخدم ملايين المستخدمين في المملكة ودول الخليج، مع شغف بتجربة المستخدم العربية وجودة الشيفرة.</p>" +
      "<p>- قيادة فرق هندسية متعددة التخصصات حتى 12 مهندسًا وفق منهجية Scrum.</p>" +
      "<p>- تصميم معماريات خدمات مصغّرة على AWS تخفض التكاليف وترفع التوافر إلى 99.95٪.</p>" +
      "<p>- خبرة عميقة في React وTypeScript وNode.js ودعم الواجهات ثنائية الاتجاه.</p>",
    experience: [
      {
        company: "سحابة الخليج للاتصالات",
        position: "مهندس برمجيات أول وقائد فريق",
        location: "الرياض",
        date: "Jan 2021 - Present",
        url: "https://cloud-gulf.example.com",
        summary:
          "<p>- قيادة فريق من ثمانية مهندسين لإعادة بناء بوابة العملاء الرقمية التي يستخدمها أكثر من 4 ملايين مشترك شهريًا.</p>" +
          "<p>- نقل النظام من تطبيق موحد إلى خدمات مصغّرة على AWS، مما خفض زمن الاستجابة بنسبة 45٪ وتكاليف الاستضافة بنسبة 30٪.</p>" +
          "<p>- إطلاق نظام تصميم موحّد يدعم العربية والإنجليزية بالكامل واعتماده في سبعة منتجات داخلية.</p>",
      },
      {
        company: "منصة وصل للخدمات الحكومية",
        position: "مهندس برمجيات",
        location: "الرياض",
        date: "Mar 2018 - Dec 2020",
        url: "https://wasl.example.com",
        summary:
          "<ul><li>تطوير خدمات إلكترونية حكومية يستخدمها أكثر من مليوني مواطن ومقيم، بما فيها تجديد الوثائق والدفع الإلكتروني.</li>" +
          "<li>بناء واجهات برمجية آمنة بلغة Node.js متكاملة مع نفاذ الوطني الموحد وأنظمة الدفع سداد.</li></ul>",
      },
      {
        company: "بترو-تك للحلول الرقمية",
        position: "مطوّر تطبيقات",
        location: "الظهران",
        date: "Jul 2016 - Feb 2018",
        url: "",
        summary:
          "<p>- تطوير لوحات متابعة لحظية لعمليات الحقول باستخدام React وD3 وقواعد بيانات PostgreSQL.</p>" +
          "<p>- أتمتة تقارير السلامة الأسبوعية مما وفّر 20 ساعة عمل أسبوعيًا على فريق العمليات.</p>",
      },
      {
        company: "استوديو رؤى الرقمي",
        position: "مطوّر ويب",
        location: "جدة",
        date: "Sep 2015 - Jun 2016",
        url: "",
        summary: "<p>- بناء مواقع ومتاجر إلكترونية عربية لأكثر من 15 عميلًا من قطاعي التجزئة والضيافة.</p>",
      },
    ],
    education: [
      {
        institution: "جامعة الملك فهد للبترول والمعادن",
        studyType: "ماجستير",
        area: "هندسة البرمجيات",
        score: "3.8 / 4",
        date: "Sep 2019 - Jun 2021",
        url: "",
        summary: "<p>رسالة الماجستير: تحسين أداء تطبيقات الويب ثنائية الاتجاه على الأجهزة المحمولة.</p>",
      },
      {
        institution: "جامعة الملك سعود",
        studyType: "بكالوريوس",
        area: "علوم الحاسب",
        score: "4.6 / 5",
        date: "Sep 2011 - Jun 2015",
        url: "",
        summary: "<p>مرتبة الشرف الأولى؛ مشروع التخرج: نظام حجز مواعيد للمستشفيات الجامعية.</p>",
      },
    ],
    skills: [
      {
        name: "تطوير الواجهات",
        description: "خبير",
        level: 5,
        keywords: ["React", "TypeScript", "Next.js", "Tailwind CSS"],
      },
      {
        name: "تطوير الخوادم",
        description: "متقدم",
        level: 4,
        keywords: ["Node.js", "Fastify", "REST", "GraphQL"],
      },
      {
        name: "الحوسبة السحابية",
        description: "متقدم",
        level: 4,
        keywords: ["AWS", "Docker", "Kubernetes", "Terraform"],
      },
      {
        name: "قواعد البيانات",
        description: "متقدم",
        level: 4,
        keywords: ["PostgreSQL", "Redis", "DynamoDB"],
      },
      { name: "ضمان الجودة", description: "متقدم", level: 4, keywords: ["Vitest", "Playwright", "CI/CD"] },
      { name: "القيادة والإرشاد", description: "متقدم", level: 4, keywords: ["Scrum", "إدارة الفرق"] },
    ],
    languages: [
      { name: "العربية", description: "اللغة الأم", level: 5 },
      { name: "الإنجليزية", description: "طلاقة (IELTS 7.5)", level: 4 },
      { name: "الفرنسية", description: "مبتدئ", level: 1 },
    ],
    certifications: [
      {
        name: "AWS Certified Solutions Architect – Associate",
        issuer: "Amazon Web Services",
        date: "May 2022",
        url: "https://aws.amazon.com/certification/",
        summary: "",
      },
      {
        name: "Professional Scrum Master I",
        issuer: "Scrum.org",
        date: "Nov 2020",
        url: "https://www.scrum.org",
        summary: "",
      },
      {
        name: "أساسيات الأمن السيبراني",
        issuer: "الأكاديمية الوطنية للأمن السيبراني",
        date: "Feb 2021",
        url: "",
        summary: "",
      },
    ],
    awards: [
      {
        title: "جائزة الابتكار المؤسسي",
        awarder: "سحابة الخليج للاتصالات",
        date: "Dec 2022",
        summary: "<p>تقديرًا لإطلاق نظام التصميم الموحد ثنائي اللغة.</p>",
      },
      {
        title: "المركز الأول – هاكاثون الحج الرقمي",
        awarder: "وزارة الحج والعمرة",
        date: "Aug 2019",
        summary: "<p>تطبيق إرشاد ذكي للحجاج بعدة لغات.</p>",
      },
    ],
    projects: [
      {
        name: "منصة موعد الصحية",
        description: "مشروع مفتوح المصدر",
        date: "2023",
        url: "https://github.com/aqahtani/mawid",
        summary:
          "<p>- منصة لحجز المواعيد في العيادات الصغيرة تدعم العربية أولًا وتعمل دون اتصال.</p>" +
          "<p>- أكثر من 200 عيادة تستخدمها في الرياض والقصيم.</p>",
        keywords: ["React", "PWA", "PostgreSQL"],
      },
      {
        name: "مكتبة «اتجاه» لواجهات RTL",
        description: "مكتبة مفتوحة المصدر",
        date: "2021",
        url: "https://github.com/aqahtani/ittijah",
        summary:
          "<p>- مكتبة مكونات React تحوّل الأنماط إلى خصائص CSS المنطقية تلقائيًا.</p>" +
          "<p>- أكثر من 1,200 نجمة على GitHub ومساهمات من 30 مطورًا.</p>",
        keywords: ["TypeScript", "CSS", "RTL"],
      },
    ],
    interests: [
      { name: "الذكاء الاصطناعي", keywords: ["معالجة اللغة العربية", "تعلم الآلة"] },
      { name: "الخط العربي", keywords: ["الثلث", "النسخ"] },
      { name: "الرياضة", keywords: ["الجري", "كرة القدم"] },
    ],
    volunteer: [
      {
        organization: "مبادرة مليون مبرمج",
        position: "مرشد تقني",
        location: "عن بُعد",
        date: "Jan 2020 - Present",
        url: "",
        summary: "<p>- إرشاد أكثر من 50 متدربًا في تطوير الويب وتحضير مشاريع التخرج.</p>",
      },
      {
        organization: "جمعية إنسان لرعاية الأيتام",
        position: "متطوع تقني",
        location: "الرياض",
        date: "Mar 2017 - Dec 2019",
        url: "",
        summary: "",
      },
    ],
    publications: [
      {
        name: "تصميم واجهات عربية أولًا: دروس من منصات حكومية",
        publisher: "مؤتمر أبحاث تجربة المستخدم العربي",
        date: "Oct 2023",
        url: "https://example.com/arabic-first-ui",
        summary: "",
      },
      {
        name: "قياس أداء تطبيقات React في شبكات الجوال",
        publisher: "المجلة السعودية للحوسبة",
        date: "Apr 2021",
        url: "",
        summary: "",
      },
    ],
    references: [
      {
        name: "م. خالد العتيبي",
        description: "مدير الهندسة، سحابة الخليج للاتصالات",
        summary: "<p>متاح عند الطلب.</p>",
      },
    ],
    coursesTitle: "الدورات التدريبية",
    courses: [
      { name: "تصميم الأنظمة الموزعة", description: "Coursera", date: "2022" },
      { name: "القيادة التقنية للفرق", description: "معهد الإدارة العامة", date: "2021" },
    ],
  },
  en: {
    name: "Abdullah Fahad Al-Qahtani",
    headline: "Senior Software Engineer | Web Platforms and Cloud Systems",
    location: "Riyadh, Saudi Arabia",
    nationalityLabel: "Nationality",
    nationality: "Saudi",
    summary:
      "<p>Software engineer with more than nine years of experience building highly reliable digital platforms that serve millions of users across Saudi Arabia and the Gulf, with a passion for Arabic user experience and code quality.</p>" +
      "<p>- Led cross-functional engineering teams of up to 12 engineers using Scrum.</p>" +
      "<p>- Designed microservice architectures on AWS that cut costs and raised availability to 99.95%.</p>" +
      "<p>- Deep expertise in React, TypeScript, Node.js and bidirectional (RTL/LTR) interfaces.</p>",
    experience: [
      {
        company: "Gulf Cloud Telecom",
        position: "Senior Software Engineer and Team Lead",
        location: "Riyadh",
        date: "Jan 2021 - Present",
        url: "https://cloud-gulf.example.com",
        summary:
          "<p>- Led a team of eight engineers rebuilding the customer portal used by more than 4 million subscribers a month.</p>" +
          "<p>- Moved the system from a monolith to AWS microservices, cutting response time by 45% and hosting costs by 30%.</p>" +
          "<p>- Launched a unified design system with full Arabic and English support, adopted by seven internal products.</p>",
      },
      {
        company: "Wasl Government Services Platform",
        position: "Software Engineer",
        location: "Riyadh",
        date: "Mar 2018 - Dec 2020",
        url: "https://wasl.example.com",
        summary:
          "<ul><li>Built e-government services used by more than two million citizens and residents, including document renewal and e-payment.</li>" +
          "<li>Developed secure Node.js APIs integrated with the National Single Sign-On and the SADAD payment system.</li></ul>",
      },
      {
        company: "Petro-Tech Digital Solutions",
        position: "Application Developer",
        location: "Dhahran",
        date: "Jul 2016 - Feb 2018",
        url: "",
        summary:
          "<p>- Developed real-time dashboards for field operations with React, D3 and PostgreSQL.</p>" +
          "<p>- Automated weekly safety reports, saving the operations team 20 hours a week.</p>",
      },
      {
        company: "Roya Digital Studio",
        position: "Web Developer",
        location: "Jeddah",
        date: "Sep 2015 - Jun 2016",
        url: "",
        summary:
          "<p>- Built Arabic websites and online stores for more than 15 retail and hospitality clients.</p>",
      },
    ],
    education: [
      {
        institution: "King Fahd University of Petroleum and Minerals",
        studyType: "Master of Science",
        area: "Software Engineering",
        score: "3.8 / 4",
        date: "Sep 2019 - Jun 2021",
        url: "",
        summary:
          "<p>Thesis: improving the performance of bidirectional web applications on mobile devices.</p>",
      },
      {
        institution: "King Saud University",
        studyType: "Bachelor of Science",
        area: "Computer Science",
        score: "4.6 / 5",
        date: "Sep 2011 - Jun 2015",
        url: "",
        summary:
          "<p>First-class honours; graduation project: an appointment system for university hospitals.</p>",
      },
    ],
    skills: [
      {
        name: "Front-end development",
        description: "Expert",
        level: 5,
        keywords: ["React", "TypeScript", "Next.js", "Tailwind CSS"],
      },
      {
        name: "Back-end development",
        description: "Advanced",
        level: 4,
        keywords: ["Node.js", "Fastify", "REST", "GraphQL"],
      },
      {
        name: "Cloud computing",
        description: "Advanced",
        level: 4,
        keywords: ["AWS", "Docker", "Kubernetes", "Terraform"],
      },
      { name: "Databases", description: "Advanced", level: 4, keywords: ["PostgreSQL", "Redis", "DynamoDB"] },
      {
        name: "Quality assurance",
        description: "Advanced",
        level: 4,
        keywords: ["Vitest", "Playwright", "CI/CD"],
      },
      {
        name: "Leadership and mentoring",
        description: "Advanced",
        level: 4,
        keywords: ["Scrum", "Team management"],
      },
    ],
    languages: [
      { name: "Arabic", description: "Native", level: 5 },
      { name: "English", description: "Fluent (IELTS 7.5)", level: 4 },
      { name: "French", description: "Beginner", level: 1 },
    ],
    certifications: [
      {
        name: "AWS Certified Solutions Architect – Associate",
        issuer: "Amazon Web Services",
        date: "May 2022",
        url: "https://aws.amazon.com/certification/",
        summary: "",
      },
      {
        name: "Professional Scrum Master I",
        issuer: "Scrum.org",
        date: "Nov 2020",
        url: "https://www.scrum.org",
        summary: "",
      },
      {
        name: "Cybersecurity Fundamentals",
        issuer: "National Cybersecurity Academy",
        date: "Feb 2021",
        url: "",
        summary: "",
      },
    ],
    awards: [
      {
        title: "Corporate Innovation Award",
        awarder: "Gulf Cloud Telecom",
        date: "Dec 2022",
        summary: "<p>For launching the bilingual unified design system.</p>",
      },
      {
        title: "First Place – Digital Hajj Hackathon",
        awarder: "Ministry of Hajj and Umrah",
        date: "Aug 2019",
        summary: "<p>A multilingual smart guide app for pilgrims.</p>",
      },
    ],
    projects: [
      {
        name: "Mawid Health Platform",
        description: "Open-source project",
        date: "2023",
        url: "https://github.com/aqahtani/mawid",
        summary:
          "<p>- An Arabic-first, offline-capable appointment platform for small clinics.</p>" +
          "<p>- Used by more than 200 clinics in Riyadh and Qassim.</p>",
        keywords: ["React", "PWA", "PostgreSQL"],
      },
      {
        name: "Ittijah RTL UI Library",
        description: "Open-source library",
        date: "2021",
        url: "https://github.com/aqahtani/ittijah",
        summary:
          "<p>- A React component library that turns styles into CSS logical properties automatically.</p>" +
          "<p>- More than 1,200 GitHub stars and contributions from 30 developers.</p>",
        keywords: ["TypeScript", "CSS", "RTL"],
      },
    ],
    interests: [
      { name: "Artificial intelligence", keywords: ["Arabic NLP", "Machine learning"] },
      { name: "Arabic calligraphy", keywords: ["Thuluth", "Naskh"] },
      { name: "Sports", keywords: ["Running", "Football"] },
    ],
    volunteer: [
      {
        organization: "One Million Coders Initiative",
        position: "Technical Mentor",
        location: "Remote",
        date: "Jan 2020 - Present",
        url: "",
        summary: "<p>- Mentored more than 50 trainees in web development and capstone projects.</p>",
      },
      {
        organization: "Ensan Orphan Care Society",
        position: "Technical Volunteer",
        location: "Riyadh",
        date: "Mar 2017 - Dec 2019",
        url: "",
        summary: "",
      },
    ],
    publications: [
      {
        name: "Arabic-first Interface Design: Lessons from Government Platforms",
        publisher: "Arabic UX Research Conference",
        date: "Oct 2023",
        url: "https://example.com/arabic-first-ui",
        summary: "",
      },
      {
        name: "Measuring React Performance on Mobile Networks",
        publisher: "Saudi Journal of Computing",
        date: "Apr 2021",
        url: "",
        summary: "",
      },
    ],
    references: [
      {
        name: "Eng. Khalid Al-Otaibi",
        description: "Engineering Manager, Gulf Cloud Telecom",
        summary: "<p>Available on request.</p>",
      },
    ],
    coursesTitle: "Training Courses",
    courses: [
      { name: "Distributed Systems Design", description: "Coursera", date: "2022" },
      { name: "Technical Team Leadership", description: "Institute of Public Administration", date: "2021" },
    ],
  },
} satisfies Record<Language, unknown>;
