import {
  AppleLogo,
  Briefcase,
  DeviceMobile,
  GearSix,
  GooglePlayLogo,
  House,
  List,
  SignOut,
  Wallet,
  X,
} from "@phosphor-icons/react";
import { appConfigSchema, type User } from "@sira/schema";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DropdownMenu } from "radix-ui";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useNavigate } from "react-router";
import { Logo } from "../../components/logo";
import { PointsLink } from "../../components/points-link";
import { LanguageSwitch, ThemeToggle } from "../../components/preferences";
import { MenuContent, menuItemClass } from "../../components/ui/menu";
import { api } from "../../lib/api";
import { currentUserKey, getCurrentUser } from "../../lib/session";
import { storePlatform } from "./dashboard-utils";
import { NotificationBanner } from "./notification-banner";
import { useShortcuts } from "./use-shortcuts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? "bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`;
const itemClass = menuItemClass();

/** Points balance from /api/subscription (the wallet's shared query); hidden until it answers. */
/** Download-app button: the store of the visitor's device, or both stores on a desktop. */
function DownloadAppButton() {
  const { t, i18n } = useTranslation("dashboard");
  const { data: config } = useQuery({
    queryKey: ["config"],
    queryFn: () => api("/config", { schema: appConfigSchema }),
  });
  if (!config) return null;
  const platform = storePlatform(navigator.userAgent);
  const buttonClass =
    "inline-flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";
  if (platform !== "other") {
    const href = platform === "android" ? config.androidAppUrl : config.iosAppUrl;
    return (
      <a href={href} target="_blank" rel="noreferrer" className={buttonClass}>
        <DeviceMobile aria-hidden /> <span className="hidden lg:inline">{t("nav.downloadApp")}</span>
      </a>
    );
  }
  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger className={buttonClass} aria-label={t("nav.downloadApp")}>
        <DeviceMobile aria-hidden /> <span className="hidden lg:inline">{t("nav.downloadApp")}</span>
      </DropdownMenu.Trigger>
      <MenuContent align="end" sideOffset={6} className="min-w-44">
        <DropdownMenu.Item asChild className={itemClass}>
          <a href={config.androidAppUrl} target="_blank" rel="noreferrer">
            <GooglePlayLogo aria-hidden /> {t("nav.googlePlay")}
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClass}>
          <a href={config.iosAppUrl} target="_blank" rel="noreferrer">
            <AppleLogo aria-hidden /> {t("nav.appStore")}
          </a>
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}

function Avatar({ user }: { user: User | null | undefined }) {
  const initial = (user?.name || user?.username || "?").trim().charAt(0).toUpperCase();
  if (user?.picture) return <img src={user.picture} alt="" className="size-8 rounded-full object-cover" />;
  return (
    <span className="flex size-8 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
      {initial}
    </span>
  );
}

/** Avatar menu: Settings and Sign out (Shift+S, Shift+Q). */
function AvatarMenu({ user, onSignOut }: { user: User | null | undefined; onSignOut: () => void }) {
  const { t, i18n } = useTranslation("dashboard");
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-teal-600"
        aria-label={t("nav.accountMenu")}
      >
        <Avatar user={user} />
      </DropdownMenu.Trigger>
      <MenuContent align="end" sideOffset={6} className="min-w-52">
        {user && (
          <div className="px-3 py-2 text-sm">
            <p className="font-semibold text-slate-900 dark:text-white">{user.name}</p>
            <p className="text-slate-500" dir="ltr">
              @{user.username}
            </p>
          </div>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/dashboard/settings")}>
          <GearSix aria-hidden /> <span className="flex-1">{t("nav.settings")}</span>
          <kbd className="text-slate-400 text-xs" dir="ltr">
            ⇧S
          </kbd>
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
          <SignOut aria-hidden /> <span className="flex-1">{t("nav.signOut")}</span>
          <kbd className="text-slate-400 text-xs" dir="ltr">
            ⇧Q
          </kbd>
        </DropdownMenu.Item>
      </MenuContent>
    </DropdownMenu.Root>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(["dashboard", "applications"]);
  return (
    <>
      <NavLink to="/dashboard/services" className={linkClass} onClick={onNavigate}>
        <House aria-hidden /> {t("nav.home")}
      </NavLink>
      <NavLink to="/dashboard/applications" className={linkClass} onClick={onNavigate}>
        <Briefcase aria-hidden /> {t("applications:nav")}
      </NavLink>
      <NavLink to="/dashboard/wallet" className={linkClass} onClick={onNavigate}>
        <Wallet aria-hidden /> {t("nav.wallet")}
      </NavLink>
      <NavLink to="/dashboard/settings" className={linkClass} onClick={onNavigate}>
        <GearSix aria-hidden /> {t("nav.settings")}
      </NavLink>
    </>
  );
}

/** The mobile drawer: the same links and preferences, sliding in from the inline start. */
function MobileDrawer({ onSignOut }: { onSignOut: () => void }) {
  const { t, i18n } = useTranslation("dashboard");
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={`${linkClass({ isActive: false })} md:hidden`}
        aria-label={t("nav.openMenu")}
      >
        <List aria-hidden className="text-lg" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40" />
        <Dialog.Content
          dir={i18n.dir()}
          className="fixed inset-y-0 start-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 bg-white p-4 shadow-xl dark:bg-slate-900"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-bold text-lg text-slate-900 dark:text-white">
              {t("nav.menu")}
            </Dialog.Title>
            <Dialog.Close
              className={linkClass({ isActive: false })}
              aria-label={t("close", { ns: "common" })}
            >
              <X aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("nav.menu")}</Dialog.Description>
          <nav className="flex flex-col gap-1">
            <NavLinks onNavigate={() => setOpen(false)} />
          </nav>
          <div className="mt-4 flex items-center gap-2 border-slate-200 border-t pt-4 dark:border-slate-700">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
          <button type="button" onClick={onSignOut} className={`${linkClass({ isActive: false })} mt-auto`}>
            <SignOut aria-hidden /> {t("nav.signOut")}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Signed-in layout (spec §2 dashboard layout): sticky navbar with Home, My Wallet, Settings,
 * credits, download-app button, avatar menu and a mobile drawer; the notification banner; and
 * the shortcuts Shift+R (services), Shift+S (settings), Shift+Q (sign out).
 */
export function DashboardShell({
  children,
  onSignOut,
  notices,
}: {
  children: ReactNode;
  onSignOut: () => void;
  /** More of the notifications area under the banner (the tracker's due follow-ups). */
  notices?: ReactNode;
}) {
  const { t } = useTranslation("common");
  const navigate = useNavigate();
  const { data: user } = useQuery({
    queryKey: currentUserKey,
    queryFn: getCurrentUser,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useShortcuts([
    { key: "r", shift: true, run: () => navigate("/dashboard/services") },
    { key: "s", shift: true, run: () => navigate("/dashboard/settings") },
    { key: "q", shift: true, run: onSignOut },
  ]);
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("nav.skipToContent")}
      </a>
      <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
        <nav className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2" aria-label={t("appName")}>
          <MobileDrawer onSignOut={onSignOut} />
          <Logo to="/dashboard/services" />
          <div className="ms-4 hidden items-center gap-1 md:flex">
            <NavLinks />
          </div>
          <div className="ms-auto flex items-center gap-2">
            <PointsLink label={(count) => t("dashboard:nav.credits", { count })} />
            <DownloadAppButton />
            <div className="hidden items-center gap-1 md:flex">
              <LanguageSwitch />
              <ThemeToggle />
            </div>
            <AvatarMenu user={user} onSignOut={onSignOut} />
          </div>
        </nav>
      </header>
      <NotificationBanner />
      {notices}
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
