import {
  ArrowSquareOut,
  CopySimple,
  DownloadSimple,
  Eye,
  FileArrowDown,
  GlobeHemisphereEast,
  LockSimple,
} from "@phosphor-icons/react";
import type { Resume } from "@sira/schema/api";
import { publicResumePath } from "@sira/schema/share-api";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../components/ui/toast-store";
import { toastError } from "../../lib/errors";
import { resumesKey } from "../../lib/resume-list";
import { currentUserKey, getCurrentUser } from "../../lib/session";
import { qrPngDataUrl, qrSvg, saveAs } from "./qr";
import {
  setHideContact,
  setResumeVisibility,
  shareOf,
  sharesKey,
  useResumeShares,
  type Visibility,
} from "./share-api";

const buttonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium text-slate-700 text-sm hover:bg-slate-100 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** A labelled on/off switch (role=switch) with an optional hint under the label. */
function Toggle({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-teal-600 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50 ${checked ? "bg-teal-700" : "bg-slate-300 dark:bg-slate-600"}`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-[22px] rtl:-translate-x-[22px]" : "translate-x-0.5 rtl:-translate-x-0.5"}`}
        />
      </button>
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer font-medium text-slate-900 text-sm dark:text-white">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-slate-600 text-xs dark:text-slate-300">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** The QR code of the public link, with SVG and PNG downloads. */
function QrCode({ url, fileName }: { url: string; fileName: string }) {
  const { t } = useTranslation("share");
  const [svg, setSvg] = useState("");
  useEffect(() => {
    let active = true;
    void qrSvg(url).then((markup) => active && setSvg(markup));
    return () => {
      active = false;
    };
  }, [url]);
  const downloadSvg = () => {
    const blob = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    saveAs(blob, `${fileName}.svg`);
    setTimeout(() => URL.revokeObjectURL(blob), 1000);
  };
  const downloadPng = async () => saveAs(await qrPngDataUrl(url), `${fileName}.png`);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div
        role="img"
        aria-label={t("qr.label")}
        className="size-32 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 [&_svg]:size-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made by the qrcode library from our own URL.
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <div className="flex flex-col gap-2">
        <p className="text-slate-600 text-xs dark:text-slate-300">{t("qr.hint")}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass} disabled={!svg} onClick={downloadSvg}>
            <DownloadSimple aria-hidden /> {t("qr.svg")}
          </button>
          <button type="button" className={buttonClass} disabled={!svg} onClick={() => void downloadPng()}>
            <DownloadSimple aria-hidden /> {t("qr.png")}
          </button>
        </div>
      </div>
    </div>
  );
}

export interface ShareDialogProps {
  resume: Resume;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * How visibility changes. The builder saves through its own state (so its autosave stays in
   * step); elsewhere the resume is read and saved with PATCH /resume/:id.
   */
  changeVisibility?: (visibility: Visibility) => Promise<Resume>;
}

/**
 * The share panel (issue 23): public/private switch, the public link with copy, its QR code,
 * "open public page", hide e-mail and phone, and the page's views and downloads.
 */
export function ShareDialog({ resume, open, onOpenChange, changeVisibility }: ShareDialogProps) {
  const { t, i18n } = useTranslation("share");
  const queryClient = useQueryClient();
  const { data: user } = useQuery({ queryKey: currentUserKey, queryFn: getCurrentUser });
  const { data: shares } = useResumeShares();
  const share = shareOf(shares, resume.id);
  const [visibility, setVisibility] = useState<Visibility>(resume.visibility);
  const [busy, setBusy] = useState(false);
  useEffect(() => setVisibility(resume.visibility), [resume.visibility]);
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: sharesKey });
  }, [open, queryClient]);

  const isPublic = visibility === "public";
  const path = user ? publicResumePath(user.username, resume.slug) : "";
  const url = path ? new URL(path, window.location.origin).href : "";
  // Shown with its Arabic letters; copied and encoded in the QR code as the plain ASCII URL.
  const shownUrl = safeDecode(url);
  const numbers = new Intl.NumberFormat(i18n.language);

  const handleVisibility = async (next: boolean) => {
    const target: Visibility = next ? "public" : "private";
    setBusy(true);
    try {
      const saved = await (changeVisibility ?? ((v) => setResumeVisibility(resume.id, v)))(target);
      setVisibility(saved.visibility);
      await queryClient.invalidateQueries({ queryKey: resumesKey });
      toast({ kind: "success", title: t(saved.visibility === "public" ? "madePublic" : "madePrivate") });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  const handleHideContact = async (hide: boolean) => {
    setBusy(true);
    try {
      await setHideContact(resume.id, hide);
      await queryClient.invalidateQueries({ queryKey: sharesKey });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ kind: "success", title: t("copied") });
    } catch {
      toast({ kind: "error", title: t("copyFailed") });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          dir={i18n.dir()}
          className="fixed inset-0 z-50 m-auto flex h-fit max-h-[90dvh] w-[min(34rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
        >
          <div>
            <Dialog.Title className="font-bold text-lg text-slate-900 dark:text-white">
              {t("title", { title: resume.title })}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-slate-600 text-sm dark:text-slate-300">
              {t("explain")}
            </Dialog.Description>
          </div>
          {resume.locked && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
            >
              <LockSimple aria-hidden className="shrink-0" /> {t("locked")}
            </p>
          )}
          <Toggle
            label={t("public")}
            hint={t(isPublic ? "publicHint" : "privateHint")}
            checked={isPublic}
            disabled={busy || resume.locked}
            onChange={(next) => void handleVisibility(next)}
          />
          {isPublic && url && (
            <>
              <div className="flex flex-col gap-1">
                <label htmlFor="share-url" className="font-medium text-slate-800 text-sm dark:text-slate-200">
                  {t("link")}
                </label>
                <div className="flex gap-2">
                  <input
                    id="share-url"
                    readOnly
                    value={shownUrl}
                    dir="ltr"
                    onFocus={(e) => e.currentTarget.select()}
                    className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900 text-sm dark:border-slate-600 dark:bg-slate-800 dark:text-white"
                  />
                  <button type="button" className={buttonClass} onClick={() => void handleCopy()}>
                    <CopySimple aria-hidden /> {t("copy")}
                  </button>
                </div>
                <p className="text-slate-600 text-xs dark:text-slate-300">
                  {t("slugWarning", { slug: resume.slug })}
                </p>
              </div>
              <a
                href={path}
                target="_blank"
                rel="noopener"
                className="inline-flex w-fit items-center gap-2 rounded-lg bg-teal-700 px-4 py-2 font-medium text-sm text-white hover:bg-teal-800"
              >
                <ArrowSquareOut aria-hidden className="rtl:-scale-x-100" /> {t("open")}
              </a>
              <QrCode url={url} fileName={`${user?.username ?? "resume"}-${resume.slug}-qr`} />
              <Toggle
                label={t("hideContact")}
                hint={t("hideContactHint")}
                checked={share.hideContact}
                disabled={busy || resume.locked}
                onChange={(next) => void handleHideContact(next)}
              />
            </>
          )}
          <section aria-label={t("stats.title")} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
            <p className="flex flex-wrap gap-x-6 gap-y-1 text-slate-900 text-sm dark:text-white">
              <span className="inline-flex items-center gap-1.5" data-testid="share-views">
                <Eye aria-hidden />{" "}
                {t("stats.views", { count: share.views, formatted: numbers.format(share.views) })}
              </span>
              <span className="inline-flex items-center gap-1.5" data-testid="share-downloads">
                <FileArrowDown aria-hidden />{" "}
                {t("stats.downloads", { count: share.downloads, formatted: numbers.format(share.downloads) })}
              </span>
            </p>
            <p className="mt-1 text-slate-600 text-xs dark:text-slate-300">{t("stats.hint")}</p>
          </section>
          <div className="flex justify-end">
            <Dialog.Close className={buttonClass}>{t("close")}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Views and downloads of a resume's public page, and whether it is public, for its card. */
export function ShareSummary({ resume, onOpen }: { resume: Resume; onOpen: () => void }) {
  const { t, i18n } = useTranslation("share");
  const { data: shares } = useResumeShares();
  const share = shareOf(shares, resume.id);
  const numbers = new Intl.NumberFormat(i18n.language);
  const isPublic = resume.visibility === "public";
  const label = t("card.summary", {
    state: t(isPublic ? "card.public" : "card.private"),
    views: numbers.format(share.views),
    downloads: numbers.format(share.downloads),
  });
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${t("card.share", { title: resume.title })} — ${label}`}
      title={label}
      data-testid="share-summary"
      className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-slate-600 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {isPublic ? (
        <GlobeHemisphereEast aria-hidden className="text-teal-700 dark:text-teal-400" />
      ) : (
        <LockSimple aria-hidden />
      )}
      <Eye aria-hidden /> <span data-testid="share-summary-views">{numbers.format(share.views)}</span>
      <FileArrowDown aria-hidden /> <span>{numbers.format(share.downloads)}</span>
    </button>
  );
}
