import "./fonts.css";
import { type ResumeData, resumeDataSchema } from "@sira/schema/resume-data";
// The document alone (issue 39): the package index brings react-dom/server (print HTML), and the
// owner's CSS needs a CSS parser the frame loads only for a resume that has some.
import { ResumeDocumentView } from "@sira/templates/document-view";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type ArtboardMessage,
  type ArtboardReport,
  artboardStorageKey,
  clampScale,
  isArtboardMessage,
  zoom,
} from "../../lib/artboard-protocol";

interface View {
  scale: number;
  x: number;
  y: number;
}

/** The last resume a builder handed to a frame, when the frame is opened on its own. */
function readStoredResume(): ResumeData | null {
  try {
    const raw = localStorage.getItem(artboardStorageKey);
    if (!raw) return null;
    const parsed = resumeDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The owner's CSS scoped to the resume (the same `scopeCustomCss` print and the public page use),
 * with its parser loaded on first need: until then (a moment, once) the resume shows without it,
 * and the pages are poured again when it arrives (the root's styles are part of what pagination
 * compares).
 */
function useCustomCss(data: ResumeData | null): string {
  const source = data?.metadata.css.visible ? data.metadata.css.value : "";
  const [scope, setScope] = useState<((css: string) => string) | null>(null);
  const wanted = source.trim() !== "";
  useEffect(() => {
    if (!wanted || scope) return;
    let active = true;
    void import("@sira/templates/custom-css").then((m) => {
      if (active) setScope(() => m.scopeCustomCss);
    });
    return () => {
      active = false;
    };
  }, [wanted, scope]);
  return useMemo(() => (scope && wanted ? scope(source) : ""), [scope, wanted, source]);
}

function report(message: ArtboardReport) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

/**
 * /artboard/builder and /artboard/preview (spec §2): a same-origin frame that renders the resume
 * it receives by window message (or finds in local storage). The builder variant is a pan/zoom
 * canvas; the preview variant fits the pages to the frame's width. The canvas is always LTR so
 * panning and zooming behave the same in both languages; the resume pages inside carry the
 * resume's own direction.
 */
export function ArtboardPage({ variant }: { variant: "builder" | "preview" }) {
  const { i18n } = useTranslation();
  const [data, setData] = useState<ResumeData | null>(readStoredResume);
  const [view, setView] = useState<View>({ scale: zoom.initial, x: 0, y: 0 });
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);
  const centered = useRef(false);
  const viewRef = useRef(view);
  viewRef.current = view;

  const center = useCallback((scale: number) => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    const width = content?.offsetWidth ?? 0;
    const x = viewport ? Math.max(0, (viewport.clientWidth - width * scale) / 2) : 0;
    setView({ scale, x, y: 24 });
  }, []);

  const handleMessage = useCallback(
    (message: ArtboardMessage) => {
      switch (message.type) {
        case "SET_RESUME":
          setData(message.payload);
          break;
        case "SET_THEME":
          document.documentElement.classList.toggle("dark", message.payload === "dark");
          break;
        case "CHANGE_LANGUAGE":
          void i18n.changeLanguage(message.payload);
          break;
        case "ZOOM_IN":
          setView((v) => ({ ...v, scale: clampScale(v.scale + zoom.step) }));
          break;
        case "ZOOM_OUT":
          setView((v) => ({ ...v, scale: clampScale(v.scale - zoom.step) }));
          break;
        case "CENTER_VIEW":
          center(viewRef.current.scale);
          break;
        case "RESET_VIEW":
          setView({ scale: 1, x: 0, y: 0 });
          setTimeout(() => center(zoom.initial), zoom.recenterDelayMs);
          break;
      }
    },
    [center, i18n],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isArtboardMessage(event)) handleMessage(event.data);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === artboardStorageKey) setData(readStoredResume());
    };
    window.addEventListener("message", onMessage);
    window.addEventListener("storage", onStorage);
    report({ type: "ARTBOARD_READY" });
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("storage", onStorage);
    };
  }, [handleMessage]);

  // Center the first page once it exists.
  useLayoutEffect(() => {
    if (variant !== "builder" || !data || centered.current) return;
    centered.current = true;
    center(zoom.initial);
  }, [variant, data, center]);

  const handlePointerDown = (event: React.PointerEvent) => {
    if (variant !== "builder" || event.button !== 0) return;
    drag.current = { x: view.x, y: view.y, startX: event.clientX, startY: event.clientY };
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
  };
  const handlePointerMove = (event: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    setView((v) => ({ ...v, x: d.x + event.clientX - d.startX, y: d.y + event.clientY - d.startY }));
  };
  const handlePointerUp = () => {
    drag.current = null;
  };
  const handleWheel = (event: React.WheelEvent) => {
    if (variant !== "builder") return;
    if (event.ctrlKey || event.metaKey) {
      const delta = event.deltaY < 0 ? zoom.step : -zoom.step;
      setView((v) => ({ ...v, scale: clampScale(v.scale + delta / 2) }));
    } else {
      setView((v) => ({ ...v, x: v.x - event.deltaX, y: v.y - event.deltaY }));
    }
  };

  const customCss = useCustomCss(data);
  const document_ = data ? (
    <ResumeDocumentView
      data={data}
      customCss={customCss}
      onPaginate={(pages) => report({ type: "ARTBOARD_PAGES", payload: pages })}
    />
  ) : (
    <p className="p-8 text-center text-slate-500">{i18n.t("loading")}</p>
  );

  if (variant === "preview") {
    return (
      <div dir="ltr" className="min-h-dvh bg-slate-200 py-4 dark:bg-slate-800" data-artboard="preview">
        <PreviewFit pageWidth={data?.metadata.page.format === "letter" ? 816 : 794}>{document_}</PreviewFit>
      </div>
    );
  }

  return (
    <div
      ref={viewportRef}
      dir="ltr"
      data-artboard="builder"
      className="relative h-dvh w-full cursor-grab touch-none overflow-hidden bg-slate-200 active:cursor-grabbing dark:bg-slate-800"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      onWheel={handleWheel}
    >
      <div
        ref={contentRef}
        className="absolute top-0 w-fit origin-top-left"
        style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`, insetInlineStart: 0 }}
        data-scale={view.scale}
      >
        {document_}
      </div>
    </div>
  );
}

/** Scales its content down to the frame's width (phones), never up. */
function PreviewFit({ pageWidth, children }: { pageWidth: number; children: React.ReactNode }) {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const fit = () => setScale(Math.min(1, (window.innerWidth - 16) / pageWidth));
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [pageWidth]);
  return (
    <div className="mx-auto w-fit" style={{ zoom: scale }}>
      {children}
    </div>
  );
}

/** Route modules for React Router `lazy`. */
export const ArtboardBuilderRoute = () => <ArtboardPage variant="builder" />;
export const ArtboardPreviewRoute = () => <ArtboardPage variant="preview" />;
