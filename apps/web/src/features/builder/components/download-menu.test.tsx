import { defaultResumeData } from "@sira/schema/resume-defaults";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import arBuilder from "../../../locales/ar/builder.json";
import arCommon from "../../../locales/ar/common.json";
import { useBuilderStore } from "../state/builder-store";
import { DownloadButton } from "./download-menu";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "ar",
    resources: { ar: { builder: arBuilder, common: arCommon } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("download menu", () => {
  it("offers the JSON Resume file beside Word and text, and asks the server for format=json", async () => {
    const signed = "/api/prints/11111111-1111-1111-1111-111111111111/file?exp=1&sig=x";
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        new Response(
          url.endsWith("/openapi.json")
            ? JSON.stringify({ paths: { "/api/resume/print/{id}": {} } })
            : JSON.stringify({ url: signed }),
        ),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    useBuilderStore.setState({
      data: defaultResumeData("ar"),
      resume: { id: "r1" } as ReturnType<typeof useBuilderStore.getState>["resume"],
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DownloadButton />
      </QueryClientProvider>,
    );
    const trigger = await screen.findByRole("button", { name: /^تنزيل السيرة/ });
    await waitFor(() => expect(trigger.hasAttribute("disabled")).toBe(false));
    fireEvent.keyDown(trigger, { key: "Enter" });
    const item = await screen.findByRole("menuitem", { name: /ملف JSON Resume \(\.json\)/ });
    expect(screen.getByRole("menuitem", { name: /ملف Word/ })).toBeTruthy();
    fireEvent.click(item);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/resume/print/r1?lang=ar&format=json"),
    );
    click.mockRestore();
  });
});
