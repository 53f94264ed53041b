import { describe, expect, it } from "vitest";
import { formatDateValue, parseDateValue, pickerYears, validateDateValue, withMode } from "./date-value";

const now = new Date(2025, 5, 1);

describe("date picker values", () => {
  it("offers the years from the current one down to 1950", () => {
    const years = pickerYears(now);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1950);
  });

  it("reads and writes the canonical text", () => {
    expect(parseDateValue("Jan 2020 - Mar 2023")).toEqual({
      mode: "range",
      start: { year: 2020, month: 1 },
      end: { year: 2023, month: 3 },
    });
    expect(parseDateValue("Jan 2020 - Present")?.mode).toBe("present");
    expect(parseDateValue("not a date")).toBeUndefined();
    expect(
      formatDateValue({ mode: "range", start: { year: 2020, month: 1 }, end: { year: 2023, month: 3 } }, now),
    ).toBe("Jan 2020 - Mar 2023");
    expect(formatDateValue({ mode: "present", start: { year: 2021, month: 9 }, end: {} }, now)).toBe(
      "Sep 2021 - Present",
    );
    expect(formatDateValue({ mode: "single", start: { year: 2019 }, end: {} }, now)).toBe("2019");
    expect(formatDateValue({ mode: "single", start: {}, end: {} }, now)).toBe("");
  });

  it("refuses years before 1950 or after this year", () => {
    expect(validateDateValue({ mode: "single", start: { year: 1949 }, end: {} }, now).start).toBe(
      "yearRange",
    );
    expect(validateDateValue({ mode: "single", start: { year: 2026 }, end: {} }, now).start).toBe(
      "yearRange",
    );
    expect(validateDateValue({ mode: "single", start: { year: 1950 }, end: {} }, now)).toEqual({});
  });

  it("refuses an end earlier than the start in range mode", () => {
    const value = { mode: "range" as const, start: { year: 2022, month: 5 }, end: { year: 2022, month: 4 } };
    expect(validateDateValue(value, now).end).toBe("endBeforeStart");
    expect(formatDateValue(value, now)).toBeUndefined();
    expect(validateDateValue({ ...value, end: { year: 2022, month: 5 } }, now)).toEqual({});
    expect(validateDateValue({ ...value, end: {} }, now).end).toBe("yearRequired");
  });

  it("clears the end date in Present mode", () => {
    const range = { mode: "range" as const, start: { year: 2020 }, end: { year: 2021 } };
    expect(withMode(range, "present")).toEqual({ mode: "present", start: { year: 2020 }, end: {} });
  });
});
