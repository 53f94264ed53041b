import { describe, expect, it } from "vitest";
import { emptyFilters, filtersFromParams, filtersToParams } from "./job-filters";
import { jobTitle } from "./job-title";

describe("job titles as posted (issue 38)", () => {
  it('shows "Staff Nurse - ICU" as posted in an Arabic interface, not ممرض', () => {
    const title = jobTitle({ position: "Staff Nurse - ICU", positionNames: null, language: "en" }, "ar");
    expect(title.posted).toEqual({ text: "Staff Nurse - ICU", lang: "en", dir: "ltr" });
    expect(title.translated).toBeNull();
  });

  it("keeps the posting's language with lang/dir and puts the known translation beside it", () => {
    const job = {
      position: "محاسب",
      positionNames: { ar: "محاسب", en: "Accountant" },
      language: "ar" as const,
    };
    expect(jobTitle(job, "en")).toEqual({
      posted: { text: "محاسب", lang: "ar", dir: "rtl" },
      translated: { text: "Accountant", lang: "en", dir: "ltr" },
    });
    // In the posting's own language there is nothing to add.
    expect(jobTitle(job, "ar").translated).toBeNull();
  });

  it("reads the title's language from its script when the posting is marked otherwise", () => {
    const title = jobTitle(
      { position: "Inside Sales Representative", positionNames: null, language: "ar" },
      "ar",
    );
    expect(title.posted.lang).toBe("en");
    expect(title.posted.dir).toBe("ltr");
  });
});

describe("default order of the jobs list (issue 38)", () => {
  it("is by match, high to low, and stays out of the URL", () => {
    expect(emptyFilters.sort).toBe("high");
    expect(filtersFromParams(new URLSearchParams("")).sort).toBe("high");
    expect(filtersToParams(emptyFilters).has("sort")).toBe(false);
    expect(filtersToParams({ ...emptyFilters, sort: "newest" }).get("sort")).toBe("newest");
  });
});
