import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import arCommon from "../../locales/ar/common.json";
import enCommon from "../../locales/en/common.json";
import { LandingPage } from "./landing-page";

/**
 * Issue 42 item 1: every claim follows what this server offers (health's `ai.driver`). Without a
 * model server the landing page does not promise AI writing help; with one, it does (the plans
 * and the price table: features/wallet/plans-currency.test.tsx).
 */
beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { common: enCommon }, ar: { common: arCommon } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage("en");
});

function stubHealth(driver: "offline" | "openai-compatible") {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/health"
        ? new Response(JSON.stringify({ ok: true, ai: { ok: true, driver } }), {
            headers: { "content-type": "application/json" },
          })
        : new Response("{}", { status: 404 }),
    ),
  );
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: "/", element, loader: () => ({ signedIn: false }) }]);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const aiWriting = { en: /AI writing help/i, ar: /مساعدة الكتابة بالذكاء الاصطناعي|مساعدة بالذكاء الاصطناعي/ };

describe.each(["en", "ar"] as const)("claims in %s", (language) => {
  it("the landing page offers writing suggestions, not AI writing help, without a model server", async () => {
    await i18next.changeLanguage(language);
    stubHealth("offline");
    renderAt(<LandingPage />);
    expect(
      await screen.findByRole("heading", {
        name: language === "en" ? "Writing suggestions" : "اقتراحات للكتابة",
      }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(aiWriting[language]);
    expect(document.body.textContent).not.toMatch(language === "en" ? /with AI help/ : /بمساعدة الذكاء/);
  });

  it("the landing page offers AI writing help with a model server", async () => {
    await i18next.changeLanguage(language);
    stubHealth("openai-compatible");
    renderAt(<LandingPage />);
    const heading = await screen.findByRole("heading", {
      name: language === "en" ? "AI writing help" : "مساعدة بالذكاء الاصطناعي",
    });
    expect(heading).toBeTruthy();
  });
});
