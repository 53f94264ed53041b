import { defaultLanguage, directionOf, type Language, languages } from "@sira/schema/constants";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";

const storageKey = "sira-lang";

/** Every locale bundle; each language's files load lazily, only for the language in use. */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");
const namespacesOf = (language: Language) =>
  Object.keys(bundles)
    .filter((file) => file.startsWith(`../locales/${language}/`))
    .map((file) => file.slice(`../locales/${language}/`.length, -".json".length));

/** Namespaces loaded with the app: the shell, consent banner and the sign-in screens. */
const initialNamespaces = ["common", "auth", "consent"];

/** Load every namespace of the current language (the signed-in area uses most of them). */
export function loadAllNamespaces(): Promise<void> {
  return i18next.loadNamespaces(namespacesOf(getStoredLanguage()));
}

/** Load some namespaces before a page that uses them renders (no flash of untranslated keys). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return i18next.loadNamespaces(namespaces);
}

/** Map any locale (e.g. "ar-SA", "en-GB", "nb") to a supported language; others fall back to English. */
export function languageOfLocale(locale: string | null | undefined): Language | undefined {
  if (!locale) return undefined;
  const base = locale.toLowerCase().split(/[-_]/)[0];
  if (base === "ar") return "ar";
  return "en";
}

export function getStoredLanguage(): Language {
  const stored = localStorage.getItem(storageKey);
  return (languages as readonly string[]).includes(stored ?? "") ? (stored as Language) : defaultLanguage;
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // The server localizes its own messages from this cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `sira-lang=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Initialise i18next with the stored language (Arabic by default) and only its bundles. */
export async function initI18n(): Promise<Language> {
  const language = getStoredLanguage();
  applyDocumentLanguage(language);
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        const load = bundles[`../locales/${lng}/${ns}.json`];
        return load ? load().then((m) => m.default) : Promise.resolve({});
      }),
    )
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...languages],
      // The sign-in screens and the landing page need only these; the rest load with the first
      // signed-in page (loadAllNamespaces) or the page that uses them.
      ns: initialNamespaces,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return language;
}

/**
 * Spec §4: save the language, tell the server (PATCH /user/me locale when signed in), reload.
 * `patchLocale` is given by the caller so this module stays free of API knowledge.
 */
export async function changeLanguage(language: Language, patchLocale?: (locale: string) => Promise<unknown>) {
  localStorage.setItem(storageKey, language);
  applyDocumentLanguage(language);
  if (patchLocale) {
    try {
      await patchLocale(language === "ar" ? "ar-SA" : "en-US");
    } catch {
      // The local choice stands even if the profile update fails.
    }
  }
  window.location.reload();
}

/**
 * After sign-in (issue 24): use the user's saved interface language when it differs from this
 * browser's, without a reload (the new language's bundles load on demand).
 */
export async function adoptUserLanguage(locale: string | null | undefined): Promise<void> {
  const language = languageOfLocale(locale);
  if (!language || (language === getStoredLanguage() && i18next.language === language)) return;
  localStorage.setItem(storageKey, language);
  applyDocumentLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next };
