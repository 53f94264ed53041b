import { defaultPrimary, directionOf, fonts } from "@sira/schema/constants";
import type { ResumeData } from "@sira/schema/resume-data";

/** Page sizes in millimetres. Letter is the exact 8.5 × 11 in (the spec rounds it to 216 × 279). */
export const pageFormats = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
} as const;
export type PageFormat = keyof typeof pageFormats;

export function pageSizeOf(format: string): { width: number; height: number } {
  return format === "letter" ? pageFormats.letter : pageFormats.a4;
}

const colorPattern = /^(?:#[0-9a-fA-F]{3,8}|(?:rgb|rgba|hsl|hsla)\([\d.%\s,/]+\)|[a-zA-Z]{3,20})$/;

/** A theme colour safe to put into CSS, or the fallback. */
export function safeColor(value: string | undefined, fallback: string): string {
  const v = (value ?? "").trim();
  return colorPattern.test(v) ? v : fallback;
}

/** Font families Sira serves locally; anything else falls back to the language's default. */
const knownFamilies = new Set<string>([...fonts.map((f) => f.family), "IBM Plex Sans Arabic"]);
const arabicFamilies = new Set<string>([
  ...fonts.filter((f) => f.arabic).map((f) => f.family),
  "IBM Plex Sans Arabic",
]);

/** The font a resume prints in: its chosen family when bundled, else Tajawal (ar) or Inter (en). */
export function resolveFontFamily(family: string, language: "ar" | "en"): string {
  if (knownFamilies.has(family)) return family;
  return language === "ar" ? "Tajawal" : "Inter";
}

/** CSS font-family stack: the family, an Arabic-capable fallback, then a generic family. */
export function fontStack(family: string, language: "ar" | "en"): string {
  const resolved = resolveFontFamily(family, language);
  const stack = [`"${resolved}"`];
  if (!arabicFamilies.has(resolved)) stack.push('"Tajawal"');
  else if (resolved !== "Inter") stack.push('"Inter"');
  stack.push(resolved === "Amiri" || resolved === "Merriweather" ? "serif" : "sans-serif");
  return stack.join(", ");
}

/** CSS custom properties carrying the resume's theme, typography and page settings. */
export function themeVariables(data: ResumeData): Record<string, string> {
  const { theme, typography, page, language } = data.metadata;
  const size = pageSizeOf(page.format);
  return {
    "--sira-primary": safeColor(theme.primary, defaultPrimary),
    "--sira-text": safeColor(theme.text, "#000000"),
    "--sira-bg": safeColor(theme.background, "#ffffff"),
    "--sira-font": fontStack(typography.font.family, language),
    "--sira-size": `${clamp(typography.font.size, 6, 18)}px`,
    "--sira-lh": String(clamp(typography.lineHeight, 0.8, 3)),
    "--sira-margin": `${clamp(page.margin, 0, 48)}px`,
    "--sira-page-w": `${size.width}mm`,
    "--sira-page-h": `${size.height}mm`,
    "--sira-link-decoration": typography.underlineLinks ? "underline" : "none",
  };
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/** Root attributes every template shares: direction, language, switches read by CSS and paginate(). */
export function rootAttributes(data: ResumeData) {
  const { language, typography, page } = data.metadata;
  const family = resolveFontFamily(typography.font.family, language);
  return {
    dir: directionOf(language),
    lang: language,
    "data-page-numbers": String(page.options.pageNumbers),
    "data-hide-icons": String(typography.hideIcons),
    "data-format": page.format === "letter" ? "letter" : "a4",
    // Amiri's kerning splits Arabic words in extracted PDF text (docs/notes/arabic-pdf-text.md).
    "data-kerning": family === "Amiri" ? "none" : "auto",
  };
}
