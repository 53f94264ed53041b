import { defaultLayout, defaultResumeData } from "@sira/schema/resume-defaults";
import { describe, expect, it } from "vitest";
import { moveSection } from "../lib/layout";
import { setTemplate } from "./actions";
import { useBuilderStore } from "./builder-store";
import { testResume } from "./test-resume";

function load() {
  const data = defaultResumeData("ar");
  data.metadata.template = "professional";
  data.metadata.layout = moveSection(defaultLayout(), "summary", "right");
  useBuilderStore.getState().load(testResume(data));
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
