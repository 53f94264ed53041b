import { Eye, LockSimple, Palette, TextAa, X } from "@phosphor-icons/react";
import { Tooltip } from "radix-ui";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker, useLocation, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/dialog";
import {
  BuilderHeader,
  CompletionMeter,
  DownloadButton,
  PreviewHeader,
  ResumeLanguageSwitch,
  UndoRedo,
} from "./components/headers";
import { FontPicker, loadPickers, TemplatePicker, ThemePicker } from "./components/lazy-pickers";
import { PanelLoading, PopoverButton } from "./components/popover-button";
import { PreviewFrame } from "./components/preview-frame";
import { UndoToast } from "./components/undo-toast";
import { Wizard } from "./editors/wizard";
import { useBuilderExtensions } from "./extensions";
import { useBuilderStore } from "./state/builder-store";
import { requestFieldFocus } from "./state/field-focus";
import { useSaveStore } from "./state/save-store";
import { getAutosave, loadServerVersion, useAutosave } from "./state/use-autosave";
import { TwinPanel } from "./twin/twin-panel";

/** Shown only when a save meets a newer version: its code (and the HTML reader) loads then. */
const ConflictDialog = lazy(() =>
  import("./components/conflict-dialog").then((m) => ({ default: m.ConflictDialog })),
);

function ConflictSlot() {
  const conflict = useSaveStore((s) => s.conflict);
  if (!conflict) return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog />
    </Suspense>
  );
}

/** Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes; inside rich text the editor's own history answers. */
function useUndoShortcuts() {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== "z" && key !== "y") return;
      const target = event.target as HTMLElement | null;
      if (target?.closest(".ProseMirror")) return;
      event.preventDefault();
      const store = useBuilderStore.getState();
      if (key === "y" || event.shiftKey) store.redo();
      else store.undo();
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
}

/** In-app navigation away with unsaved changes: save first; ask only if saving fails. */
function LeaveGuard() {
  const { t } = useTranslation("builder");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && Boolean(getAutosave()?.isDirty()),
  );
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let cancelled = false;
    void (getAutosave()?.flush() ?? Promise.resolve()).then(() => {
      if (cancelled) return;
      if (getAutosave()?.isDirty()) setAsking(true);
      else blocker.proceed();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker]);
  return (
    <Modal
      open={asking}
      onOpenChange={(open) => {
        if (!open) {
          setAsking(false);
          blocker.reset?.();
        }
      }}
      title={t("leave.title")}
      description={t("leave.body")}
    >
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            setAsking(false);
            blocker.proceed?.();
          }}
        >
          {t("leave.leave")}
        </Button>
        <Button
          onClick={() => {
            setAsking(false);
            blocker.reset?.();
          }}
        >
          {t("leave.stay")}
        </Button>
      </div>
    </Modal>
  );
}

function LockedBanner() {
  const { t } = useTranslation("builder");
  const locked = useBuilderStore((s) => s.locked);
  if (!locked) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
    >
      <LockSimple aria-hidden className="shrink-0 text-lg" />
      {t("lock.tooltip")}
    </div>
  );
}

/** The import review slot (issue 18), fed with the live resume data; nothing when no slot is given. */
function ImportReviewSlot({ resumeId }: { resumeId: string }) {
  const { renderImportReview } = useBuilderExtensions();
  const data = useBuilderStore((s) => s.data);
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the review opens after the import, not again on a reload of the page.
  const [openOnStart] = useState(() =>
    Boolean((location.state as { importReview?: boolean } | null)?.importReview),
  );
  useEffect(() => {
    if ((location.state as { importReview?: boolean } | null)?.importReview)
      navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  if (!renderImportReview || !resumeId) return null;
  return renderImportReview({ resumeId, data, openOnStart, onJump: requestFieldFocus });
}

/** The route's side panel (tailoring proposals), fed with the saved version and autosave's hooks. */
function SidePanelSlot({ resumeId }: { resumeId: string }) {
  const { renderSidePanel } = useBuilderExtensions();
  const version = useBuilderStore((s) => s.version);
  if (!renderSidePanel || !resumeId) return null;
  return renderSidePanel({
    resumeId,
    version: version || undefined,
    flush: async () => {
      await getAutosave()?.flush();
    },
    load: loadServerVersion,
  });
}

/** Tailwind's `lg`, where the preview sits beside the form. */
const besideQuery = "(min-width: 1024px)";

/**
 * Whether the preview is beside the form. Below `lg` its column is hidden: its frame (a second
 * document with the templates' code) is not mounted there, so a phone loads and runs only the
 * form until the preview screen is opened (issue 39).
 */
function usePreviewBeside(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = window.matchMedia(besideQuery);
      query.addEventListener("change", notify);
      return () => query.removeEventListener("change", notify);
    },
    () => window.matchMedia(besideQuery).matches,
  );
}

/** Phones: the preview on its own screen with the template strip, theme, fonts and download. */
function MobilePreview({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation("builder");
  const locked = useBuilderStore((s) => s.locked);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t("preview.title")}
      dir={i18n.dir()}
      className="fixed inset-0 z-40 flex flex-col bg-slate-100 dark:bg-slate-950"
    >
      <div className="flex items-center gap-1 border-slate-200 border-b bg-white px-2 py-2 dark:border-slate-800 dark:bg-slate-900">
        <Button onClick={onClose} variant="ghost" aria-label={t("preview.close")}>
          <X aria-hidden />
        </Button>
        <ResumeLanguageSwitch />
        <PopoverButton
          preload={loadPickers}
          label={t("theme.label")}
          icon={<Palette aria-hidden />}
          disabled={locked}
          showLabel={false}
        >
          <ThemePicker />
        </PopoverButton>
        <PopoverButton
          preload={loadPickers}
          label={t("font.label")}
          icon={<TextAa aria-hidden />}
          disabled={locked}
          showLabel={false}
        >
          <FontPicker />
        </PopoverButton>
        <div className="ms-auto">
          <DownloadButton compact />
        </div>
      </div>
      <div className="min-h-0 flex-1">
        <PreviewFrame variant="preview" title={t("preview.title")} />
      </div>
      <div className="border-slate-200 border-t bg-white p-2 dark:border-slate-800 dark:bg-slate-900">
        <fieldset disabled={locked}>
          <Suspense fallback={<PanelLoading />}>
            <TemplatePicker layout="strip" />
          </Suspense>
        </fieldset>
      </div>
    </div>
  );
}

/**
 * /builder/:id. Desktop: the form on the left and the sticky live preview on the right. Phones:
 * the form, with a floating button opening the preview screen.
 */
export function BuilderPage() {
  const { t } = useTranslation("builder");
  const resumeId = useBuilderStore((s) => s.resume?.id ?? "");
  const [previewOpen, setPreviewOpen] = useState(false);
  const previewBeside = usePreviewBeside();
  useAutosave(resumeId);
  useUndoShortcuts();

  return (
    <Tooltip.Provider delayDuration={300}>
      <div className="grid h-dvh grid-rows-1 bg-slate-50 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] dark:bg-slate-950">
        <div className="flex min-h-0 flex-col">
          <BuilderHeader />
          <div className="flex items-center gap-1 border-slate-200 border-b bg-white px-3 py-1.5 lg:hidden dark:border-slate-800 dark:bg-slate-900">
            <ResumeLanguageSwitch />
            <div className="ms-auto flex items-center gap-1">
              <UndoRedo />
            </div>
          </div>
          <main id="builder-form" className="min-h-0 flex-1 overflow-y-auto px-4 pt-4">
            <div className="mx-auto flex max-w-3xl flex-col gap-4">
              <ImportReviewSlot key={resumeId} resumeId={resumeId} />
              <CompletionMeter />
              <LockedBanner />
              <SidePanelSlot resumeId={resumeId} />
              <TwinPanel />
              <Wizard />
            </div>
          </main>
        </div>
        <aside
          aria-label={t("preview.title")}
          className="hidden min-h-0 flex-col border-slate-200 border-s lg:flex dark:border-slate-800"
        >
          <PreviewHeader />
          <div className="min-h-0 flex-1">
            {previewBeside && <PreviewFrame variant="builder" title={t("preview.title")} />}
          </div>
        </aside>
      </div>
      <button
        type="button"
        onClick={() => setPreviewOpen(true)}
        className="fixed end-4 bottom-20 z-30 inline-flex items-center gap-2 rounded-full bg-teal-700 px-4 py-3 font-medium text-sm text-white shadow-xl hover:bg-teal-800 lg:hidden"
      >
        <Eye aria-hidden className="text-lg" />
        {t("preview.open")}
      </button>
      {previewOpen && <MobilePreview onClose={() => setPreviewOpen(false)} />}
      <UndoToast />
      <ConflictSlot />
      <LeaveGuard />
    </Tooltip.Provider>
  );
}
