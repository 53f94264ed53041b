import { defaultResumeData } from "@sira/schema/resume-defaults";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import arWallet from "../../locales/ar/wallet.json";
import enWallet from "../../locales/en/wallet.json";
import { PlansPage } from "./plans-page";

/**
 * Issue 42 item 9: plan prices in the user's currency (their default resume's country, or their
 * choice), at the same fixed rates the checkout charges, and a note naming the currency the
 * checkout really charges in when it differs.
 */
beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { wallet: enWallet }, ar: { wallet: arWallet } },
    defaultNS: "wallet",
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18next.changeLanguage("en");
});

function stubServer(country: string | null, paymentCurrency: string, driver = "offline") {
  const resume = {
    id: "r1",
    title: "CV",
    slug: "cv",
    visibility: "private",
    country,
    locked: false,
    isDefault: true,
    language: "ar",
    version: 1,
    userId: "u1",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    data: defaultResumeData("ar"),
  };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/health")
        return json({
          ok: true,
          ai: { ok: true, driver },
          payment: { ok: true, driver: "sandbox", currency: paymentCurrency },
        });
      if (url === "/api/resume") return json([resume]);
      return new Response("{}", { status: 404 });
    }),
  );
}

const renderPlans = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PlansPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("plan prices in the user's currency", () => {
  it("shows riyals for a Saudi resume and says the checkout charges dollars", async () => {
    stubServer("SA", "USD");
    renderPlans();
    // Basic: 9.93 USD × 3.75 = 37.24 SAR.
    expect(await screen.findByText("SAR 37.24")).toBeTruthy();
    expect(await screen.findByText(/Checkout charges in US Dollars?/)).toBeTruthy();
  });

  it("follows the user's choice, three decimals for dinars, and no note when the checkout charges it", async () => {
    stubServer(null, "KWD");
    renderPlans();
    expect(await screen.findByText("$9.93")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Show prices in" }), { target: { value: "KWD" } });
    expect(await screen.findByText("KWD 3.050")).toBeTruthy();
    expect(screen.queryByText(/Checkout charges in/)).toBeNull();
    expect(localStorage.getItem("sira-currency")).toBe("KWD");
  });

  it("names the currency in Arabic with Western digits", async () => {
    await i18next.changeLanguage("ar");
    stubServer("AE", "AED");
    renderPlans();
    // 9.93 USD × 3.6725 = 36.47 AED.
    expect(await screen.findByText(/^36\.47\s.*درهم/)).toBeTruthy();
  });
});

describe.each(["en", "ar"] as const)("claims follow the server in %s (issue 42 item 1)", (language) => {
  const aiWriting = { en: /AI writing help/i, ar: /مساعدة الكتابة بالذكاء الاصطناعي/ };
  it("plans and the price table list AI writing only with a model server", async () => {
    await i18next.changeLanguage(language);
    stubServer(null, "USD");
    renderPlans();
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

    stubServer(null, "USD", "openai-compatible");
    renderPlans();
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
