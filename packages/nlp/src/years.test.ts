import { describe, expect, it } from "vitest";
import { formatYears } from "./years";

describe("formatYears", () => {
  it("writes whole years with the Arabic noun that agrees with the number", () => {
    expect([0.2, 1, 2, 3, 10, 11.3, 15].map((n) => formatYears(n, "ar"))).toEqual([
      "أقل من سنة",
      "سنة واحدة",
      "سنتين",
      "3 سنوات",
      "10 سنوات",
      "11 سنة",
      "15 سنة",
    ]);
  });

  it("writes whole years in English", () => {
    expect([0.4, 0.6, 1.2, 4.5, 11.3].map((n) => formatYears(n, "en"))).toEqual([
      "less than a year",
      "1 year",
      "1 year",
      "5 years",
      "11 years",
    ]);
  });
});
