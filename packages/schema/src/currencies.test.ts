import { describe, expect, it } from "vitest";
import { currencyOfCountry, majorAmount, minorAmount } from "./currencies";
import { plans } from "./plans";

describe("plan prices in Gulf currencies", () => {
  it("converts at the pegs, to the cent or to ten fils for the three-digit dinars", () => {
    expect(minorAmount(9.93, "USD")).toBe(993);
    expect(minorAmount(9.93, "SAR")).toBe(3724); // 37.2375 → 37.24
    expect(minorAmount(19.93, "AED")).toBe(7319); // 73.193… → 73.19
    expect(minorAmount(59.99, "KWD")).toBe(18_420); // 18.41693 → 18.420
    expect(minorAmount(59.99, "BHD") % 10).toBe(0);
    expect(majorAmount(18_420, "KWD")).toBe(18.42);
    expect(majorAmount(3724, "SAR")).toBe(37.24);
  });

  it("never prices a plan at zero or out of order in any currency", () => {
    for (const currency of ["USD", "SAR", "AED", "QAR", "KWD", "OMR", "BHD"] as const) {
      const amounts = plans.map((p) => minorAmount(p.priceUsd, currency));
      expect(amounts.every((a) => a > 0)).toBe(true);
      expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    }
  });

  it("picks the currency of the resume's country, dollars elsewhere", () => {
    expect(currencyOfCountry("SA")).toBe("SAR");
    expect(currencyOfCountry("KW")).toBe("KWD");
    expect(currencyOfCountry("EG")).toBe("USD");
    expect(currencyOfCountry(null)).toBe("USD");
  });
});
