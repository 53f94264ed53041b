import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import type { ReactNode } from "react";
import { initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { useToastStore } from "../../components/ui/toast-store";
import arAuth from "../../locales/ar/auth.json";
import enAuth from "../../locales/en/auth.json";
import enCommon from "../../locales/en/common.json";
import { BackupOtpPage } from "./backup-otp-page";
import { LoginPage } from "./login-page";
import { RegisterPage } from "./register-page";
import { VerifyOtpPage } from "./verify-otp-page";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { auth: enAuth, common: enCommon }, ar: { auth: arAuth } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function renderWith(ui: ReactNode, data: Record<string, unknown>) {
  const client = new QueryClient();
  for (const [key, value] of Object.entries(data)) client.setQueryData(key.split("/"), value);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const config = { marketingUrl: "/welcome", androidAppUrl: "", iosAppUrl: "" };

describe("auth screens", () => {
  it("register: signups disabled shows the spec banner and a blurred, inactive form", () => {
    const { container } = renderWith(<RegisterPage />, { config: { ...config, signupsDisabled: true } });
    expect(screen.getByRole("alert").textContent).toBe(
      "Signups are currently disabled by the administrator.",
    );
    // Inside the disabled fieldset every control is inactive.
    expect(screen.getByRole("button", { name: "Create account" }).matches(":disabled")).toBe(true);
    expect(screen.getByLabelText("Email").matches(":disabled")).toBe(true);
    expect(container.querySelector("form")?.className).toContain("blur-sm");
  });

  it("register: signups enabled shows an active form and no banner", () => {
    renderWith(<RegisterPage />, { config: { ...config, signupsDisabled: false } });
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Create account" }).matches(":disabled")).toBe(false);
  });

  it("login: without the email provider the form is hidden; Google shows only when offered", () => {
    renderWith(<LoginPage />, { "auth/providers": ["google"] });
    expect(screen.queryByLabelText("Email or username")).toBeNull();
    expect(screen.getByRole("link", { name: "Continue with Google" }).getAttribute("href")).toBe(
      "/api/auth/google",
    );
    cleanup();
    renderWith(<LoginPage />, { "auth/providers": ["email"] });
    expect(screen.getByLabelText("Email or username")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Continue with Google" })).toBeNull();
  });

  it("backup code: the spec §5 message for a malformed code", async () => {
    renderWith(<BackupOtpPage />, {});
    fireEvent.change(screen.getByLabelText("Backup code"), { target: { value: "ABC-123" } });
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "Backup Codes may contain only lowercase letters or numbers, and must be exactly 10 characters.",
      ),
    );
  });

  it("login: after sign-in the user's saved interface language applies (a new browser in English)", async () => {
    localStorage.setItem("sira-lang", "en");
    await i18next.changeLanguage("en");
    const user = {
      id: "u1",
      name: "Layla",
      username: "layla",
      email: "layla@example.com",
      emailVerified: true,
      picture: null,
      locale: "ar-SA",
      twoFactorEnabled: false,
      provider: "email",
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: "authenticated", user })));
    vi.stubGlobal("fetch", fetchMock);
    try {
      renderWith(<LoginPage />, { "auth/providers": ["email"] });
      fireEvent.change(screen.getByLabelText("Email or username"), { target: { value: "layla" } });
      fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct-horse-42" } });
      fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
      await waitFor(() => expect(i18next.language).toBe("ar"));
      expect(localStorage.getItem("sira-lang")).toBe("ar");
      expect(document.documentElement.dir).toBe("rtl");
    } finally {
      vi.unstubAllGlobals();
      await i18next.changeLanguage("en");
    }
  });

  it("2FA: a wrong code's error toast is gone once the right code signs in (issue 42 item 13)", async () => {
    const user = {
      id: "u1",
      name: "Layla",
      username: "layla",
      email: "l@example.com",
      emailVerified: true,
      picture: null,
      locale: null,
      twoFactorEnabled: true,
      provider: "email",
    };
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const { code } = JSON.parse(String(init?.body ?? "{}")) as { code?: string };
      return code === "123456"
        ? new Response(JSON.stringify(user), { headers: { "content-type": "application/json" } })
        : new Response(JSON.stringify({ code: "InvalidTwoFactorCode", message: "The code is not valid" }), {
            status: 400,
            headers: { "content-type": "application/json" },
          });
    });
    vi.stubGlobal("fetch", fetchMock);
    try {
      renderWith(<VerifyOtpPage />, {});
      const code = screen.getByLabelText(enAuth.otp.code);
      const openErrors = () => useToastStore.getState().toasts.filter((t) => t.open && t.kind === "error");
      fireEvent.change(code, { target: { value: "000000" } });
      fireEvent.click(screen.getByRole("button", { name: enAuth.otp.submit }));
      await waitFor(() => expect(openErrors()).toHaveLength(1));
      fireEvent.change(code, { target: { value: "123456" } });
      fireEvent.click(screen.getByRole("button", { name: enAuth.otp.submit }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(openErrors()).toHaveLength(0));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
