import { defaultResumeData } from "@sira/schema/resume-defaults";
import { describe, expect, it } from "vitest";
import { createBuilderStore } from "./builder-store";
import { testResume } from "./test-resume";

const resume = () => testResume(defaultResumeData("ar"), { version: 3 });

function setup() {
  const store = createBuilderStore(defaultResumeData("ar"));
  store.getState().load(resume());
  const history = () => store.temporal.getState();
  const type = (field: "name" | "headline", text: string) => {
    for (let i = 1; i <= text.length; i++)
      store.getState().update((d) => {
        d.basics[field] = text.slice(0, i);
      }, `basics.${field}`);
  };
  return { store, history, type };
}

describe("builder undo history", () => {
  it("starts empty after loading", () => {
    const { store, history } = setup();
    expect(history().pastStates).toHaveLength(0);
    expect(store.getState().version).toBe(3);
  });

  it("groups typing in one field into one step", () => {
    const { store, history, type } = setup();
    type("name", "Layla");
    expect(store.getState().data.basics.name).toBe("Layla");
    expect(history().pastStates).toHaveLength(1);
    store.getState().undo();
    expect(store.getState().data.basics.name).toBe("");
    store.getState().redo();
    expect(store.getState().data.basics.name).toBe("Layla");
  });

  it("starts a new step for another field, after blur, and after undo", () => {
    const { store, history, type } = setup();
    type("name", "Layla");
    type("headline", "Engineer");
    expect(history().pastStates).toHaveLength(2);
    store.getState().endGroup();
    type("headline", "Engineer II");
    expect(history().pastStates).toHaveLength(3);
    store.getState().undo();
    expect(store.getState().data.basics.headline).toBe("Engineer");
    type("headline", "Lead");
    expect(history().pastStates).toHaveLength(3);
    expect(history().futureStates).toHaveLength(0);
  });

  it("keeps at most 100 steps", () => {
    const { store, history } = setup();
    for (let i = 0; i < 130; i++)
      store.getState().update((d) => {
        d.basics.location = String(i);
      });
    expect(history().pastStates).toHaveLength(100);
  });

  it("does not change a locked resume", () => {
    const { store, history } = setup();
    store.getState().setLocked(true);
    store.getState().update((d) => {
      d.basics.name = "x";
    });
    store.getState().setTitle("y");
    expect(store.getState().data.basics.name).toBe("");
    expect(store.getState().title).toBe("CV");
    expect(history().pastStates).toHaveLength(0);
  });
});
