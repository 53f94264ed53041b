import type { Language } from "@sira/schema/constants";
import { createContext, type ReactNode, useContext } from "react";

export interface WritingHelpProps {
  text: string;
  kind: "summary" | "list";
  language: Language;
  /** Accepting a suggestion replaces the field's HTML through the store, so undo covers it. */
  onAccept: (html: string) => void;
}

export interface BuilderExtensions {
  /** AI writing help under the summary and item descriptions (given by the route from the ai feature). */
  renderWritingHelp?: (props: WritingHelpProps) => ReactNode;
}

const BuilderExtensionsContext = createContext<BuilderExtensions>({});

/** Provides slots other features fill in; the builder renders nothing for an empty slot. */
export const BuilderExtensionsProvider = BuilderExtensionsContext.Provider;

export function useBuilderExtensions(): BuilderExtensions {
  return useContext(BuilderExtensionsContext);
}
