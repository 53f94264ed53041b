import { defaultLayout } from "@sira/schema/resume-defaults";
import { describe, expect, it } from "vitest";
import {
  canMoveSection,
  flattenLayout,
  isFlatLayout,
  layoutForTemplate,
  moveSection,
  placeSection,
  repairLayout,
  restoreLayout,
} from "./layout";

const layout = () => defaultLayout();

describe("moveSection", () => {
  it("moves up and down inside a column", () => {
    const moved = moveSection(layout(), "summary", "up");
    expect(moved[0]?.[0]?.slice(0, 2)).toEqual(["summary", "profiles"]);
    expect(moveSection(moved, "summary", "down")).toEqual(layout());
  });

  it("wraps up from the top to the end, and down from the bottom to the start", () => {
    const up = moveSection(layout(), "profiles", "up");
    expect(up[0]?.[0]?.at(-1)).toBe("profiles");
    expect(up[0]?.[0]?.[0]).toBe("summary");
    const down = moveSection(layout(), "references", "down");
    expect(down[0]?.[0]?.[0]).toBe("references");
    expect(down[0]?.[0]).toHaveLength(7);
  });

  it("moves between columns and is disabled at the edge", () => {
    expect(canMoveSection(layout(), "summary", "left")).toBe(false);
    expect(canMoveSection(layout(), "summary", "right")).toBe(true);
    expect(moveSection(layout(), "summary", "left")).toEqual(layout());
    const right = moveSection(layout(), "summary", "right");
    expect(right[0]?.[0]).not.toContain("summary");
    expect(right[0]?.[1]?.[1]).toBe("summary");
    expect(canMoveSection(right, "summary", "right")).toBe(false);
    expect(canMoveSection(right, "summary", "left")).toBe(true);
  });

  it("does not move a section alone in its column up or down", () => {
    const single = [[["summary"], ["skills", "languages"]]];
    expect(canMoveSection(single, "summary", "up")).toBe(false);
    expect(moveSection(single, "summary", "down")).toBe(single);
  });

  it("does not change the input", () => {
    const original = layout();
    moveSection(original, "summary", "right");
    expect(original).toEqual(defaultLayout());
  });
});

describe("template layout rules", () => {
  it("single-column templates flatten: sidebar sections follow the main ones", () => {
    const flat = layoutForTemplate(layout(), "onyx");
    expect(flat[0]?.[1]).toEqual([]);
    expect(flat[0]?.[0]).toEqual([...(layout()[0]?.[0] ?? []), ...(layout()[0]?.[1] ?? [])]);
    expect(isFlatLayout(flat)).toBe(true);
  });

  it("other templates restore the default layout from a flat one, keeping custom sections", () => {
    const flat = flattenLayout([[["summary", "custom.a"], ["skills"]]]);
    const restored = layoutForTemplate(flat, "professional");
    expect(restored[0]?.[1]).toEqual(layout()[0]?.[1]);
    expect(restored[0]?.[0]?.at(-1)).toBe("custom.a");
    expect(restoreLayout(flat)).toEqual(restored);
  });

  it("restores the default layout when moving between two-column templates (spec §4)", () => {
    const mine = moveSection(moveSection(layout(), "summary", "right"), "skills", "left");
    expect(layoutForTemplate(mine, "gengar")).toEqual(layout());
  });
});

describe("repairLayout", () => {
  const withoutProfiles = () =>
    layout().map((page) => page.map((ids) => ids.filter((id) => id !== "profiles")));

  it("replaces the default-without-profiles layout with the template's layout", () => {
    expect(repairLayout(withoutProfiles(), "professional", [])).toEqual(layout());
    expect(repairLayout(withoutProfiles(), "bronzor", [])).toEqual(flattenLayout(layout()));
  });

  it("leaves any other layout alone", () => {
    const mine = moveSection(layout(), "education", "up");
    expect(repairLayout(mine, "professional", [])).toEqual(mine);
  });

  it("appends missing custom sections to the last page and drops deleted ones and duplicates", () => {
    const broken = [
      [["summary", "custom.gone", "summary"], ["skills"]],
      [["education"], []],
    ];
    expect(repairLayout(broken, "professional", ["new"])).toEqual([
      [["summary"], ["skills"]],
      [["education", "custom.new"], []],
    ]);
  });
});

describe("placeSection (drag and drop)", () => {
  it("moves a section between columns at the drop position", () => {
    const moved = placeSection(layout(), "skills", 0, 0, 1);
    expect(moved[0]?.[0]?.slice(0, 3)).toEqual(["profiles", "skills", "summary"]);
    expect(moved[0]?.[1]).not.toContain("skills");
  });

  it("reorders inside a column", () => {
    const moved = placeSection(layout(), "education", 0, 0, 0);
    expect(moved[0]?.[0]?.slice(0, 2)).toEqual(["education", "profiles"]);
  });

  it("makes a new page when dropped past the last one, and drops pages left empty", () => {
    const twoPages = placeSection(layout(), "references", 1, 0, 0);
    expect(twoPages).toHaveLength(2);
    expect(twoPages[1]).toEqual([["references"], []]);
    const back = placeSection(twoPages, "references", 0, 0, 99);
    expect(back).toEqual(layout());
  });

  it("ignores unknown sections and columns", () => {
    expect(placeSection(layout(), "nope", 0, 0, 0)).toEqual(layout());
    expect(placeSection(layout(), "skills", 0, 2, 0)).toEqual(layout());
  });
});
