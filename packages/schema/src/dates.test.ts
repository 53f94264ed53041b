import { describe, expect, it } from "vitest";
import { localizeDateText, parseDateRange } from "./dates";

describe("dates", () => {
  it("parses the canonical builder form", () => {
    expect(parseDateRange("Jan 2020 - Mar 2023")).toEqual({
      start: { year: 2020, month: 1 },
      end: { year: 2023, month: 3 },
    });
    expect(parseDateRange("Jan 2020 - Present")).toEqual({ start: { year: 2020, month: 1 }, end: "present" });
  });
  it("reads MM/YY, ISO and Arabic forms", () => {
    expect(parseDateRange("01/20 - 06/22")).toEqual({
      start: { year: 2020, month: 1 },
      end: { year: 2022, month: 6 },
    });
    expect(parseDateRange("2019-09 to 2021-02")?.end).toEqual({ year: 2021, month: 2 });
    expect(parseDateRange("مارس ٢٠٢١ - حتى الآن")).toEqual({
      start: { year: 2021, month: 3 },
      end: "present",
    });
  });
  it("shows dates in Arabic with حتى الآن for Present", () => {
    expect(localizeDateText("Jan 2020 - Present", "ar")).toBe("يناير 2020 - حتى الآن");
    expect(localizeDateText("2018", "ar")).toBe("2018");
  });
  it("keeps the digits the user typed", () => {
    expect(localizeDateText("٢٠١٢ - ٢٠١٦", "ar")).toBe("٢٠١٢ - ٢٠١٦");
    expect(localizeDateText("مارس ٢٠٢١ - حتى الآن", "ar")).toBe("مارس ٢٠٢١ - حتى الآن");
    expect(localizeDateText("Mar 2021 - Present", "ar")).toBe("مارس 2021 - حتى الآن");
  });
  it("leaves free text alone", () => {
    expect(localizeDateText("Summer term", "ar")).toBe("Summer term");
  });
});
