import { describe, expect, it } from "vitest";
import en from "../../locales/en/ai.json";
import { compareProblems, useCompareStore } from "./compare-store";

describe("compare validation (spec §5)", () => {
  const messages = (state: Parameters<typeof compareProblems>[0]) =>
    compareProblems(state).map((key) => en.compare.errors[key as keyof typeof en.compare.errors]);

  it("asks to select a saved resume, or to provide one in upload mode, and for a job description", () => {
    expect(messages({ job: "", mode: "saved", resume: null })).toEqual([
      "Please select a resume",
      "Please provide a job description",
    ]);
    expect(messages({ job: "  ", mode: "upload", resume: null })).toEqual([
      "Please provide a resume",
      "Please provide a job description",
    ]);
    expect(messages({ job: "Nurse", mode: "saved", resume: { kind: "saved", id: "r1" } })).toEqual([]);
  });

  it("locks a prefilled job, and Cancel clears both fields and the shared state", () => {
    const store = useCompareStore.getState();
    store.prefillJob({ id: "job-1", text: "Nurse" });
    store.setResume({ kind: "pdf", name: "cv.pdf", text: "ممرضة" });
    expect(useCompareStore.getState()).toMatchObject({ job: "Nurse", jobId: "job-1", locked: true });
    useCompareStore.getState().reset();
    expect(useCompareStore.getState()).toMatchObject({
      job: "",
      jobId: null,
      locked: false,
      resume: null,
      result: null,
    });
  });
});
