import { templateIds } from "@sira/schema/constants";
import { defaultResumeData } from "@sira/schema/resume-defaults";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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

  it("shows each template drawn with the sample resume in the resume's language, its sketch until it loads", async () => {
    for (const language of ["ar", "en"] as const) {
      await i18next.changeLanguage("ar");
      useBuilderStore.setState({ data: defaultResumeData(language) });
      render(
        <QueryClientProvider client={new QueryClient()}>
          <TemplatePicker />
        </QueryClientProvider>,
      );
      const images = [...document.querySelectorAll<HTMLImageElement>("img[data-template-thumbnail]")];
      expect(images.map((img) => img.getAttribute("src"))).toEqual(
        templateIds.map((id) => `/api/templates/${id}/thumbnail.webp?lang=${language}`),
      );
      const first = images[0] as HTMLImageElement;
      const button = first.closest("button") as HTMLButtonElement;
      // Until the picture arrives the schematic holds its place; then the picture alone shows.
      expect(button.querySelectorAll("span[aria-hidden]").length).toBeGreaterThan(0);
      fireEvent.load(first);
      expect(first.className).not.toContain("opacity-0");
      expect(button.querySelector("span[aria-hidden].flex")).toBeNull();
      // A picture that cannot load leaves the schematic.
      const second = images[1] as HTMLImageElement;
      const other = second.closest("button") as HTMLButtonElement;
      fireEvent.error(second);
      expect(other.querySelector("img")).toBeNull();
      expect(other.querySelector("span[aria-hidden].flex")).not.toBeNull();
      cleanup();
    }
  });
});
