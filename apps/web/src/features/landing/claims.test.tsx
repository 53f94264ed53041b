import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import arCommon from "../../locales/ar/common.json";
import arWallet from "../../locales/ar/wallet.json";
import enCommon from "../../locales/en/common.json";
import enWallet from "../../locales/en/wallet.json";
import { PlansPage } from "../wallet/plans-page";
import { LandingPage } from "./landing-page";

/**
 * Issue 42 item 1: every claim follows what this server offers (health's `ai.driver`). Without a
 * model server no screen promises AI writing help: not the landing page, not a plan, not the
 * price table; with one, all three offer it.
 */
beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { common: enCommon, wallet: enWallet }, ar: { common: arCommon, wallet: arWallet } },
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

  it("plans and the price table list AI writing only with a model server", async () => {
    await i18next.changeLanguage(language);
    stubHealth("offline");
    renderAt(<PlansPage />);
    const costs = await screen.findByRole("region", {
      name: language === "en" ? "What points buy" : "ماذا تشتري النقاط",
    });
    // The table fills once health has answered: compare stays, the writing rows are gone.
    await within(costs).findByText(
      language === "en" ? "Resume and job comparison" : arWallet.spender.compare,
    );
    expect(document.body.textContent).not.toMatch(aiWriting[language]);
    expect(
      within(costs).queryByText(
        language === "en" ? enWallet.spender.summaryImprovement : arWallet.spender.summaryImprovement,
      ),
    ).toBeNull();
    cleanup();

    stubHealth("openai-compatible");
    renderAt(<PlansPage />);
    const withModel = await screen.findByRole("region", {
      name: language === "en" ? "What points buy" : "ماذا تشتري النقاط",
    });
    await within(withModel).findByText(
      language === "en" ? enWallet.spender.listWriting : arWallet.spender.listWriting,
    );
    // The Basic plan names it too, once.
    expect(
      screen.getAllByText(language === "en" ? "AI writing help" : "مساعدة الكتابة بالذكاء الاصطناعي").length,
    ).toBe(2);
  });
});
