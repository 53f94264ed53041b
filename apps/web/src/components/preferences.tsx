import { Desktop, Moon, Sun, Translate } from "@phosphor-icons/react";
import type { ThemeMode } from "@sira/schema/constants";
import { isUiLocale, type UiLocale, uiLocales } from "@sira/schema/ui-locales";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../lib/api";
import { changeLanguage, getStoredLanguage } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { currentUserKey } from "../lib/session";
import { cycleTheme, getThemeMode } from "../lib/theme";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-slate-200 dark:hover:bg-slate-800";

const patchLocaleIfSignedIn = () =>
  queryClient.getQueryData(currentUserKey)
    ? (locale: string) => api("/user/me", { method: "PATCH", body: { locale }, redirectOnAuthFailure: false })
    : undefined;

/**
 * The interface language: a quick Arabic ↔ English button (the product's two main languages)
 * and the menu of every locale, each named in its own script. A choice saves the locale,
 * patches the user's locale when signed in, and reloads (spec §4).
 */
export function LanguageSwitch({
  className = "",
  withMenu = true,
}: {
  className?: string;
  withMenu?: boolean;
}) {
  const { t } = useTranslation();
  const current = getStoredLanguage();
  const handleClick = () => void changeLanguage(current === "ar" ? "en" : "ar", patchLocaleIfSignedIn());
  return (
    <>
      <button
        type="button"
        onClick={handleClick}
        className={`${buttonClass} ${className}`}
        // The name is the visible language name (WCAG 2.5.3 label in name); the action is its description.
        title={t("switchLanguageLabel")}
      >
        <Translate aria-hidden className="text-lg" />
        <span lang={current === "ar" ? "en" : "ar"}>{t("switchLanguage")}</span>
      </button>
      {withMenu && <LanguageMenu className={className} />}
    </>
  );
}

type LocaleNames = Record<UiLocale, string>;
let localeNames: LocaleNames | undefined;

/**
 * The 45 names (each in its own script) and each script's font, fetched once someone looks at
 * the list (focus or pointer), not with the page: the sign-in screens stay within their budget.
 */
function loadMenu(): Promise<LocaleNames> {
  void import("../lib/locale-fonts").then((m) => m.loadMenuFonts());
  return import("@sira/schema/ui-locale-names").then((m) => {
    localeNames = m.uiLocaleNames;
    return localeNames;
  });
}

/** The current locale's name before the list loads: the browser's name of the language in itself. */
function ownName(locale: UiLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * A native select of every interface locale, each name in its own script and font (styles.css).
 * Closed, it holds only the current locale; the other options render when it is first focused
 * or pointed at (keyboard, mouse and touch all focus or point before choosing).
 */
export function LanguageMenu({ className = "", label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const current = getStoredLanguage();
  const [names, setNames] = useState(localeNames);
  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (isUiLocale(next) && next !== current) void changeLanguage(next, patchLocaleIfSignedIn());
  };
  const open = () => {
    if (!names) void loadMenu().then(setNames);
  };
  const shown = names ? uiLocales : uiLocales.filter((locale) => locale.code === current);
  return (
    <select
      value={current}
      onChange={handleChange}
      onFocus={open}
      onPointerEnter={open}
      onPointerDown={open}
      aria-label={label ?? t("languageMenu")}
      title={t("languageMenu")}
      className={`max-w-36 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-teal-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 ${className}`}
    >
      {shown.map((locale) => (
        <option key={locale.code} value={locale.code} lang={locale.code} dir={locale.dir}>
          {names ? names[locale.code] : ownName(locale.code)}
        </option>
      ))}
    </select>
  );
}

const themeIcons: Record<ThemeMode, React.ReactNode> = {
  light: <Sun aria-hidden className="text-lg" />,
  system: <Desktop aria-hidden className="text-lg" />,
  dark: <Moon aria-hidden className="text-lg" />,
};

/** Cycles light → system → dark (spec §4). */
export function ThemeToggle({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ThemeMode>(getThemeMode);
  const label = t("theme.label", { mode: t(`theme.${mode}`) });
  return (
    <button
      type="button"
      onClick={() => setMode(cycleTheme())}
      className={`${buttonClass} ${className}`}
      aria-label={label}
      title={label}
    >
      {themeIcons[mode]}
    </button>
  );
}
