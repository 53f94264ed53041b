import {
  Briefcase,
  CopySimple,
  DotsThreeVertical,
  FileDoc,
  FilePdf,
  FileText,
  FolderOpen,
  Lock,
  LockOpen,
  PencilSimple,
  ShareNetwork,
  Spinner,
  Star,
  TextAa,
  Trash,
} from "@phosphor-icons/react";
import { type CountryCode, countries, countryCodes, type Language, type ResumeSummary } from "@sira/schema";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { MenuContent, MenuSeparator, menuItemClass } from "../../components/ui/menu";
import { toast } from "../../components/ui/toast-store";
import { downloadResume } from "../../lib/downloads";
import { toastError } from "../../lib/errors";
import { formatRelativeTime } from "./dashboard-utils";
import { useDialogStore } from "./dialog-store";
import { useSetDefault, useSetLock, useUpdateCountry } from "./resume-queries";

const itemClass = menuItemClass();

/**
 * The page thumbnail: the preview image when one is given (templates issue), with a spinner while
 * it loads; until then a neutral page placeholder in the resume's direction.
 */
function Thumbnail({ resume, src }: { resume: ResumeSummary; src?: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      className="relative aspect-[1/1.4142] overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800"
      dir={resume.language === "ar" ? "rtl" : "ltr"}
    >
      {src ? (
        <>
          <img
            src={src}
            alt=""
            onLoad={() => setLoaded(true)}
            className={`size-full object-cover ${loaded ? "" : "opacity-0"}`}
          />
          {!loaded && (
            <span className="absolute inset-0 flex items-center justify-center">
              <Spinner aria-hidden className="animate-spin text-2xl text-slate-400" />
            </span>
          )}
        </>
      ) : (
        <div aria-hidden className="flex flex-col gap-1.5 p-3">
          <span className="h-2.5 w-2/3 rounded bg-slate-300 dark:bg-slate-600" />
          <span className="h-1.5 w-1/2 rounded bg-slate-200 dark:bg-slate-700" />
          <span className="mt-2 h-1.5 w-1/3 rounded bg-teal-600/60" />
          {[90, 80, 85, 60].map((w) => (
            <span
              key={w}
              className="h-1 rounded bg-slate-200 dark:bg-slate-700"
              style={{ inlineSize: `${w}%` }}
            />
          ))}
          <span className="mt-2 h-1.5 w-1/3 rounded bg-teal-600/60" />
          {[75, 88, 70].map((w) => (
            <span
              key={w}
              className="h-1 rounded bg-slate-200 dark:bg-slate-700"
              style={{ inlineSize: `${w}%` }}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/** Country picker with the seven countries and flags; sends the change only when it differs. */
function CountryPicker({ resume }: { resume: ResumeSummary }) {
  const { t, i18n } = useTranslation("dashboard");
  const language: Language = contentLanguageOf(i18n.language);
  const updateCountry = useUpdateCountry();
  const current = resume.country ? countries[resume.country] : null;
  const handleSelect = async (country: CountryCode) => {
    if (country === resume.country) return;
    try {
      await updateCountry.mutateAsync({ id: resume.id, country });
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger
        className="inline-flex max-w-full items-center gap-1 rounded-md px-1.5 py-0.5 text-slate-600 text-xs hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        // Its name holds what it shows: the country, or the invitation to choose one.
        aria-label={current ? t("card.country", { country: current[language] }) : t("card.chooseCountry")}
        disabled={resume.locked}
      >
        <span aria-hidden>{current?.flag ?? "🌍"}</span>
        <span className="truncate">{current ? current[language] : t("card.chooseCountry")}</span>
      </DropdownMenu.Trigger>
      <MenuContent align="start" sideOffset={4} className="min-w-48">
        <DropdownMenu.RadioGroup
          value={resume.country ?? ""}
          onValueChange={(value) => handleSelect(value as CountryCode)}
        >
          {countryCodes.map((code) => (
            <DropdownMenu.RadioItem key={code} value={code} className={itemClass}>
              <span aria-hidden>{countries[code].flag}</span>
              <span className="flex-1">{countries[code][language]}</span>
              <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </MenuContent>
    </DropdownMenu.Root>
  );
}

/**
 * Default star (spec §4): with one resume it is forced default and cannot be unset; choosing the
 * current default clears it (warning toast), choosing another changes it (info toast), naming it.
 */
function DefaultStar({ resume, onlyOne }: { resume: ResumeSummary; onlyOne: boolean }) {
  const { t } = useTranslation("dashboard");
  const setDefault = useSetDefault();
  const forced = onlyOne && resume.isDefault;
  const handleClick = async () => {
    if (forced) return;
    try {
      await setDefault.mutateAsync({ id: resume.id, isDefault: !resume.isDefault });
      if (resume.isDefault)
        toast({ kind: "warning", title: t("card.defaultRemoved", { title: resume.title }) });
      else toast({ kind: "info", title: t("card.defaultChanged", { title: resume.title }) });
    } catch (error) {
      toastError(error);
    }
  };
  const label = forced
    ? t("card.defaultForced")
    : resume.isDefault
      ? t("card.unsetDefault", { title: resume.title })
      : t("card.setDefault", { title: resume.title });
  return (
    <button
      type="button"
      onClick={handleClick}
      aria-pressed={resume.isDefault}
      aria-label={label}
      title={label}
      disabled={forced || setDefault.isPending}
      className={`inline-flex size-8 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed dark:hover:bg-slate-800 ${resume.isDefault ? "text-amber-500" : "text-slate-500 dark:text-slate-400"}`}
    >
      <Star aria-hidden weight={resume.isDefault ? "fill" : "regular"} className="text-lg" />
    </button>
  );
}

export interface ResumeCardProps {
  resume: ResumeSummary;
  onlyOne: boolean;
  /** The preview image (composed by the route from the print feature); a neutral page otherwise. */
  thumbnail?: React.ReactNode;
  /**
   * The share summary on the card and its panel (composed by the route from the share feature),
   * opened from the summary or the card's menu.
   */
  renderShare?: (
    resume: ResumeSummary,
    panel: { open: boolean; onOpenChange: (open: boolean) => void },
  ) => React.ReactNode;
}

/** One resume on the services screen. Clicking it opens the builder. */
export function ResumeCard({ resume, onlyOne, thumbnail, renderShare }: ResumeCardProps) {
  const { t, i18n } = useTranslation("dashboard");
  const navigate = useNavigate();
  const openDialog = useDialogStore((s) => s.openResumeDialog);
  const setLock = useSetLock();
  const [shareOpen, setShareOpen] = useState(false);
  const handleLock = async () => {
    try {
      await setLock.mutateAsync({ id: resume.id, locked: !resume.locked });
    } catch (error) {
      toastError(error);
    }
  };
  /** PDF, Word or text in the resume's own language (one charge per content covers every format). */
  const download = (format: "pdf" | "docx" | "txt") =>
    downloadResume(resume.id, resume.language, format).catch(toastError);
  const lockedTitle = resume.locked ? t("card.lockedNotice") : undefined;
  return (
    <article
      className="group flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      aria-label={resume.title}
      data-testid="resume-card"
    >
      <Link
        to={`/builder/${resume.id}`}
        className="relative block rounded-lg focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {thumbnail ?? <Thumbnail resume={resume} />}
        {resume.locked && (
          <span
            className="absolute inset-0 flex items-center justify-center rounded-lg bg-slate-900/40 text-white"
            title={t("card.lockedNotice")}
          >
            <Lock aria-hidden weight="fill" className="text-3xl" />
            <span className="sr-only">{t("card.locked")}</span>
          </span>
        )}
        <span className="sr-only">{t("card.open", { title: resume.title })}</span>
      </Link>
      <div className="flex items-start gap-1">
        <div className="min-w-0 flex-1 px-1">
          <h3
            className="truncate font-semibold text-slate-900 text-sm dark:text-white"
            dir="auto"
            title={resume.title}
          >
            <Link
              to={`/builder/${resume.id}`}
              className="block truncate rounded hover:text-teal-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600 dark:hover:text-teal-400"
            >
              {resume.title}
            </Link>
          </h3>
          <p className="truncate text-slate-500 text-xs">
            {t("card.updated", { time: formatRelativeTime(resume.updatedAt, i18n.language) })}
          </p>
          {resume.twinId && (
            <p className="flex flex-wrap items-center gap-1 text-slate-500 text-xs" data-testid="twin-link">
              <span>{t(`card.twin.${resume.language === "ar" ? "en" : "ar"}`)}</span>
              {(resume.twinChanges ?? 0) > 0 && (
                <span className="shrink-0 rounded-full bg-teal-700 px-2 py-0.5 font-medium text-white">
                  {t("card.twin.changes", { count: resume.twinChanges })}
                </span>
              )}
            </p>
          )}
        </div>
        <DefaultStar resume={resume} onlyOne={onlyOne} />
      </div>
      {/*
        Two rows that fit any card: the country, then the share summary and the actions. Edit, then
        delete, show only where the card is wide enough for them (container queries); on a narrower
        card they stay in the ⋮ menu (rename, delete), so nothing overflows the card or the page.
      */}
      <div className="flex min-w-0">
        <CountryPicker resume={resume} />
      </div>
      <div className="@container flex min-w-0 items-center gap-0.5">
        <div className="min-w-0 overflow-hidden">
          {renderShare?.(resume, { open: shareOpen, onOpenChange: setShareOpen })}
        </div>
        <span className="ms-auto" />
        <Button
          className="@max-[10.5rem]:hidden"
          variant="icon"
          onClick={() => openDialog("update", resume)}
          disabled={resume.locked}
          aria-label={t("card.edit", { title: resume.title })}
          title={lockedTitle ?? t("card.edit", { title: resume.title })}
        >
          <PencilSimple aria-hidden />
        </Button>
        <Button
          className="@max-[13.5rem]:hidden"
          variant="icon"
          onClick={() => openDialog("delete", resume)}
          aria-label={t("card.delete", { title: resume.title })}
          title={t("card.delete", { title: resume.title })}
        >
          <Trash aria-hidden />
        </Button>
        <DropdownMenu.Root dir={i18n.dir()}>
          <DropdownMenu.Trigger
            className={buttonClass("icon")}
            aria-label={t("card.more", { title: resume.title })}
          >
            <DotsThreeVertical aria-hidden />
          </DropdownMenu.Trigger>
          <MenuContent align="end" sideOffset={4} className="min-w-48">
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate(`/builder/${resume.id}`)}>
              <FolderOpen aria-hidden /> {t("card.menu.open")}
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              disabled={resume.locked}
              onSelect={() => openDialog("update", resume)}
            >
              <TextAa aria-hidden /> {t("card.menu.rename")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => void download("pdf")}>
              <FilePdf aria-hidden /> {t("card.menu.downloadPdf")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => void download("docx")}>
              <FileDoc aria-hidden /> {t("card.menu.downloadWord")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => void download("txt")}>
              <FileText aria-hidden /> {t("card.menu.downloadText")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => openDialog("duplicate", resume)}>
              <CopySimple aria-hidden /> {t("card.menu.duplicate")}
            </DropdownMenu.Item>
            {renderShare && (
              <DropdownMenu.Item className={itemClass} onSelect={() => setShareOpen(true)}>
                <ShareNetwork aria-hidden /> {t("card.menu.share")}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Item className={itemClass} onSelect={() => openDialog("jobs", resume)}>
              <Briefcase aria-hidden /> {t("card.menu.jobs")}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={handleLock}>
              {resume.locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
              {t(resume.locked ? "card.menu.unlock" : "card.menu.lock")}
            </DropdownMenu.Item>
            <MenuSeparator />
            <DropdownMenu.Item
              className={`${itemClass} text-red-600 dark:text-red-400`}
              onSelect={() => openDialog("delete", resume)}
            >
              <Trash aria-hidden /> {t("card.menu.delete")}
            </DropdownMenu.Item>
          </MenuContent>
        </DropdownMenu.Root>
      </div>
    </article>
  );
}
