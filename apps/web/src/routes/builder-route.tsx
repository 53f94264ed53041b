import { WritingHelp } from "../features/ai/writing-help";
import { Component as BuilderPage } from "../features/builder/builder-route";
import { type BuilderExtensions, BuilderExtensionsProvider } from "../features/builder/extensions";
import { ImportReview } from "../features/import/import-review";
import { ShareButton } from "../features/share/share-button";
import { TailorPanel } from "../features/tailor/tailor-panel";

const extensions: BuilderExtensions = {
  renderWritingHelp: ({ text, kind, language, onAccept }) => (
    <WritingHelp text={text} kind={kind} language={language} onAccept={onAccept} />
  ),
  renderShare: (props) => <ShareButton {...props} />,
  renderImportReview: (props) => <ImportReview {...props} />,
  renderSidePanel: (props) => <TailorPanel {...props} />,
};

/** The builder composed with the AI writing help, sharing, the import review and tailoring (features do not import each other). */
export function BuilderRoute() {
  return (
    <BuilderExtensionsProvider value={extensions}>
      <BuilderPage />
    </BuilderExtensionsProvider>
  );
}
