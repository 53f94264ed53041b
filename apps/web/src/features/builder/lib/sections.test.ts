import { describe, expect, it } from "vitest";
import { canAddAnother, createItem, isEmptyItem } from "./sections";

describe("Add another", () => {
  it("is disabled while the last item equals the empty defaults", () => {
    const item = createItem("experience");
    expect(isEmptyItem("experience", item)).toBe(true);
    expect(canAddAnother("experience", [])).toBe(true);
    expect(canAddAnother("experience", [item])).toBe(false);
    expect(canAddAnother("experience", [{ ...item, company: "Aramco" }])).toBe(true);
    expect(canAddAnother("skills", [{ ...createItem("skills"), level: 3 }])).toBe(true);
    expect(canAddAnother("custom", [createItem("custom")])).toBe(false);
  });
});
