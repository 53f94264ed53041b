import { cleanup, render, screen, within } from "@testing-library/react";
import { initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import enServer from "../../../server/src/locales/en.json";
import { useToastStore } from "../components/ui/toast-store";
import { Toaster } from "../components/ui/toaster";
import enCommon from "../locales/en/common.json";
import { ApiError } from "./api";
import { i18next } from "./i18n";
import { needsSpendConfirmation, toastSpendError } from "./spend";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { common: enCommon, errors: enServer.errors } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  useToastStore.setState({ toasts: [] });
});

const showToasts = () =>
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );

describe("failed paid actions (spec §8)", () => {
  it("out of points: the out-of-points message with a link to the plans", () => {
    toastSpendError(new ApiError(402, "PackageIsOver"));
    showToasts();
    const toast = screen.getByRole("alert");
    expect(toast.textContent).toContain("Your points package is over.");
    expect(within(toast).getByRole("link").getAttribute("href")).toBe("/dashboard/wallet/plans");
  });

  it.each([
    ["ResumePrinterError", 500, "Something went wrong while printing your resume."],
    ["InvalidBrowserConnection", 503, "There was an error connecting to the browser."],
  ] as const)(
    "a print failure for another reason (%s) shows its own message, no plans link",
    (code, status, text) => {
      toastSpendError(new ApiError(status, code));
      showToasts();
      const toast = screen.getByRole("alert");
      expect(toast.textContent).toContain(text);
      expect(toast.textContent).not.toContain("points package");
      expect(within(toast).queryByRole("link")).toBeNull();
    },
  );

  it("a premium design refused at download: its own message, not the points one, and the plans", () => {
    toastSpendError(new ApiError(402, "PremiumRequired"));
    showToasts();
    const toast = screen.getByRole("alert");
    expect(toast.textContent).toContain("This needs a premium membership.");
    expect(toast.textContent).not.toContain("points package");
    expect(within(toast).getByRole("link").getAttribute("href")).toBe("/dashboard/wallet/plans");
  });

  it("asks first only above the CV-download price", () => {
    expect(needsSpendConfirmation(1)).toBe(false);
    expect(needsSpendConfirmation(3)).toBe(true);
    expect(needsSpendConfirmation(8)).toBe(true);
  });
});
