import type { UiLocale } from "@sira/schema/ui-locales";

/**
 * Fonts for the interface's scripts, bundled from @fontsource (no CDN) and loaded only for the
 * chosen locale: each loader is a dynamic import of a font's CSS, whose @font-face rules carry
 * unicode ranges, so the browser fetches only the files holding glyphs on the page. The font
 * stacks that use them are in styles.css (`html:lang(…)`, `option:lang(…)`); IBM Plex Sans
 * Arabic stays the base for Arabic and Latin text. This module loads only when a locale needs it.
 */
type FontSet = { load: () => Promise<unknown>[] };

const arabicSans: FontSet = {
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
    load: () => [
      import("@fontsource/noto-sans-bengali/bengali-400.css"),
      import("@fontsource/noto-sans-bengali/bengali-700.css"),
    ],
  },
  ml: {
    load: () => [
      import("@fontsource/noto-sans-malayalam/malayalam-400.css"),
      import("@fontsource/noto-sans-malayalam/malayalam-700.css"),
    ],
  },
  ta: {
    load: () => [
      import("@fontsource/noto-sans-tamil/tamil-400.css"),
      import("@fontsource/noto-sans-tamil/tamil-700.css"),
    ],
  },
  te: {
    load: () => [
      import("@fontsource/noto-sans-telugu/telugu-400.css"),
      import("@fontsource/noto-sans-telugu/telugu-700.css"),
    ],
  },
  si: {
    load: () => [
      import("@fontsource/noto-sans-sinhala/sinhala-400.css"),
      import("@fontsource/noto-sans-sinhala/sinhala-700.css"),
    ],
  },
  th: {
    load: () => [
      import("@fontsource/noto-sans-thai/thai-400.css"),
      import("@fontsource/noto-sans-thai/thai-700.css"),
    ],
  },
  am: {
    load: () => [
      import("@fontsource/noto-sans-ethiopic/ethiopic-400.css"),
      import("@fontsource/noto-sans-ethiopic/ethiopic-700.css"),
    ],
  },
  he: {
    load: () => [
      import("@fontsource/noto-sans-hebrew/hebrew-400.css"),
      import("@fontsource/noto-sans-hebrew/hebrew-700.css"),
    ],
  },
  "zh-Hans": {
    load: () => [import("@fontsource/noto-sans-sc/400.css")],
  },
  "zh-Hant": {
    load: () => [import("@fontsource/noto-sans-tc/400.css")],
  },
  ja: {
    load: () => [import("@fontsource/noto-sans-jp/400.css")],
  },
  ko: {
    load: () => [import("@fontsource/noto-sans-kr/400.css")],
  },
  ru: cyrillic(),
  uk: cyrillic(),
  el: {
    load: () => [import("@fontsource/inter/greek-400.css"), import("@fontsource/inter/greek-700.css")],
  },
  vi: {
    load: () => [
      import("@fontsource/inter/vietnamese-400.css"),
      import("@fontsource/inter/vietnamese-700.css"),
    ],
  },
};

function devanagari(): FontSet {
  return {
    load: () => [
      import("@fontsource/noto-sans-devanagari/devanagari-400.css"),
      import("@fontsource/noto-sans-devanagari/devanagari-700.css"),
    ],
  };
}

function cyrillic(): FontSet {
  return {
    load: () => [import("@fontsource/inter/cyrillic-400.css"), import("@fontsource/inter/cyrillic-700.css")],
  };
}

/** Load the chosen locale's font (text renders at once in the fallback and swaps: font-display swap). */
export function loadLocaleFont(locale: UiLocale): void {
  for (const loading of sets[locale]?.load() ?? []) loading.catch(() => undefined);
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
