import { emptyPersonal } from "@sira/schema/personal";
import { describe, expect, it } from "vitest";
import { applyPreset, countryPreset } from "./personal-presets";

describe("country presets", () => {
  it("put nationality and visa under the name for Saudi Arabia and the UAE only", () => {
    expect(countryPreset("SA", "").placement).toBe("under-name");
    expect(countryPreset("AE", "").placement).toBe("under-name");
    expect(countryPreset("QA", "").placement).toBe("details");
    expect(countryPreset("EG", "").placement).toBe("details");
  });

  it("propose the photo for Gulf presets except tech and academia headlines", () => {
    expect(countryPreset("SA", "Sales Manager").photo).toBe(true);
    expect(countryPreset("AE", "مديرة مبيعات").photo).toBe(true);
    expect(countryPreset("SA", "Senior Software Engineer")).toMatchObject({
      photo: false,
      photoHint: "techAcademia",
    });
    expect(countryPreset("QA", "أستاذ مشارك في الكيمياء")).toMatchObject({
      photo: false,
      photoHint: "techAcademia",
    });
    expect(countryPreset("EG", "Accountant")).toMatchObject({ photo: false, photoHint: "none" });
  });

  it("offer the country's licence bodies", () => {
    expect(countryPreset("SA", "").bodies).toEqual(expect.arrayContaining(["scfhs", "sce", "socpa"]));
    expect(countryPreset("AE", "").bodies).toEqual(expect.arrayContaining(["dha", "doh"]));
  });

  it("apply without overwriting what was typed", () => {
    const p = emptyPersonal();
    p.nationality = { country: "EG", text: "", visible: false };
    const applied = applyPreset(p, countryPreset("SA", ""));
    expect(applied.placement).toBe("under-name");
    expect(applied.nationality).toEqual({ country: "EG", text: "", visible: true });
    expect(applied.residency).toMatchObject({ country: "SA", kind: "iqama" });
    const saudi = applyPreset(
      { ...emptyPersonal(), nationality: { country: "SA", text: "", visible: true } },
      countryPreset("SA", ""),
    );
    expect(saudi.residency.kind).toBe("citizen");
    const typed = {
      ...emptyPersonal(),
      residency: { ...emptyPersonal().residency, note: "x", country: "AE" },
    };
    expect(applyPreset(typed, countryPreset("SA", "")).residency).toMatchObject({ country: "AE", note: "x" });
  });
});
