import type { MatchResponse } from "@sira/schema/ai-api";
import { cleanup, render, screen } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import arAi from "../../locales/ar/ai.json";
import enAi from "../../locales/en/ai.json";
import { CompareResult } from "./compare-result";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: "en",
    resources: { en: { ai: enAi }, ar: { ai: arAi } },
    defaultNS: "ai",
    interpolation: { escapeValue: false },
  });
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage("en");
});

/** A 38 % result whose title matches: the rows must show why the score is low anyway. */
const result: MatchResponse = {
  id: "r1",
  score: 0.38,
  pass: false,
  explanation:
    "Match score 38% — … How it adds up: required skills 9/45, job title 15/15, years of experience 14/20, education 0/10, preferred skills 0/10.",
  fixes: [
    "Not in your resume: SQL, Python.",
    "Add your degree (Bachelor's degree and major) to the education section.",
  ],
  breakdown: {
    mustHave: {
      found: [{ id: "excel", label: "Excel" }],
      missing: [
        { id: "sql", label: "SQL" },
        { id: "python", label: "Python" },
      ],
    },
    niceToHave: { found: [], missing: [{ id: "tableau", label: "Tableau" }] },
    title: { score: 1, job: "Data Analyst", resume: "Data Analyst" },
    years: { required: 3, have: 2, score: 0.67 },
    education: { required: { id: "bachelor", label: "Bachelor's degree" }, have: null, score: 0.3 },
    language: { required: [], missing: [], score: null },
    parts: [
      { key: "must", score: 0.2, points: 9, max: 45 },
      { key: "title", score: 1, points: 15, max: 15 },
      { key: "years", score: 0.67, points: 14, max: 20 },
      { key: "nice", score: 0, points: 0, max: 10 },
      { key: "education", score: 0.3, points: 0, max: 10 },
    ],
  },
};

describe("CompareResult", () => {
  it("shows each part's points next to it, adding up to the score", () => {
    render(<CompareResult result={result} />);
    for (const text of ["9/45", "15/15", "14/20", "0/10"])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText("38%")).toBeTruthy();
  });

  it("keeps the points left-to-right inside the Arabic card", async () => {
    await i18next.changeLanguage("ar");
    render(<CompareResult result={result} />);
    const points = screen.getByText("9/45");
    expect(points.getAttribute("dir")).toBe("ltr");
    expect(screen.getByText("المهارات المطلوبة", { exact: false })).toBeTruthy();
  });

  it("shows a result stored before parts existed without points", () => {
    const { parts: _parts, ...old } = result.breakdown;
    render(<CompareResult result={{ ...result, breakdown: old }} />);
    expect(screen.queryByText("15/15")).toBeNull();
  });
});
