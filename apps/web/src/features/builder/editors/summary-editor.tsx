import { directionOf } from "@sira/schema/constants";
import { useTranslation } from "react-i18next";
import { RichTextField } from "../components/rich-text-field";
import { useBuilderExtensions } from "../extensions";
import { useBuilderStore } from "../state/builder-store";
import { SectionCard } from "./section-card";

/** The summary: rich text in the resume's direction; each editing run is one undo step. */
export function SummaryEditor() {
  const { t } = useTranslation("builder");
  const content = useBuilderStore((s) => s.data.sections.summary.content);
  const language = useBuilderStore((s) => s.data.metadata.language);
  const locked = useBuilderStore((s) => s.locked);
  const endGroup = useBuilderStore((s) => s.endGroup);
  const { renderWritingHelp } = useBuilderExtensions();
  const setContent = (html: string) =>
    useBuilderStore.getState().update((d) => {
      d.sections.summary.content = html;
    }, "summary.content");
  return (
    <SectionCard sectionId="summary">
      <p className="mb-2 text-slate-500 text-sm dark:text-slate-400">{t("summary.hint")}</p>
      <RichTextField
        id="summary-content"
        label={t("summary.label")}
        dir={directionOf(language)}
        value={content}
        disabled={locked}
        onChange={setContent}
        onBlur={endGroup}
        after={
          !locked && (
            <div className="mt-2">
              {renderWritingHelp?.({
                text: content,
                kind: "summary",
                language,
                onAccept: (html) => {
                  setContent(html);
                  endGroup();
                },
              })}
            </div>
          )
        }
      />
    </SectionCard>
  );
}
