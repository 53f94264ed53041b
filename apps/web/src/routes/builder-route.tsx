import { AiWritingButton } from "../features/ai/ai-writing-button";
import { Component as BuilderPage } from "../features/builder/builder-route";
import { type BuilderExtensions, BuilderExtensionsProvider } from "../features/builder/extensions";

const extensions: BuilderExtensions = {
  renderWritingHelp: ({ text, kind, language, onAccept }) => (
    <AiWritingButton text={text} kind={kind} language={language} onAccept={(html) => onAccept(html)} />
  ),
};

/** The builder composed with the AI writing help (features do not import each other). */
export function BuilderRoute() {
  return (
    <BuilderExtensionsProvider value={extensions}>
      <BuilderPage />
    </BuilderExtensionsProvider>
  );
}
