import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import arCommon from "../locales/ar/common.json";
import { RouteError } from "./route-error";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "ar",
    resources: { ar: { common: arCommon } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  vi.stubGlobal("location", { ...window.location, reload });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: "/page",
        errorElement: <RouteError />,
        lazy: async () => {
          throw error;
        },
      },
    ],
    { initialEntries: ["/page"] },
  );
  return render(<RouterProvider router={router} />);
}

const chunkError = () => new TypeError("Failed to fetch dynamically imported module: /assets/page-1.js");

describe("route error screen", () => {
  it("reloads once by itself when a lazy chunk fails, then shows the localized screen", async () => {
    renderFailingRoute(chunkError());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    cleanup();
    // After the reload the chunk still fails: no reload loop, the screen with "reload" shows.
    renderFailingRoute(chunkError());
    expect(await screen.findByRole("heading", { name: "حدث خطأ في هذه الصفحة" })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    screen.getByRole("button", { name: "إعادة التحميل" }).click();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("shows other errors on the localized screen without reloading", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(new Error("boom"));
    expect(await screen.findByRole("heading", { name: "حدث خطأ في هذه الصفحة" })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
