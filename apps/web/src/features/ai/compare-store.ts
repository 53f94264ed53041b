import type { MatchResponse } from "@sira/schema/ai-api";
import { create } from "zustand";

/** The resume chosen for a comparison: a saved one, or the text of an uploaded PDF. */
export type CompareResume =
  | { kind: "saved"; id: string }
  | { kind: "pdf"; name: string; text: string }
  | null;

interface CompareState {
  job: string;
  /** The job card the description came from; the editor is locked while set (spec §4). */
  jobId: string | null;
  locked: boolean;
  mode: "saved" | "upload";
  resume: CompareResume;
  result: MatchResponse | null;
  setJob(job: string): void;
  prefillJob(job: { id?: string | null; text: string }): void;
  setMode(mode: "saved" | "upload"): void;
  setResume(resume: CompareResume): void;
  setResult(result: MatchResponse | null): void;
  reset(): void;
}

const empty = { job: "", jobId: null, locked: false, mode: "saved" as const, resume: null, result: null };

/**
 * Shared compare state (spec §4): the job text (locked when prefilled from a job card), the
 * chosen resume and the last result. Cancel resets all of it.
 */
export const useCompareStore = create<CompareState>((set) => ({
  ...empty,
  setJob: (job) => set({ job }),
  prefillJob: ({ id, text }) => set({ job: text, jobId: id ?? null, locked: true, result: null }),
  setMode: (mode) => set({ mode, resume: null }),
  setResume: (resume) => set({ resume }),
  setResult: (result) => set({ result }),
  reset: () => set(empty),
}));

/** The spec §5 message keys for what is missing, in order: resume, then job description. */
export function compareProblems(state: Pick<CompareState, "job" | "mode" | "resume">): string[] {
  const problems: string[] = [];
  if (!state.resume) problems.push(state.mode === "saved" ? "selectResume" : "provideResume");
  if (!state.job.trim()) problems.push("provideJob");
  return problems;
}
