import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { Component as BuilderPage } from "../features/builder/builder-route";
import {
  type BuilderExtensions,
  BuilderExtensionsProvider,
  type ImportReviewProps,
  type SidePanelProps,
} from "../features/builder/extensions";
import { useImportOriginal } from "../features/import/import-review-api";
import { ShareButton } from "../features/share/share-button";

// Issue 39: each extension's code loads when it has something to show, not with the builder.
const WritingHelp = lazy(() =>
  import("../features/ai/writing-help").then((m) => ({ default: m.WritingHelp })),
);
const ImportReview = lazy(() =>
  import("../features/import/import-review").then((m) => ({ default: m.ImportReview })),
);
const TailorPanel = lazy(() =>
  import("../features/tailor/tailor-panel").then((m) => ({ default: m.TailorPanel })),
);

/** The import review's banner and panel, loaded only for a resume whose import is still to review. */
function ImportReviewWhenImported(props: ImportReviewProps) {
  const original = useImportOriginal(props.resumeId);
  if (!original.data) return null;
  return (
    <Suspense fallback={null}>
      <ImportReview {...props} />
    </Suspense>
  );
}

/** The tailoring proposals, loaded only when the builder was opened to tailor (`?tailor=`). */
function TailorPanelWhenTailoring(props: SidePanelProps) {
  const [params] = useSearchParams();
  if (!params.get("tailor")) return null;
  return (
    <Suspense fallback={null}>
      <TailorPanel {...props} />
    </Suspense>
  );
}

const extensions: BuilderExtensions = {
  // Under a rich text field, whose own loading box (rich-text-field.tsx) waits for this one too.
  renderWritingHelp: ({ text, kind, language, onAccept }) => (
    <WritingHelp text={text} kind={kind} language={language} onAccept={onAccept} />
  ),
  renderShare: (props) => <ShareButton {...props} />,
  renderImportReview: (props) => <ImportReviewWhenImported {...props} />,
  renderSidePanel: (props) => <TailorPanelWhenTailoring {...props} />,
};

/** The builder composed with the AI writing help, sharing, the import review and tailoring (features do not import each other). */
export function BuilderRoute() {
  return (
    <BuilderExtensionsProvider value={extensions}>
      <BuilderPage />
    </BuilderExtensionsProvider>
  );
}
