import { Outlet } from "react-router";
import { Logo } from "../components/logo";
import { LanguageSwitch, ThemeToggle } from "../components/preferences";

/** Layout of the /auth/* screens: a centred card under a small header. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <header className="flex items-center justify-between px-4 py-3 sm:px-8">
        <Logo />
        <div className="flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
