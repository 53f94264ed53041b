import { describe, expect, it } from "vitest";
import { placeNames, positionNames } from "./place-names";

describe("job places and titles in both languages (issue 24 item 16)", () => {
  it.each([
    ["تبوك، السعودية", { ar: "تبوك، السعودية", en: "Tabuk, Saudi Arabia" }],
    ["Riyadh, Saudi Arabia", { ar: "الرياض، السعودية", en: "Riyadh, Saudi Arabia" }],
    ["Dubai", { ar: "دبي", en: "Dubai" }],
    ["Dubai, UAE", { ar: "دبي، الإمارات", en: "Dubai, United Arab Emirates" }],
    ["الدوحة، قطر", { ar: "الدوحة، قطر", en: "Doha, Qatar" }],
    ["المنطقة الشرقية", { ar: "المنطقة الشرقية", en: "Eastern Province" }],
  ])("names %s in Arabic and English", (location, names) => {
    expect(placeNames(location)).toEqual(names);
  });

  it("leaves unknown places as written", () => {
    expect(placeNames("Building 4, Innovation Park")).toBeNull();
  });

  it("translates a title only when the whole position is one known title", () => {
    expect(positionNames("محاسب")?.en).toBe("Accountant");
    expect(positionNames("Registered Nurse")?.ar).toMatch(/ممرض/);
    expect(positionNames("ممرض / ممرضة")?.en).toMatch(/Nurse/);
    expect(positionNames("Accountant at a family office with travel")).toBeNull();
  });

  it("keeps one level word in both languages", () => {
    expect(positionNames("Senior Software Engineer")?.ar).toMatch(/ أول$/);
    expect(positionNames("محاسب أول")).toEqual({ ar: "محاسب أول", en: "Senior Accountant" });
    expect(positionNames("Accountant Intern")).toEqual({ ar: "متدرب محاسب", en: "Accountant Intern" });
    expect(positionNames("Senior Registered Nurse Intern")).toBeNull();
  });
});
