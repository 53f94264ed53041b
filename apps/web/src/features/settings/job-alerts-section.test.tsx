import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import enApplications from "../../locales/en/applications.json";
import { JobAlertsSection } from "./job-alerts-section";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { applications: enApplications } },
    interpolation: { escapeValue: false },
  });
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("job alert e-mails setting", () => {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  let answerPut: (response: Response) => void = () => {};
  beforeEach(() => {
    queryClient.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation((_url, init) =>
      init?.method === "PUT"
        ? new Promise((resolve) => {
            answerPut = resolve;
          })
        : Promise.resolve(json({ frequency: "off" })),
    );
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const putSent = () =>
    waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
  const renderSection = () =>
    render(
      <QueryClientProvider client={queryClient}>
        <JobAlertsSection />
      </QueryClientProvider>,
    );

  it("shows the choice checked as soon as it is clicked, while the save is on its way, and keeps it", async () => {
    renderSection();
    const daily = screen.getByRole("radio", { name: "Daily" }) as HTMLInputElement;
    await waitFor(() =>
      expect((screen.getByRole("radio", { name: "Off" }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(daily);
    // Checked in the same event, before the PUT has answered (a browser test checks it at once).
    expect(daily.checked).toBe(true);
    await putSent();
    answerPut(json({ frequency: "daily" }));
    await waitFor(() =>
      expect(queryClient.getQueryData(["alerts", "settings"])).toEqual({ frequency: "daily" }),
    );
    expect(daily.checked).toBe(true);
  });

  it("puts the stored choice back when the save fails", async () => {
    renderSection();
    const off = screen.getByRole("radio", { name: "Off" }) as HTMLInputElement;
    await waitFor(() => expect(off.checked).toBe(true));
    fireEvent.click(screen.getByRole("radio", { name: "Weekly" }));
    expect(off.checked).toBe(false);
    await putSent();
    answerPut(json({ code: "InternalServerError", message: "x" }, 500));
    await waitFor(() => expect(off.checked).toBe(true));
  });
});
