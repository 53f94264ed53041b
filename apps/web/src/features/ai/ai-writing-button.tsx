import { MagicWand, Translate } from "@phosphor-icons/react";
import { htmlToText } from "@sira/html";
import type { WritingRequest } from "@sira/schema/ai-api";
import { type Language, pointPrices } from "@sira/schema/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SpendConfirmDialog } from "../../components/spend-confirm";
import { ApiError } from "../../lib/api";
import { needsSpendConfirmation, toastSpendError } from "../../lib/spend";
import { useWritingHelp } from "./ai-api";

type Action = "improve" | "translate" | "writeList";

const actionRequest = (action: Action): Pick<WritingRequest, "type" | "changeLanguage"> =>
  action === "writeList"
    ? { type: "list" }
    : action === "translate"
      ? { type: "summary", changeLanguage: "english" }
      : { type: "summary" };

const small =
  "inline-flex items-center gap-1.5 rounded-lg border border-teal-600/40 px-3 py-1.5 font-medium text-sm text-teal-800 hover:bg-teal-50 disabled:opacity-50 dark:text-teal-300 dark:hover:bg-teal-950";

/**
 * AI writing help for the builder, self-contained: for a summary, "Improve" (in `language`) and,
 * unless the resume is already English, "Translate to English"; for a list item, "Write with AI"
 * (bullets from the item's notes). Each shows its price from pointPrices, then the suggestion
 * with accept and reject; `onAccept(html, text)` gets the rich-editor HTML and the plain text
 * (the builder's undo makes accepting undoable). On a server without a model it explains how to
 * enable one; the wallet balance is refetched after every call.
 */
export function AiWritingButton({
  text,
  kind,
  language,
  onAccept,
}: {
  /** The current text (HTML from the rich editor is fine). */
  text: string;
  kind: "summary" | "list";
  language: Language;
  onAccept: (html: string, text: string) => void;
}) {
  const { t } = useTranslation("ai");
  const help = useWritingHelp();
  const [notice, setNotice] = useState<string | null>(null);
  const actions: Action[] =
    kind === "list" ? ["writeList"] : language === "en" ? ["improve"] : ["improve", "translate"];
  const price = kind === "list" ? pointPrices.listWriting : pointPrices.summaryImprovement;
  const isEmpty = htmlToText(text) === "";

  // Writing help costs more than a CV download: ask first (issue 24 item 9).
  const [asking, setAsking] = useState<Action | null>(null);
  const handleRun = (action: Action) => {
    setNotice(null);
    help.reset();
    help.mutate(
      { ...actionRequest(action), text, language, job: false },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.code === "ModelServerRequired")
            setNotice(t("unavailableHere"));
          else toastSpendError(error);
        },
      },
    );
  };
  const suggestion = help.data;

  return (
    <div className="space-y-2" data-testid={`ai-writing-${kind}`}>
      <fieldset aria-label={t("writing.menu")} className="m-0 border-0 p-0 flex flex-wrap items-center gap-2">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={small}
            disabled={isEmpty || help.isPending}
            onClick={() => (needsSpendConfirmation(price) ? setAsking(action) : handleRun(action))}
          >
            {action === "translate" ? <Translate aria-hidden /> : <MagicWand aria-hidden />}
            {t(`writing.${action}`)}
            <span className="text-slate-500 text-xs">({t("points", { count: price })})</span>
          </button>
        ))}
        {help.isPending && <span className="text-slate-500 text-sm">{t("writing.working")}</span>}
      </fieldset>
      {asking && (
        <SpendConfirmDialog
          action={t(`writing.${asking}`)}
          points={price}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            handleRun(asking);
          }}
        />
      )}
      {isEmpty && <p className="text-slate-500 text-xs">{t("writing.empty")}</p>}
      {notice && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-200"
        >
          {notice}
        </p>
      )}
      {suggestion && (
        <div className="space-y-2 rounded-lg border border-teal-200 bg-teal-50/50 p-3 dark:border-teal-900 dark:bg-teal-950/40">
          <p className="font-medium text-slate-600 text-xs dark:text-slate-300">{t("writing.suggestion")}</p>
          <p dir="auto" className="whitespace-pre-line text-slate-800 dark:text-slate-100">
            {suggestion.text}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className="rounded-lg bg-teal-700 px-3 py-1.5 font-medium text-sm text-white hover:bg-teal-800"
              onClick={() => {
                onAccept(suggestion.html, suggestion.text);
                help.reset();
              }}
            >
              {t("writing.accept")}
            </button>
            <button type="button" className={small} onClick={() => help.reset()}>
              {t("writing.reject")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
