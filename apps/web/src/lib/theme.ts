import { type ThemeMode, themes } from "@sira/schema/constants";

const storageKey = "sira-theme";

export function getThemeMode(): ThemeMode {
  const stored = localStorage.getItem(storageKey);
  return (themes as readonly string[]).includes(stored ?? "") ? (stored as ThemeMode) : "system";
}

function prefersDark(): boolean {
  return window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false;
}

/** Toggle the `dark` class on the document for a mode. */
export function applyTheme(mode: ThemeMode = getThemeMode()) {
  const dark = mode === "dark" || (mode === "system" && prefersDark());
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
}

/** Spec §4: light → system → dark → light. Saves and applies; returns the new mode. */
export function cycleTheme(): ThemeMode {
  const order: ThemeMode[] = ["light", "system", "dark"];
  const next = order[(order.indexOf(getThemeMode()) + 1) % order.length] ?? "light";
  localStorage.setItem(storageKey, next);
  applyTheme(next);
  return next;
}

/** Follow the system setting live while in system mode. */
export function watchSystemTheme() {
  window.matchMedia?.("(prefers-color-scheme: dark)").addEventListener("change", () => {
    if (getThemeMode() === "system") applyTheme("system");
  });
}
