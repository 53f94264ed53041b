/** Business constants of spec §9, defined once and imported by server and web. */

export const languages = ["ar", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "ar";
export const defaultSignupLocale = "ar-SA";

/** Direction of a language. */
export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

export const themes = ["light", "system", "dark"] as const;
export type ThemeMode = (typeof themes)[number];

export const limits = {
  autosaveDelayMs: 500,
  undoHistory: 100,
  toastLimit: 1,
  toastRemoveDelayMs: 5000,
  toastMaxWidthPx: 420,
  queryStaleTimeMs: 60_000,
  passThreshold: 0.6,
  passwordMinLength: 6,
  backupCodeCount: 10,
  backupCodeLength: 10,
  levelMin: 0,
  levelMax: 5,
  yearMin: 1950,
  recommendedJobsOnHome: 4,
  recommendedJobsEmptyRefetchMs: 1500,
  jobDetailSideList: 10,
  jobSkeletonCards: 8,
  debounceMs: 300,
  uploadProgressStep: 5,
  uploadTickMs: 4000,
  consentCookieMaxAgeSeconds: 365 * 24 * 60 * 60,
  zoomStep: 0.2,
  zoomInitial: 0.8,
  zoomMin: 0.4,
  zoomMax: 2,
  zoomRecenterDelayMs: 10,
  baseFontSizePx: 14,
  richEditorMinHeightPx: 160,
  richEditorMaxHeightPx: 200,
  pageRatio: Math.SQRT2,
} as const;

/** Points each spender costs. The spec's two readings of compare (2 and 3) resolve to 3 here. */
export const pointPrices = {
  summaryImprovement: 3,
  listWriting: 3,
  compare: 3,
  interview: 8,
  cvDownload: 1,
} as const;
export type PointSpender = keyof typeof pointPrices;

export const planIds = ["bronze", "silver", "gold"] as const;
export type PlanId = (typeof planIds)[number];

export const countryCodes = ["SA", "AE", "QA", "BH", "KW", "OM", "EG"] as const;
export type CountryCode = (typeof countryCodes)[number];

export const templateIds = [
  "professional",
  "bronzor",
  "chikorita",
  "ditto",
  "gengar",
  "glalie",
  "kakuna",
  "leafish",
  "nosepass",
  "onyx",
  "pikachu",
  "rhyhorn",
] as const;
export type TemplateId = (typeof templateIds)[number];
export const singleColumnTemplates: readonly TemplateId[] = [
  "bronzor",
  "kakuna",
  "nosepass",
  "onyx",
  "rhyhorn",
];
export const mirroredTemplates: readonly TemplateId[] = ["chikorita", "leafish"];
/** Templates that need a premium membership to print or save (decision: docs/decisions/0002-premium.md). */
export const premiumTemplates: readonly TemplateId[] = ["gengar", "glalie", "leafish", "pikachu"];

/** An unknown template name falls back to professional (spec §3). */
export function resolveTemplate(name: string | undefined | null): TemplateId {
  return (templateIds as readonly string[]).includes(name ?? "") ? (name as TemplateId) : "professional";
}

/**
 * The theme palette: 20 colours; the first 12 (calm, print-safe tones, and the 5 that were free
 * before, so no saved resume becomes premium) are the quick swatches and free to use, the rest
 * premium. New resumes start in navy (issue 42 item 10: no bright red default).
 */
export const palette = [
  { name: "navy", hex: "#1e3a8a" },
  { name: "slate", hex: "#475569" },
  { name: "stone", hex: "#57534e" },
  { name: "teal", hex: "#0d9488" },
  { name: "emerald", hex: "#059669" },
  { name: "cyan", hex: "#0891b2" },
  { name: "sky", hex: "#0284c7" },
  { name: "blue", hex: "#2563eb" },
  { name: "indigo", hex: "#4f46e5" },
  { name: "red", hex: "#dc2626" },
  { name: "orange", hex: "#ea580c" },
  { name: "amber", hex: "#d97706" },
  { name: "yellow", hex: "#ca8a04" },
  { name: "lime", hex: "#65a30d" },
  { name: "green", hex: "#16a34a" },
  { name: "violet", hex: "#7c3aed" },
  { name: "purple", hex: "#9333ea" },
  { name: "fuchsia", hex: "#c026d3" },
  { name: "pink", hex: "#db2777" },
  { name: "rose", hex: "#e11d48" },
] as const;
export const quickSwatchCount = 12;
/** The default theme colour of a new resume. */
export const defaultPrimary = "#1e3a8a";
export const freeColours: readonly string[] = palette.slice(0, quickSwatchCount).map((c) => c.hex);

/**
 * Fonts bundled with the app (served locally from @fontsource), per script: an Arabic resume is
 * offered the `arabic` ones (they shape Arabic and their text extracts from Chromium PDFs), an
 * English resume the Latin ones. `atsFriendly` marks the fonts whose PDFs screening systems read
 * back best: for Arabic measured by bench/ats-eval (docs/notes/arabic-pdf-ats.md); for Latin,
 * the fonts whose English PDFs come back whole through the importer's reader
 * (apps/server/test/pdf-round-trip.test.ts).
 */
export const fonts = [
  { family: "Tajawal", arabic: true, atsFriendly: false },
  { family: "Almarai", arabic: true, atsFriendly: false },
  { family: "Amiri", arabic: true, atsFriendly: true },
  { family: "Inter", arabic: false, atsFriendly: true },
  { family: "Lato", arabic: false, atsFriendly: true },
  { family: "IBM Plex Sans", arabic: false, atsFriendly: true },
  { family: "Merriweather", arabic: false, atsFriendly: false },
] as const;
/** The fonts a resume in this language is offered: Arabic-shaping ones for Arabic, Latin ones for English. */
export function fontsFor(language: Language) {
  return fonts.filter((f) => f.arabic === (language === "ar"));
}
export type FontFamily = (typeof fonts)[number]["family"];

export const jobTypes = ["full_time", "part_time", "contract", "internship", "training"] as const;
export const experienceLevels = ["intern", "entry", "mid", "above"] as const;
export const remoteModes = ["onsite", "remote"] as const;
export const jobSources = [
  "linkedin",
  "bayt",
  "indeed",
  "naukri",
  "gulftalent",
  "glassdoor",
  "dubizzle",
  "sira",
] as const;

/** The cookie holding the visitor's consent: "true" after Accept, "false" after Reject (path /, 1 year). */
export const consentCookieName = "sira_consent";

/**
 * The longest input, in characters, each HTML reader of `@sira/html` parses; longer input is cut
 * before parsing, so one call's work has a fixed ceiling whatever a user, a feed or a web page
 * sends. Rich text: resume summaries are at most 20,000 characters (resumeDataSchema), imported
 * HTML may carry markup the sanitizer drops. Description: a job a user tracks by hand (50,000,
 * createApplicationRequestSchema) and feed rows (refused over 40,000). Page: a fetched job page,
 * the outbound fetch cap (20 MB).
 */
export const htmlInputBounds = {
  richText: 100_000,
  description: 50_000,
  page: 20 * 1024 * 1024,
} as const;

const mebibyte = 1024 * 1024;

/**
 * What an imported file may be, at the most: a PDF's bytes and the pages read of it, a zip's bytes
 * (a Word file or a LinkedIn export), a JSON export's bytes. The importers refuse larger files,
 * the web checks before uploading (and before reading a PDF in the browser), and the server's
 * import endpoints read no more than `maxImportUploadBytes`.
 */
export const importLimits = {
  pdfBytes: 10 * mebibyte,
  pdfPages: 10,
  zipBytes: 10 * mebibyte,
  jsonBytes: 5 * mebibyte,
} as const;

/** Largest upload an import endpoint reads: the largest file any importer accepts. */
export const maxImportUploadBytes = Math.max(
  importLimits.pdfBytes,
  importLimits.zipBytes,
  importLimits.jsonBytes,
);
