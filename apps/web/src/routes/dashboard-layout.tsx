import { GearSix, House, SignOut, Wallet } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useNavigate, useSearchParams } from "react-router";
import { Logo } from "../components/logo";
import { LanguageSwitch, ThemeToggle } from "../components/preferences";
import { PaymentResult } from "../features/payment/payment-result";
import { api } from "../lib/api";
import { setCurrentUser } from "../lib/session";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`;

/**
 * Signed-in layout: sticky navbar and the page. With ?state=success|fail the payment result
 * screen shows instead of the page (spec §2).
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = params.get("state");
  const handleSignOut = async () => {
    try {
      await api("/auth/logout", { method: "POST", redirectOnAuthFailure: false });
    } catch {
      // Spec §4: sign-out clears the user whether or not the call succeeds.
    }
    setCurrentUser(null);
    navigate("/auth/login");
  };
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("nav.skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
        <nav className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
          <Logo to="/dashboard/services" />
          <div className="ms-4 hidden items-center gap-1 md:flex">
            <NavLink to="/dashboard/services" className={linkClass}>
              <House aria-hidden /> {t("nav.home")}
            </NavLink>
            <NavLink to="/dashboard/wallet" className={linkClass}>
              <Wallet aria-hidden /> {t("nav.wallet")}
            </NavLink>
            <NavLink to="/dashboard/settings" className={linkClass}>
              <GearSix aria-hidden /> {t("nav.settings")}
            </NavLink>
          </div>
          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitch />
            <ThemeToggle />
            <button type="button" onClick={handleSignOut} className={linkClass({ isActive: false })}>
              <SignOut aria-hidden /> <span className="hidden sm:inline">{t("nav.signOut")}</span>
            </button>
          </div>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {state === "success" || state === "fail" ? <PaymentResult state={state} /> : <Outlet />}
      </main>
    </div>
  );
}
