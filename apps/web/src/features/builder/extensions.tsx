import type { Resume } from "@sira/schema/api";
import type { Language } from "@sira/schema/constants";
import { createContext, type ReactNode, useContext } from "react";

export interface WritingHelpProps {
  text: string;
  kind: "summary" | "list";
  language: Language;
  /** Accepting a suggestion replaces the field's HTML through the store, so undo covers it. */
  onAccept: (html: string) => void;
}

export interface ShareProps {
  /** The resume as last saved, with its current lock state. */
  resume: Resume;
  /** Save the editor's content with this visibility (keeps autosave in step). */
  changeVisibility: (visibility: Resume["visibility"]) => Promise<Resume>;
  className: string;
}

export interface BuilderExtensions {
  /** The toolbar's Share button and panel (given by the route from the share feature). */
  renderShare?: (props: ShareProps) => ReactNode;
  /** AI writing help under the summary and item descriptions (given by the route from the ai feature). */
  renderWritingHelp?: (props: WritingHelpProps) => ReactNode;
}

const BuilderExtensionsContext = createContext<BuilderExtensions>({});

/** Provides slots other features fill in; the builder renders nothing for an empty slot. */
export const BuilderExtensionsProvider = BuilderExtensionsContext.Provider;

export function useBuilderExtensions(): BuilderExtensions {
  return useContext(BuilderExtensionsContext);
}
