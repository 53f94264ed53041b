import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import arAi from "../../locales/ar/ai.json";
import arCommon from "../../locales/ar/common.json";
import enAi from "../../locales/en/ai.json";
import enCommon from "../../locales/en/common.json";
import { AiWritingButton } from "./ai-writing-button";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { common: enCommon, ai: enAi }, ar: { common: arCommon, ai: arAi } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage("en");
});

/** The API without a model server: writing help answers ModelServerRequired (501). */
function stubOfflineApi() {
  const posts: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") posts.push(url);
      if (url === "/api/subscription")
        return json(200, { available: 10, premium: { active: false, until: null } });
      if (url === "/api/openai") return json(501, { code: "ModelServerRequired", message: "" });
      return json(404, { code: "NotFound", message: "" });
    }),
  );
  return posts;
}

const renderButton = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <AiWritingButton
          text="Nurse with five years in ICU"
          kind="summary"
          language="en"
          onAccept={() => {}}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("AI writing help without a model server (item 10) and its price (item 9)", () => {
  it.each([
    ["en", "Improve with AI", "Use 3 points", "This is not available on this server. Nothing was charged."],
    [
      "ar",
      "حسّن بالذكاء الاصطناعي",
      "استخدام 3 نقاط",
      "هذه الميزة غير متاحة على هذا الخادم، ولم تُخصم أي نقاط.",
    ],
  ] as const)(
    "%s: asks before 3 points, then says plainly it is not available here",
    async (lang, improve, use, notice) => {
      await i18next.changeLanguage(lang);
      const posts = stubOfflineApi();
      renderButton();
      fireEvent.click(screen.getByRole("button", { name: new RegExp(improve) }));
      const dialog = await screen.findByRole("alertdialog");
      expect(posts).toEqual([]);
      fireEvent.click(await within(dialog).findByRole("button", { name: use }));
      const status = await screen.findByRole("status");
      expect(status.textContent).toBe(notice);
      expect(document.body.textContent).not.toMatch(/AI_BASE_URL|README|model server|خادم نماذج/);
      expect(posts).toEqual(["/api/openai"]);
    },
  );
});
