import type { Language } from "@sira/schema/constants";
import type { ResumeData } from "@sira/schema/resume-data";

/**
 * Messages between the builder and the artboard frame (spec §2). Both run on the same origin;
 * the frame ignores messages from any other origin and anything not shaped like these.
 */
export type ArtboardMessage =
  | { type: "SET_RESUME"; payload: ResumeData }
  | { type: "SET_THEME"; payload: "light" | "dark" }
  | { type: "CHANGE_LANGUAGE"; payload: Language }
  | { type: "ZOOM_IN" }
  | { type: "ZOOM_OUT" }
  | { type: "CENTER_VIEW" }
  | { type: "RESET_VIEW" };

/** Sent by the frame to its parent when it is ready to receive a resume, and after each layout. */
export type ArtboardReport = { type: "ARTBOARD_READY" } | { type: "ARTBOARD_PAGES"; payload: number };

const messageTypes = new Set([
  "SET_RESUME",
  "SET_THEME",
  "CHANGE_LANGUAGE",
  "ZOOM_IN",
  "ZOOM_OUT",
  "CENTER_VIEW",
  "RESET_VIEW",
]);

/** A message the frame acts on: same origin and a known type. */
export function isArtboardMessage(
  event: MessageEvent,
  origin = window.location.origin,
): event is MessageEvent<ArtboardMessage> {
  if (event.origin !== origin) return false;
  const data = event.data as { type?: unknown } | null;
  return (
    typeof data === "object" && data !== null && typeof data.type === "string" && messageTypes.has(data.type)
  );
}

/** A report the builder acts on: same origin and a known type. */
export function isArtboardReport(
  event: MessageEvent,
  origin = window.location.origin,
): event is MessageEvent<ArtboardReport> {
  if (event.origin !== origin) return false;
  const data = event.data as { type?: unknown } | null;
  return (
    typeof data === "object" &&
    data !== null &&
    (data.type === "ARTBOARD_READY" || data.type === "ARTBOARD_PAGES")
  );
}

/** Local storage key holding the last resume sent to a frame (fallback when opened on its own). */
export const artboardStorageKey = "sira-artboard-resume";

/** Spec §9 zoom rules: step 0.2 between 0.4 and 2; reset recenters at 0.8 after 10 ms. */
export const zoom = { step: 0.2, initial: 0.8, min: 0.4, max: 2, recenterDelayMs: 10 } as const;

export function clampScale(scale: number): number {
  return Math.round(Math.min(zoom.max, Math.max(zoom.min, scale)) * 100) / 100;
}
