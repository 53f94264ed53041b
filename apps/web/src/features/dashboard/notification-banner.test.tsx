import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import arDashboard from "../../locales/ar/dashboard.json";
import enDashboard from "../../locales/en/dashboard.json";
import { bannerSnoozeKey, bannerSnoozeMs, NotificationBanner } from "./notification-banner";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { dashboard: enDashboard }, ar: { dashboard: arDashboard } },
    interpolation: { escapeValue: false },
  });
});

let permission: NotificationPermission = "default";
beforeEach(() => {
  permission = "default";
  localStorage.clear();
  vi.stubGlobal("Notification", {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => permission),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("NotificationBanner", () => {
  it("'later' hides the banner, and it stays hidden for a week, then shows again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
    render(<NotificationBanner />);
    expect(screen.getByRole("status").textContent).toContain(enDashboard.notifications.undecided);
    fireEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(localStorage.getItem(bannerSnoozeKey)).toBe(String(Date.now()));

    cleanup();
    vi.setSystemTime(Date.now() + bannerSnoozeMs - 60_000);
    render(<NotificationBanner />);
    expect(screen.queryByRole("status")).toBeNull();

    cleanup();
    vi.setSystemTime(Date.now() + 120_000);
    render(<NotificationBanner />);
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("a denied permission can be put off too, in Arabic", async () => {
    permission = "denied";
    await act(() => i18next.changeLanguage("ar"));
    render(<NotificationBanner />);
    expect(screen.getByRole("alert").textContent).toContain(arDashboard.notifications.denied);
    fireEvent.click(screen.getByRole("button", { name: "لاحقًا" }));
    expect(screen.queryByRole("alert")).toBeNull();
    await act(() => i18next.changeLanguage("en"));
  });

  it("shows nothing once permission is granted", () => {
    permission = "granted";
    render(<NotificationBanner />);
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
