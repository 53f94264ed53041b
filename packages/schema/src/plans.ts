import type { PlanId } from "./constants";

// The point plans, apart from `constants` so that their texts are not in every page's first
// load (the sign-in screens import `@sira/schema/constants`; login-bundle budget, issue 22).

/** One line of a plan's list; `modelServer` lines show only where the server has a model server. */
export interface PlanFeature {
  ar: string;
  en: string;
  modelServer?: true;
}

export interface Plan {
  id: PlanId;
  name: { ar: string; en: string };
  priceUsd: number;
  points: number;
  /** Whether buying it grants premium membership (templates and palette). */
  grantsPremium: boolean;
  description: { ar: string; en: string };
  features: PlanFeature[];
}

/** The lines of a plan this server really offers, in the plan's display language. */
export const planFeatures = (plan: Plan, language: "ar" | "en", modelServer: boolean): string[] =>
  plan.features.filter((f) => modelServer || !f.modelServer).map((f) => f[language]);

export const plans: readonly Plan[] = [
  {
    id: "bronze",
    name: { en: "Basic", ar: "الأساسية" },
    priceUsd: 9.93,
    points: 35,
    grantsPremium: false,
    description: { en: "For a first polished resume.", ar: "لسيرتك الذاتية الأولى بشكل احترافي." },
    features: [
      { en: "35 points", ar: "35 نقطة" },
      { en: "PDF and Word downloads", ar: "تنزيل PDF وWord" },
      { en: "AI writing help", ar: "مساعدة الكتابة بالذكاء الاصطناعي", modelServer: true },
      { en: "Resume vs job compare", ar: "مقارنة السيرة بالوظيفة" },
      { en: "Mock interviews with feedback", ar: "مقابلات تجريبية مع تقييم" },
    ],
  },
  {
    id: "silver",
    name: { en: "Standard", ar: "القياسية" },
    priceUsd: 19.93,
    points: 90,
    grantsPremium: true,
    description: { en: "For an active job search.", ar: "لبحث نشط عن وظيفة." },
    features: [
      { en: "90 points", ar: "90 نقطة" },
      { en: "Premium templates and colours", ar: "قوالب وألوان مميزة" },
      { en: "Everything in Basic", ar: "كل مزايا الأساسية" },
    ],
  },
  {
    id: "gold",
    name: { en: "VIP", ar: "كبار الشخصيات" },
    priceUsd: 59.99,
    points: 300,
    grantsPremium: true,
    description: { en: "For the serious career move.", ar: "للنقلة المهنية الجادة." },
    features: [
      { en: "300 points", ar: "300 نقطة" },
      { en: "Premium templates and colours", ar: "قوالب وألوان مميزة" },
      { en: "The best price per point", ar: "أفضل سعر للنقطة" },
      { en: "Everything in Standard", ar: "كل مزايا القياسية" },
    ],
  },
];
