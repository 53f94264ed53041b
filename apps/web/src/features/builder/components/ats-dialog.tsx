import { CircleNotch } from "@phosphor-icons/react";
import type { AtsField, AtsReading, AtsReport } from "@sira/schema/ats-api";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/dialog";
import { downloadResume } from "../../../lib/downloads";
import { fetchAtsReport } from "../api";
import { useBuilderStore } from "../state/builder-store";
import { getAutosave } from "../state/use-autosave";

/** What the user wrote, each word the extractor did not read back exactly marked. */
function Wrote({ field }: { field: AtsField }) {
  const { t } = useTranslation("builder");
  return (
    <span>
      {field.wrote.map((segment, i) =>
        segment.lost ? (
          <mark
            key={i}
            title={t("ats.legend")}
            data-lost=""
            className="rounded bg-red-100 px-0.5 text-red-900 underline decoration-red-600 decoration-wavy dark:bg-red-950 dark:text-red-100"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </span>
  );
}

/** A reading, or the worst of them per field (`reader` absent; each field names its reader). */
type ShownReading = Omit<AtsReading, "reader"> & { reader?: AtsReading["reader"] };

function Reading({ reading, lang }: { reading: ShownReading; lang: string }) {
  const { t, i18n } = useTranslation(["builder", "personal"]);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: "percent",
    maximumFractionDigits: 0,
  }).format(Math.floor(reading.score * 100) / 100);
  const tone =
    reading.score >= 0.98
      ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100"
      : reading.score >= 0.85
        ? "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-100"
        : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100";
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-baseline gap-2">
        <span data-testid="ats-score" className={`rounded-full px-3 py-1 font-semibold text-sm ${tone}`}>
          {t("ats.score", { percent })}
        </span>
        <span className="text-slate-500 text-xs">
          {t("ats.scoreDetail", { found: reading.found, words: reading.words })}
        </span>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-slate-200 border-b text-start text-slate-500 text-xs dark:border-slate-700">
              <th className="py-1.5 pe-3 text-start font-medium">{t("ats.field")}</th>
              <th className="py-1.5 pe-3 text-start font-medium">{t("ats.wrote")}</th>
              <th className="py-1.5 text-start font-medium">{t("ats.read")}</th>
            </tr>
          </thead>
          <tbody>
            {reading.fields.map((field, i) => {
              // Phones and e-mails read left to right in either language; the rest in the resume's direction.
              const dir = field.kind === "phone" || field.kind === "email" || lang !== "ar" ? "ltr" : "rtl";
              return (
                <tr key={i} className="border-slate-100 border-b align-top dark:border-slate-800">
                  <th
                    scope="row"
                    className="py-1.5 pe-3 text-start font-medium text-slate-600 dark:text-slate-300"
                  >
                    {field.kind === "nationality" || field.kind === "residency"
                      ? t(`personal:${field.kind}.title`)
                      : t(`ats.kinds.${field.kind}`, { n: (field.job ?? 0) + 1 })}
                  </th>
                  <td className="py-1.5 pe-3 text-start text-slate-900 dark:text-white" lang={lang}>
                    <bdi dir={dir}>
                      <Wrote field={field} />
                    </bdi>
                  </td>
                  <td className="py-1.5 text-start text-slate-700 dark:text-slate-200" lang={lang}>
                    {field.read ? (
                      <bdi dir={dir}>{field.read}</bdi>
                    ) : (
                      <span className="text-slate-400 italic">{t("ats.notFound")}</span>
                    )}
                    {field.reader && (
                      <span
                        data-testid="ats-field-reader"
                        dir="ltr"
                        className="ms-2 rounded bg-slate-100 px-1.5 py-0.5 text-slate-600 text-xs dark:bg-slate-800 dark:text-slate-300"
                      >
                        {t(`ats.reader.${field.reader}`)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="flex items-center gap-2 text-slate-500 text-xs">
        <mark className="rounded bg-red-100 px-1 text-red-900 underline decoration-red-600 decoration-wavy dark:bg-red-950 dark:text-red-100">
          {t("ats.wrote")}
        </mark>
        {t("ats.legend")}
      </p>
    </div>
  );
}

/** The worst of the readings per field first (when there are several), then each reading. */
function readingTabs(report: AtsReport): ShownReading[] {
  return report.worst ? [report.worst, ...report.readings] : report.readings;
}

/**
 * The ATS-safe PDF (issue 36): why and when to send it, and its download (charged as any PDF
 * of the same content, so free when that content was already downloaded).
 */
function AtsSafePdf({ resumeId, lang }: { resumeId: string; lang: "ar" | "en" }) {
  const { t } = useTranslation("builder");
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const download = async () => {
    setState("busy");
    try {
      await downloadResume(resumeId, lang, "pdf", () => getAutosave()?.flush() ?? Promise.resolve(), "ats");
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <section data-testid="ats-safe" className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <h3 className="font-semibold text-slate-900 text-sm dark:text-white">{t("ats.safe.title")}</h3>
      <p className="mt-1 text-slate-700 text-sm dark:text-slate-200">{t("ats.safe.why")}</p>
      <p className="mt-1 text-slate-600 text-xs dark:text-slate-300">{t("ats.safe.cost")}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={state === "busy"} onClick={() => void download()}>
          {state === "busy" && <CircleNotch aria-hidden className="animate-spin" />}
          {t("ats.safe.download")}
        </Button>
        {state === "failed" && (
          <span className="text-red-700 text-sm dark:text-red-300" role="alert">
            {t("ats.safe.failed")}
          </span>
        )}
      </div>
    </section>
  );
}

/**
 * The ATS view (free): what screening systems read from the resume's current PDF, the worst of
 * its extractors per field and each extractor (extractors the server lacks named), side by side
 * with what the user wrote, with the share of words read back exactly and advice.
 * Pending edits are saved first, so the PDF read is the one a download would give.
 */
export function AtsDialog({
  resumeId,
  open,
  onOpenChange,
}: {
  resumeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation("builder");
  const lang = useBuilderStore((s) => s.data.metadata.language);
  const [reader, setReader] = useState(0);
  const query = useQuery({
    queryKey: ["ats", resumeId],
    queryFn: async ({ signal }) => {
      await getAutosave()?.flush();
      return fetchAtsReport(resumeId, signal);
    },
    gcTime: 0,
    retry: false,
  });
  const report = query.data;
  const tabs = report ? readingTabs(report) : [];
  const reading = tabs[Math.min(reader, tabs.length - 1)];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("ats.title")}
      description={t("ats.description")}
      wide
    >
      {query.isPending && (
        <p className="flex items-center gap-2 py-8 text-slate-600 text-sm dark:text-slate-300" role="status">
          <CircleNotch aria-hidden className="animate-spin" /> {t("ats.loading")}
        </p>
      )}
      {query.isError && (
        <div className="flex flex-col items-start gap-3 py-4">
          <p className="text-red-700 text-sm dark:text-red-300" role="alert">
            {t("ats.failed")}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t("ats.retry")}
          </Button>
        </div>
      )}
      {report && reading && (
        <div className="flex flex-col gap-4">
          {tabs.length > 1 && (
            <div role="tablist" aria-label={t("ats.readers")} className="flex flex-wrap gap-1">
              {tabs.map((r, i) => (
                <button
                  key={r.reader ?? "worst"}
                  type="button"
                  role="tab"
                  aria-selected={r === reading}
                  onClick={() => setReader(i)}
                  className={`rounded-lg px-3 py-1.5 text-sm ${r === reading ? "bg-teal-700 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200"}`}
                >
                  {r.reader ? t(`ats.reader.${r.reader}`) : t("ats.worst")}
                </button>
              ))}
            </div>
          )}
          {report.missing.length > 0 && (
            <p data-testid="ats-missing" className="text-slate-600 text-xs dark:text-slate-300">
              {t("ats.missing", {
                readers: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(
                  report.missing.map((r) => t(`ats.reader.${r}`)),
                ),
              })}
            </p>
          )}
          <div role="tabpanel">
            <Reading reading={reading} lang={lang} />
          </div>
          <section>
            <h3 className="font-semibold text-slate-900 text-sm dark:text-white">{t("ats.adviceTitle")}</h3>
            {report.advice.length ? (
              <ul className="mt-1 list-disc space-y-1 ps-5 text-slate-700 text-sm dark:text-slate-200">
                {report.advice.map((key) => (
                  <li key={key}>{t(`ats.advice.${key}`)}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-slate-700 text-sm dark:text-slate-200">{t("ats.allGood")}</p>
            )}
          </section>
          <AtsSafePdf resumeId={resumeId} lang={lang} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t("ats.close")}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
