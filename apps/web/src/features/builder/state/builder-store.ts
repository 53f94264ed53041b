import type { Resume } from "@sira/schema/api";
import { limits } from "@sira/schema/constants";
import type { ResumeData } from "@sira/schema/resume-data";
import { defaultResumeData } from "@sira/schema/resume-defaults";
import { type TemporalState, temporal } from "zundo";
import { create, type StoreApi } from "zustand";
import { repairLayout } from "../lib/layout";

/**
 * The builder's store: the resume being edited plus what the server told us about it. Every
 * change to `data` or `title` is one undo step (zundo, 100 steps), except that consecutive
 * changes with the same `group` (typing in one field) make a single step. Undo and redo change
 * `data` like any edit, so autosave saves them too.
 */

export interface BuilderState {
  /** The resume as last loaded or saved (its `data` is not kept up to date: use `data`). */
  resume: Resume | null;
  data: ResumeData;
  title: string;
  version: number;
  locked: boolean;
  /** Put a resume in the editor: layout repaired, history cleared, nothing to save. */
  load(resume: Resume): void;
  /** Change the resume data; `group` names the field being typed in (see above). */
  update(recipe: (draft: ResumeData) => void, group?: string): void;
  setTitle(title: string): void;
  /** End the current typing group (a field lost focus): the next keystroke starts a new step. */
  endGroup(): void;
  undo(): void;
  redo(): void;
  setVersion(version: number): void;
  setLocked(locked: boolean): void;
}

type Tracked = Pick<BuilderState, "data" | "title">;

/** The zundo history attached to a builder store. */
export type BuilderHistory = StoreApi<TemporalState<Tracked>>;

const temporalOf = (store: unknown): BuilderHistory => (store as { temporal: BuilderHistory }).temporal;

/** A store instance; the app uses the `useBuilderStore` singleton, tests make their own. */
export function createBuilderStore(initial: ResumeData) {
  let group: string | undefined;

  return create<BuilderState>()(
    temporal(
      (set, get, store) => {
        /** Apply a tracked change, folding it into the previous step when the group continues. */
        const change = (next: Partial<Tracked>, nextGroup: string | undefined) => {
          const temporalStore = temporalOf(store);
          const continues = nextGroup !== undefined && nextGroup === group;
          group = nextGroup;
          if (continues) {
            temporalStore.getState().pause();
            set(next);
            temporalStore.getState().resume();
          } else {
            set(next);
          }
        };
        return {
          resume: null,
          data: initial,
          title: "",
          version: 0,
          locked: false,
          load(resume) {
            const temporalStore = temporalOf(store);
            const data = structuredClone(resume.data);
            data.metadata.layout = repairLayout(
              data.metadata.layout,
              data.metadata.template,
              Object.keys(data.sections.custom),
            );
            group = undefined;
            temporalStore.getState().pause();
            set({ resume, data, title: resume.title, version: resume.version, locked: resume.locked });
            temporalStore.getState().resume();
            temporalStore.getState().clear();
          },
          update(recipe, nextGroup) {
            if (get().locked) return;
            const draft = structuredClone(get().data);
            recipe(draft);
            change({ data: draft }, nextGroup);
          },
          setTitle(title) {
            if (get().locked) return;
            change({ title }, "title");
          },
          endGroup() {
            group = undefined;
          },
          undo() {
            if (get().locked) return;
            group = undefined;
            temporalOf(store).getState().undo();
          },
          redo() {
            if (get().locked) return;
            group = undefined;
            temporalOf(store).getState().redo();
          },
          setVersion(version) {
            set({ version });
          },
          setLocked(locked) {
            set({ locked });
          },
        };
      },
      {
        limit: limits.undoHistory,
        partialize: (state): Tracked => ({ data: state.data, title: state.title }),
        equality: (past, current) => past.data === current.data && past.title === current.title,
      },
    ),
  );
}

export type BuilderStore = ReturnType<typeof createBuilderStore>;

/** The builder store of the running app. */
export const useBuilderStore = createBuilderStore(defaultResumeData("ar"));
