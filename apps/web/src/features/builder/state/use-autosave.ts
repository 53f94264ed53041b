import { type Resume, resumeSchema } from "@sira/schema/api";
import { limits } from "@sira/schema/constants";
import { useEffect, useRef } from "react";
import { ApiError } from "../../../lib/api";
import { toastError } from "../../../lib/errors";
import { autosaveResume, saveResume, toUpdateRequest } from "../api";
import { type Autosave, createAutosave, type SaveFailure } from "./autosave";
import { useBuilderStore } from "./builder-store";
import { useSaveStore } from "./save-store";

interface Snapshot {
  title: string;
  data: Resume["data"];
}

const read = (): Snapshot => {
  const { title, data } = useBuilderStore.getState();
  return { title, data };
};

/** Which way a failed save goes: conflict and locked stop, network and server trouble retry. */
export function classifySaveError(error: unknown): SaveFailure["kind"] {
  if (!(error instanceof ApiError)) return "retry";
  if (error.code === "ResumeVersionConflict") return "conflict";
  if (error.code === "ResumeLocked") return "locked";
  if (error.status >= 500 || error.status === 429 || error.status === 408) return "retry";
  return "fatal";
}

/** The server's resume carried by a ResumeVersionConflict answer. */
function conflictCurrent(error: unknown): Resume | null {
  if (!(error instanceof ApiError)) return null;
  const details = (error.body as { details?: { current?: unknown } } | undefined)?.details;
  const parsed = resumeSchema.safeParse(details?.current);
  return parsed.success ? parsed.data : null;
}

let active: Autosave<Snapshot> | null = null;

/** The running autosave, for "Save and continue", conflict resolution and leaving. */
export const getAutosave = () => active;

/**
 * Wire autosave to the builder store for the loaded resume: every change of data or title
 * (undo and redo included) restarts the 500 ms timer; the page warns before unloading with
 * unsaved changes and tries one last keepalive save when it goes away.
 */
export function useAutosave(resumeId: string) {
  const setStatus = useSaveStore((s) => s.setStatus);
  const setConflict = useSaveStore((s) => s.setConflict);
  const ref = useRef<Autosave<Snapshot> | null>(null);

  useEffect(() => {
    const store = useBuilderStore;
    const autosave = createAutosave<Snapshot>(
      {
        delayMs: limits.autosaveDelayMs,
        read,
        same: (a, b) => a.data === b.data && a.title === b.title,
        async save(snapshot, version) {
          const resume = store.getState().resume;
          if (!resume || resume.id !== resumeId) throw new Error("resume changed");
          const saved = await autosaveResume(
            resumeId,
            toUpdateRequest(resume, snapshot.title, snapshot.data, version),
          );
          store.getState().setVersion(saved.version);
          return saved;
        },
        classify: classifySaveError,
        onStatus: setStatus,
        onFailure(failure) {
          if (failure.kind === "conflict") setConflict(conflictCurrent(failure.error));
          else if (failure.kind === "locked") store.getState().setLocked(true);
          else if (failure.kind === "fatal") toastError(failure.error);
        },
      },
      read(),
      store.getState().version,
    );
    ref.current = autosave;
    active = autosave;
    setStatus("saved");
    setConflict(null);

    // Another resume loaded into the store (opening its builder, e.g. the twin) is not an edit of this one.
    const ours = () => store.getState().resume?.id === resumeId;
    const unsubscribe = store.subscribe((state, prev) => {
      if (!ours()) return;
      if (state.data !== prev.data || state.title !== prev.title) autosave.changed();
    });
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.isDirty()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    const handlePageHide = () => {
      const resume = store.getState().resume;
      if (!autosave.isDirty() || !resume || useSaveStore.getState().status === "conflict") return;
      const { title, data } = read();
      const body = JSON.stringify(toUpdateRequest(resume, title, data, autosave.version()));
      // keepalive requests are limited to 64 KB; larger resumes rely on the warning above.
      if (body.length > 60_000) return;
      void fetch(`/api/resume/${encodeURIComponent(resumeId)}`, {
        method: "PATCH",
        credentials: "include",
        keepalive: true,
        headers: { "content-type": "application/json" },
        body,
      }).catch(() => undefined);
    };
    const handleOnline = () => void autosave.flush();
    window.addEventListener("beforeunload", handleBeforeUnload);
    window.addEventListener("pagehide", handlePageHide);
    window.addEventListener("online", handleOnline);
    return () => {
      unsubscribe();
      window.removeEventListener("beforeunload", handleBeforeUnload);
      window.removeEventListener("pagehide", handlePageHide);
      window.removeEventListener("online", handleOnline);
      if (ours()) void autosave.flush().finally(() => autosave.dispose());
      else autosave.dispose();
      if (active === autosave) active = null;
    };
  }, [resumeId, setStatus, setConflict]);

  return ref;
}

/** Conflict resolved "keep mine": save the local content on top of the server's version. */
export async function keepMyVersion(server: Resume) {
  useSaveStore.getState().setConflict(null);
  useBuilderStore.getState().setVersion(server.version);
  await active?.overrideVersion(server.version);
}

/** Conflict resolved "load the newer one": the server's resume replaces the local content. */
export function loadServerVersion(server: Resume) {
  useSaveStore.getState().setConflict(null);
  useBuilderStore.getState().load(server);
  active?.reset(read(), server.version);
}

/**
 * Make the resume public or private (the share panel): save pending edits first, then save the
 * same content with the new visibility, and carry on autosaving from the version that produced.
 */
export async function saveVisibility(visibility: Resume["visibility"]): Promise<Resume> {
  await active?.flush();
  const { resume, title, data, version } = useBuilderStore.getState();
  if (!resume) throw new Error("no resume loaded");
  const saved = await saveResume(resume.id, toUpdateRequest({ ...resume, visibility }, title, data, version));
  useBuilderStore.setState({ resume: saved, version: saved.version });
  active?.reset(read(), saved.version);
  return saved;
}

/**
 * Give the resume a new slug (the share panel's short Latin link, issue 42): save pending edits
 * first, then the same content with the new slug, and carry on autosaving from that version.
 */
export async function saveSlug(slug: string): Promise<Resume> {
  await active?.flush();
  const { resume, title, data, version } = useBuilderStore.getState();
  if (!resume) throw new Error("no resume loaded");
  const saved = await saveResume(resume.id, toUpdateRequest({ ...resume, slug }, title, data, version));
  useBuilderStore.setState({ resume: saved, version: saved.version });
  active?.reset(read(), saved.version);
  return saved;
}
