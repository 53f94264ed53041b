import type { CountryCode } from "./constants";

// Country names and flags, apart from `constants` so that they are not in every page's first
// load (the sign-in screens import `@sira/schema/constants`; login-bundle budget, issue 22).

export const countries: Record<CountryCode, { ar: string; en: string; flag: string }> = {
  SA: { en: "Saudi Arabia", ar: "السعودية", flag: "🇸🇦" },
  AE: { en: "United Arab Emirates", ar: "الإمارات العربية المتحدة", flag: "🇦🇪" },
  QA: { en: "Qatar", ar: "قطر", flag: "🇶🇦" },
  BH: { en: "Bahrain", ar: "البحرين", flag: "🇧🇭" },
  KW: { en: "Kuwait", ar: "الكويت", flag: "🇰🇼" },
  OM: { en: "Oman", ar: "عُمان", flag: "🇴🇲" },
  EG: { en: "Egypt", ar: "مصر", flag: "🇪🇬" },
};
