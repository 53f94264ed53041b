import type { PlanId } from "./constants";

// The point plans, apart from `constants` so that their texts are not in every page's first
// load (the sign-in screens import `@sira/schema/constants`; login-bundle budget, issue 22).

export interface Plan {
  id: PlanId;
  name: { ar: string; en: string };
  priceUsd: number;
  points: number;
  /** Whether buying it grants premium membership (templates and palette). */
  grantsPremium: boolean;
  description: { ar: string; en: string };
  features: { ar: string[]; en: string[] };
}

export const plans: readonly Plan[] = [
  {
    id: "bronze",
    name: { en: "Basic", ar: "الأساسية" },
    priceUsd: 9.93,
    points: 35,
    grantsPremium: false,
    description: { en: "For a first polished resume.", ar: "لسيرتك الذاتية الأولى بشكل احترافي." },
    features: {
      en: ["35 points", "PDF downloads", "AI writing help", "Resume vs job compare"],
      ar: ["35 نقطة", "تنزيل PDF", "مساعدة الكتابة بالذكاء الاصطناعي", "مقارنة السيرة بالوظيفة"],
    },
  },
  {
    id: "silver",
    name: { en: "Standard", ar: "القياسية" },
    priceUsd: 19.93,
    points: 90,
    grantsPremium: true,
    description: { en: "For an active job search.", ar: "لبحث نشط عن وظيفة." },
    features: {
      en: ["90 points", "Premium templates and colours", "AI mock interviews", "Everything in Basic"],
      ar: ["90 نقطة", "قوالب وألوان مميزة", "مقابلات تجريبية بالذكاء الاصطناعي", "كل مزايا الأساسية"],
    },
  },
  {
    id: "gold",
    name: { en: "VIP", ar: "كبار الشخصيات" },
    priceUsd: 59.99,
    points: 300,
    grantsPremium: true,
    description: { en: "For the serious career move.", ar: "للنقلة المهنية الجادة." },
    features: {
      en: [
        "300 points",
        "Premium templates and colours",
        "Unlimited practice at the best rate",
        "Everything in Standard",
      ],
      ar: ["300 نقطة", "قوالب وألوان مميزة", "أفضل سعر للنقطة", "كل مزايا القياسية"],
    },
  },
];
