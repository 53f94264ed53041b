import { defaultResumeData } from "@sira/schema/resume-defaults";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import arBuilder from "../../../locales/ar/builder.json";
import enBuilder from "../../../locales/en/builder.json";
import { useBuilderStore } from "../state/builder-store";
import { FontPicker } from "./pickers";

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

  it("shows no mark on an English resume, whose fonts all extract cleanly", async () => {
    await i18next.changeLanguage("en");
    useBuilderStore.setState({ data: defaultResumeData("en") });
    render(<FontPicker />);
    expect(screen.getByRole("button", { name: /Amiri/ }).textContent).not.toContain("ATS-friendly");
  });
});
