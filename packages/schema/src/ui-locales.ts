/**
 * Interface locales (spec §9: "about 45; Norwegian and Odia fall back to English"). The
 * interface language is separate from a resume's content language (`languages`: ar, en), which
 * the templates, sample resume and resume dates use. Server and web read this one table.
 *
 * Each row: code (the folder name of the web bundles, apps/web/src/locales/<code>, and of the
 * server messages, apps/server/src/locales/<code>.json), the name in its own script, direction,
 * and the locale whose texts stand in for missing ones (English, or the locale itself when it
 * has every text; nb and or have no texts of their own and use English).
 */
export const uiLocales = [
  { code: "ar", name: "العربية", dir: "rtl", fallback: "en" },
  { code: "en", name: "English", dir: "ltr", fallback: "en" },
  { code: "ur", name: "اردو", dir: "rtl", fallback: "en" },
  { code: "fa", name: "فارسی", dir: "rtl", fallback: "en" },
  { code: "hi", name: "हिन्दी", dir: "ltr", fallback: "en" },
  { code: "bn", name: "বাংলা", dir: "ltr", fallback: "en" },
  { code: "ml", name: "മലയാളം", dir: "ltr", fallback: "en" },
  { code: "ta", name: "தமிழ்", dir: "ltr", fallback: "en" },
  { code: "te", name: "తెలుగు", dir: "ltr", fallback: "en" },
  { code: "ne", name: "नेपाली", dir: "ltr", fallback: "en" },
  { code: "si", name: "සිංහල", dir: "ltr", fallback: "en" },
  { code: "fil", name: "Filipino", dir: "ltr", fallback: "en" },
  { code: "id", name: "Bahasa Indonesia", dir: "ltr", fallback: "en" },
  { code: "ms", name: "Bahasa Melayu", dir: "ltr", fallback: "en" },
  { code: "tr", name: "Türkçe", dir: "ltr", fallback: "en" },
  { code: "fr", name: "Français", dir: "ltr", fallback: "en" },
  { code: "es", name: "Español", dir: "ltr", fallback: "en" },
  { code: "pt", name: "Português", dir: "ltr", fallback: "en" },
  { code: "de", name: "Deutsch", dir: "ltr", fallback: "en" },
  { code: "it", name: "Italiano", dir: "ltr", fallback: "en" },
  { code: "ru", name: "Русский", dir: "ltr", fallback: "en" },
  { code: "uk", name: "Українська", dir: "ltr", fallback: "en" },
  { code: "zh-Hans", name: "简体中文", dir: "ltr", fallback: "en" },
  { code: "zh-Hant", name: "繁體中文", dir: "ltr", fallback: "en" },
  { code: "ja", name: "日本語", dir: "ltr", fallback: "en" },
  { code: "ko", name: "한국어", dir: "ltr", fallback: "en" },
  { code: "th", name: "ไทย", dir: "ltr", fallback: "en" },
  { code: "vi", name: "Tiếng Việt", dir: "ltr", fallback: "en" },
  { code: "am", name: "አማርኛ", dir: "ltr", fallback: "en" },
  { code: "sw", name: "Kiswahili", dir: "ltr", fallback: "en" },
  { code: "so", name: "Soomaali", dir: "ltr", fallback: "en" },
  { code: "he", name: "עברית", dir: "rtl", fallback: "en" },
  { code: "nl", name: "Nederlands", dir: "ltr", fallback: "en" },
  { code: "pl", name: "Polski", dir: "ltr", fallback: "en" },
  { code: "ro", name: "Română", dir: "ltr", fallback: "en" },
  { code: "el", name: "Ελληνικά", dir: "ltr", fallback: "en" },
  { code: "cs", name: "Čeština", dir: "ltr", fallback: "en" },
  { code: "hu", name: "Magyar", dir: "ltr", fallback: "en" },
  { code: "sv", name: "Svenska", dir: "ltr", fallback: "en" },
  { code: "da", name: "Dansk", dir: "ltr", fallback: "en" },
  { code: "fi", name: "Suomi", dir: "ltr", fallback: "en" },
  { code: "nb", name: "Norsk bokmål", dir: "ltr", fallback: "en" },
  { code: "or", name: "ଓଡ଼ିଆ", dir: "ltr", fallback: "en" },
  { code: "ckb", name: "کوردی", dir: "rtl", fallback: "en" },
  { code: "ps", name: "پښتو", dir: "rtl", fallback: "en" },
] as const satisfies readonly { code: string; name: string; dir: "rtl" | "ltr"; fallback: "en" }[];

export type UiLocale = (typeof uiLocales)[number]["code"];
export const uiLocaleCodes = uiLocales.map((l) => l.code) as readonly UiLocale[];
export const defaultUiLocale: UiLocale = "ar";

/** Locales the spec lets fall back to English entirely: listed in the menu, no texts of their own. */
export const englishFallbackLocales: readonly UiLocale[] = ["nb", "or"];

/** Tags whose base language differs from our code (old ISO codes, macrolanguages, scripts). */
const aliases: Record<string, UiLocale> = {
  tl: "fil",
  no: "nb",
  nn: "nb",
  iw: "he",
  in: "id",
  ku: "ckb",
  zsm: "ms",
  pes: "fa",
  prs: "fa",
  ory: "or",
  npi: "ne",
  swh: "sw",
  urd: "ur",
  hin: "hi",
};

const byLowerCode = new Map<string, UiLocale>(uiLocaleCodes.map((c) => [c.toLowerCase(), c]));

/**
 * Map any locale tag to an interface locale: "ar-SA" → ar, "ur-PK" → ur, "zh-CN"/"zh-SG" →
 * zh-Hans, "zh-TW"/"zh-HK"/"zh-MO" → zh-Hant, "tl" → fil, "no"/"nn" → nb, "iw" → he, "in" → id,
 * "ku-Arab"/"ckb-IQ" → ckb, "pt-BR" → pt. Unknown tags answer English; an empty tag, undefined.
 */
export function uiLocaleOf(tag: string | null | undefined): UiLocale | undefined {
  if (!tag?.trim()) return undefined;
  const parts = tag.trim().replace(/_/g, "-").toLowerCase().split("-");
  const exact = byLowerCode.get(parts.slice(0, 2).join("-"));
  if (exact) return exact;
  const base = parts[0] ?? "";
  if (base === "zh") {
    const rest = parts.slice(1);
    return rest.some((p) => p === "hant" || p === "tw" || p === "hk" || p === "mo") ? "zh-Hant" : "zh-Hans";
  }
  return byLowerCode.get(base) ?? aliases[base] ?? "en";
}

/** Whether a string is one of our interface locale codes (exact spelling). */
export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === "string" && (uiLocaleCodes as readonly string[]).includes(value);
}

/** Direction of an interface locale. */
export function uiDirectionOf(locale: UiLocale): "rtl" | "ltr" {
  return uiLocales.find((l) => l.code === locale)?.dir ?? "ltr";
}

/**
 * The content language (resume templates, sample resume, job texts) that goes with an interface
 * locale: Arabic for Arabic, English for every other locale.
 */
export function contentLanguageOf(locale: string): "ar" | "en" {
  return locale === "ar" ? "ar" : "en";
}

/** A full tag for the user's saved locale (spec §7 `locale`, e.g. "ar-SA"): regions only for ar/en. */
export function localeTagOf(locale: UiLocale): string {
  return locale === "ar" ? "ar-SA" : locale === "en" ? "en-US" : locale;
}
