import {
  CircleNotch,
  ClipboardText,
  DownloadSimple,
  FileCode,
  FileDoc,
  FilePdf,
  FileText,
  MagnifyingGlass,
} from "@phosphor-icons/react";
import { pointPrices } from "@sira/schema/constants";
import type { ResumeDownloadFormat } from "@sira/schema/print-api";
import { DropdownMenu } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { PointsCost } from "../../../components/spend-confirm";
import { buttonClass } from "../../../components/ui/button";
import { MenuContent, MenuSeparator, menuItemClass } from "../../../components/ui/menu";
import { toast } from "../../../components/ui/toast-store";
import { copyResumeText, downloadResume } from "../../../lib/downloads";
import { toastSpendError } from "../../../lib/spend";
import { usePrintAvailable } from "../api";
import { useBuilderStore } from "../state/builder-store";
import { getAutosave } from "../state/use-autosave";

const AtsDialog = lazy(() => import("./ats-dialog").then((m) => ({ default: m.AtsDialog })));

const itemClass = menuItemClass("start");

/**
 * The builder's download button: a menu of PDF, Word, plain text and JSON Resume (one charge per
 * content covers them all), "copy text", and the free ATS view of what screening systems read from the
 * PDF. Pending edits are saved first. Clearly disabled while the server does not print.
 */
export function DownloadButton({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation("builder");
  const resume = useBuilderStore((s) => s.resume);
  const language = useBuilderStore((s) => s.data.metadata.language);
  const { data: available } = usePrintAvailable();
  const [busy, setBusy] = useState(false);
  const [atsOpen, setAtsOpen] = useState(false);
  const disabled = !resume || available !== true || busy;
  const flush = async () => getAutosave()?.flush();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const take = (format: ResumeDownloadFormat) =>
    run(async () => {
      if (!resume) return;
      await downloadResume(resume.id, language, format, flush).catch(toastSpendError);
    });
  const copy = () =>
    run(async () => {
      if (!resume) return;
      try {
        await copyResumeText(resume.id, language, flush);
        toast({ kind: "success", title: t("download.copied") });
      } catch (error) {
        if (error instanceof DOMException) toast({ kind: "error", title: t("download.copyFailed") });
        else toastSpendError(error);
      }
    });

  const label =
    available === false
      ? t("download.unavailable")
      : // What the button shows, price included (its menu says it opens one).
        `${t("download.short")} (${t("common:spend.cost", { count: pointPrices.cvDownload })})`;
  const item = (icon: React.ReactNode, text: string, onSelect: () => void, hint?: string) => (
    <DropdownMenu.Item className={itemClass} onSelect={onSelect}>
      <span aria-hidden className="mt-0.5 text-base">
        {icon}
      </span>
      <span className="flex flex-col">
        <span className="font-medium">{text}</span>
        {hint && <span className="text-slate-500 text-xs dark:text-slate-400">{hint}</span>}
      </span>
    </DropdownMenu.Item>
  );
  return (
    <>
      <DropdownMenu.Root dir={i18n.dir()}>
        <DropdownMenu.Trigger
          disabled={disabled}
          title={label}
          aria-label={label}
          className={buttonClass(compact ? "secondary" : "primary")}
        >
          {busy ? <CircleNotch aria-hidden className="animate-spin" /> : <DownloadSimple aria-hidden />}
          <span className={compact ? "" : "hidden lg:inline"}>
            {available === false ? t("download.soon") : t("download.short")}
          </span>
          {available !== false && <PointsCost points={pointPrices.cvDownload} />}
        </DropdownMenu.Trigger>
        <MenuContent
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="w-[min(20rem,calc(100vw-1rem))]"
        >
          {item(<FilePdf />, t("download.pdf"), () => void take("pdf"), t("download.pdfHint"))}
          {item(<FileDoc />, t("download.word"), () => void take("docx"), t("download.wordHint"))}
          {item(<FileText />, t("download.text"), () => void take("txt"))}
          {item(<FileCode />, t("download.json"), () => void take("json"), t("download.jsonHint"))}
          {item(<ClipboardText />, t("download.copy"), () => void copy())}
          <p className="px-3 pt-1 pb-2 text-slate-500 text-xs dark:text-slate-400">
            {t("download.oneCharge")}
          </p>
          <MenuSeparator />
          {item(<MagnifyingGlass />, t("download.ats"), () => setAtsOpen(true))}
        </MenuContent>
      </DropdownMenu.Root>
      {atsOpen && resume && (
        <Suspense fallback={null}>
          <AtsDialog resumeId={resume.id} open={atsOpen} onOpenChange={setAtsOpen} />
        </Suspense>
      )}
    </>
  );
}
