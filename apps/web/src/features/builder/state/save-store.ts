import type { Resume } from "@sira/schema/api";
import { create } from "zustand";
import type { SaveStatus } from "./autosave";

/** What the save machinery shows the user: status, and the server's version during a conflict. */
interface SaveState {
  status: SaveStatus;
  conflict: Resume | null;
  setStatus(status: SaveStatus): void;
  setConflict(conflict: Resume | null): void;
}

export const useSaveStore = create<SaveState>((set) => ({
  status: "saved",
  conflict: null,
  setStatus: (status) => set({ status }),
  setConflict: (conflict) => set({ conflict }),
}));
