import type { Language } from "@sira/schema/constants";
import { useAiDriver } from "../../lib/ai-driver";
import { AiWritingButton } from "./ai-writing-button";
import { WritingSuggestions } from "./writing-suggestions";

/**
 * The builder's writing help: the free offline suggestions always; the paid generative
 * functions (improve, translate, write list) only when the server has a model server.
 */
export function WritingHelp(props: {
  text: string;
  kind: "summary" | "list";
  language: Language;
  onAccept: (html: string) => void;
}) {
  const driver = useAiDriver();
  return (
    <div className="space-y-2">
      {driver === "openai-compatible" && (
        <AiWritingButton
          text={props.text}
          kind={props.kind}
          language={props.language}
          onAccept={(html) => props.onAccept(html)}
        />
      )}
      <WritingSuggestions html={props.text} kind={props.kind} onAccept={props.onAccept} />
    </div>
  );
}
