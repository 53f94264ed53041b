import type { Resume } from "@sira/schema";
import { create } from "zustand";

export type ResumeDialogMode = "create" | "update" | "duplicate" | "delete" | "jobs";

interface DialogState {
  resumeDialog: { mode: ResumeDialogMode; resume?: Resume } | null;
  importOpen: boolean;
  openResumeDialog(mode: ResumeDialogMode, resume?: Resume): void;
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
