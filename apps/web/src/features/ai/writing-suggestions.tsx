import { Lightbulb, ListBullets } from "@phosphor-icons/react";
import { escapeText, linesToRichText, richTextToLines } from "@sira/html";
import { type Suggestion, splitIntoBullets, writingSuggestions } from "@sira/nlp/writing-suggestions";
import type { Language } from "@sira/schema/constants";
import { contentLanguageOf } from "@sira/schema/ui-locales";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The HTML with one suggestion's fix applied, or undefined when the excerpt is split by formatting.
 * Text is escaped as the rich-text sanitizer writes it, so the excerpt is found as stored.
 */
function fixedHtml(html: string, s: Suggestion): string | undefined {
  if (s.replacement === undefined) return undefined;
  const from = escapeText(s.excerpt);
  if (!html.includes(from)) return undefined;
  return html.replace(from, escapeText(s.replacement)).replace(/<p>\s+/g, "<p>");
}

/**
 * The suggestion's excerpt widened to whole words, and the same words after its fix: a fix that
 * drops "I " and capitalises "led" reads `I led → Led`, never `I l` and `L`.
 */
export function fixPreview(text: string, s: Suggestion): { before: string; after?: string } {
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}\p{M}]/u.test(c);
  let from = s.start;
  let to = s.end;
  while (from > 0 && isWordChar(text[from - 1]) && isWordChar(text[from])) from--;
  while (to < text.length && isWordChar(text[to]) && isWordChar(text[to - 1])) to++;
  const before = text.slice(from, to).trim();
  if (s.replacement === undefined) return { before };
  const after = (text.slice(from, s.start) + s.replacement + text.slice(s.end, to)).trim();
  return { before, after };
}

const chip =
  "inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-slate-700 text-sm hover:bg-slate-50 disabled:opacity-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

/**
 * Free offline writing suggestions under a summary or an item's bullets (@sira/nlp
 * writing-suggestions, in the browser): weak openings, first person, missing figures, passive
 * voice, long bullets, mixed tenses, repeated words, Arabic spelling. Each says why; a fix is
 * one click (through the builder's store, so undo covers it). For an item, "List text" splits
 * the paragraph into bullets.
 */
export function WritingSuggestions({
  html,
  kind,
  onAccept,
}: {
  html: string;
  kind: "summary" | "list";
  onAccept: (html: string) => void;
}) {
  const { t, i18n } = useTranslation("ai");
  const [open, setOpen] = useState(false);
  const text = useMemo(() => richTextToLines(html), [html]);
  const uiLanguage: Language = contentLanguageOf(i18n.language);
  const suggestions = useMemo(() => (text ? writingSuggestions(text, uiLanguage) : []), [text, uiLanguage]);
  const bullets = useMemo(() => (kind === "list" && text ? splitIntoBullets(text) : []), [kind, text]);
  const canList = bullets.length > 1 && !/<li[\s>]/.test(html);
  if (!text) return null;

  return (
    <div className="space-y-2" data-testid={`suggestions-${kind}`}>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={chip} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          <Lightbulb aria-hidden />
          {t("suggestions.button", { count: suggestions.length })}
          <span className="text-slate-500 text-xs">({t("suggestions.free")})</span>
        </button>
        {kind === "list" && (
          <button
            type="button"
            className={chip}
            disabled={!canList}
            onClick={() => onAccept(linesToRichText(bullets, { list: true }))}
          >
            <ListBullets aria-hidden />
            {t("suggestions.listText")}
          </button>
        )}
      </div>
      {open && (
        <ul
          aria-label={t("suggestions.title")}
          className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {suggestions.length === 0 && (
            <li className="text-slate-600 dark:text-slate-300">{t("suggestions.none")}</li>
          )}
          {suggestions.map((s, i) => {
            const fixed = fixedHtml(html, s);
            const preview = fixPreview(text, s);
            return (
              <li
                key={`${s.kind}-${s.start}-${i}`}
                className="space-y-1 border-slate-100 border-b pb-2 last:border-0 dark:border-slate-800"
              >
                <p className="font-medium text-slate-800 dark:text-slate-100">
                  {t(`suggestions.kinds.${s.kind}`)}:{" "}
                  <bdi className="rounded bg-amber-50 px-1 font-normal dark:bg-amber-950">
                    {preview.before}
                  </bdi>
                </p>
                <p className="text-slate-600 dark:text-slate-300">{s.message}</p>
                {s.alternatives && (
                  <p className="text-slate-600 dark:text-slate-300">
                    {t("suggestions.try")}{" "}
                    {s.alternatives.map((a) => (
                      <bdi
                        key={a}
                        className="me-1 rounded bg-teal-50 px-1.5 py-0.5 text-teal-900 dark:bg-teal-950 dark:text-teal-100"
                      >
                        {a}
                      </bdi>
                    ))}
                  </p>
                )}
                {fixed !== undefined && (
                  <button
                    type="button"
                    className="rounded-lg bg-teal-700 px-3 py-1 font-medium text-white text-xs hover:bg-teal-800"
                    onClick={() => onAccept(fixed)}
                  >
                    {preview.after ? (
                      <>
                        {t("suggestions.fix")}: <bdi>{preview.before}</bdi> {i18n.dir() === "rtl" ? "←" : "→"}{" "}
                        <bdi>{preview.after}</bdi>
                      </>
                    ) : (
                      <>
                        {t("suggestions.remove")}: <bdi>{preview.before}</bdi>
                      </>
                    )}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
