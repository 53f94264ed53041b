import type { Resume } from "@sira/schema/api";
import { defaultLayout, defaultResumeData } from "@sira/schema/resume-defaults";
import { describe, expect, it } from "vitest";
import { moveSection } from "../lib/layout";
import { setTemplate } from "./actions";
import { useBuilderStore } from "./builder-store";

function load() {
  const data = defaultResumeData("ar");
  data.metadata.template = "professional";
  data.metadata.layout = moveSection(defaultLayout(), "summary", "right");
  useBuilderStore.getState().load({
    id: "r1",
    title: "CV",
    slug: "cv",
    visibility: "private",
    country: null,
    locked: false,
    isDefault: true,
    language: "ar",
    version: 1,
    userId: "u1",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    data,
  } satisfies Resume);
  return data.metadata.layout;
}

const metadata = () => useBuilderStore.getState().data.metadata;

describe("switching templates (spec §4)", () => {
  it("resets a two-column arrangement to the default layout, and one undo brings it back", () => {
    const mine = load();
    const undo = setTemplate("gengar");
    expect(metadata().template).toBe("gengar");
    expect(metadata().layout).toEqual(defaultLayout());
    expect(undo).not.toBeNull();
    undo?.();
    expect(metadata().template).toBe("professional");
    expect(metadata().layout).toEqual(mine);
  });

  it("is one step of the undo history (Ctrl+Z)", () => {
    const mine = load();
    setTemplate("gengar");
    useBuilderStore.getState().undo();
    expect(metadata()).toMatchObject({ template: "professional", layout: mine });
  });

  it("offers no undo when the layout did not change", () => {
    load();
    setTemplate("gengar");
    expect(setTemplate("pikachu")).toBeNull();
  });

  it("says nothing when the layout was still the previous template's default (issue 42 item 13)", () => {
    load();
    useBuilderStore.getState().update((d) => {
      d.metadata.layout = defaultLayout();
    });
    // professional's default is the two-column default; a single-column template flattens it.
    expect(metadata().layout).toEqual(defaultLayout());
    expect(setTemplate("onyx")).toBeNull();
    expect(metadata().template).toBe("onyx");
  });
});
