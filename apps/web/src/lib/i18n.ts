import {
  contentLanguageOf,
  defaultUiLocale,
  isUiLocale,
  localeTagOf,
  type UiLocale,
  uiDirectionOf,
  uiLocaleCodes,
  uiLocaleOf,
} from "@sira/schema/ui-locales";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { applyLocaleFont } from "./locale-fonts";

const storageKey = "sira-lang";

/** Every locale bundle; each locale's files load lazily, only for the locale in use. */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");
const namespacesOf = (locale: string) =>
  Object.keys(bundles)
    .filter((file) => file.startsWith(`../locales/${locale}/`))
    .map((file) => file.slice(`../locales/${locale}/`.length, -".json".length));

/**
 * The server's error catalogue (apps/server/src/locales/<code>.json, `errors`), one source for
 * both: the web shows a code's message in the interface locale without a request.
 */
const errorCatalogues = import.meta.glob<Record<string, string>>("../../../server/src/locales/*.json", {
  import: "errors",
});

/** Namespaces loaded with the app: the shell, consent banner, sign-in screens and error messages. */
const initialNamespaces = ["common", "auth", "consent", "errors"];

/**
 * The locale whose texts show for a chosen one: itself when it has bundles, else English
 * (spec §9: Norwegian and Odia fall back to English).
 */
export function textLocaleOf(locale: UiLocale): UiLocale {
  return namespacesOf(locale).length > 0 ? locale : "en";
}

/** Load every namespace of the current locale (the signed-in area uses most of them). */
export function loadAllNamespaces(): Promise<void> {
  return i18next.loadNamespaces(namespacesOf(textLocaleOf(getStoredLanguage())));
}

/** Load some namespaces before a page that uses them renders (no flash of untranslated keys). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return i18next.loadNamespaces(namespaces);
}

/** The interface locale chosen in this browser (Arabic by default). */
export function getStoredLanguage(): UiLocale {
  const stored = localStorage.getItem(storageKey);
  return isUiLocale(stored) ? stored : defaultUiLocale;
}

/** The resume content language (ar or en) that goes with the interface in use. */
export function contentLanguage(): "ar" | "en" {
  return contentLanguageOf(i18next.language);
}

function applyDocumentLanguage(locale: UiLocale) {
  const text = textLocaleOf(locale);
  document.documentElement.lang = text;
  document.documentElement.dir = uiDirectionOf(text);
  applyLocaleFont(text);
  // The server localizes its own messages from this cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = `sira-lang=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Initialise i18next with the stored locale (Arabic by default) and only its bundles. */
export async function initI18n(): Promise<UiLocale> {
  const locale = getStoredLanguage();
  applyDocumentLanguage(locale);
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        if (ns === "errors") {
          const load = errorCatalogues[`../../../server/src/locales/${lng}.json`];
          return load ? load() : Promise.resolve({});
        }
        const load = bundles[`../locales/${lng}/${ns}.json`];
        return load ? load().then((m) => m.default) : Promise.resolve({});
      }),
    )
    .init({
      lng: textLocaleOf(locale),
      // Every bundle is complete (locales.test.ts), so no fallback bundles load beside the locale's.
      fallbackLng: false,
      supportedLngs: [...uiLocaleCodes],
      load: "currentOnly",
      // The sign-in screens and the landing page need only these; the rest load with the first
      // signed-in page (loadAllNamespaces) or the page that uses them.
      ns: initialNamespaces,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return locale;
}

/**
 * Spec §4: save the locale, tell the server (PATCH /user/me locale when signed in), reload.
 * `patchLocale` is given by the caller so this module stays free of API knowledge.
 */
export async function changeLanguage(locale: UiLocale, patchLocale?: (locale: string) => Promise<unknown>) {
  localStorage.setItem(storageKey, locale);
  applyDocumentLanguage(locale);
  if (patchLocale) {
    try {
      await patchLocale(localeTagOf(locale));
    } catch {
      // The local choice stands even if the profile update fails.
    }
  }
  window.location.reload();
}

/**
 * After sign-in (issue 24): use the user's saved interface locale when it differs from this
 * browser's, without a reload (the new locale's bundles load on demand).
 */
export async function adoptUserLanguage(tag: string | null | undefined): Promise<void> {
  const locale = uiLocaleOf(tag);
  if (!locale) return;
  const text = textLocaleOf(locale);
  if (locale === getStoredLanguage() && i18next.language === text) return;
  localStorage.setItem(storageKey, locale);
  applyDocumentLanguage(locale);
  await i18next.changeLanguage(text);
}

export { i18next };
