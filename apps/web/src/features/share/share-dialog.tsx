import {
  ArrowSquareOut,
  CopySimple,
  DownloadSimple,
  Eye,
  FileArrowDown,
  GlobeHemisphereEast,
  LockSimple,
} from "@phosphor-icons/react";
import type { Resume, ResumeSummary } from "@sira/schema/api";
import { publicResumePath } from "@sira/schema/share-api";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClass } from "../../components/ui/button";
import { Modal } from "../../components/ui/dialog";
import { Field, Input } from "../../components/ui/form";
import { Switch } from "../../components/ui/switch";
import { toast } from "../../components/ui/toast-store";
import { isolate } from "../../lib/bidi";
import { toastError } from "../../lib/errors";
import { resumesKey } from "../../lib/resume-list";
import { currentUserKey, getCurrentUser } from "../../lib/session";
import { qrPngDataUrl, qrSvg, saveAs } from "./qr";
import {
  setHideContact,
  setResumeSlug,
  setResumeVisibility,
  shareOf,
  sharesKey,
  shortSlugSuggestion,
  useResumeShares,
  type Visibility,
} from "./share-api";

function safeDecode(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
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
          <Button variant="secondary" size="sm" disabled={!svg} onClick={downloadSvg}>
            <DownloadSimple aria-hidden /> {t("qr.svg")}
          </Button>
          <Button variant="secondary" size="sm" disabled={!svg} onClick={() => void downloadPng()}>
            <DownloadSimple aria-hidden /> {t("qr.png")}
          </Button>
        </div>
      </div>
    </div>
  );
}

export interface ShareDialogProps {
  resume: ResumeSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * How visibility changes. The builder saves through its own state (so its autosave stays in
   * step); elsewhere the resume is read and saved with PATCH /resume/:id.
   */
  changeVisibility?: (visibility: Visibility) => Promise<Resume>;
  /** How the slug changes (the short Latin link); PATCH /resume/:id when not given. */
  changeSlug?: (slug: string) => Promise<Resume>;
}

/**
 * The share panel (issue 23): public/private switch, the public link with copy, its QR code,
 * "open public page", hide e-mail and phone, and the page's views and downloads.
 */
export function ShareDialog({ resume, open, onOpenChange, changeVisibility, changeSlug }: ShareDialogProps) {
  const { t, i18n } = useTranslation("share");
  const queryClient = useQueryClient();
  const { data: user } = useQuery({ queryKey: currentUserKey, queryFn: getCurrentUser });
  const { data: shares } = useResumeShares();
  const share = shareOf(shares, resume.id);
  const [visibility, setVisibility] = useState<Visibility>(resume.visibility);
  const [busy, setBusy] = useState(false);
  // The slug shown: a short link chosen here applies at once, before the resume list refreshes.
  const [slug, setSlug] = useState(resume.slug);
  useEffect(() => setVisibility(resume.visibility), [resume.visibility]);
  useEffect(() => setSlug(resume.slug), [resume.slug]);
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: sharesKey });
  }, [open, queryClient]);

  const isPublic = visibility === "public";
  const path = user ? publicResumePath(user.username, slug) : "";
  const shortSlug = shortSlugSuggestion({ title: resume.title, slug });
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
  const handleShortSlug = async (next: string) => {
    setBusy(true);
    try {
      const saved = await (changeSlug ?? ((s) => setResumeSlug(resume.id, s)))(next);
      setSlug(saved.slug);
      await queryClient.invalidateQueries({ queryKey: resumesKey });
      toast({ kind: "success", title: t("shortLink.done", { slug: isolate(saved.slug) }) });
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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("title", { title: resume.title })}
      description={t("explain")}
    >
      <div className="flex flex-col gap-4">
        {resume.locked && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
          >
            <LockSimple aria-hidden className="shrink-0" /> {t("locked")}
          </p>
        )}
        <Switch
          label={t("public")}
          hint={t(isPublic ? "publicHint" : "privateHint")}
          checked={isPublic}
          disabled={busy || resume.locked}
          onChange={(next) => void handleVisibility(next)}
        />
        {isPublic && url && (
          <>
            <Field id="share-url" label={t("link")} hint={t("slugWarning", { slug: isolate(slug) })}>
              <div className="flex gap-2">
                <Input
                  readOnly
                  value={shownUrl}
                  dir="ltr"
                  onFocus={(e) => e.currentTarget.select()}
                  className="min-w-0 flex-1"
                />
                <Button variant="secondary" size="sm" onClick={() => void handleCopy()}>
                  <CopySimple aria-hidden /> {t("copy")}
                </Button>
              </div>
            </Field>
            {shortSlug && (
              <div className="flex flex-col items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
                <p>
                  {t("shortLink.hint")} <bdi dir="ltr">{shortSlug}</bdi>
                </p>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy || resume.locked}
                  onClick={() => void handleShortSlug(shortSlug)}
                >
                  {t("shortLink.use")}
                </Button>
              </div>
            )}
            <a href={path} target="_blank" rel="noopener" className={`${buttonClass("primary")} w-fit`}>
              <ArrowSquareOut aria-hidden className="rtl:-scale-x-100" /> {t("open")}
            </a>
            <QrCode url={url} fileName={`${user?.username ?? "resume"}-${slug}-qr`} />
            <Switch
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
          <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)}>
            {t("close")}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** Views and downloads of a resume's public page, and whether it is public, for its card. */
export function ShareSummary({ resume, onOpen }: { resume: ResumeSummary; onOpen: () => void }) {
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
