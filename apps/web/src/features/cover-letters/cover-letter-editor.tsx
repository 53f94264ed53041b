import {
  ArrowLeft,
  ArrowsClockwise,
  FileDoc,
  FilePdf,
  FileText,
  MagicWand,
  Translate,
} from "@phosphor-icons/react";
import { resumeSchema } from "@sira/schema/api";
import { pointPrices } from "@sira/schema/constants";
import type { CoverLetter, CoverLetterData } from "@sira/schema/cover-letter-api";
import { coverLetterParagraphLimit } from "@sira/schema/cover-letter-api";
import type { DownloadFormat } from "@sira/schema/print-api";
import { coverLetterAsResume } from "@sira/templates";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PointsCost, useConfirmedSpend } from "../../components/spend-confirm";
import { Button } from "../../components/ui/button";
import { Field, Input, Textarea } from "../../components/ui/form";
import { toast } from "../../components/ui/toast-store";
import { api } from "../../lib/api";
import { isArtboardReport } from "../../lib/artboard-protocol";
import { toastError } from "../../lib/errors";
import { toastSpendError } from "../../lib/spend";
import {
  copyCoverLetter,
  downloadCoverLetter,
  redraftCoverLetter,
  saveCoverLetter,
  useCoverLetter,
} from "./cover-letters-api";

/** How long the editor waits after the last keystroke before saving. */
const saveDelayMs = 800;

/** /dashboard/cover-letters/:id: the letter's editor with its live preview. */
export function CoverLetterEditorPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation("coverLetters");
  const letter = useCoverLetter(id);
  if (letter.isError)
    return (
      <p role="alert" className="text-red-600">
        {t("notFound")} <Link to="/dashboard/services">{t("back")}</Link>
      </p>
    );
  if (!letter.data) return <p className="text-slate-500">{t("loading")}</p>;
  return <Editor key={letter.data.id} initial={letter.data} />;
}

function Editor({ initial }: { initial: CoverLetter }) {
  const { t } = useTranslation("coverLetters");
  const navigate = useNavigate();
  const [data, setData] = useState<CoverLetterData>(initial.data);
  const saved = useRef<CoverLetter>(initial);
  const pending = useRef<Promise<unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<"saved" | "saving" | "failed">("saved");
  const dir = initial.language === "ar" ? "rtl" : "ltr";

  const resume = useQuery({
    queryKey: ["resume", initial.resumeId],
    enabled: initial.resumeId !== null,
    queryFn: () => api(`/resume/${encodeURIComponent(initial.resumeId ?? "")}`, { schema: resumeSchema }),
  });

  const flush = (next: CoverLetterData) => {
    clearTimeout(timer.current);
    setStatus("saving");
    const run = (pending.current ?? Promise.resolve())
      .catch(() => {})
      .then(() => saveCoverLetter(saved.current, { data: next }))
      .then((letter) => {
        saved.current = letter;
        setStatus("saved");
      })
      .catch((error) => {
        setStatus("failed");
        toastError(error, { silent: false, ownMessage: ["CoverLetterVersionConflict"] });
      });
    pending.current = run;
    return run;
  };
  const change = (patch: Partial<CoverLetterData>) => {
    const next = { ...data, ...patch };
    setData(next);
    setStatus("saving");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(next), saveDelayMs);
  };
  const saveNow = () => (status === "saved" ? (pending.current ?? Promise.resolve()) : flush(data));
  useEffect(() => () => clearTimeout(timer.current), []);

  const download = (format: DownloadFormat) =>
    downloadCoverLetter(initial.id, format, saveNow).catch((error) => toastSpendError(error));
  const redraft = () =>
    redraftCoverLetter(initial.id)
      .then((draft) => {
        change(draft.data);
        toast({ kind: "success", title: t("redrafted") });
      })
      .catch((error) => toastError(error, { silent: false }));
  // The model server's rewrite, for the AI price once confirmed; the letter is saved first so
  // the rewrite starts from what the user sees. A refusal (it stated a fact the resume does not
  // show) costs nothing and says why.
  const [rewriting, setRewriting] = useState(false);
  const rewrite = useConfirmedSpend(t("rewrite"), pointPrices.listWriting, () => {
    setRewriting(true);
    void Promise.resolve(saveNow())
      .then(() => redraftCoverLetter(initial.id, { rewrite: true }))
      .then(
        (draft) => {
          change(draft.data);
          toast({ kind: "success", title: t("rewritten") });
        },
        (error) => toastSpendError(error),
      )
      .finally(() => setRewriting(false));
  });
  const twin = () =>
    copyCoverLetter(initial.id, "twin")
      .then((letter) => navigate(`/dashboard/cover-letters/${letter.id}`))
      .catch((error) => {
        toastError(error, { silent: false, ownMessage: ["CoverLetterLimitExceeded"] });
      });

  const setParagraph = (index: number, text: string) =>
    change({ body: data.body.map((p, i) => (i === index ? text : p)) });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to="/dashboard/services"
          className="inline-flex items-center gap-1 text-sm text-teal-700 dark:text-teal-400"
        >
          <ArrowLeft aria-hidden className="rtl:rotate-180" /> {t("back")}
        </Link>
        <h1 className="font-bold text-slate-900 text-xl dark:text-white" dir="auto">
          {initial.title}
        </h1>
        <span className="text-slate-500 text-xs" role="status" data-testid="save-status">
          {t(`status.${status}`)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={redraft}>
          <ArrowsClockwise aria-hidden /> {t("redraft")}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={rewrite.request}
          disabled={rewriting}
          data-testid="rewrite-letter"
        >
          <MagicWand aria-hidden /> {t("rewrite")} <PointsCost points={pointPrices.listWriting} />
        </Button>
        <Button variant="secondary" size="sm" onClick={twin}>
          <Translate aria-hidden /> {t("otherLanguage")}
        </Button>
        <span className="flex-1" />
        <Button size="sm" onClick={() => download("pdf")} data-testid="download-pdf">
          <FilePdf aria-hidden /> {t("downloadPdf")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => download("docx")}>
          <FileDoc aria-hidden /> {t("downloadDocx")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => download("txt")}>
          <FileText aria-hidden /> {t("downloadText")}
        </Button>
      </div>
      <p className="text-slate-500 text-xs">{t("priceHint", { points: pointPrices.cvDownload })}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <form
          className="flex flex-col gap-3"
          dir={dir}
          lang={initial.language}
          onSubmit={(e) => e.preventDefault()}
        >
          <Field label={t("fields.recipient")}>
            <Input
              value={data.recipient}
              maxLength={300}
              onChange={(e) => change({ recipient: e.target.value })}
            />
          </Field>
          <Field label={t("fields.subject")}>
            <Input
              value={data.subject}
              maxLength={300}
              onChange={(e) => change({ subject: e.target.value })}
            />
          </Field>
          <Field label={t("fields.greeting")}>
            <Input
              value={data.greeting}
              maxLength={300}
              onChange={(e) => change({ greeting: e.target.value })}
            />
          </Field>
          <Field label={t("fields.opening")}>
            <Textarea
              rows={3}
              value={data.opening}
              maxLength={3000}
              onChange={(e) => change({ opening: e.target.value })}
            />
          </Field>
          {data.body.map((paragraph, index) => (
            <Field
              key={index}
              label={t("fields.paragraph", { n: index + 1 })}
              aside={
                <button
                  type="button"
                  className="text-red-700 text-xs underline"
                  onClick={() => change({ body: data.body.filter((_, i) => i !== index) })}
                >
                  {t("removeParagraph")}
                </button>
              }
            >
              <Textarea
                rows={4}
                value={paragraph}
                maxLength={3000}
                onChange={(e) => setParagraph(index, e.target.value)}
              />
            </Field>
          ))}
          {data.body.length < coverLetterParagraphLimit && (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => change({ body: [...data.body, ""] })}
            >
              {t("addParagraph")}
            </Button>
          )}
          <Field label={t("fields.closing")}>
            <Input
              value={data.closing}
              maxLength={300}
              onChange={(e) => change({ closing: e.target.value })}
            />
          </Field>
          <Field label={t("fields.signature")}>
            <Input
              value={data.signature}
              maxLength={300}
              onChange={(e) => change({ signature: e.target.value })}
            />
          </Field>
        </form>
        <LetterPreview letter={data} resume={resume.data?.data} title={t("preview")} />
      </div>
      {rewrite.dialog}
    </div>
  );
}

/**
 * The live preview: the artboard's preview frame (the builder's own), sent the letter as its
 * resume prints it (coverLetterAsResume) after every change.
 */
function LetterPreview({
  letter,
  resume,
  title,
}: {
  letter: CoverLetterData;
  resume: Parameters<typeof coverLetterAsResume>[1] | undefined;
  title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        isArtboardReport(event) &&
        event.source === frame.current?.contentWindow &&
        event.data.type === "ARTBOARD_READY"
      )
        setReady(true);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  useEffect(() => {
    if (!ready || !resume) return;
    frame.current?.contentWindow?.postMessage(
      { type: "SET_RESUME", payload: coverLetterAsResume(letter, resume) },
      window.location.origin,
    );
  }, [ready, letter, resume]);
  return (
    <iframe
      ref={frame}
      title={title}
      src="/artboard/preview"
      className="h-[80vh] w-full rounded-xl border border-slate-200 bg-slate-200 dark:border-slate-700"
      data-testid="cover-letter-preview"
    />
  );
}
