/**
 * Interface locales (spec §9: "about 45; Norwegian and Odia fall back to English"). The
 * interface language is separate from a resume's content language (`languages`: ar, en), which
 * the templates, sample resume and resume dates use. Server and web read this one table.
 *
 * Each row: code (the folder name of the web bundles, apps/web/src/locales/<code>, and of the
 * server messages, apps/server/src/locales/<code>.json), direction, and the locale whose texts stand in for missing ones (English, or the locale itself when it
 * has every text; nb and or have no texts of their own and use English). The names, each in its
 * own script, are in `ui-locale-names.ts`: the language menu loads them when first opened, so
 * they do not weigh on the sign-in screens.
 */
export const uiLocales = [
  { code: "ar", dir: "rtl", fallback: "en" },
  { code: "en", dir: "ltr", fallback: "en" },
  { code: "ur", dir: "rtl", fallback: "en" },
  { code: "fa", dir: "rtl", fallback: "en" },
  { code: "hi", dir: "ltr", fallback: "en" },
  { code: "bn", dir: "ltr", fallback: "en" },
  { code: "ml", dir: "ltr", fallback: "en" },
  { code: "ta", dir: "ltr", fallback: "en" },
  { code: "te", dir: "ltr", fallback: "en" },
  { code: "ne", dir: "ltr", fallback: "en" },
  { code: "si", dir: "ltr", fallback: "en" },
  { code: "fil", dir: "ltr", fallback: "en" },
  { code: "id", dir: "ltr", fallback: "en" },
  { code: "ms", dir: "ltr", fallback: "en" },
  { code: "tr", dir: "ltr", fallback: "en" },
  { code: "fr", dir: "ltr", fallback: "en" },
  { code: "es", dir: "ltr", fallback: "en" },
  { code: "pt", dir: "ltr", fallback: "en" },
  { code: "de", dir: "ltr", fallback: "en" },
  { code: "it", dir: "ltr", fallback: "en" },
  { code: "ru", dir: "ltr", fallback: "en" },
  { code: "uk", dir: "ltr", fallback: "en" },
  { code: "zh-Hans", dir: "ltr", fallback: "en" },
  { code: "zh-Hant", dir: "ltr", fallback: "en" },
  { code: "ja", dir: "ltr", fallback: "en" },
  { code: "ko", dir: "ltr", fallback: "en" },
  { code: "th", dir: "ltr", fallback: "en" },
  { code: "vi", dir: "ltr", fallback: "en" },
  { code: "am", dir: "ltr", fallback: "en" },
  { code: "sw", dir: "ltr", fallback: "en" },
  { code: "so", dir: "ltr", fallback: "en" },
  { code: "he", dir: "rtl", fallback: "en" },
  { code: "nl", dir: "ltr", fallback: "en" },
  { code: "pl", dir: "ltr", fallback: "en" },
  { code: "ro", dir: "ltr", fallback: "en" },
  { code: "el", dir: "ltr", fallback: "en" },
  { code: "cs", dir: "ltr", fallback: "en" },
  { code: "hu", dir: "ltr", fallback: "en" },
  { code: "sv", dir: "ltr", fallback: "en" },
  { code: "da", dir: "ltr", fallback: "en" },
  { code: "fi", dir: "ltr", fallback: "en" },
  { code: "nb", dir: "ltr", fallback: "en" },
  { code: "or", dir: "ltr", fallback: "en" },
  { code: "ckb", dir: "rtl", fallback: "en" },
  { code: "ps", dir: "rtl", fallback: "en" },
] as const satisfies readonly { code: string; dir: "rtl" | "ltr"; fallback: "en" }[];

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
