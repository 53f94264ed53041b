import {
  ArrowArcLeft,
  ArrowArcRight,
  ArrowLeft,
  CheckCircle,
  CircleNotch,
  CloudSlash,
  LockSimple,
  LockSimpleOpen,
  Palette,
  SquaresFour,
  TextAa,
  WarningCircle,
} from "@phosphor-icons/react";
import { type Language, languages } from "@sira/schema/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useStore } from "zustand";
import { PointsLink } from "../../../components/points-link";
import { LanguageSwitch } from "../../../components/preferences";
import { Button, buttonClass } from "../../../components/ui/button";
import { IconButton, WithTooltip } from "../../../components/ui/icon-button";
import { ProgressBar } from "../../../components/ui/progress";
import { toastError } from "../../../lib/errors";
import { resumesKey } from "../../../lib/resume-list";
import { setResumeLock } from "../api";
import { completionPercent, completionTone } from "../lib/completion";
import { setResumeLanguage } from "../state/actions";
import { useBuilderStore } from "../state/builder-store";
import { useSaveStore } from "../state/save-store";
import { getAutosave } from "../state/use-autosave";
import { DownloadButton } from "./download-menu";
import { FontPicker, loadPickers, TemplateAndLayoutPicker, ThemePicker } from "./lazy-pickers";
import { PopoverButton } from "./popover-button";
import { ShareSlot } from "./share-slot";

export { DownloadButton };

/** Left header: back to services, the editable title, interface language, credits, lock, save state. */
export function BuilderHeader() {
  const { t } = useTranslation("builder");
  const title = useBuilderStore((s) => s.title);
  const locked = useBuilderStore((s) => s.locked);
  const setTitle = useBuilderStore((s) => s.setTitle);
  const endGroup = useBuilderStore((s) => s.endGroup);
  return (
    <header className="flex flex-wrap items-center gap-2 border-slate-200 border-b bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
      <Link to="/dashboard/services" className={buttonClass("ghost")} aria-label={t("header.back")}>
        <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
        <span className="hidden sm:inline">{t("header.back")}</span>
      </Link>
      <input
        aria-label={t("header.title")}
        value={title}
        readOnly={locked}
        maxLength={100}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={endGroup}
        className="min-w-0 flex-1 truncate rounded-lg border border-transparent bg-transparent px-2 py-1 font-semibold text-slate-900 hover:border-slate-300 focus:border-teal-600 focus:outline-none dark:text-white dark:hover:border-slate-600"
      />
      <SaveIndicator />
      <PointsLink label={(count) => t("header.credits", { count })} />
      <ShareSlot />
      <LockIndicator />
      {/* The full language menu lives in the shell and settings; the builder keeps the quick toggle. */}
      <LanguageSwitch withMenu={false} />
    </header>
  );
}

function SaveIndicator() {
  const { t } = useTranslation("builder");
  const status = useSaveStore((s) => s.status);
  const icon = {
    saved: <CheckCircle aria-hidden className="text-teal-600" />,
    unsaved: <span aria-hidden className="size-2 rounded-full bg-amber-500" />,
    saving: <CircleNotch aria-hidden className="animate-spin" />,
    retrying: <CloudSlash aria-hidden className="text-amber-600" />,
    conflict: <WarningCircle aria-hidden className="text-red-600" />,
    locked: <LockSimple aria-hidden />,
    error: <WarningCircle aria-hidden className="text-red-600" />,
  }[status];
  return (
    <output
      aria-live="polite"
      data-save-status={status}
      className="inline-flex items-center gap-1.5 text-slate-600 text-xs dark:text-slate-300"
    >
      {icon}
      <span className="hidden md:inline">{t(`save.${status}`)}</span>
    </output>
  );
}

/** Spec §4: a locked resume is read-only, with the spec's tooltip, until unlocked. */
function LockIndicator() {
  const { t } = useTranslation("builder");
  const locked = useBuilderStore((s) => s.locked);
  const resume = useBuilderStore((s) => s.resume);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!resume) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      if (!locked) await getAutosave()?.flush();
      const saved = await setResumeLock(resume.id, !locked);
      useBuilderStore.getState().setLocked(saved.locked);
      if (!saved.locked)
        getAutosave()?.reset(
          { title: useBuilderStore.getState().title, data: useBuilderStore.getState().data },
          saved.version,
        );
      void queryClient.invalidateQueries({ queryKey: resumesKey });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <WithTooltip content={locked ? t("lock.tooltip") : t("lock.lockHint")}>
      <Button
        variant="ghost"
        onClick={toggle}
        disabled={busy}
        aria-pressed={locked}
        data-locked={locked}
        aria-label={locked ? t("lock.unlock") : t("lock.lock")}
        className={locked ? "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100" : ""}
      >
        {locked ? <LockSimple aria-hidden /> : <LockSimpleOpen aria-hidden />}
        <span className="hidden lg:inline">{locked ? t("lock.locked") : t("lock.lock")}</span>
      </Button>
    </WithTooltip>
  );
}

/** The resume's language (its direction and headings), as a two-button switch. */
export function ResumeLanguageSwitch() {
  const { t } = useTranslation("builder");
  const language = useBuilderStore((s) => s.data.metadata.language);
  const locked = useBuilderStore((s) => s.locked);
  return (
    <fieldset
      aria-label={t("header.resumeLanguage")}
      className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
    >
      {languages.map((lang: Language) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={language === lang}
          disabled={locked}
          onClick={() => setResumeLanguage(lang)}
          className={`rounded-md px-2.5 py-1 font-semibold text-xs ${language === lang ? "bg-teal-700 text-white" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"}`}
        >
          {lang === "ar" ? "ع" : "EN"}
        </button>
      ))}
    </fieldset>
  );
}

/** Undo and redo buttons bound to the store's history. */
export function UndoRedo() {
  const { t } = useTranslation("builder");
  const canUndo = useStore(useBuilderStore.temporal, (s) => s.pastStates.length > 0);
  const canRedo = useStore(useBuilderStore.temporal, (s) => s.futureStates.length > 0);
  const locked = useBuilderStore((s) => s.locked);
  return (
    <>
      <IconButton
        label={t("actions.undoShortcut")}
        disabled={!canUndo || locked}
        onClick={() => useBuilderStore.getState().undo()}
      >
        <ArrowArcLeft aria-hidden className="rtl:-scale-x-100" />
      </IconButton>
      <IconButton
        label={t("actions.redoShortcut")}
        disabled={!canRedo || locked}
        onClick={() => useBuilderStore.getState().redo()}
      >
        <ArrowArcRight aria-hidden className="rtl:-scale-x-100" />
      </IconButton>
    </>
  );
}

/** Right header: template, theme, fonts, resume language, download, undo, redo. */
export function PreviewHeader() {
  const { t } = useTranslation("builder");
  const locked = useBuilderStore((s) => s.locked);
  return (
    <header className="flex flex-wrap items-center gap-1 border-slate-200 border-b bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
      <PopoverButton
        preload={loadPickers}
        label={t("template.label")}
        icon={<SquaresFour aria-hidden />}
        disabled={locked}
      >
        <TemplateAndLayoutPicker />
      </PopoverButton>
      <PopoverButton
        preload={loadPickers}
        label={t("theme.label")}
        icon={<Palette aria-hidden />}
        disabled={locked}
      >
        <ThemePicker />
      </PopoverButton>
      <PopoverButton
        preload={loadPickers}
        label={t("font.label")}
        icon={<TextAa aria-hidden />}
        disabled={locked}
      >
        <FontPicker />
      </PopoverButton>
      <ResumeLanguageSwitch />
      <div className="ms-auto flex items-center gap-1">
        <UndoRedo />
        <DownloadButton />
      </div>
    </header>
  );
}

/** Completion badge and the blue progress bar (badge red < 35, orange < 75, green ≥ 75). */
export function CompletionMeter() {
  const { t } = useTranslation("builder");
  const percent = useBuilderStore((s) => completionPercent(s.data));
  const tone = completionTone(percent);
  const badge = {
    red: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200",
    orange: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200",
    green: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200",
  }[tone];
  return (
    <div className="flex items-center gap-3">
      <span
        data-tone={tone}
        className={`rounded-full px-2.5 py-0.5 font-semibold text-xs tabular-nums ${badge}`}
      >
        <bdi>{percent}%</bdi>
      </span>
      <ProgressBar
        label={t("completion.label")}
        value={percent}
        className="flex-1 bg-slate-200 dark:bg-slate-700"
        barClassName="bg-blue-600"
      />
    </div>
  );
}
