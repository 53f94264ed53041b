import { normalizeText } from "./normalize";
import { findSkillIds } from "./skill-context";

/**
 * Evidence in sentences: a resume shows a skill when a bullet describes doing it, not only when
 * it names it. "Split a monolith into 14 services" shows microservices; "built APIs with
 * Express" shows Node.js. A small hand-written table per concept, matched on normalizeText
 * output (lowercase, Arabic normalised: أ→ا، ة→ه، ى→ي), in both languages.
 */

/** Phrases that show a skill without naming it. */
const DESCRIBED: [id: string, pattern: RegExp][] = [
  [
    "microservices",
    /\b(?:split|splitting|broke|breaking|decompos\w*|carv\w*|migrat\w*|mov\w*)\b[^.;\n]{0,40}\bmonolith\w*|\bmonolith\w*\b[^.;\n]{0,30}\binto\b[^.;\n]{0,20}\bservices\b|\bservice[- ]oriented\b|\b\d+\s+(?:independent |separate |small )?services\b|(?:قسم|قسمت|تقسيم|فصل|فصلت|حول|حولت|تحويل)[^.;\n]{0,40}(?:الاحادي|المتجانس|مونوليث|الضخم)|الي\s+\d+\s+خدم(?:ه|ات)\s+(?:مستقل|منفصل|صغير)/,
  ],
  [
    "ci-cd",
    /\b(?:build|deployment|release) pipelines?\b|\bautomated (?:builds|deployments|releases)\b|خطوط (?:النشر|البناء)|النشر الالي/,
  ],
  ["docker", /\bcontaineri[sz]\w*|\bcontainers\b|الحاويات/],
  [
    "rest-api",
    /\b(?:built|designed|wrote|developed|exposed)\b[^.;\n]{0,30}\b(?:apis?|endpoints)\b|واجهات (?:rest|برمجيه|برمجه)/,
  ],
  ["data-visualization", /\bdashboards?\b|لوحات (?:معلومات|تحكم|بيانات)/],
  ["data-analysis", /\banaly[sz](?:ed|ing)\b[^.;\n]{0,30}\bdata\b|حللت البيانات|تحليل بيانات/],
  [
    "recruitment",
    /\b(?:hired|recruited|sourced)\b[^.;\n]{0,30}\b(?:candidates|employees|staff|engineers|people)\b|وظفت|استقطاب/,
  ],
  ["negotiation", /\bnegotiat\w+|تفاوض|فاوضت/],
  [
    "budgeting",
    /\b(?:prepared|managed|owned|controlled)\b[^.;\n]{0,20}\bbudgets?\b|اعداد الميزاني|الميزانيه السنويه/,
  ],
  [
    "customer-service",
    /\bcustomer (?:complaints|inquiries|enquiries|queries|tickets)\b|شكاوي العملاء|استفسارات العملاء/,
  ],
  ["project-management", /\b(?:managed|led|delivered)\b[^.;\n]{0,25}\bprojects?\b|ادرت[^.;\n]{0,20}مشروع/],
  [
    "financial-reporting",
    /\b(?:month|quarter|year)[- ]end (?:close|closing)\b|\bfinancial statements\b|القوائم الماليه|الاقفال الشهري/,
  ],
  ["lesson-planning", /\blesson plans?\b|خطط (?:الدروس|دروس)|التحضير للدروس/],
  ["classroom-management", /\bclasses of \d+\b|\bclassroom of \d+\b|فصول?[^.;\n]{0,10}\d+ طالب/],
  [
    "patient-care",
    /\b(?:cared for|helped|assisted|looked after|nursed)\b[^.;\n]{0,20}\bpatients\b|رعايه[^.;\n]{0,15}\d+ مريض|(?:مساعده|رعايه|العنايه ب)\s*المرضي/,
  ],
  ["quantity-surveying", /\b(?:bill of quantities|boq|quantity take-?offs?)\b|(?:حساب|حصر|جداول) الكميات/],
  [
    "sales",
    /\b(?:closed|exceeded|achieved)\b[^.;\n]{0,30}\b(?:deals|quota|sales targets?|targets)\b|حققت[^.;\n]{0,30}(?:المستهدف|المبيعات|مبيعات)/,
  ],
  [
    "leadership",
    /\b(?:led|managed|supervised)\b[^.;\n]{0,15}\b(?:a )?team of \d+|قدت فريق|ادرت فريق|اشرفت علي فريق/,
  ],
];

/** Frameworks and tools that show the language or platform they run on. */
const IMPLIES: Record<string, string[]> = {
  express: ["nodejs", "javascript"],
  nestjs: ["nodejs", "typescript"],
  nextjs: ["react", "javascript"],
  react: ["javascript"],
  "react-native": ["react", "javascript"],
  angular: ["typescript"],
  vue: ["javascript"],
  django: ["python"],
  flask: ["python"],
  fastapi: ["python"],
  pandas: ["python"],
  "scikit-learn": ["python", "machine-learning"],
  pytorch: ["python", "deep-learning", "machine-learning"],
  tensorflow: ["python", "deep-learning", "machine-learning"],
  spring: ["java"],
  laravel: ["php"],
  rails: ["ruby"],
  dotnet: ["csharp"],
  flutter: ["dart", "mobile-development"],
  kubernetes: ["docker"],
  postgresql: ["sql", "databases"],
  mysql: ["sql", "databases"],
  "sql-server": ["sql", "databases"],
  "oracle-db": ["sql", "databases"],
  "power-bi": ["data-visualization"],
  tableau: ["data-visualization"],
};

/** Skill ids a piece of text shows: named (with context) and described, plus what they imply. */
export function skillIdsShownBy(text: string): string[] {
  const ids = new Set(findSkillIds(text));
  const normalized = normalizeText(text);
  for (const [id, pattern] of DESCRIBED) if (pattern.test(normalized)) ids.add(id);
  for (const id of [...ids]) for (const implied of IMPLIES[id] ?? []) ids.add(implied);
  return [...ids];
}
