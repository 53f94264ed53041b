/**
 * Writes the DOCX evaluation set (fixtures/resumes-docx/sira-set): 24 CVs, 12 Arabic and 12
 * English, in the layouts people make in Word, each with its ground truth as Sira resume data
 * (<name>.json beside <name>.docx). The people, employers and schools are invented.
 *
 *   npm run docx-set -w @sira/bench            write the .docx and .json files
 *   then export the PDFs with LibreOffice:     see bench/README.md ("DOCX evaluation set")
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createEmptyItem, defaultResumeData, type Language, type ResumeData } from "@sira/schema";
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from "docx";

const outDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../fixtures/resumes-docx/sira-set",
);

interface Job {
  position: string;
  company: string;
  location: string;
  /** Canonical English date range ("Jan 2020 - Present"). */
  date: string;
  /** As written in the document. */
  dateText: string;
  bullets: string[];
}
interface School {
  studyType: string;
  area: string;
  institution: string;
  date: string;
  dateText: string;
}
interface Person {
  language: Language;
  name: string;
  headline: string;
  email: string;
  phone: string;
  location: string;
  summary: string;
  jobs: Job[];
  schools: School[];
  /** Skill groups ("Label: a, b") or skills with a level. */
  skillGroups: { name: string; keywords: string[] }[];
  skillLevels: { name: string; level: string }[];
  languages: { name: string; level: string }[];
}

// ---------------------------------------------------------------------------------------------
// Invented people

const enMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const arMonths = [
  "يناير",
  "فبراير",
  "مارس",
  "أبريل",
  "مايو",
  "يونيو",
  "يوليو",
  "أغسطس",
  "سبتمبر",
  "أكتوبر",
  "نوفمبر",
  "ديسمبر",
];

function range(language: Language, start: [number, number], end?: [number, number]) {
  const en = (d: [number, number]) => `${enMonths[d[1] - 1]} ${d[0]}`;
  const ar = (d: [number, number]) => `${arMonths[d[1] - 1]} ${d[0]}`;
  const date = `${en(start)} - ${end ? en(end) : "Present"}`;
  const dateText =
    language === "ar"
      ? `${ar(start)} – ${end ? ar(end) : "حتى الآن"}`
      : `${en(start)} – ${end ? en(end) : "Present"}`;
  return { date, dateText };
}

const enPeople: Omit<Person, "language" | "jobs" | "schools">[] = [
  ["Daniel Brooks", "Backend Engineer", "daniel.brooks@example.com", "+1 415 555 0142", "Austin, TX"],
  ["Emma Carter", "Product Designer", "emma.carter@example.com", "+44 20 7946 0321", "London, UK"],
  ["Liam Patel", "Data Analyst", "liam.patel@example.com", "+1 646 555 0198", "New York, NY"],
  ["Olivia Nguyen", "Marketing Manager", "olivia.nguyen@example.com", "+61 2 5550 1234", "Sydney, Australia"],
  ["Noah Fischer", "DevOps Engineer", "noah.fischer@example.com", "+49 30 5557 7788", "Berlin, Germany"],
  [
    "Sophia Martins",
    "Financial Accountant",
    "sophia.martins@example.com",
    "+351 21 555 4410",
    "Lisbon, Portugal",
  ],
  ["Ethan Walker", "Mobile Developer", "ethan.walker@example.com", "+1 206 555 0117", "Seattle, WA"],
  ["Ava Thompson", "HR Specialist", "ava.thompson@example.com", "+1 312 555 0165", "Chicago, IL"],
  ["Lucas Moreau", "Civil Engineer", "lucas.moreau@example.com", "+33 1 55 50 12 34", "Paris, France"],
  ["Mia Schneider", "Project Manager", "mia.schneider@example.com", "+41 44 555 6677", "Zurich, Switzerland"],
  ["James O'Connor", "Sales Executive", "james.oconnor@example.com", "+353 1 555 0190", "Dublin, Ireland"],
  ["Chloe Kim", "Machine Learning Engineer", "chloe.kim@example.com", "+1 617 555 0133", "Boston, MA"],
].map(([name, headline, email, phone, location]) => ({
  name: name as string,
  headline: headline as string,
  email: email as string,
  phone: phone as string,
  location: location as string,
  summary: `${headline} with several years of experience delivering reliable work for growing teams.`,
  skillGroups: [],
  skillLevels: [],
  languages: [],
}));

const arPeople: Omit<Person, "language" | "jobs" | "schools">[] = [
  ["أحمد الزهراني", "مهندس برمجيات", "ahmed.zahrani@example.com", "+966 55 123 4567", "الرياض، السعودية"],
  ["سارة العتيبي", "مصممة تجربة مستخدم", "sara.otaibi@example.com", "+966 50 234 5678", "جدة، السعودية"],
  ["محمد الكبيسي", "محلل بيانات", "mohammed.kubaisi@example.com", "+971 50 345 6789", "دبي، الإمارات"],
  ["نورة القحطاني", "مديرة تسويق", "noura.qahtani@example.com", "+966 54 456 7890", "الدمام، السعودية"],
  ["خالد الحربي", "مهندس شبكات", "khalid.harbi@example.com", "+965 6555 1234", "الكويت، الكويت"],
  ["ريم الشمري", "محاسبة", "reem.shammari@example.com", "+973 3655 4321", "المنامة، البحرين"],
  ["عمر الفارس", "مطور تطبيقات", "omar.alfares@example.com", "+962 79 555 1212", "عمّان، الأردن"],
  ["ليلى حداد", "أخصائية موارد بشرية", "layla.haddad@example.com", "+961 3 555 789", "بيروت، لبنان"],
  ["يوسف المصري", "مهندس مدني", "youssef.masri@example.com", "+20 100 555 6789", "القاهرة، مصر"],
  ["هند الدوسري", "مديرة مشاريع", "hind.dosari@example.com", "+974 5555 6677", "الدوحة، قطر"],
  ["فيصل العنزي", "مسؤول مبيعات", "faisal.anazi@example.com", "+966 56 555 0101", "الخبر، السعودية"],
  ["منى السيد", "مهندسة تعلم آلي", "mona.elsayed@example.com", "+212 6 5555 4433", "الدار البيضاء، المغرب"],
].map(([name, headline, email, phone, location]) => ({
  name: name as string,
  headline: headline as string,
  email: email as string,
  phone: phone as string,
  location: location as string,
  summary: `${headline} بخبرة عدة سنوات في تقديم عمل موثوق لفرق متنامية.`,
  skillGroups: [],
  skillLevels: [],
  languages: [],
}));

const enCompanies: [string, string][] = [
  ["Northwind Traders", "Austin, TX"],
  ["Blue Harbor Labs", "San Francisco, CA"],
  ["Crescent Analytics", "New York, NY"],
  ["Maple Systems", "Toronto, Canada"],
  ["Greenfield Logistics", "Denver, CO"],
  ["Summit Health", "Boston, MA"],
];
const enPositions = [
  "Senior Software Engineer",
  "Software Engineer",
  "Lead Designer",
  "Data Analyst",
  "Project Coordinator",
  "Consultant",
];
const arCompanies: [string, string][] = [
  ["شركة الأفق للتقنية", "الرياض"],
  ["مجموعة الريادة", "جدة"],
  ["بنك الخليج الأول", "دبي"],
  ["شركة المدار للاتصالات", "الكويت"],
  ["مؤسسة النخبة للاستشارات", "عمّان"],
  ["شركة البيان للحلول الرقمية", "القاهرة"],
];
const arPositions = [
  "مهندس برمجيات أول",
  "مطور واجهات",
  "محلل أعمال",
  "مدير مشروع",
  "مستشار تقني",
  "مصمم جرافيك",
];

const enBullets = [
  "Built a reporting service used by 40 internal teams",
  "Cut page load time by 35% through caching and profiling",
  "Mentored four junior colleagues and ran weekly code reviews",
  "Led the migration of billing to a new payment provider",
  "Designed onboarding flows that raised activation by 12%",
];
const arBullets = [
  "بناء خدمة تقارير تستخدمها 40 فرقة داخلية",
  "خفض زمن تحميل الصفحات بنسبة 35% عبر التخزين المؤقت",
  "إرشاد أربعة زملاء جدد وإدارة مراجعات الشيفرة أسبوعيًا",
  "قيادة نقل نظام الفوترة إلى مزود دفع جديد باستخدام Stripe",
  "تصميم رحلة تسجيل رفعت نسبة التفعيل 12%",
];

function makePerson(language: Language, index: number): Person {
  const base = (language === "ar" ? arPeople : enPeople)[index]!;
  const companies = language === "ar" ? arCompanies : enCompanies;
  const positions = language === "ar" ? arPositions : enPositions;
  const bullets = language === "ar" ? arBullets : enBullets;
  const jobs: Job[] = [0, 1].map((j) => {
    const [company, location] = companies[(index + j * 2) % companies.length]!;
    const dates =
      j === 0
        ? range(language, [2020 + (index % 3), 1 + (index % 12)])
        : range(language, [2015 + (index % 3), 3 + (index % 9)], [2019 + (index % 2), 6 + (index % 6)]);
    return {
      position: positions[(index + j) % positions.length]!,
      company,
      location,
      ...dates,
      bullets: [bullets[(index + j) % bullets.length]!, bullets[(index + j + 2) % bullets.length]!],
    };
  });
  const schools: School[] =
    language === "ar"
      ? [
          {
            studyType: "بكالوريوس",
            area: ["علوم الحاسب", "نظم المعلومات", "الهندسة المدنية", "إدارة الأعمال"][index % 4]!,
            institution: ["جامعة الملك سعود", "جامعة القاهرة", "الجامعة الأردنية", "جامعة الكويت"][
              index % 4
            ]!,
            ...range(language, [2010 + (index % 4), 9], [2014 + (index % 4), 6]),
          },
        ]
      : [
          {
            studyType: "Bachelor of Science",
            area: ["Computer Science", "Information Systems", "Civil Engineering", "Economics"][index % 4]!,
            institution: [
              "University of Texas",
              "University of Manchester",
              "McGill University",
              "Trinity College Dublin",
            ][index % 4]!,
            ...range(language, [2010 + (index % 4), 9], [2014 + (index % 4), 6]),
          },
        ];
  const ar = language === "ar";
  return {
    ...base,
    language,
    jobs,
    schools,
    skillGroups: ar
      ? [
          { name: "البرمجة", keywords: ["TypeScript", "Python", "SQL"] },
          { name: "الأدوات", keywords: ["Git", "Docker", "Figma"] },
        ]
      : [
          { name: "Programming", keywords: ["TypeScript", "Python", "SQL"] },
          { name: "Tools", keywords: ["Git", "Docker", "Figma"] },
        ],
    skillLevels: ar
      ? [
          { name: "تحليل البيانات", level: "متقدم" },
          { name: "إدارة الفرق", level: "متوسط" },
        ]
      : [
          { name: "Data analysis", level: "Advanced" },
          { name: "Team leadership", level: "Intermediate" },
        ],
    languages: ar
      ? [
          { name: "العربية", level: "اللغة الأم" },
          { name: "الإنجليزية", level: "متقدم" },
        ]
      : [
          { name: "English", level: "Native" },
          { name: "Spanish", level: "Intermediate" },
        ],
  };
}

// ---------------------------------------------------------------------------------------------
// Ground truth

function groundTruth(person: Person, withLevels: boolean): ResumeData {
  const data = defaultResumeData(person.language);
  Object.assign(data.basics, {
    name: person.name,
    headline: person.headline,
    email: person.email,
    phone: person.phone,
    location: person.location,
  });
  data.sections.summary.content = `<p>${person.summary}</p>`;
  for (const job of person.jobs)
    data.sections.experience.items.push({
      ...createEmptyItem("experience"),
      position: job.position,
      company: job.company,
      location: job.location,
      date: job.date,
      summary: `<ul>${job.bullets.map((b) => `<li><p>${b}</p></li>`).join("")}</ul>`,
    });
  for (const school of person.schools)
    data.sections.education.items.push({
      ...createEmptyItem("education"),
      institution: school.institution,
      studyType: school.studyType,
      area: school.area,
      date: school.date,
    });
  for (const group of person.skillGroups)
    data.sections.skills.items.push({
      ...createEmptyItem("skills"),
      name: group.name,
      keywords: group.keywords,
    });
  if (withLevels)
    for (const skill of person.skillLevels)
      data.sections.skills.items.push({
        ...createEmptyItem("skills"),
        name: skill.name,
        description: skill.level,
      });
  for (const language of person.languages)
    data.sections.languages.items.push({
      ...createEmptyItem("languages"),
      name: language.name,
      description: language.level,
    });
  return data;
}

// ---------------------------------------------------------------------------------------------
// Layouts

type Layout =
  | "single"
  | "two-column-table"
  | "header-table"
  | "date-first"
  | "symbol-bullets"
  | "mixed-terms";

const headings = {
  en: {
    summary: "Summary",
    experience: "Experience",
    education: "Education",
    skills: "Skills",
    languages: "Languages",
    contact: "Contact",
  },
  ar: {
    summary: "نبذة",
    experience: "الخبرات العملية",
    education: "التعليم",
    skills: "المهارات",
    languages: "اللغات",
    contact: "التواصل",
  },
};

interface Ctx {
  rtl: boolean;
  font: string;
  /** Where the right tab stop for dates sits (twips): inside the text width of the page or cell. */
  tabPos?: number;
}

const run = (ctx: Ctx, text: string, options: { bold?: boolean; size?: number } = {}) =>
  new TextRun({ text, bold: options.bold, size: options.size, rightToLeft: ctx.rtl, font: ctx.font });

function para(
  ctx: Ctx,
  texts: (string | TextRun)[],
  options: {
    heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel];
    bullet?: boolean;
    rightTab?: boolean;
    align?: (typeof AlignmentType)[keyof typeof AlignmentType];
  } = {},
) {
  const children: TextRun[] = [];
  texts.forEach((t, i) => {
    if (i > 0 && options.rightTab)
      children.push(new TextRun({ children: [new Tab()], rightToLeft: ctx.rtl }));
    children.push(typeof t === "string" ? run(ctx, t) : t);
  });
  return new Paragraph({
    children,
    heading: options.heading,
    bidirectional: ctx.rtl,
    alignment: options.align,
    numbering: options.bullet ? { reference: "bullets", level: 0 } : undefined,
    tabStops: options.rightTab ? [{ type: TabStopType.RIGHT, position: ctx.tabPos ?? 9000 }] : undefined,
  });
}

const heading = (ctx: Ctx, text: string) => para(ctx, [text], { heading: HeadingLevel.HEADING_1 });

function jobHeader(ctx: Ctx, person: Person, job: Job, layout: Layout): Paragraph[] {
  const ar = person.language === "ar";
  switch (layout) {
    case "header-table":
      // Company bold with the date at the right; position and place under it.
      return [
        para(ctx, [run(ctx, job.company, { bold: true }), job.dateText], { rightTab: true }),
        para(ctx, [`${job.position}${ar ? "، " : ", "}${job.location}`]),
      ];
    case "date-first":
      return [
        para(
          ctx,
          [job.dateText, run(ctx, `${job.position} | ${job.company} | ${job.location}`, { bold: true })],
          { rightTab: true },
        ),
      ];
    case "symbol-bullets":
      return [
        para(ctx, [
          run(ctx, `${job.position} – ${job.company}${ar ? "، " : ", "}${job.location}`, { bold: true }),
        ]),
        para(ctx, [job.dateText]),
      ];
    default:
      // "Position – Company, City" with the date at the right ("المسمى – الشركة، المدينة").
      return [
        para(
          ctx,
          [
            run(ctx, `${job.position} – ${job.company}${ar ? "، " : ", "}${job.location}`, { bold: true }),
            job.dateText,
          ],
          { rightTab: true },
        ),
      ];
  }
}

function bullets(ctx: Ctx, items: string[], layout: Layout): Paragraph[] {
  if (layout === "symbol-bullets") return items.map((b) => para(ctx, [`➢ ${b}`]));
  return items.map((b) => para(ctx, [b], { bullet: true }));
}

function mainSections(ctx: Ctx, person: Person, layout: Layout, withSidebar: boolean): Paragraph[] {
  const h = headings[person.language];
  const ar = person.language === "ar";
  const out: Paragraph[] = [heading(ctx, h.summary), para(ctx, [person.summary]), heading(ctx, h.experience)];
  for (const job of person.jobs)
    out.push(...jobHeader(ctx, person, job, layout), ...bullets(ctx, job.bullets, layout));
  out.push(heading(ctx, h.education));
  for (const school of person.schools) {
    const degree = `${school.studyType} ${ar ? "في" : "in"} ${school.area}`;
    if (layout === "date-first")
      out.push(para(ctx, [school.dateText, run(ctx, degree, { bold: true })], { rightTab: true }));
    else out.push(para(ctx, [run(ctx, degree, { bold: true }), school.dateText], { rightTab: true }));
    out.push(para(ctx, [school.institution]));
  }
  if (!withSidebar) out.push(...sideSections(ctx, person, layout));
  return out;
}

function sideSections(ctx: Ctx, person: Person, layout: Layout): Paragraph[] {
  const h = headings[person.language];
  const out: Paragraph[] = [heading(ctx, h.skills)];
  for (const group of person.skillGroups)
    out.push(para(ctx, [`${group.name}: ${group.keywords.join(", ")}`]));
  if (layout !== "two-column-table")
    for (const skill of person.skillLevels) out.push(para(ctx, [`${skill.name} – ${skill.level}`]));
  out.push(heading(ctx, h.languages));
  for (const language of person.languages) out.push(para(ctx, [`${language.name}: ${language.level}`]));
  return out;
}

const noBorders = {
  top: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  bottom: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  left: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  right: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  insideHorizontal: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
  insideVertical: { style: BorderStyle.NONE, size: 0, color: "FFFFFF" },
};

function table(ctx: Ctx, cells: { children: Paragraph[]; width: number }[]) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    visuallyRightToLeft: ctx.rtl,
    borders: noBorders,
    rows: [
      new TableRow({
        children: cells.map(
          (cell) =>
            new TableCell({
              children: cell.children,
              width: { size: cell.width, type: WidthType.PERCENTAGE },
            }),
        ),
      }),
    ],
  });
}

function documentOf(person: Person, layout: Layout): Document {
  const ar = person.language === "ar";
  const ctx: Ctx = { rtl: ar, font: ar ? "Noto Naskh Arabic" : "Liberation Sans" };
  const separator = " | ";
  const nameParagraph = para(ctx, [run(ctx, person.name, { bold: true, size: 40 })], {
    heading: HeadingLevel.TITLE,
  });
  const contacts = [person.email, person.phone, person.location];
  let children: (Paragraph | Table)[];
  switch (layout) {
    case "two-column-table":
      children = [
        nameParagraph,
        para(ctx, [person.headline]),
        table(ctx, [
          {
            width: 32,
            children: [
              heading(ctx, headings[person.language].contact),
              ...contacts.map((c) => para(ctx, [c])),
              ...sideSections(ctx, person, layout),
            ],
          },
          { width: 68, children: mainSections({ ...ctx, tabPos: 5800 }, person, layout, true) },
        ]),
      ];
      break;
    case "header-table":
      children = [
        table(ctx, [
          { width: 55, children: [nameParagraph, para(ctx, [person.headline])] },
          {
            width: 45,
            children: contacts.map((c) =>
              para(ctx, [c], { align: ar ? AlignmentType.LEFT : AlignmentType.RIGHT }),
            ),
          },
        ]),
        ...mainSections(ctx, person, layout, false),
      ];
      break;
    default:
      children = [
        nameParagraph,
        para(ctx, [person.headline]),
        para(ctx, [contacts.join(separator)]),
        ...mainSections(ctx, person, layout, false),
      ];
  }
  return new Document({
    creator: "Sira test set",
    title: person.name,
    styles: { default: { document: { run: { font: ctx.font, size: 21 } } } },
    numbering: {
      config: [
        {
          reference: "bullets",
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.START,
              style: { paragraph: { indent: { start: 540, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
}

const layouts: Layout[] = [
  "single",
  "two-column-table",
  "header-table",
  "date-first",
  "symbol-bullets",
  "mixed-terms",
];

async function main() {
  mkdirSync(outDir, { recursive: true });
  for (const language of ["en", "ar"] as const) {
    for (let index = 0; index < 12; index++) {
      const layout = layouts[index % layouts.length]!;
      const person = makePerson(language, index);
      const name = `${language}-${String(index + 1).padStart(2, "0")}-${layout}`;
      const buffer = await Packer.toBuffer(documentOf(person, layout));
      writeFileSync(path.join(outDir, `${name}.docx`), buffer);
      const truth = groundTruth(person, layout !== "two-column-table");
      writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(truth, null, 2)}\n`);
      console.log(name);
    }
  }
}

await main();
