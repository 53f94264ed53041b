import {
  ArrowsIn,
  ArrowsOutCardinal,
  MagnifyingGlassMinus,
  MagnifyingGlassPlus,
} from "@phosphor-icons/react";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { IconButton } from "../../../components/ui/icon-button";
import { type ArtboardMessage, artboardStorageKey, isArtboardReport } from "../../../lib/artboard-protocol";
import { useBuilderStore } from "../state/builder-store";

const storageDelayMs = 1000;

/**
 * The live preview: a same-origin frame on /artboard/builder (or /preview) that gets the resume
 * by postMessage on every change, so a keystroke reaches the page without a network round trip.
 * The last resume is also kept in local storage for a frame opened on its own.
 */
export function PreviewFrame({ variant, title }: { variant: "builder" | "preview"; title: string }) {
  const { t, i18n } = useTranslation("builder");
  const frameRef = useRef<HTMLIFrameElement>(null);
  const data = useBuilderStore((s) => s.data);

  const send = useCallback((message: ArtboardMessage) => {
    frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || !isArtboardReport(event)) return;
      if (event.data.type !== "ARTBOARD_READY") return;
      send({ type: "CHANGE_LANGUAGE", payload: contentLanguageOf(i18n.language) });
      send({
        type: "SET_THEME",
        payload: document.documentElement.classList.contains("dark") ? "dark" : "light",
      });
      send({ type: "SET_RESUME", payload: useBuilderStore.getState().data });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [send, i18n.language]);

  useEffect(() => {
    send({ type: "SET_RESUME", payload: data });
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(artboardStorageKey, JSON.stringify(data));
      } catch {
        // Storage full or disabled: the frame still gets messages.
      }
    }, storageDelayMs);
    return () => clearTimeout(timer);
  }, [data, send]);

  return (
    <div className="relative size-full">
      <iframe
        ref={frameRef}
        src={`/artboard/${variant}`}
        title={title}
        className="size-full border-0 bg-slate-200 dark:bg-slate-800"
      />
      {variant === "builder" && (
        <div className="absolute bottom-4 start-1/2 flex -translate-x-1/2 gap-1 rounded-full bg-white/95 p-1 shadow-lg rtl:translate-x-1/2 dark:bg-slate-900/95">
          <IconButton label={t("zoom.in")} onClick={() => send({ type: "ZOOM_IN" })}>
            <MagnifyingGlassPlus aria-hidden />
          </IconButton>
          <IconButton label={t("zoom.out")} onClick={() => send({ type: "ZOOM_OUT" })}>
            <MagnifyingGlassMinus aria-hidden />
          </IconButton>
          <IconButton label={t("zoom.center")} onClick={() => send({ type: "CENTER_VIEW" })}>
            <ArrowsIn aria-hidden />
          </IconButton>
          <IconButton label={t("zoom.reset")} onClick={() => send({ type: "RESET_VIEW" })}>
            <ArrowsOutCardinal aria-hidden />
          </IconButton>
        </div>
      )}
    </div>
  );
}
