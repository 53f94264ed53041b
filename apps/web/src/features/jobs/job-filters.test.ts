import { describe, expect, it } from "vitest";
import {
  addKeywords,
  chooseCountry,
  countryChoices,
  effectiveCountry,
  emptyFilters,
  filtersFromParams,
  filtersToParams,
  matchTone,
  toggleValue,
} from "./job-filters";

describe("job filters", () => {
  it("round-trips through URL params and drops unknown values", () => {
    const filters = {
      ...emptyFilters,
      q: "محاسب",
      date: "3d" as const,
      sort: "high" as const,
      types: ["full_time" as const],
      regions: ["riyadh"],
      keywords: ["SAP"],
    };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersFromParams(new URLSearchParams("types=full_time,bogus&sort=weird")).types).toEqual([
      "full_time",
    ]);
    expect(filtersToParams(emptyFilters).toString()).toBe("");
  });

  it("filters location by country first, the resume's country preselected, old region links kept", () => {
    // A Dubai user can pick the UAE; the six Gulf states and remote are offered, in that order.
    expect(countryChoices("AE")).toEqual(["SA", "AE", "QA", "KW", "BH", "OM", "remote"]);
    expect(countryChoices("EG")[0]).toBe("EG");
    expect(effectiveCountry(emptyFilters, "AE")).toBe("AE");
    const uae = chooseCountry({ ...emptyFilters, regions: ["riyadh"] }, "AE");
    expect(uae).toMatchObject({ country: "AE", regions: [] });
    expect(filtersToParams({ ...uae, regions: ["dubai"] }).toString()).toBe("country=AE&regions=dubai");
    expect(filtersFromParams(new URLSearchParams("country=AE&regions=dubai"))).toMatchObject({
      country: "AE",
      regions: ["dubai"],
    });
    expect(filtersFromParams(new URLSearchParams("country=remote")).country).toBe("remote");
    expect(filtersFromParams(new URLSearchParams("country=FR")).country).toBe("");
    // A link from before countries: the Saudi region still filters.
    expect(filtersFromParams(new URLSearchParams("regions=riyadh"))).toMatchObject({
      country: "",
      regions: ["riyadh"],
    });
  });

  it("toggles values and adds keyword chips without duplicates", () => {
    expect(toggleValue(["a"], "a")).toEqual([]);
    expect(toggleValue(["a"], "b")).toEqual(["a", "b"]);
    expect(addKeywords(["SAP"], "sap, Excel،  ,الرياض")).toEqual(["SAP", "Excel", "الرياض"]);
  });

  it("colours the match ring amber from 50 and green from 60", () => {
    expect(matchTone(0.49)).toBe("none");
    expect(matchTone(0.5)).toBe("amber");
    expect(matchTone(0.594)).toBe("amber");
    expect(matchTone(0.6)).toBe("green");
    expect(matchTone(1)).toBe("green");
  });
});
