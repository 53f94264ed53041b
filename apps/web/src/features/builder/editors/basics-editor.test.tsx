import type { Resume } from "@sira/schema/api";
import { defaultResumeData } from "@sira/schema/resume-defaults";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import arBuilder from "../../../locales/ar/builder.json";
import { useBuilderStore } from "../state/builder-store";
import { BasicsEditor } from "./basics-editor";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "ar",
    resources: { ar: { builder: arBuilder } },
    defaultNS: "builder",
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe("basics editor in Arabic", () => {
  it("types e-mail, phone and website left to right inside the right-to-left form", () => {
    useBuilderStore.getState().load({
      id: "r1",
      title: "CV",
      slug: "cv",
      visibility: "private",
      country: null,
      locked: false,
      isDefault: true,
      language: "ar",
      version: 1,
      userId: "u1",
      createdAt: "2025-01-01T00:00:00.000Z",
      updatedAt: "2025-01-01T00:00:00.000Z",
      data: defaultResumeData("ar"),
    } satisfies Resume);
    render(<BasicsEditor />);
    for (const label of [arBuilder.basics.email, arBuilder.basics.phone, arBuilder.basics.url])
      expect(screen.getByLabelText(label, { exact: true }).getAttribute("dir")).toBe("ltr");
  });
});
