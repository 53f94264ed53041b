import type { Language } from "@sira/schema";
import { resolveFontFamily } from "./lib/theme";

/**
 * Fonts come from the @fontsource packages installed with the app: no CDN. `fontFiles` lists the
 * woff2 files a resume needs (its family's subsets for the language, weights 400 and 700, plus
 * Tajawal for Arabic when the family has no Arabic glyphs); `fontFaceCss` turns them into
 * @font-face rules with URLs the caller chooses (data URLs on the server, /assets on the web).
 */

export interface FontFile {
  /** CSS family name. */
  family: string;
  /** Module path inside node_modules, e.g. "@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2". */
  specifier: string;
  /** File name alone, e.g. "tajawal-arabic-400-normal.woff2". */
  file: string;
  subset: "arabic" | "latin" | "latin-ext";
  weight: 400 | 700;
  unicodeRange: string;
}

const unicodeRanges = {
  arabic:
    "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EEFF",
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
} as const;

type Subset = FontFile["subset"];

/** Subsets each bundled family ships in @fontsource (weights 400 and 700 exist for all). */
const familySubsets: Record<string, { slug: string; subsets: readonly Subset[] }> = {
  Tajawal: { slug: "tajawal", subsets: ["arabic", "latin"] },
  Almarai: { slug: "almarai", subsets: ["arabic", "latin"] },
  Amiri: { slug: "amiri", subsets: ["arabic", "latin", "latin-ext"] },
  Inter: { slug: "inter", subsets: ["latin", "latin-ext"] },
  Lato: { slug: "lato", subsets: ["latin", "latin-ext"] },
  "IBM Plex Sans": { slug: "ibm-plex-sans", subsets: ["latin", "latin-ext"] },
  Merriweather: { slug: "merriweather", subsets: ["latin", "latin-ext"] },
  "IBM Plex Sans Arabic": { slug: "ibm-plex-sans-arabic", subsets: ["arabic", "latin", "latin-ext"] },
};

function filesOf(family: string, subsets: readonly Subset[]): FontFile[] {
  const entry = familySubsets[family];
  if (!entry) return [];
  return entry.subsets
    .filter((subset) => subsets.includes(subset))
    .flatMap((subset) =>
      ([400, 700] as const).map((weight) => {
        const file = `${entry.slug}-${subset}-${weight}-normal.woff2`;
        return {
          family,
          specifier: `@fontsource/${entry.slug}/files/${file}`,
          file,
          subset,
          weight,
          unicodeRange: unicodeRanges[subset],
        };
      }),
    );
}

/**
 * The woff2 files a resume in `language` set in `family` needs. Unknown families resolve like
 * the renderer does (Tajawal for Arabic, Inter for English).
 */
export function fontFiles(family: string, language: Language): FontFile[] {
  const resolved = resolveFontFamily(family, language);
  const subsets: Subset[] = language === "ar" ? ["arabic", "latin"] : ["latin", "latin-ext"];
  const files = filesOf(resolved, subsets);
  if (language === "ar" && !files.some((f) => f.subset === "arabic"))
    files.push(...filesOf("Tajawal", ["arabic"]));
  if (!files.some((f) => f.subset === "latin")) files.push(...filesOf("Inter", ["latin"]));
  return files;
}

/** Every bundled font file: each family in each of its subsets, weights 400 and 700. */
export function allFontFiles(): FontFile[] {
  return Object.entries(familySubsets).flatMap(([family, { subsets }]) => filesOf(family, subsets));
}

/** @font-face rules for a list of font files, loaded from `urlFor(file)`. */
export function fontFaceRules(files: readonly FontFile[], urlFor: (file: FontFile) => string): string {
  return files
    .map(
      (f) => `@font-face {
  font-family: "${f.family}";
  font-style: normal;
  font-weight: ${f.weight};
  font-display: block;
  src: url("${urlFor(f).replace(/"/g, "%22")}") format("woff2");
  unicode-range: ${f.unicodeRange};
}`,
    )
    .join("\n");
}

/**
 * @font-face rules for a family. `urlFor` maps each file to the URL the page loads it from
 * (a data: URL, or the app's own font route). Without `language`, rules for both languages.
 */
export function fontFaceCss(family: string, urlFor: (file: FontFile) => string, language?: Language): string {
  const files = language
    ? fontFiles(family, language)
    : [...fontFiles(family, "ar"), ...fontFiles(family, "en")].filter(
        (f, i, all) => all.findIndex((g) => g.specifier === f.specifier) === i,
      );
  return fontFaceRules(files, urlFor);
}
