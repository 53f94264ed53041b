import type { ResumeSummary } from "@sira/schema";
import { create } from "zustand";

export type ResumeDialogMode = "create" | "update" | "duplicate" | "delete" | "jobs";

interface DialogState {
  resumeDialog: { mode: ResumeDialogMode; resume?: ResumeSummary } | null;
  importOpen: boolean;
  openResumeDialog(mode: ResumeDialogMode, resume?: ResumeSummary): void;
  closeResumeDialog(): void;
  setImportOpen(open: boolean): void;
}

/** Which dashboard dialog is open, so cards, shortcuts and menus can open them. */
export const useDialogStore = create<DialogState>((set) => ({
  resumeDialog: null,
  importOpen: false,
  openResumeDialog: (mode, resume) => set({ resumeDialog: { mode, resume } }),
  closeResumeDialog: () => set({ resumeDialog: null }),
  setImportOpen: (importOpen) => set({ importOpen }),
}));
