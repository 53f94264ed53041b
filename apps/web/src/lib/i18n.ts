import { bundleLocales, loadLocale, namespaces } from "virtual:locale-bundles";
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
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";

const storageKey = "sira-lang";

/**
 * Every locale's bundles, loaded lazily: a small loader per locale, then only the namespaces in
 * use (vite plugin `locale-bundles.ts`: the login route does not grow with the locale count).
 * A locale's `errors` namespace is the server's error catalogue (apps/server/src/locales).
 */
const hasBundles = (locale: string) => bundleLocales.includes(locale);

/**
 * Namespaces loaded with the app: the shell, consent banner and sign-in screens. The error
 * catalogue (`errors`) loads with the signed-in area or the first error (lib/errors.ts).
 */
const initialNamespaces = ["common", "auth", "consent"];

/**
 * The locale whose texts show for a chosen one: itself when it has bundles, else English
 * (spec §9: Norwegian and Odia fall back to English).
 */
export function textLocaleOf(locale: UiLocale): UiLocale {
  return hasBundles(locale) ? locale : "en";
}

/**
 * Settled once `initI18n` has initialised i18next. The router starts loading the first page's
 * lazy routes as soon as it is created, before main.tsx has awaited `initI18n`; i18next answers
 * `loadNamespaces` at once, loading nothing, while it is not initialised, and the page then
 * painted raw keys ("nav.home") until a component asked again (issue 42 item 5).
 */
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Load every namespace of the current locale (the signed-in area uses most of them). */
export async function loadAllNamespaces(): Promise<void> {
  await ready;
  await i18next.loadNamespaces([...namespaces, "errors"]);
}

/** Load some namespaces before a page that uses them renders (no flash of untranslated keys). */
export async function loadNamespaces(namespaces: string[]): Promise<void> {
  await ready;
  await i18next.loadNamespaces([...namespaces, "errors"]);
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
  // Scripts other than Arabic and Latin: their font's CSS (styles.css names the stacks).
  if (text !== "ar" && text !== "en") void import("./locale-fonts").then((m) => m.loadLocaleFont(text));
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
      // A namespace of a locale through its loader (what i18next-resources-to-backend did, in
      // a few lines: every byte counts on the sign-in screens).
      {
        type: "backend",
        init: () => undefined,
        read: (lng, ns, done) => {
          Promise.resolve(loadLocale(lng))
            .then((locale) => locale?.default[ns]?.())
            .then(
              (messages) => done(null, messages ?? {}),
              (error: Error) => done(error, false),
            );
        },
      } satisfies BackendModule,
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
  markReady();
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
