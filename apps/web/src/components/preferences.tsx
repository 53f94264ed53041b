import { Desktop, Moon, Sun, Translate } from "@phosphor-icons/react";
import type { ThemeMode } from "@sira/schema/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../lib/api";
import { changeLanguage, getStoredLanguage } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { currentUserKey } from "../lib/session";
import { cycleTheme, getThemeMode } from "../lib/theme";

const buttonClass =
  "inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-slate-200 dark:hover:bg-slate-800";

/** Switches Arabic ↔ English: saves the choice, patches the user's locale when signed in, reloads. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const handleClick = () => {
    const next = getStoredLanguage() === "ar" ? "en" : "ar";
    const signedIn = Boolean(queryClient.getQueryData(currentUserKey));
    void changeLanguage(
      next,
      signedIn
        ? (locale) => api("/user/me", { method: "PATCH", body: { locale }, redirectOnAuthFailure: false })
        : undefined,
    );
  };
  return (
    <button
      type="button"
      onClick={handleClick}
      className={`${buttonClass} ${className}`}
      // The name is the visible language name (WCAG 2.5.3 label in name); the action is its description.
      title={t("switchLanguageLabel")}
    >
      <Translate aria-hidden className="text-lg" />
      <span lang={getStoredLanguage() === "ar" ? "en" : "ar"}>{t("switchLanguage")}</span>
    </button>
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
