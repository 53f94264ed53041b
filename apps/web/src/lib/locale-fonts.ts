import type { UiLocale } from "@sira/schema/ui-locales";

/**
 * Fonts for the interface's scripts, bundled from @fontsource (no CDN) and loaded only for the
 * chosen locale: each loader is a dynamic import of a font's CSS, whose @font-face rules carry
 * unicode ranges, so the browser fetches only the files holding glyphs on the page. IBM Plex
 * Sans Arabic (styles.css) stays the base for Arabic and Latin text.
 */
type FontSet = { family: string; load: () => Promise<unknown>[] };

const base = `"IBM Plex Sans Arabic", ui-sans-serif, system-ui, sans-serif`;

const arabicSans: FontSet = {
  family: "Noto Sans Arabic",
  load: () => [
    import("@fontsource/noto-sans-arabic/arabic-400.css"),
    import("@fontsource/noto-sans-arabic/arabic-700.css"),
  ],
};
// Chinese, Japanese and Korean load the regular weight in about a hundred unicode-range slices
// (the browser fetches the few a page needs; bold is synthesized) instead of one 1 MB file.
const sets: Partial<Record<UiLocale, FontSet>> = {
  // Urdu is read in Nastaliq; Noto Nastaliq Urdu stays legible at 14 px with the taller line box
  // (styles.css `:lang(ur)`).
  ur: {
    family: "Noto Nastaliq Urdu",
    load: () => [
      import("@fontsource/noto-nastaliq-urdu/arabic-400.css"),
      import("@fontsource/noto-nastaliq-urdu/arabic-700.css"),
    ],
  },
  // Persian, Sorani and Pashto letters (پ چ ژ گ ڕ ڵ ۆ ێ ښ ړ…) that IBM Plex Sans Arabic lacks.
  fa: arabicSans,
  ckb: arabicSans,
  ps: arabicSans,
  hi: devanagari(),
  ne: devanagari(),
  bn: {
    family: "Noto Sans Bengali",
    load: () => [
      import("@fontsource/noto-sans-bengali/bengali-400.css"),
      import("@fontsource/noto-sans-bengali/bengali-700.css"),
    ],
  },
  ml: {
    family: "Noto Sans Malayalam",
    load: () => [
      import("@fontsource/noto-sans-malayalam/malayalam-400.css"),
      import("@fontsource/noto-sans-malayalam/malayalam-700.css"),
    ],
  },
  ta: {
    family: "Noto Sans Tamil",
    load: () => [
      import("@fontsource/noto-sans-tamil/tamil-400.css"),
      import("@fontsource/noto-sans-tamil/tamil-700.css"),
    ],
  },
  te: {
    family: "Noto Sans Telugu",
    load: () => [
      import("@fontsource/noto-sans-telugu/telugu-400.css"),
      import("@fontsource/noto-sans-telugu/telugu-700.css"),
    ],
  },
  si: {
    family: "Noto Sans Sinhala",
    load: () => [
      import("@fontsource/noto-sans-sinhala/sinhala-400.css"),
      import("@fontsource/noto-sans-sinhala/sinhala-700.css"),
    ],
  },
  th: {
    family: "Noto Sans Thai",
    load: () => [
      import("@fontsource/noto-sans-thai/thai-400.css"),
      import("@fontsource/noto-sans-thai/thai-700.css"),
    ],
  },
  am: {
    family: "Noto Sans Ethiopic",
    load: () => [
      import("@fontsource/noto-sans-ethiopic/ethiopic-400.css"),
      import("@fontsource/noto-sans-ethiopic/ethiopic-700.css"),
    ],
  },
  he: {
    family: "Noto Sans Hebrew",
    load: () => [
      import("@fontsource/noto-sans-hebrew/hebrew-400.css"),
      import("@fontsource/noto-sans-hebrew/hebrew-700.css"),
    ],
  },
  "zh-Hans": {
    family: "Noto Sans SC",
    load: () => [import("@fontsource/noto-sans-sc/400.css")],
  },
  "zh-Hant": {
    family: "Noto Sans TC",
    load: () => [import("@fontsource/noto-sans-tc/400.css")],
  },
  ja: {
    family: "Noto Sans JP",
    load: () => [import("@fontsource/noto-sans-jp/400.css")],
  },
  ko: {
    family: "Noto Sans KR",
    load: () => [import("@fontsource/noto-sans-kr/400.css")],
  },
  ru: cyrillic(),
  uk: cyrillic(),
  el: {
    family: "Inter",
    load: () => [import("@fontsource/inter/greek-400.css"), import("@fontsource/inter/greek-700.css")],
  },
  vi: {
    family: "Inter",
    load: () => [
      import("@fontsource/inter/vietnamese-400.css"),
      import("@fontsource/inter/vietnamese-700.css"),
    ],
  },
};

function devanagari(): FontSet {
  return {
    family: "Noto Sans Devanagari",
    load: () => [
      import("@fontsource/noto-sans-devanagari/devanagari-400.css"),
      import("@fontsource/noto-sans-devanagari/devanagari-700.css"),
    ],
  };
}

function cyrillic(): FontSet {
  return {
    family: "Inter",
    load: () => [import("@fontsource/inter/cyrillic-400.css"), import("@fontsource/inter/cyrillic-700.css")],
  };
}

/** The font stack of a locale: its script's font first, then the base stack. */
export function fontFamilyOf(locale: UiLocale): string {
  const set = sets[locale];
  return set ? `"${set.family}", ${base}` : base;
}

/**
 * Load the chosen locale's font and put it first in `--font-sans` (Tailwind's sans stack).
 * Text renders at once in the fallback and swaps when the font arrives (font-display: swap).
 */
export function applyLocaleFont(locale: UiLocale): void {
  const set = sets[locale];
  document.documentElement.style.setProperty("--font-sans", fontFamilyOf(locale));
  if (set) for (const loading of set.load()) loading.catch(() => undefined);
}

/**
 * The language menu shows every name in its own script: load each script's regular font (only
 * the unicode ranges of the names are fetched) when the menu opens, never before.
 */
export function loadMenuFonts(): void {
  const seen = new Set<FontSet>();
  for (const set of Object.values(sets)) {
    if (!set || seen.has(set)) continue;
    seen.add(set);
    set.load()[0]?.catch(() => undefined);
  }
  import("@fontsource/noto-sans-oriya/oriya-400.css").catch(() => undefined);
}

/** The font family of a locale's own name in the menu (so the browser picks its script's font). */
export function menuFontOf(locale: UiLocale): string | undefined {
  if (locale === "or") return `"Noto Sans Oriya", ${base}`;
  return sets[locale] ? fontFamilyOf(locale) : undefined;
}
