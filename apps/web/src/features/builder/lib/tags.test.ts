import { describe, expect, it } from "vitest";
import { addTags, splitTagInput } from "./tags";

describe("tag input", () => {
  it("splits on commas, trims and drops empties and duplicates", () => {
    expect(addTags([], " React, TypeScript ,, react ,Node ")).toEqual(["React", "TypeScript", "Node"]);
    expect(addTags(["Excel"], "excel, Word")).toEqual(["Excel", "Word"]);
  });

  it("splits on the Arabic comma too", () => {
    expect(addTags([], "القيادة، التواصل")).toEqual(["القيادة", "التواصل"]);
  });

  it("commits what precedes the last comma while typing and keeps the rest in the field", () => {
    expect(splitTagInput(["a"], "b, c, d")).toEqual({ tags: ["a", "b", "c"], rest: " d" });
    expect(splitTagInput(["a"], "partial")).toEqual({ tags: ["a"], rest: "partial" });
    expect(splitTagInput([], ",")).toEqual({ tags: [], rest: "" });
  });
});
