import { templateIds } from "@sira/schema/constants";
import { defaultResumeData } from "@sira/schema/resume-defaults";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import arBuilder from "../../../locales/ar/builder.json";
import enBuilder from "../../../locales/en/builder.json";
import { useBuilderStore } from "../state/builder-store";
import { FontPicker, TemplatePicker } from "./pickers";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "ar",
    resources: { ar: { builder: arBuilder }, en: { builder: enBuilder } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe("font picker", () => {
  it("marks Amiri as ATS-friendly for an Arabic resume and keeps Tajawal unmarked", async () => {
    await i18next.changeLanguage("ar");
    useBuilderStore.setState({ data: defaultResumeData("ar") });
    render(<FontPicker />);
    const amiri = screen.getByRole("button", { name: /Amiri/ });
    expect(amiri.textContent).toContain("مناسب لأنظمة الفرز (ATS)");
    expect(screen.getByRole("button", { name: /Tajawal/ }).textContent).not.toContain("ATS");
  });

  it("offers an English resume Latin fonts only, the ATS-friendly ones marked (issue 42 item 10)", async () => {
    await i18next.changeLanguage("en");
    useBuilderStore.setState({ data: defaultResumeData("en") });
    render(<FontPicker />);
    const offered = screen
      .getAllByRole("button", { pressed: undefined })
      .filter((b) => b.hasAttribute("aria-pressed"));
    expect(offered.map((b) => b.querySelector("span")?.textContent)).toEqual([
      "Inter",
      "Lato",
      "IBM Plex Sans",
      "Merriweather",
    ]);
    expect(screen.queryByRole("button", { name: /Amiri|Tajawal|Almarai/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Lato/ }).textContent).toContain("ATS-friendly");
    expect(screen.getByRole("button", { name: /Merriweather/ }).textContent).not.toContain("ATS-friendly");
  });
});

describe("template picker (issue 42 item 10)", () => {
  it("names each template by what it looks like, in the interface language, never by its id", async () => {
    for (const [language, timeline] of [
      ["en", "Timeline"],
      ["ar", "خط زمني"],
    ] as const) {
      await i18next.changeLanguage(language);
      useBuilderStore.setState({ data: defaultResumeData(language) });
      render(
        <QueryClientProvider client={new QueryClient()}>
          <TemplatePicker />
        </QueryClientProvider>,
      );
      const labels = templateIds.map(
        (id) => document.querySelector(`[data-template-id="${id}"]`)?.textContent,
      );
      // "Professional" is already a description; the others were Pokémon names.
      const ids = new Set<string>(templateIds.filter((id) => id !== "professional"));
      expect(labels.every((label) => label && !ids.has(label.toLowerCase()))).toBe(true);
      expect(new Set(labels).size).toBe(templateIds.length);
      expect(screen.getByText(timeline).getAttribute("data-template-id")).toBe("nosepass");
      cleanup();
    }
  });
});
